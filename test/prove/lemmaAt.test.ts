// A lemma by induction whose hypothesis is taken at the positions it names (`at:`, prove/lemmas.ts):
// each instance counts only in the domain, where it is defined and where the measure is smaller; the
// earlier lemmas hold there too. Game 19's whole table (proofs/heap/game19-table.yaml) is proved so,
// through the recursive low2 (the largest power of 2 dividing m).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { evalReference } from '../../src/lang/reference.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { recursiveFunctions } from '../../src/prove/recursiveDefs.js';
import { runCheck } from '../../src/prove/runCheck.js';
import { getZ3 } from '../../src/prove/z3.js';
import { expectAllProved, obligation, prove, spec, summary } from './helpers.js';

const GAME19 = readFileSync(new URL('../../proofs/heap/game19-table.yaml', import.meta.url), 'utf8');

/** A take-1-or-2 game whose false conjecture S = n mod 3 = 0 ∨ n ≥ 7 a false lemma n < 7 would
 *  prove (every position and target would then have n < 7, where S is right). */
const smallLemma = (at: string): string => `
name: at-guard
game:
  state: { n: nat }
  moves:
    - { name: take k, for: k ∈ 1..2, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: n mod 3 = 0 ∨ n ≥ 7
proof:
  lemmas:
    - name: small
      holds: n < 7
      by: induction on n
      at: ${at}
`;

