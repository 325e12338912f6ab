// Stage: certify/period. Detects the least preperiod e and, for it, the fundamental period p of a
// finite sequence (outcome codes or Grundy values), or of a table with one unbounded coordinate
// stored as rows of `rowWidth` entries. Input: the flat values; output: { preperiod, period } or
// undefined. An observation about the data only — certify it before calling it proved.

import { requireInteger, rowCount, rowsEqual } from './rows.js';

export interface DetectPeriodOptions {
  /** Entries per row (game 20: 5 values (n, r); game 13: 2 values (A to move, B to move)). Default 1. */
  rowWidth?: number;
  /** How many full periods the data must hold after the preperiod: R − e ≥ minRepeats·p. Default 2. */
  minRepeats?: number;
  /** Least row allowed as preperiod; rows before it are ignored. Default 0. */
  from?: number;
}

export interface DetectedPeriod {
  preperiod: number;
  period: number;
}

/**
 * With R rows, a pair (e, p) is *supported by the data* when
 *   (a) the whole tail is consistent: row(n + p) = row(n) for every e ≤ n < R − p, and
 *   (b) it repeats enough to mean something: R − e ≥ minRepeats·p (default: two full periods), e ≥ from.
 * Returns the least e for which some p is supported and, for that e, the least such p.
 *
 * Algorithm, O(R·rowWidth) time and 4R bytes: read the rows backwards, y(i) = row(R − 1 − i), and run
 * the KMP prefix function over y. With ℓ = R − e, condition (a) says exactly that p is a period of the
 * prefix y[0..ℓ) (put i = R − 1 − p − n: e ≤ n < R − p ⟺ 0 ≤ i < ℓ − p). The least period of that
 * prefix is per(ℓ) = ℓ − π(ℓ), π(ℓ) its longest proper border. If any p satisfies (a) and (b) at e, then
 * per(ℓ) ≤ p satisfies (a) and, since minRepeats·per(ℓ) ≤ minRepeats·p ≤ ℓ, also (b). So a supported p
 * exists at e iff minRepeats·per(ℓ) ≤ ℓ, and the least one is per(ℓ); scanning ℓ from R − from down
 * gives the least e first.
 *
 * The period is fundamental: a smaller q (a proper divisor of p or any other) satisfying (a) from e
 * would be a period of y[0..ℓ) below its least period — impossible. Moreover, when minRepeats ≥ 2
 * every supported q at this e is a multiple of p: p, q ≤ ℓ/2 so p + q ≤ ℓ, hence by Fine and Wilf
 * gcd(p, q) is also a period of y[0..ℓ), so gcd(p, q) = p.
 */
export function detectPeriod(values: ArrayLike<number>, opts: DetectPeriodOptions = {}): DetectedPeriod | undefined {
  const rowWidth = opts.rowWidth ?? 1;
  const minRepeats = opts.minRepeats ?? 2;
  const from = opts.from ?? 0;
  const rows = rowCount(values, rowWidth);
  requireInteger('from', from, 0);
  if (!(Number.isFinite(minRepeats) && minRepeats >= 1)) {
    throw new RangeError(`minRepeats must be a finite number ≥ 1, got ${minRepeats}`);
  }
  const longest = rows - from;
  if (longest <= 0) return undefined;

  // border[i] = π(i + 1): the longest proper border of y[0..i].
  const border = new Int32Array(longest);
  const last = rows - 1;
  const same =
    rowWidth === 1
      ? (i: number, j: number) => values[i] === values[j] // the common case, kept monomorphic and cheap
      : (i: number, j: number) => rowsEqual(values, rowWidth, i, j);
  for (let i = 1; i < longest; i++) {
    let b = border[i - 1];
    while (b > 0 && !same(last - i, last - b)) b = border[b - 1];
    if (same(last - i, last - b)) b++;
    border[i] = b;
  }
  for (let length = longest; length >= 1; length--) {
    const period = length - border[length - 1];
    if (minRepeats * period <= length) return { preperiod: rows - length, period };
  }
  return undefined;
}
