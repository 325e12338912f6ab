// Unit tests of detectPeriod: small examples with known answers, the options (rowWidth, minRepeats,
// from), argument errors, and a 10^6-value sequence (Kayles' tail after its 71 exceptional values).

import { describe, expect, it } from 'vitest';
import { detectPeriod } from '../../../src/certify/period/index.js';

describe('detectPeriod', () => {
  it('finds the least preperiod and the fundamental period', () => {
    expect(detectPeriod([0, 1, 0, 1, 0, 1])).toEqual({ preperiod: 0, period: 2 });
    expect(detectPeriod([5, 0, 1, 2, 0, 1, 2, 0])).toEqual({ preperiod: 1, period: 3 });
    // period 4 = 2·2 also fits, but 2 is fundamental
    expect(detectPeriod([9, 9, 3, 1, 3, 1, 3, 1, 3, 1])).toEqual({ preperiod: 2, period: 2 });
    expect(detectPeriod([1, 1, 1])).toEqual({ preperiod: 0, period: 1 });
  });

  it('demands two full periods after the preperiod by default', () => {
    // 0 1 2 3 | 0 1 2: period 4 has only 1¾ periods; only the trivial tail is left
    expect(detectPeriod([0, 1, 2, 3, 0, 1, 2])).toBeUndefined();
    expect(detectPeriod([0, 1, 2, 3, 0, 1, 2], { minRepeats: 1 })).toEqual({ preperiod: 0, period: 4 });
    expect(detectPeriod([0, 1, 2, 0, 1, 2, 0, 1, 2, 0], { minRepeats: 3 })).toEqual({ preperiod: 0, period: 3 });
    expect(detectPeriod([0, 1, 2, 0, 1, 2, 0, 1, 2, 0], { minRepeats: 4 })).toBeUndefined();
    expect(detectPeriod([7, 2, 2])).toEqual({ preperiod: 1, period: 1 });
    expect(detectPeriod([])).toBeUndefined();
    expect(detectPeriod([3])).toBeUndefined();
  });

  it('compares whole rows', () => {
    // rows (0,1) (0,0) (0,1) (0,0) (0,1) (0,0): period 2 in rows, 4 in entries, 1 in column 0 alone
    const flat = [0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0];
    expect(detectPeriod(flat, { rowWidth: 2 })).toEqual({ preperiod: 0, period: 2 });
    expect(detectPeriod(flat)).toEqual({ preperiod: 0, period: 4 });
    expect(detectPeriod(flat.filter((_, i) => i % 2 === 0))).toEqual({ preperiod: 0, period: 1 });
    expect(detectPeriod([4, 4, 1, 2, 1, 2, 1, 2], { rowWidth: 2 })).toEqual({ preperiod: 1, period: 1 });
  });

  it('never starts before `from`', () => {
    expect(detectPeriod([0, 0, 0, 0, 0], { from: 2 })).toEqual({ preperiod: 2, period: 1 });
    expect(detectPeriod([0, 0, 0], { from: 3 })).toBeUndefined();
  });

  it('rejects malformed arguments', () => {
    expect(() => detectPeriod([0, 1, 2], { rowWidth: 2 })).toThrow(RangeError);
    expect(() => detectPeriod([0, 1], { rowWidth: 0 })).toThrow(RangeError);
    expect(() => detectPeriod([0, 1], { minRepeats: 0.5 })).toThrow(RangeError);
    expect(() => detectPeriod([0, 1], { from: -1 })).toThrow(RangeError);
  });

  it('handles 10^6 values in linear time', () => {
    const tail = [7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2];
    const values = new Uint8Array(1_000_000);
    for (let n = 0; n < values.length; n++) values[n] = n < 71 ? (n * 37) % 11 : (tail[(n - 71) % 12] as number);
    values[70] = 6; // the last exceptional value differs from the pattern
    const started = performance.now();
    expect(detectPeriod(values)).toEqual({ preperiod: 71, period: 12 });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
