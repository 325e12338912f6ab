// The sparse-space octal engine (src/solve/octalSparse.ts) against the plain recurrence
// (octalGrundy.ts, the reference) on random octal codes, with and without the certified period.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { octalGrundy } from '../../src/solve/octalGrundy.js';
import { octalGrundySparse, type OctalSparseStats } from '../../src/solve/octalSparse.js';

const code = fc
  .tuple(fc.constantFrom(0, 0, 0, 4), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 5 }))
  .map(([d0, rest]) => [d0, ...rest])
  .filter((d) => d.some((x) => x !== 0));

describe('octal Grundy values by the sparse-space method', () => {
  it('equal the plain recurrence wherever they are defined (values below 32)', () => {
    let defined = 0;
    fc.assert(
      fc.property(code, fc.integer({ min: 0, max: 1500 }), fc.boolean(), (digits, top, periodic) => {
        const sparse = octalGrundySparse(digits, top, undefined, periodic);
        if (!sparse) return;
        defined++;
        expect(Array.from(sparse)).toEqual(Array.from(octalGrundy(digits, top)));
      }),
      { numRuns: 300 },
    );
    expect(defined).toBeGreaterThan(100);
  });

  it("continue Kayles and Dawson's Kayles by their certified periods (12 and 34)", () => {
    for (const [digits, period] of [
      [[0, 7, 7], 12],
      [[0, 0, 7], 34],
    ] as const) {
      const stats: OctalSparseStats = { periodicFrom: 0, period: 0 };
      const sparse = octalGrundySparse(digits, 5000, stats)!;
      expect(stats.period).toBe(period);
      expect(Array.from(sparse)).toEqual(Array.from(octalGrundy(digits, 5000)));
    }
  });

  it('give up (undefined) when a value reaches 32: 0.3456 has G(400) above 80', () => {
    expect(octalGrundySparse([0, 3, 4, 5, 6], 400)).toBeUndefined();
  });
});
