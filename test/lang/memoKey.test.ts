// Laws of the memo key (lang/memoKey.ts): two argument lists share a key exactly when their parts
// joined as strings (the key it replaces) are equal, so a memoised definition hits exactly where it
// did; and the generated key expression equals the key built from values (the exact path's calls),
// bigint arguments included.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoKeyOf, memoKeySource } from '../../src/lang/memoKey.js';
import { world } from './helpers.js';
import { campaignRuns } from '../setup/campaignSize.js';

const part = fc.oneof(
  fc.integer({ min: -40, max: 40 }),
  fc.constantFrom(-16384, -16385, 16383, 16384, 32767, -512, -513, 511, 512, 1023, 2 ** 31, -(2 ** 40), 0.5, -0, NaN, Infinity),
  fc.double({ noDefaultInfinity: true }),
  fc.constantFrom(true, false),
  fc.array(fc.integer({ min: -3, max: 3 }), { maxLength: 2 }),
);
const parts = fc.integer({ min: 0, max: 4 }).chain((n) => fc.array(part, { minLength: n, maxLength: n }));

/** The generated expression, evaluated on these values. */
function generated(values: readonly unknown[]): unknown {
  const names = values.map((_, k) => `p${k + 1}`);
  return (new Function(...names, `return ${memoKeySource(names)};`) as (...a: unknown[]) => unknown)(...values);
}

const joined = (values: readonly unknown[]): string => values.map(String).join(',');

describe('memo keys', () => {
  it('two argument lists share a generated key exactly when their joined strings are equal', () => {
    fc.assert(
      fc.property(parts, parts, (a, b) => {
        if (a.length !== b.length || a.length < 2) return;
        expect(generated(a) === generated(b), `${joined(a)} | ${joined(b)}`).toBe(joined(a) === joined(b));
      }),
      { numRuns: campaignRuns(3000), seed: 20261202 },
    );
    // pairs that agree as strings, often: every small integer pair against itself and its -0 twin
    expect(generated([0, 5])).toBe(generated([-0, 5]));
    expect(generated([3, 4])).not.toBe(generated([4, 3]));
    expect(generated([16383, 1])).not.toBe(generated([16384, 1])); // the edge of the packed range
    // a part beyond its 15 bits would carry into the next one: these must stay apart
    expect(generated([0, 32767])).not.toBe(generated([1, -1]));
    expect(generated([0, 0, 1023])).not.toBe(generated([0, 1, -1]));
  });

  it('the key from values (bigints as the exact path passes them) is the generated key', () => {
    fc.assert(
      fc.property(parts, (values) => {
        const asBig = values.map((v) => (typeof v === 'number' && Number.isSafeInteger(v) ? BigInt(v) : v));
        const g = generated(values);
        if (values.length >= 2) expect(memoKeyOf(asBig)).toEqual(typeof g === 'number' ? g : joined(values));
        else expect(memoKeyOf(asBig)).toBe(joined(values)); // one part: the string, as before
      }),
      { numRuns: campaignRuns(2000), seed: 20261202 },
    );
  });

  it('a memoised two-argument definition stores one entry per distinct argument pair', () => {
    const w = world({ fields: { n: 'int' }, defines: ['pair(a, b): a * 100 + b'] });
    expect(w.program.memoised.has('pair')).toBe(true);
    const f = w.compile('pair(1, 2) + pair(1, 2) + pair(2, 1) + pair(-3, 20000) + pair(-3, 20000)');
    expect(f({ n: 0 })).toBe(102 + 102 + 201 + (-300 + 20000) * 2);
    expect(w.program.memoSize('pair')).toBe(3);
  });
});