describe('lemmas by induction with at:', () => {
  it('game 19: every lemma about low2 is proved by induction at the halved position, then conditions I and II with them', async () => {
    const r = await prove(GAME19, { timeoutMs: 60_000 });
    expectAllProved(r);
    for (const id of ['low2Range', 'low2Next', 'low2Sub']) for (const part of ['measure', 'base', 'step']) expect(obligation(r, `lemma-${id}.${part}`).status).toBe('proved');
    expect(obligation(r, 'lemma-low2Sub.step').title).toBe(
      'lemma low2Sub, step: 1 ≤ r div 5 ∧ r div 5 < low2(n div 5 + r div 5) ⇒ low2(n div 5) ≤ r div 5 where r div 5 > 0, if it holds at { n: 5 * (n div 10), r: 5 * (r div 10) } where r div 5 is smaller',
    );
  }, 240_000);

  it('game 19 without its lemma low2Sub: condition II is not proved, and not refuted (low2 is seen through its equation only)', async () => {
    const start = GAME19.indexOf('    - name: low2Sub');
    const without = GAME19.slice(0, start) + GAME19.slice(GAME19.indexOf('  strategy:'));
    const r = await prove(without, { timeoutMs: 5_000 });
    const ii = obligation(r, 'condition-II');
    expect(ii.status, summary(r)).toBe('unknown');
    expect(r.status).not.toBe('refuted');
  }, 120_000);

  it('an instance whose measure is not smaller is not used: the self-instance {n: n} proves nothing, the false conjecture is refuted', async () => {
    for (const at of ['{ n: n }', '{ n: n + 1 }']) {
      const r = await prove(smallLemma(at));
      const step = obligation(r, 'lemma-small.step');
      expect([step.status, step.refutes], summary(r)).toEqual(['refuted', 'none']);
      expect(step.counterexample).toMatchObject({ confirmed: true });
      expect(r.status).toBe('refuted');
    }
  }, 60_000);

  it('an instance outside the domain is not used: {n: n - 10} at n < 10 gives no hypothesis, neither the lemma nor an earlier one', async () => {
    // n mod 10 ≠ 7 at n − 10 gives it at n, but n = 7 has no n − 10 in the domain; at −3 (where
    // −3 mod 10 = 7, and the measure n + 10 is still ≥ 0 and smaller) the lemma is false, and so is
    // the earlier lemma n ≥ 0
    const lemma = smallLemma('{ n: n - 10 }').replace('holds: n < 7', 'holds: n mod 10 ≠ 7').replace('induction on n', 'induction on n + 10');
    const earlier = lemma.replace('  lemmas:\n', '  lemmas:\n    - { name: nonneg, holds: n ≥ 0 }\n');
    for (const text of [lemma, earlier]) {
      const r = await prove(text);
      const step = obligation(r, 'lemma-small.step');
      expect(step.status, summary(r)).toBe('refuted');
      expect(step.counterexample).toMatchObject({ position: { n: 7 }, confirmed: true });
    }
    expect(obligation(await prove(earlier), 'lemma-nonneg').status).toBe('proved');
  }, 60_000);

  it('a true lemma about low2 is proved by induction at {n: n div 2}', async () => {
    const r = await prove(
      smallLemma('{ n: n div 2 }')
        .replace('holds: n < 7', 'holds: low2(n) ≥ 1 ∨ n = 0')
        .replace('proof:', 'define:\n  low2(m): if m ≤ 0 then 0 else if m mod 2 = 1 then 1 else 2 * low2(m div 2)\nproof:'),
    );
    expect(obligation(r, 'lemma-small.step').status, summary(r)).toBe('proved');
  }, 60_000);

  it('low2: the Z3 function equals the evaluator, which equals ((m ⊕ (m − 1)) + 1) div 2 for m ≥ 1 (property)', async () => {
    const s = spec(GAME19);
    const def = s.defines.find((d) => d.name === 'low2')!;
    const evaluated = (m: bigint): bigint => evalReference(def.body, { values: new Map([['m', m]]), defines: new Map(s.defines.map((d) => [d.name, d])), unchecked: true }) as bigint;
    const { ctx } = await getZ3();
    const { functions, outcomes } = await recursiveFunctions(ctx, s.defines, 5000);
    expect(outcomes.find((o) => o.name === 'low2')?.measure).toBe('m');
    await fc.assert(
      fc.asyncProperty(fc.bigInt({ min: -3n, max: 1n << 40n }), async (m) => {
        const want = evaluated(m);
        if (m >= 1n) expect(want).toBe(((m ^ (m - 1n)) + 1n) / 2n);
        const solver = new ctx.Solver();
        try {
          solver.add((functions.get('low2')!.decl.call(ctx.Int.val(m)) as ReturnType<typeof ctx.Int.const>).eq(ctx.Int.val(want)).not());
          expect((await runCheck(solver, 10_000)).status, `low2(${m}) = ${want}`).toBe('unsat');
        } finally {
          solver.release();
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it('refuses at: without by: induction, and at: that is not a position (ZM1055), at the key or the value, in Portuguese too', () => {
    const noBy = smallLemma('{ n: n - 1 }').replace('      by: induction on n\n', '');
    const d = loadSpec('t.yaml', noBy).diagnostics.find((x) => x.code === 'ZM1055');
    expect(d?.message).toBe('`at:` gives where an induction hypothesis is taken, and this lemma has no `by: induction on m`');
    expect(noBy.slice(d!.span!.start, d!.span!.end)).toBe('at');
    expect(diagnosticPt(d!).message).toBe('`at:` diz onde se toma uma hipótese de indução, e este lema não tem `by: induction on m`');
    const scalar = smallLemma('n - 1');
    const e = loadSpec('t.yaml', scalar).diagnostics.find((x) => x.code === 'ZM1055');
    expect(e?.message).toBe('`at:` must be a position or a list of positions, each written as { field: value }');
    expect(scalar.slice(e!.span!.start, e!.span!.end)).toBe('n - 1');
    expect(diagnosticPt(e!).hint).toBe('p. ex. at: { n: n div 2 } (os campos não nomeados mantêm o valor), ou at: [{ n: n - 1 }, { n: n div 2 }]');
    const wrongField = loadSpec('t.yaml', smallLemma('{ m: 1 }')).diagnostics.map((x) => [x.code, x.message]);
    expect(wrongField).toEqual([['ZM1016', '`m` is not a state field (in `at`)']]);
    const list = loadSpec('t.yaml', smallLemma('[{ n: n - 1 }, { n: n div 2 }]'));
    expect(list.diagnostics.filter((x) => x.severity === 'error')).toEqual([]);
    expect(list.value!.proof!.lemmas![0]!.at).toHaveLength(2);
  });
});
