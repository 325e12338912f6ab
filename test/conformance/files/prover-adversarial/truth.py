# Brute-force truth of the finite facts the adversarial files rest on (python3 truth.py; about 10 s).
# The facts beyond reach (2^31, 2^53, 10^18) follow from take-1-or-4's rule n mod 5 ∈ {0, 2} and are
# argued in each file's title.


def mex(s):
    g = 0
    while g in s:
        g += 1
    return g


def subtraction(takes, n_max):
    win = [False] * (n_max + 1)
    for n in range(n_max + 1):
        win[n] = any(t <= n and not win[n - t] for t in takes)
    return win


def partizan(a_takes, b_takes, n_max):
    a, b = [False] * (n_max + 1), [False] * (n_max + 1)
    for n in range(n_max + 1):
        a[n] = any(t <= n and not b[n - t] for t in a_takes)
        b[n] = any(t <= n and not a[n - t] for t in b_takes)
    return a, b


# c01: take 3, 5 or 50001 — n mod 8 ∈ {0, 1, 2} is the safe set below 50001, not at 50001
w = subtraction([3, 5, 50001], 200_000)
bad = [n for n in range(200_001) if (not w[n]) != (n % 8 in (0, 1, 2))]
assert bad[0] == 50001, bad[:3]

# c02, c03: A takes 1 or 9999, B takes 2
a, b = partizan([1, 9999], [2], 300_000)
assert all((not a[n]) == (n % 3 == 0) and (not b[n]) == (n % 3 != 2) for n in range(9999))
assert a[9999]  # (9999, A) is fragile: c02's first counterexample
assert all((not a[n]) == (n % 3 == 0 and n < 9999) and (not b[n]) == (n % 3 != 2 or n >= 9999) for n in range(300_001))

# c04: take 1 or 2, only 2 at n = 77779
win = [False] * 300_001
for n in range(300_001):
    targets = [n - 2] if n == 77779 else [n - k for k in (1, 2) if k <= n]
    win[n] = any(not win[t] for t in targets)
bad = [n for n in range(300_001) if (not win[n]) != (n % 3 == 0)]
assert bad[0] == 77779, bad[:3]

# c05, c06: Dawson's Kayles (octal 0.07), preperiod 53, period 34; c05 is wrong first at n = 80
g = [0] * 6001
for n in range(1, 6001):
    opts = set()
    if n == 2:
        opts.add(0)
    if n >= 3:
        opts.add(g[n - 2])
    for x in range(1, (n - 2) // 2 + 1):
        opts.add(g[x] ^ g[n - 2 - x])
    g[n] = mex(opts)
assert all(g[n + 34] == g[n] for n in range(53, 6001 - 34)) and g[52 + 34] != g[52]
assert (80 - 53) % 34 == 27

# p12: kept moves lower b, passing moves a → a − 1 and b := 3; safe iff a is even (a, b ≤ 20, and b = 3 reached)
memo = {}


def mover_wins(a, b):
    if (a, b) not in memo:
        kept = b >= 1 and mover_wins(a, b - 1)
        passing = a >= 1 and not mover_wins(a - 1, 3)
        memo[a, b] = kept or passing
    return memo[a, b]


assert all(mover_wins(x, y) == (x % 2 == 1) for x in range(21) for y in range(21))

# p01 … p13 (take 1 or 4 below the far bound): the rule itself, to 10^5
w = subtraction([1, 4], 100_000)
assert all((not w[n]) == (n % 5 in (0, 2)) for n in range(100_001))
assert 9007199254740995 % 5 == 0 and 4294967298 % 5 == 3 and 10**18 % 5 == 0 and (10**18 + 2) % 5 == 2
assert (2**5000 >> 5000) & 1 == 1
print("all facts hold")
