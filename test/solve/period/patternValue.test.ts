// Unit tests of patternValue / patternRow: values before the preperiod come from the stored rows,
// later ones from the pattern, for n far beyond any table (numbers up to 2^53 − 1, and bigints).

import { describe, expect, it } from 'vitest';
import { certifySubtractionPeriod, patternRow, patternValue, type SubtractionCertificate } from '../../../src/solve/period/index.js';

function certify(values: number[], maxTake: number, preperiod: number, period: number, rowWidth = 1) {
  const result = certifySubtractionPeriod(values, { maxTake, rowWidth, preperiod, period });
  if (result.kind !== 'certified') throw new Error(JSON.stringify(result));
  return result.certificate;
}

describe('patternValue', () => {
  // take 1..3: g(n) = n mod 4
  const mod4 = certify(
    Array.from({ length: 20 }, (_, n) => n % 4),
    3,
    0,
    4,
  );
  // a made-up sequence with preperiod 3 and period 2 (only the window check matters here)
  const shifted: SubtractionCertificate = certify([9, 8, 7, 0, 1, 0, 1, 0, 1, 0, 1], 2, 3, 2);

  it('reads the preperiod from the stored values and the rest from the pattern', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((n) => patternValue(shifted, n))).toEqual([9, 8, 7, 0, 1, 0, 1]);
    expect(shifted.exceptions).toEqual([9, 8, 7]);
    expect(shifted.pattern).toEqual([0, 1]);
  });

  it('works for huge n, as a number or a bigint', () => {
    expect(patternValue(mod4, 10 ** 15 + 3)).toBe((10 ** 15 + 3) % 4);
    expect(patternValue(mod4, Number.MAX_SAFE_INTEGER)).toBe(3); // 2^53 − 1 ≡ 3 (mod 4)
    expect(patternValue(mod4, 10n ** 40n + 2n)).toBe(2);
    expect(patternValue(shifted, 2n)).toBe(7);
    expect(patternValue(shifted, 10n ** 30n)).toBe(Number((10n ** 30n - 3n) % 2n));
  });

  it('returns whole rows and single columns of tables', () => {
    const rows = [1, 1, 0, 1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0]; // rows (1,1) (0,1) (1,0) (1,0) …
    const table = certify(rows, 2, 2, 1, 2);
    expect(patternRow(table, 1)).toEqual([0, 1]);
    expect(patternRow(table, 10 ** 12)).toEqual([1, 0]);
    expect(patternValue(table, 10 ** 12, 1)).toBe(0);
  });

  it('rejects n < 0, unsafe n and columns out of range', () => {
    expect(() => patternValue(mod4, -1)).toThrow(RangeError);
    expect(() => patternValue(mod4, -1n)).toThrow(RangeError);
    expect(() => patternValue(mod4, 2 ** 53)).toThrow(RangeError);
    expect(() => patternValue(mod4, 1.5)).toThrow(RangeError);
    expect(() => patternValue(mod4, 0, 1)).toThrow(RangeError);
  });
});
