// Law: the reference interpreter's quantifier and count loops (lang/reference.ts `each`, which keeps
// one map of binder values per entry into a binder, not one per value) evaluate every domain with the
// binders before it only: a later binder's bounds that name an outer variable of the same name, or an
// earlier binder, read those values, never a value the loop itself left behind. Checked against the
// compiled evaluation on random nested binders whose bounds use the shadowed names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evalReference, type RefEnv } from '../../src/lang/reference.js';
import { world } from './helpers.js';

const w = world({ fields: { n: 'int' }, binders: { i: 'int', j: 'int' } });

/** A bound over the names in scope: a constant, or a name plus a small offset. */
const bound = (names: readonly string[]) => fc.tuple(fc.constantFrom('', ...names), fc.integer({ min: -2, max: 3 })).map(([x, c]) => (x === '' ? `${c}` : c < 0 ? `${x} - ${-c}` : `${x} + ${c}`));

const cases = fc
  .record({
    // the outer i and j (binders of an enclosing claim), shadowed by the loops below
    outer: fc.record({ n: fc.integer({ min: -3, max: 4 }), i: fc.integer({ min: -3, max: 4 }), j: fc.integer({ min: -3, max: 4 }) }),
    // the first binder's bounds may name the outer i and j; the second's, the first binder and the outer j
    lo1: bound(['n', 'i', 'j']),
    hi1: bound(['n', 'i', 'j']),
    lo2: bound(['n', 'i', 'j']),
    hi2: bound(['n', 'i', 'j']),
    body: fc.constantFrom('i + 2 * j > n', 'i ≠ j', '(i + j) mod 3 = 0', 'j ≥ n'),
    form: fc.constantFrom('count', 'forall', 'exists', 'nested'),
  })
  .map((c) => {
    const binders = `i ∈ ${c.lo1}..${c.hi1}, j ∈ ${c.lo2}..${c.hi2}`;
    const text =
      c.form === 'count'
        ? `count(${binders}: ${c.body})`
        : c.form === 'nested'
          ? `count(i ∈ ${c.lo1}..${c.hi1}: ∃ j ∈ ${c.lo2}..${c.hi2}: ${c.body}) + count(j ∈ ${c.lo1}..${c.hi1}, i ∈ ${c.lo2}..${c.hi2}: ${c.body})`
          : `${c.form === 'forall' ? '∀' : '∃'} ${binders}: ${c.body}`;
    return { text, outer: c.outer };
  });

/** The reference's value (typechecked first: the reference reads the types the checker attaches). */
function reference(text: string, values: Record<string, number>): unknown {
  const env: RefEnv = { values: new Map(Object.entries(values)), unchecked: true };
  const v = evalReference(w.check(text).expr, env);
  return typeof v === 'bigint' ? Number(v) : v;
}

describe('reference quantifier loops', () => {
  it('nested binders read the outer value of a shadowed name in their bounds (= compiled)', () => {
    fc.assert(
      fc.property(cases, ({ text, outer }) => {
        expect(reference(text, outer), text).toEqual(w.compile(text)(outer));
      }),
      { numRuns: 600, seed: 20261202 },
    );
  });

  it('a second binder bounded by the outer name it shadows', () => {
    // j's bounds name the outer j (= 2), not the j the previous round of i ended with: 3 · 4
    const text = 'count(i ∈ 0..2, j ∈ 0..j + 1: i ≥ 0)';
    expect(w.compile(text)({ n: 0, i: 0, j: 2 })).toBe(12);
    expect(reference(text, { n: 0, i: 0, j: 2 })).toBe(12);
  });
});
