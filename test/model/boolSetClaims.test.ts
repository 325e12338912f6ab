// A position of a set game written in a claim with its bool[k] field as a set — `safe({ taken:
// {0, 2} })`, or `safe({0, 2})` in state-field order — means the array of booleans it stands for, in
// the bounded check and in the prover (format-guide.md, "Sets: bool[k] fields"); an index that varies
// (`{v}`) stands for the array [v = 0, v = 1, …], and one outside the field is an error at it. Law: on random sets of
// a random field length, the claim written with the set has the verdict of the same claim written
// with the array of booleans, in both engines, and that verdict is the truth of "take an element;
// the last to take wins" (safe iff the number of untaken elements is even).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { prove, spec } from '../prove/helpers.js';
import { campaignRuns } from '../setup/campaignSize.js';

const parity = (k: number, claims: string[], conjecture = true) => `name: parity-sets
game:
  state: { taken: bool[${k}] }
  start: { taken: {} }
  moves:
    - { name: take v, for: v ∈ 0..${k - 1}, if: ¬taken[v], to: { taken[v]: true } }
${conjecture ? `conjecture:\n  S: count(i ∈ 0..${k - 1}: ¬taken[i]) mod 2 = 0\n` : ''}claims:
${claims.map((c) => `  - holds: ${c}\n`).join('')}check:
  symbolic: off
`;

const bounded = (text: string) => checkBounded(spec(text, 'conjectures/t.yaml'));
const claimStatus = async (text: string): Promise<string[]> => (await prove(text)).obligations.filter((o) => o.id.startsWith('claim-')).map((o) => o.status);
const errors = (text: string) => loadSpec('t.yaml', text).diagnostics.filter((d) => d.severity === 'error');

describe('set positions in claims', () => {
  it('holds in the bounded check, with and without a conjecture; a false one is refuted', () => {
    const right = ['safe({ taken: {0, 1, 2} })', 'safe({ taken: {1} }) ∧ fragile({ taken: {} })', 'safe({2}) ∧ fragile({0, 1})', 'outcome({ taken: {0, 2} }) = fragile'];
    expect(bounded(parity(3, right)).outcome).toBe('holds');
    expect(bounded(parity(3, right, false)).outcome).toBe('holds');
    const wrong = bounded(parity(3, ['safe({ taken: {0, 2} })']));
    expect(wrong.outcome).toBe('refuted');
  });

  it('the prover proves the true claims from the conjecture and refutes the false one', async () => {
    const text = parity(3, ['safe({ taken: {0, 1, 2} })', 'safe({2}) ∧ fragile({0, 1})', 'safe({ taken: {0, 2} })']);
    expect(await claimStatus(text)).toEqual(['proved', 'proved', 'refuted']);
  });

  it('without a conjecture the prover says it cannot answer: unknown, never a verdict', async () => {
    expect(await claimStatus(parity(3, ['safe({ taken: {0, 1, 2} })'], false))).toEqual(['unknown']);
  });

  it('an index that varies is the array it stands for; outside the field it is an error at it', async () => {
    // {v} is [v = 0, v = 1, v = 2]: the same verdict, and true (one taken, two left: safe)
    const asSet = bounded(parity(3, ['∀ v ∈ 0..2: safe({ taken: {v} }) ∧ fragile({ taken: {v, (v + 1) mod 3} })']));
    const asArray = bounded(parity(3, ['∀ v ∈ 0..2: safe({ taken: [v = 0, v = 1, v = 2] }) ∧ fragile({ taken: [v = 0 ∨ (v + 1) mod 3 = 0, v = 1 ∨ (v + 1) mod 3 = 1, v = 2 ∨ (v + 1) mod 3 = 2] })']));
    expect([asSet.outcome, asSet.runs[0]!.claims.map((c) => c.status)]).toEqual(['holds', ['holds']]);
    expect(asArray.runs[0]!.claims.map((c) => c.status)).toEqual(['holds']);
    expect(bounded(parity(3, ['∀ v ∈ 0..2: fragile({ taken: {v} })'])).outcome).toBe('refuted');
    // the prover reads the same array
    expect(await claimStatus(parity(3, ['∀ v ∈ 0..2: safe({ taken: {v} })', '∀ v ∈ 0..2: fragile({ taken: {v} })']))).toEqual(['proved', 'refuted']);
    // v + 1 = 3 at v = 2: an evaluation error at `v + 1`, never a verdict about another position
    const text = parity(3, ['∀ v ∈ 0..2: fragile({ taken: {v} }) ∨ safe({ taken: {v + 1} })']);
    expect(errors(text)).toEqual([]);
    const run = bounded(text).runs[0]!;
    expect(run.claims.map((c) => c.status)).toEqual(['error']);
    expect(run.diagnostics.map((d) => [d.code, text.slice(d.span!.start, d.span!.end)])).toContainEqual(['ZM4204', 'v + 1']);
    const outside = errors(parity(3, ['safe({ taken: {3} })']));
    expect(outside.map((d) => [d.code, d.message, d.hint])).toEqual([
      ['ZM1016', '3 is not an index of `taken` (0..2)', 'a bool[3] field is given as the set of its indices that are true, e.g. {} or {0, 2}'],
    ]);
  });

  it('law: a set and its array of booleans give the same verdict, the true one, in both engines', async () => {
    const cases = fc.integer({ min: 2, max: 5 }).chain((k) =>
      fc.record({
        k: fc.constant(k),
        set: fc.uniqueArray(fc.integer({ min: 0, max: k - 1 }), { maxLength: k }),
        oracle: fc.constantFrom('safe', 'fragile'),
      }),
    );
    let proverRuns = 0;
    await fc.assert(
      fc.asyncProperty(cases, async ({ k, set, oracle }) => {
        const asSet = `${oracle}({ taken: {${set.join(', ')}} })`;
        const asArray = `${oracle}({ taken: [${Array.from({ length: k }, (_, i) => set.includes(i)).join(', ')}] })`;
        const truth = ((k - set.length) % 2 === 0) === (oracle === 'safe');
        const verdict = truth ? 'holds' : 'refuted';
        expect(bounded(parity(k, [asSet])).outcome).toBe(verdict);
        expect(bounded(parity(k, [asArray])).outcome).toBe(verdict);
        // Z3 takes a moment per file: the prover on the first cases only
        if (proverRuns++ < 6) {
          const status = truth ? 'proved' : 'refuted';
          expect(await claimStatus(parity(k, [asSet]))).toEqual([status]);
          expect(await claimStatus(parity(k, [asArray]))).toEqual([status]);
        }
      }),
      { numRuns: campaignRuns(30) },
    );
  }, 120_000);
});
