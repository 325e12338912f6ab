import { test } from 'vitest';
import { prove, summary } from './helpers.js';

const cases: Record<string, string> = {
  game8: `
name: g8
game: { subtraction: [1, 2] }
conjecture: S = n mod 3 = 0
`,
  game10: `
name: g10
game: { subtraction: [2, 3] }
conjecture: S = n mod 5 ∈ <0, 1>
`,
  game11: `
name: g11
game:
  state: { a: nat, b: nat }
  moves:
    - { for: k ∈ 1..a, to: { a: a - k } }
    - { for: k ∈ 1..b, to: { b: b - k } }
conjecture: S = a = b
`,
  game12: `
name: g12
game:
  state: { a: nat, b: nat }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ a, to: { a: a - k } }
    - { for: k ∈ {1, 2}, if: k ≤ b, to: { b: b - k } }
conjecture: S = a mod 3 = b mod 3
`,
  game13: `
name: game13
game:
  players: [A, B]
  state: { n: nat }
  moves:
    - { by: A, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
    - { by: B, for: k ∈ {2, 3}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: (turn = A ∧ (n ∈ {0, 3, 6, 7, 9, 10} ∨ n ≥ 12)) ∨ (turn = B ∧ n ∈ {0, 1, 4, 7})
`,
  game17: `
name: g17
game: { nim: { heaps: 3, take: [1, 2] } }
conjecture: S = (h[0] mod 3) ⊕ (h[1] mod 3) ⊕ (h[2] mod 3) = 0
`,
  game20: `
name: g20
game:
  state: { n: nat, r: 0..5 }
  moves:
    - { for: s ∈ 1..5, if: s ≤ n ∧ s ≠ r, to: { n: n - s, r: s } }
conjecture:
  S: n mod 13 ∈ {0, 7} ∨ (n mod 13 = 1 ∧ r = 1) ∨ (n mod 13 = 3 ∧ r = 3) ∨ (n mod 13 = 5 ∧ r = 5) ∨ (n mod 13 = 6 ∧ r = 3) ∨ (n = 4 ∧ r = 4) ∨ (n mod 13 = 11 ∧ r = 4) ∨ (n mod 13 = 12 ∧ r = 5) ∨ (n mod 13 = 8 ∧ n ≥ 13 ∧ r = 1)
`,
  knight: `
name: knight
game:
  params: { size: nat }
  state: { i: 1..size, j: 1..size }
  moves:
    - { for: d ∈ {-1, 1}, if: i - 2 ≥ 1 ∧ 1 ≤ j + d ≤ size, to: { i: i - 2, j: j + d } }
    - { for: d ∈ {-1, 1}, if: j - 2 ≥ 1 ∧ 1 ≤ i + d ≤ size, to: { i: i + d, j: j - 2 } }
check:
  params: { size: 1..12 }
conjecture:
  S: (i mod 4 ∈ {1, 2} ∧ j mod 4 ∈ {1, 2}) ∨ (size mod 4 = 0 ∧ i = size ∧ j = size) ∨ (size mod 4 = 1 ∧ ((j = size ∧ i ≤ size - 2) ∨ (i = size ∧ j ≤ size - 2)))
`,
  loopy: `
name: loopy
game:
  state: { x: 0..1 }
  moves:
    - { to: { x: 1 - x } }
conjecture: S = x = 0
`,
  big: `
name: big
game: { subtraction: [1, 4] }
conjecture: S = n mod 5 ∈ <0, 2> ∨ n = 1000003
`,
};

for (const [name, yaml] of Object.entries(cases)) {
  test(name, async () => {
    const r = await prove(yaml, { timeoutMs: 20000 });
    console.log(name, r.status, r.timeMs, '\n' + summary(r));
    for (const o of r.obligations) if (o.counterexample) console.log(o.id, JSON.stringify(o.counterexample));
  });
}
