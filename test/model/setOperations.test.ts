// |s| and s ∪ {…} for a bool[k] field (issue 29 item 3): read as the count and the array of booleans
// they stand for. Law: a random "take elements" game written with them has the bounded results of
// the same game spelled element by element; the prover reads them too; misuses are ZM3024 at the
// operand, with a hint, in English and Portuguese.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import type { BoundedRun } from '../../src/check/result.js';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { printExpr } from '../../src/lang/print.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { prove } from '../prove/helpers.js';

/** Take one element, or two adjacent ones (j, j + 1 mod k); S: the untaken count is ≡ 0 mod 3. */
const game = (k: number, sets: boolean, claim: string): string => `game:
  state: { taken: bool[${k}] }
  start: { taken: {} }
  moves:
    - name: take v
      for: v ∈ 0..${k - 1}
      if: ¬taken[v]
      to: ${sets ? '{ taken: taken ∪ {v} }' : '{ taken[v]: true }'}
    - name: take two
      for: v ∈ 0..${k - 1}
      if: ¬taken[v] ∧ ¬taken[(v + 1) mod ${k}]
      to: ${sets ? `{ taken: taken ∪ {v, (v + 1) mod ${k}} }` : `{ taken[v]: true, taken[(v + 1) mod ${k}]: true }`}
conjecture:
  S: ${sets ? `"${k} - |taken| ≠ 1"` : `${k} - count(i ∈ 0..${k - 1}: taken[i]) ≠ 1`}
claims:
  - holds: ${claim}
check:
  symbolic: off
`;

const results = (runs: readonly BoundedRun[]): unknown =>
  runs.map((r) => ({ outcome: r.outcome, counts: r.counts, conditions: r.conditions.map((c) => [c.condition, c.failures]), claims: r.claims.map((c) => c.status) }));

describe('|s| and s ∪ {…}', () => {
  it('law: the same bounded results as the game spelled element by element', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }), (k, set) => {
        const claim = `safe({ taken: {${set.filter((x) => x < k).join(', ')}} })`;
        const withSets = loadSpec('s.yaml', game(k, true, claim));
        const spelled = loadSpec('e.yaml', game(k, false, claim));
        expect(withSets.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(results(checkBounded(withSets.value!).runs)).toEqual(results(checkBounded(spelled.value!).runs));
      }),
      { numRuns: 25 },
    );
  });

  it('the prover reads them: take one element of 4, S = an even number taken, is proved; S = odd is refuted', async () => {
    const parity = (s: string): string => `game:\n  state: { taken: bool[4] }\n  moves:\n    - for: v ∈ 0..3\n      if: ¬taken[v]\n      to: { taken: taken ∪ {v} }\nconjecture:\n  S: "${s}"\n`;
    const right = await prove(parity('|taken| mod 2 = 0'));
    expect(right.obligations.map((o) => o.status).filter((x) => x !== 'proved')).toEqual([]);
    const wrong = await prove(parity('|taken| mod 2 = 1'));
    expect(wrong.obligations.some((o) => o.status === 'refuted')).toBe(true);
  });

  it('are printed as written', () => {
    const spec = loadSpec('s.yaml', game(3, true, 'true')).value!;
    expect(printExpr(spec.game.moves[1]!.targets[0]!.assignments[0]!.value)).toBe('taken ∪ {v, (v + 1) mod 3}');
    expect(printExpr(spec.conjecture!.safe!)).toBe('3 - |taken| ≠ 1');
  });

  it('ZM3024: an operand that is not a bool[k] field, or a right side that is not a set', () => {
    const text = `game:\n  state: { taken: bool[3], n: 0..2 }\n  moves:\n    - for: v ∈ 0..2\n      if: ¬taken[v] ∧ "|n| > 0"\n      to: { taken: taken ∪ v }\n`;
    const r = loadSpec('t.yaml', text.replace('"|n| > 0"', '|n| > 0'));
    const list = r.diagnostics.filter((d) => d.severity === 'error');
    expect(list.map((d) => [d.code, r.diagnostics && text.replace('"|n| > 0"', '|n| > 0').slice(d.span!.start, d.span!.end), d.message, d.hint])).toEqual([
      ['ZM3024', 'n', '|s|, the number of elements of a set, needs a bool[k] field', 'e.g. |taken| (bool[k] fields here: taken)'],
      ['ZM3024', 'v', 's ∪ {…}, a set with more elements, needs a set {…} on its right', 'e.g. taken ∪ {0} (bool[k] fields here: taken)'],
    ]);
    for (const d of list) {
      const pt = diagnosticPt(d);
      expect(pt.message).not.toBe(d.message);
      expect(pt.hint).not.toBe(d.hint);
    }
  });
});
