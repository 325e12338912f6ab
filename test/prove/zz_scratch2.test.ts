import { test } from 'vitest';
import { prove, summary } from './helpers.js';

const cases: Record<string, string> = {
  misere: `
name: misere-nim
game: { nim: { heaps: 3 }, play: misère }
conjecture: S = (max(h) ≤ 1 ∧ sum(h) mod 2 = 1) ∨ (max(h) ≥ 2 ∧ xor(h) = 0)
proof:
  strategy:
${[0, 1, 2].map((i) => {
  const others = [0, 1, 2].filter((j) => j !== i).map((j) => `h[${j}] ≤ 1`).join(' ∧ ');
  return `    - { when: "max(h) ≤ 1 ∧ h[${i}] = 1", move: { "h[${i}]": 0 } }
    - { when: "h[${i}] ≥ 2 ∧ ${others}", move: { "h[${i}]": "(sum(h) - h[${i}] + 1) mod 2" } }
    - { when: "h[${i}] ⊕ xor(h) < h[${i}]", move: { "h[${i}]": "h[${i}] ⊕ xor(h)" } }`;
}).join('\n')}
`,
  game22: `
name: bicycle
game:
  state: { k: nat, d: nat }
  moves:
    - { for: j ∈ 1..k, if: j ≤ d, to: { k: k + 1, d: d - j } }
conjecture:
  S: k = 0 ∨ ∃ w ∈ 0..d: w * (k + w) ≤ d ∧ d ≤ w * (k + w + 1)
`,
};

for (const [name, yaml] of Object.entries(cases)) {
  test(name, async () => {
    const r = await prove(yaml, { timeoutMs: 20000, emitSmtDir: '/tmp/zexp/smtm' });
    console.log(name, r.status, r.timeMs, '\n' + summary(r));
    for (const o of r.obligations) if (o.counterexample) console.log(o.id, JSON.stringify(o.counterexample));
  });
}
