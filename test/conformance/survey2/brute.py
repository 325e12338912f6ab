# The independent oracle of the second survey (test/conformance/survey2.test.ts): a brute-force solver
# written from ../shared/docs/format.md and theory.md only (no code of zermelo is read or run here).
# Each file of files/ is modelled by hand in files.py: its positions, moves, end rules and what it
# claims; this module solves the model (rounds of a naive fixed point with kept moves, draws and
# undetermined positions; mex and XOR for sums) and checks the conjecture and Theorem 4.1's local
# conditions at every position. Integers are Python's (exact); div and mod are Euclidean.

def emod(a, b):
    return a % abs(b)


def ediv(a, b):
    return (a - emod(a, b)) // b


def solve(positions, moves, end=None, misere=False):
    """positions: the region (hashable); moves(p) -> [(q, kept)]; end(p) -> None|'lose'|'draw'|'win'.
    A target outside the region leaves p undecided; p is then 'U' if a play through undecided
    positions leaves the region, else 'N'. Returns {p: 'S'|'F'|'N'|'U'}."""
    region = set(positions)
    val = {}
    mv = {}
    for p in positions:
        e = end(p) if end else None
        if e is not None:
            val[p] = {'lose': 'S', 'draw': 'N', 'win': 'F'}[e]
            mv[p] = []
            continue
        ms = moves(p)
        mv[p] = ms
        if not ms:
            val[p] = 'F' if misere else 'S'
    changed = True
    while changed:
        changed = False
        for p in positions:
            if p in val:
                continue
            ms = mv[p]
            win = False
            allbad = True
            for q, kept in ms:
                v = val.get(q) if q in region else None
                if v is None:
                    allbad = False
                    continue
                good = (v == 'F') if kept else (v == 'S')
                bad = (v == 'S') if kept else (v == 'F')
                if good:
                    win = True
                    break
                if not bad:
                    allbad = False
            if win:
                val[p] = 'F'
                changed = True
            elif allbad:
                val[p] = 'S'
                changed = True
    # undecided: U when some play through undecided positions leaves the region
    und = [p for p in positions if p not in val]
    leaves = set(p for p in und if any(q not in region for q, _ in mv[p]))
    grow = True
    while grow:
        grow = False
        for p in und:
            if p in leaves:
                continue
            if any(q in leaves for q, _ in mv[p]):
                leaves.add(p)
                grow = True
    for p in und:
        val[p] = 'U' if p in leaves else 'N'
    return val


def check_conjecture(positions, moves, truth, conj, end=None, misere=False):
    """Theorem 4.1's local conditions and agreement with the truth at every determined position.
    conj(p) -> 'S'|'F'|'N'. Returns {p: set of failed conditions}."""
    region = set(positions)
    fails = {}
    for p in positions:
        if truth[p] == 'U':
            continue
        c = conj(p)
        bad = set()
        e = end(p) if end else None
        ms = [] if e is not None else moves(p)
        if any(q not in region or truth[q] == 'U' for q, _ in ms):
            if c != truth[p]:
                bad.add('truth')
            if bad:
                fails[p] = bad
            continue
        cq = [(conj(q), kept) for q, kept in ms]
        term = 'lose' if e == 'lose' or (e is None and not ms and not misere) else 'win' if e == 'win' or (e is None and not ms and misere) else 'draw' if e == 'draw' else None
        if term == 'lose' and c != 'S' or term == 'draw' and c != 'N' or term == 'win' and c != 'F':
            bad.add('requirement')
        if c == 'F' and term is None and not any((v == 'F') if k else (v == 'S') for v, k in cq):
            bad.add('I')
        if c == 'S' and term is None and not all((v == 'S') if k else (v == 'F') for v, k in cq):
            bad.add('II')
        if c == 'N' and term is None:
            if not any(v == 'N' for v, _ in cq) or any((v == 'F') if k else (v == 'S') for v, k in cq):
                bad.add('III')
        if c != truth[p]:
            bad.add('truth')
        if bad:
            fails[p] = bad
    return fails


def grundy(positions, moves):
    """moves(p) -> [tuple of component positions]; mex over the XOR of the components' values."""
    g = {}

    def value(p, depth=0):
        if p in g:
            if g[p] is None:
                raise ValueError('cycle')
            return g[p]
        g[p] = None
        seen = set()
        for comps in moves(p):
            x = 0
            for c in comps:
                x ^= value(c)
            seen.add(x)
        m = 0
        while m in seen:
            m += 1
        g[p] = m
        return m

    import sys
    sys.setrecursionlimit(100000)
    for p in positions:
        value(p)
    return g


def subtraction_rows(N, take, misere=False):
    """Outcome (True = safe) of one heap 0..N under a subtraction set, normal or misère play."""
    safe = [False] * (N + 1)
    for n in range(N + 1):
        ks = [k for k in take if k <= n]
        if not ks:
            safe[n] = not misere
        else:
            safe[n] = all(not safe[n - k] for k in ks)
    return safe


def octal_misere_safe(code, N):
    """The safe single heaps 0..N of an octal game under misère play: a memoised search over
    multisets of heaps (a position with no move is a win for the player to move)."""
    import functools
    digits = [int(c) for c in code.split('.')[1]]

    def moves(n):
        out = []
        for k, d in enumerate(digits, start=1):
            if k > n:
                break
            if d & 1 and n == k:
                out.append(())
            if d & 2 and n > k:
                out.append((n - k,))
            if d & 4:
                for a in range(1, (n - k) // 2 + 1):
                    if n - k - a >= 1:
                        out.append((a, n - k - a))
        return out

    @functools.lru_cache(maxsize=None)
    def wins(heaps):
        opts = set()
        for i, h in enumerate(heaps):
            rest = heaps[:i] + heaps[i + 1:]
            for comp in moves(h):
                opts.add(tuple(sorted(rest + comp)))
        return not opts or any(not wins(o) for o in opts)

    return [n for n in range(N + 1) if not wins((n,) if n > 0 else ())]
