// Unit and property tests of decideForAllN: claims about every n decided from a certificate, the
// least counterexample, predicates that lie about their period, and agreement with brute force over
// values computed far beyond e + lcm(p, q) for random subtraction games (oracle written here).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certifySubtractionPeriod, decideForAllN, detectPeriod } from '../../../src/certify/period/index.js';

function subtractionGrundy(set: number[], length: number): number[] {
  const g: number[] = [];
  for (let n = 0; n < length; n++) {
    const seen = new Set(set.filter((s) => s <= n).map((s) => g[n - s]));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

function certifyGrundy(set: number[], length = 600) {
  const g = subtractionGrundy(set, length);
  const found = detectPeriod(g);
  if (found === undefined) throw new Error(`no period for ${set}`);
  const result = certifySubtractionPeriod(g, { maxTake: Math.max(...set), ...found });
  if (result.kind !== 'certified') throw new Error(JSON.stringify(result));
  return { g, cert: result.certificate };
}

describe('decideForAllN', () => {
  const { cert: take3 } = certifyGrundy([1, 2, 3]);

  it('proves "grundy(n) = n mod 4" and "safe iff 4 divides n" for take 1..3', () => {
    expect(decideForAllN(take3, (n, v) => v === n % 4, 4)).toEqual({ kind: 'holds', checkedBelow: 4 });
    expect(decideForAllN(take3, (n, v) => (v === 0) === (n % 4 === 0), 4).kind).toBe('holds');
    expect(decideForAllN(take3, (n, v) => v === n % 4, 6)).toEqual({ kind: 'holds', checkedBelow: 12 });
  });

  it('returns the least counterexample', () => {
    expect(decideForAllN(take3, (n, v) => v === n % 5, 5)).toMatchObject({ kind: 'fails', n: 4, row: [0] });
    expect(decideForAllN(take3, (_n, v) => v !== 3, 1)).toMatchObject({ kind: 'fails', n: 3 });
  });

  it('catches a predicate whose declared period is a lie', () => {
    expect(decideForAllN(take3, (n) => n < 1000, 1)).toMatchObject({ kind: 'notPeriodic', n: 0 });
    expect(decideForAllN(take3, (n, v) => n < 6 || v === (n + 1) % 4, 4)).toMatchObject({ kind: 'notPeriodic' });
  });

  it('refuses bad periods and too much work', () => {
    expect(decideForAllN(take3, () => true, 0).kind).toBe('invalid');
    expect(decideForAllN(take3, () => true, 1_000_003, { limit: 1000 })).toMatchObject({ kind: 'tooLarge' });
  });

  it('property: agrees with brute force over values computed far beyond e + lcm(p, q)', () => {
    const claim = fc.record({
      set: fc.subarray([1, 2, 3, 4, 5, 6], { minLength: 1 }),
      q: fc.integer({ min: 1, max: 12 }),
      drops: fc.array(fc.nat(), { maxLength: 3 }),
    });
    fc.assert(
      fc.property(claim, ({ set, q, drops }) => {
        const { g, cert } = certifyGrundy(set, 3000);
        // allowed[r]: the values seen at n ≡ r (mod q) from the preperiod on, minus a few (maybe false claims)
        const allowed = Array.from({ length: q }, () => new Set<number>());
        g.forEach((v, n) => n >= cert.preperiod && allowed[n % q]?.add(v));
        for (const d of drops) {
          const bucket = allowed[d % q] as Set<number>;
          const victim = [...bucket][d % Math.max(1, bucket.size)];
          if (victim !== undefined) bucket.delete(victim);
        }
        const predicate = (n: number, v: number) => n < cert.preperiod || (allowed[n % q] as Set<number>).has(v);
        const decided = decideForAllN(cert, predicate, q);
        const firstFailure = g.findIndex((v, n) => !predicate(n, v));
        if (firstFailure < 0) expect(decided.kind).toBe('holds');
        else expect(decided).toMatchObject({ kind: 'fails', n: firstFailure });
      }),
      { numRuns: 300 },
    );
  });
});
