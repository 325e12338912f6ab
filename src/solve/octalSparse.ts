// Stage: solve. Grundy values of an octal game by the sparse-space method (octalOptions.ts): most
// heaps cost O(#minority positions) instead of O(n) splits. At every power of two the values so far
// are searched for a period (detectPeriod); once the Guy–Smith window of that period is inside them
// (certifyOctalPeriod), the theorem gives every further value, copied from one period back. Values
// stay below 32 or the method gives up (undefined) and the caller uses the plain recurrence
// (octalGrundy.ts), which stays the reference. A few heaps are recomputed the plain way at the end
// (octalSpotCheck.ts).

import { OctalOptions } from './octalOptions.js';
import { certifyOctalPeriod } from './period/certifyOctalPeriod.js';
import { detectPeriod } from './period/detectPeriod.js';
import { spotCheckValues } from './octalSpotCheck.js';

const PERIOD_SEARCH_FROM = 256;

export interface OctalSparseStats {
  /** Where the values were first continued by the certified period (-1: never). */
  periodicFrom: number;
  period: number;
}

/** G(0..maxHeap) for the octal code with digits[j] = d_j, or undefined when a value reaches 32. */
export function octalGrundySparse(digits: readonly number[], maxHeap: number, stats?: OctalSparseStats, periodic = true): Int32Array | undefined {
  const values = new Uint8Array(maxHeap + 1);
  const options = new OctalOptions(digits, values);
  const maxRemove = lastNonZero(digits);
  if (stats) {
    stats.periodicFrom = -1;
    stats.period = 0;
  }
  for (let n = 1; n <= maxHeap; n++) {
    if (periodic && n >= PERIOD_SEARCH_FROM && (n & (n - 1)) === 0) {
      const period = certifiedPeriod(values.subarray(0, n), maxRemove);
      if (period) {
        for (let m = n; m <= maxHeap; m++) values[m] = values[m - period.period]!;
        if (stats) {
          stats.periodicFrom = n;
          stats.period = period.period;
        }
        break;
      }
    }
    options.begin(n);
    const mex = options.mex();
    if (mex >= 32) return undefined;
    values[n] = mex;
  }
  spotCheckValues(digits, values, maxHeap);
  return Int32Array.from(values);
}

/** The period of g(0..n-1) when the theorem certifies it from these values alone. */
function certifiedPeriod(values: Uint8Array, maxRemove: number): { period: number } | undefined {
  const found = detectPeriod(values);
  if (!found) return undefined;
  const result = certifyOctalPeriod(values, { maxRemove, preperiod: found.preperiod, period: found.period });
  return result.kind === 'certified' ? { period: found.period } : undefined;
}

function lastNonZero(digits: readonly number[]): number {
  let k = digits.length - 1;
  while (k > 0 && digits[k] === 0) k--;
  return k;
}
