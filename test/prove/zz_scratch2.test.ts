import { test } from 'vitest';
import { prove, summary } from './helpers.js';

const cases: Record<string, string> = {
  claims13: `
name: game13c
game:
  players: [A, B]
  state: { n: nat }
  start: { n: 2008, turn: A }
  moves:
    - { by: A, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
    - { by: B, for: k ∈ {2, 3}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: (turn = A ∧ (n ∈ {0, 3, 6, 7, 9, 10} ∨ n ≥ 12)) ∨ (turn = B ∧ n ∈ {0, 1, 4, 7})
claims:
  - name: A loses from 2008
    holds: safe(start)
  - holds: ∀ n ∈ 12..2000 : safe({ n: n, turn: A })
  - name: wrong
    holds: fragile(5, A)
  - holds: outcome(2, B) = fragile
`,
  grundy: `
name: g8grundy
game: { subtraction: [1, 2] }
conjecture: { grundy: n mod 3 }
claims:
  - holds: grundy(2000) = 2
  - holds: safe(3)
`,
  grundyWrong: `
name: g9grundy
game: { subtraction: [1, 4] }
conjecture: { grundy: n mod 5 }
`,
  divzero: `
name: divzero
game:
  params: { m: nat }
  state: { n: nat }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
check:
  params: { m: 1..3 }
conjecture: S = n mod m = 0
`,
};

for (const [name, yaml] of Object.entries(cases)) {
  test(name, async () => {
    const r = await prove(yaml, { timeoutMs: 20000 });
    console.log(name, r.status, r.timeMs, '\n' + summary(r));
    for (const o of r.obligations) if (o.counterexample) console.log(o.id, JSON.stringify(o.counterexample));
  });
}
