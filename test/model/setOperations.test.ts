// |s|, s ∪ {…} and s ∖ {…} for a bool[k] field (issue 29 item 3): read as the count and the arrays of
// booleans they stand for. Laws: a random "take elements" (or "put back") game written with them has
// the bounded results of the same game spelled element by element; the prover's verdict through
// them is the bounded check's; misuses are ZM3024 at the operand and ZM3025 at a constant element
// outside the field, with a hint, in English and Portuguese.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import type { BoundedRun } from '../../src/check/result.js';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { printExpr } from '../../src/lang/print.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { prove } from '../prove/helpers.js';
import { campaignRuns } from '../setup/campaignSize.js';

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

/** Every element starts taken; put back one element, or two adjacent ones; S: |taken| ≠ 1. */
const putBack = (k: number, sets: boolean, claim: string, ascii = false): string => {
  const minus = ascii ? '\\' : '∖';
  return `game:
  state: { taken: bool[${k}] }
  start: { taken: {${Array.from({ length: k }, (_, i) => i).join(', ')}} }
  moves:
    - name: put back v
      for: v ∈ 0..${k - 1}
      if: taken[v]
      to: ${sets ? `{ taken: taken ${minus} {v} }` : '{ taken[v]: false }'}
    - name: put back two
      for: v ∈ 0..${k - 1}
      if: taken[v] ∧ taken[(v + 1) mod ${k}]
      to: ${sets ? `{ taken: taken ${minus} {v, (v + 1) mod ${k}} }` : `{ taken[v]: false, taken[(v + 1) mod ${k}]: false }`}
conjecture:
  S: ${sets ? '"|taken| ≠ 1"' : `count(i ∈ 0..${k - 1}: taken[i]) ≠ 1`}
claims:
  - holds: ${claim}
check:
  symbolic: off
`;
};

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
      { numRuns: campaignRuns(25) },
    );
  });

  it('law: s ∖ {…} (and its ASCII spelling s \\ {…}) gives the bounded results of the game spelled element by element', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }), fc.boolean(), (k, set, ascii) => {
        const claim = `fragile({ taken: {${set.filter((x) => x < k).join(', ')}} })`;
        const withSets = loadSpec('s.yaml', putBack(k, true, claim, ascii));
        const spelled = loadSpec('e.yaml', putBack(k, false, claim));
        expect(withSets.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(results(checkBounded(withSets.value!).runs)).toEqual(results(checkBounded(spelled.value!).runs));
      }),
      { numRuns: campaignRuns(25), seed: 20261207 },
    );
  });

  it('law: the prover decides a conjecture through s ∖ {…} as the bounded check does (the Z3 encoding = the evaluator)', async () => {
    // take one element of k; S: |taken ∖ {c}| ≡ r (mod 2): proved exactly when it is the truth
    const file = (k: number, c: number, r: number): string =>
      `game:\n  state: { taken: bool[${k}] }\n  moves:\n    - for: v ∈ 0..${k - 1}\n      if: ¬taken[v]\n      to: { taken: taken ∪ {v} }\nconjecture:\n  S: "(|taken ∖ {${c}}| + (if taken[${c}] then 1 else 0)) mod 2 = ${r}"\n`;
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 4 }), fc.nat(3), fc.nat(1), async (k, c0, r) => {
        const c = c0 % k;
        const text = file(k, c, (k + r) % 2);
        const bounded = checkBounded(loadSpec('b.yaml', text.replace('conjecture:', 'check: { symbolic: off }\nconjecture:')).value!).runs[0]!.outcome;
        const proof = await prove(text);
        expect(proof.status === 'proved' ? 'holds' : proof.obligations.some((o) => o.status === 'refuted') ? 'refuted' : 'unknown', `${k} ${c} ${r}`).toBe(bounded);
        seen.add(bounded);
      }),
      { numRuns: campaignRuns(8, 2), seed: 20261207 },
    );
    expect([...seen].sort()).toEqual(['holds', 'refuted']);
  }, 120_000);

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
    const back = loadSpec('s.yaml', putBack(3, true, 'true', true)).value!;
    expect(printExpr(back.game.moves[1]!.targets[0]!.assignments[0]!.value)).toBe('taken ∖ {v, (v + 1) mod 3}');
  });

  it('ZM3025: a constant element outside the field, in ∪ and in ∖; a varying one fails where it is evaluated', () => {
    const text = `game:\n  state: { taken: bool[3] }\n  moves:\n    - for: v ∈ 0..2\n      if: ¬taken[v]\n      to: { taken: taken ∪ {v, 3} }\n    - for: v ∈ 0..2\n      if: taken[v]\n      to: { taken: taken ∖ {-1} }\n`;
    const r = loadSpec('t.yaml', text);
    const list = r.diagnostics.filter((d) => d.severity === 'error');
    expect(list.map((d) => [d.code, text.slice(d.span!.start, d.span!.end), d.message, d.hint])).toEqual([
      ['ZM3025', '3', '3 is not an element of `taken` (a bool[3] field: its elements are 0..2)', 'taken ∪ {…} adds or removes elements of the field itself, e.g. taken ∪ {2}'],
      ['ZM3025', '-1', '-1 is not an element of `taken` (a bool[3] field: its elements are 0..2)', 'taken ∖ {…} adds or removes elements of the field itself, e.g. taken ∖ {2}'],
    ]);
    for (const d of list) {
      const pt = diagnosticPt(d);
      expect(pt.message).toContain('não é um elemento de `taken`');
      expect(pt.hint).toContain('acrescenta ou retira');
    }
    const varying = loadSpec('v.yaml', text.replace('{v, 3}', '{v + 1}').replace('{-1}', '{v}'));
    expect(varying.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const run = checkBounded(varying.value!);
    expect(JSON.stringify(run)).toContain('index 3 is outside the array (indices 0..2)');
  });

  it('ZM3024: an operand that is not a bool[k] field, or a right side that is not a set', () => {
    const text = `game:\n  state: { taken: bool[3], n: 0..2 }\n  moves:\n    - for: v ∈ 0..2\n      if: ¬taken[v] ∧ "|n| > 0"\n      to: { taken: taken ∪ v }\n`;
    const r = loadSpec('t.yaml', text.replace('"|n| > 0"', '|n| > 0'));
    const list = r.diagnostics.filter((d) => d.severity === 'error');
    expect(list.map((d) => [d.code, r.diagnostics && text.replace('"|n| > 0"', '|n| > 0').slice(d.span!.start, d.span!.end), d.message, d.hint])).toEqual([
      ['ZM3024', 'n', '|s|, the number of elements of a set, needs a bool[k] field', 'e.g. |taken| (bool[k] fields here: taken)'],
      ['ZM3024', 'v', 's ∪ {…}, a set with more elements, needs a set {…} on its right', 'e.g. taken ∪ {0} (bool[k] fields here: taken)'],
    ]);
    const minus = text.replace('"|n| > 0"', 'true').replace('taken ∪ v', 'n ∖ {v}');
    expect(loadSpec('m.yaml', minus).diagnostics.map((d) => [d.code, minus.slice(d.span!.start, d.span!.end), d.message])).toEqual([
      ['ZM3024', 'n', 's ∖ {…}, a set with fewer elements, needs a bool[k] field on its left'],
    ]);
    for (const d of list) {
      const pt = diagnosticPt(d);
      expect(pt.message).not.toBe(d.message);
      expect(pt.hint).not.toBe(d.hint);
    }
  });
});
