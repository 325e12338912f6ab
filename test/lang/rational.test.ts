// Exact rationals (lang/rational.ts), the value of `real`: the field laws on random rationals, floor
// and ceil against their definition, decimal literals, and float64 conversion (fromDouble is exact;
// toDouble answers only where a float64 is exactly the value).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as Q from '../../src/lang/rational.js';
import { Rational } from '../../src/lang/rational.js';

const big = fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n });
const rational = fc
  .tuple(
    big,
    big.filter((d) => d !== 0n),
  )
  .map(([n, d]) => Rational.of(n, d));
const same = (a: Rational, b: Rational): boolean => a.num === b.num && a.den === b.den;

describe('exact rationals', () => {
  it('are normalised: equal values have equal fields, den > 0', () => {
    fc.assert(
      fc.property(
        rational,
        big.filter((k) => k !== 0n),
        (r, k) => {
          const scaled = Rational.of(r.num * k, r.den * k);
          return same(scaled, r) && r.den > 0n;
        },
      ),
    );
  });

  it('obey the field laws (+ and · commute and associate, · distributes, a − a = 0, (a / b) · b = a)', () => {
    fc.assert(
      fc.property(rational, rational, rational, (a, b, c) => {
        expect(same(Q.add(a, b), Q.add(b, a))).toBe(true);
        expect(same(Q.mul(a, Q.add(b, c)), Q.add(Q.mul(a, b), Q.mul(a, c)))).toBe(true);
        expect(same(Q.add(Q.add(a, b), c), Q.add(a, Q.add(b, c)))).toBe(true);
        expect(Q.isZero(Q.sub(a, a))).toBe(true);
        if (!Q.isZero(b)) expect(same(Q.mul(Q.div(a, b), b), a)).toBe(true);
        expect(Q.cmp(a, b)).toBe(-Q.cmp(b, a));
      }),
    );
  });

  it('floor(a) ≤ a < floor(a) + 1 and ceil(a) − 1 < a ≤ ceil(a)', () => {
    fc.assert(
      fc.property(rational, (a) => {
        const f = Rational.int(Q.floor(a));
        const c = Rational.int(Q.ceil(a));
        return Q.cmp(f, a) <= 0 && Q.cmp(a, Q.add(f, Rational.int(1n))) < 0 && Q.cmp(Q.sub(c, Rational.int(1n)), a) < 0 && Q.cmp(a, c) <= 0;
      }),
    );
  });

  it('read a decimal literal as the fraction it spells', () => {
    expect(same(Q.parseDecimal('0.1'), Rational.of(1n, 10n))).toBe(true);
    expect(same(Q.parseDecimal('-12.075'), Rational.of(-483n, 40n))).toBe(true);
    expect(same(Q.add(Q.parseDecimal('0.1'), Q.parseDecimal('0.2')), Q.parseDecimal('0.3'))).toBe(true);
    expect(Q.parseDecimal('9007199254740993.0').num).toBe(9007199254740993n);
  });

  it('convert float64 exactly, and back only where a float64 is the value', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => {
        const r = Q.fromDouble(x)!;
        // every finite float64 is a dyadic rational; reading it back gives the same float64
        return (r.den & (r.den - 1n)) === 0n && Object.is(Q.toDouble(r)! + 0, x + 0);
      }),
    );
    expect(Q.toDouble(Q.parseDecimal('0.1'))).toBeUndefined();
    expect(Q.toDouble(Rational.of(1n, 3n))).toBeUndefined();
    expect(Q.toDouble(Rational.int(2n ** 53n + 1n))).toBeUndefined();
    expect(Q.toDouble(Q.parseDecimal('0.375'))).toBe(0.375);
    expect(Q.toDouble(Rational.int(2n ** 60n))).toBe(2 ** 60);
  });
});
