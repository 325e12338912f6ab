// Grundy conjectures in files: the mex characterisation on a subtraction game (right and wrong
// formulas, with re-verified counterexamples), and the errors for games without Grundy values.

import { describe, expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { reverify, spec } from './helpers.js';
import { counterexampleSentence } from '../../src/teach/sentences/renderSentence.js';

const take = (f: string, extra = '') => `name: take-1-2-3
game:
  state: { n: nat }
  moves:
    - { name: take k, for: k ∈ 1..3, if: k ≤ n, to: { n: n - k } }
${extra}conjecture: { grundy: ${f} }
check: { bounds: { n: 0..200 } }
`;

describe('grundy conjectures', () => {
  test('take 1..3: grundy = n mod 4 holds', () => {
    expect(checkBounded(spec(take('n mod 4'))).outcome).toBe('holds');
  });

  test('grundy = n mod 3 is refuted: a move keeps the value', () => {
    const r = checkBounded(spec(take('n mod 3')));
    expect(r.outcome).toBe('refuted');
    reverify(r);
    const keep = r.runs[0]!.conditions.find((c) => c.condition === 'grundy-keep')!.counterexamples[0]!;
    expect(keep.text).toBe('n = 3');
    expect(counterexampleSentence(keep)).toBe(
      'The conjectured Grundy value of n = 3 is 0, but its move take 3 → n = 0 leads to a position with the same conjectured value (no move may keep the Grundy value). The truth: the Grundy value of n = 3 is 3. A winning move is take 3 → n = 0.',
    );
  });

  test('grundy = 2·(n mod 4) is refuted: a smaller value is unreachable', () => {
    const r = checkBounded(spec(take('2 * (n mod 4)')));
    reverify(r);
    const reach = r.runs[0]!.conditions.find((c) => c.condition === 'grundy-reach')!.counterexamples[0]!;
    expect(reach.text).toBe('n = 1');
    expect(counterexampleSentence(reach)).toContain('no move leads to a position with conjectured value 1');
  });

  test('misère and loopy games have no Grundy values: ZM4010, ZM4011 (partizan ones are rejected when loading)', () => {
    const misere = checkBounded(spec(`name: m\ngame: { subtraction: [1, 2], play: misère }\nconjecture: { grundy: n mod 3 }\ncheck: { bounds: { n: 0..9 } }\n`));
    expect(misere.runs[0]!.diagnostics.map((d) => d.code)).toContain('ZM4010');
    const loopy = checkBounded(spec(`name: l\ngame:\n  state: { a: bool }\n  moves:\n    - { to: { a: ¬a } }\nconjecture: { grundy: 0 }\n`));
    expect(loopy.runs[0]!.diagnostics.map((d) => d.code)).toContain('ZM4011');
    expect(loopy.outcome).toBe('error');
  });
});
