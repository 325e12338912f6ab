// Stage: certify/period. The plain-data periodicity certificates and the shared window check.
// Input: the values, the claimed preperiod e and period p, the window a theorem demands; output: a
// certificate (JSON-serialisable: it can be printed, stored and recomputed) or the reason it fails.

import { firstBreak, rowCount, sliceRows } from './rows.js';

interface CertificateBase {
  preperiod: number;
  period: number;
  rowWidth: number;
  /** Every n with window[0] ≤ n < window[1] was checked: row(n + period) = row(n). */
  window: [number, number];
  /** The last row the check read: window[1] + period − 1 ("fill the table up to" this row). */
  checkedThrough: number;
  /** Rows preperiod … preperiod + period − 1, flat: row n ≥ preperiod is pattern row (n − e) mod p. */
  pattern: number[];
  /** Rows 0 … preperiod − 1, flat: the values before the period starts, not predicted by the pattern. */
  exceptions: number[];
  /** The theorem that turns the window into a statement about every n ≥ preperiod. */
  theorem: string;
}

export interface SubtractionCertificate extends CertificateBase {
  kind: 'subtraction';
  maxTake: number;
  /** Least n from which row n is the same function of rows n−1 … n−maxTake (default maxTake). */
  uniformFrom: number;
}

export interface OctalCertificate extends CertificateBase {
  kind: 'octal';
  maxRemove: number;
}

export type PeriodCertificate = SubtractionCertificate | OctalCertificate;

export type CertifyResult<C extends PeriodCertificate> =
  | { kind: 'certified'; certificate: C }
  /** The data stop before row needsUpTo (inclusive), which the theorem must read; no break seen so far. */
  | { kind: 'needsMore'; window: [number, number]; needsUpTo: number; message: string }
  /** row(at + period) ≠ row(at) for the least such `at` inside the window: (e, p) is not certified. */
  | { kind: 'broken'; window: [number, number]; at: number; message: string }
  | { kind: 'invalid'; message: string };

/** The fields every certificate shares, computed from the data and the window (assumed in range). */
export type WindowOutcome = { kind: 'ok'; base: Omit<CertificateBase, 'theorem'> } | Exclude<CertifyResult<PeriodCertificate>, { kind: 'certified' }>;

/** A message for bad parameters, or undefined when e ≥ 0, p ≥ 1 and `values` splits into rows. */
export function invalidParameters(values: ArrayLike<number>, rowWidth: number, preperiod: number, period: number): string | undefined {
  if (!Number.isSafeInteger(rowWidth) || rowWidth < 1) return `rowWidth must be an integer ≥ 1, got ${rowWidth}`;
  if (values.length % rowWidth !== 0) {
    return `values.length (${values.length}) is not a multiple of rowWidth (${rowWidth})`;
  }
  if (!Number.isSafeInteger(preperiod) || preperiod < 0) return `preperiod must be an integer ≥ 0, got ${preperiod}`;
  if (!Number.isSafeInteger(period) || period < 1) return `period must be an integer ≥ 1, got ${period}`;
  return undefined;
}

/**
 * Checks row(n + p) = row(n) for window[0] ≤ n < window[1]. A break among the rows present wins over
 * missing rows (computing more would not help), so `broken` is reported before `needsMore`.
 */
export function checkWindow(values: ArrayLike<number>, rowWidth: number, preperiod: number, period: number, window: [number, number]): WindowOutcome {
  const rows = rowCount(values, rowWidth);
  const needsUpTo = window[1] + period - 1;
  const checkable = Math.min(window[1], rows - period);
  const at = firstBreak(values, rowWidth, period, window[0], checkable);
  if (at >= 0) {
    return {
      kind: 'broken',
      window,
      at,
      message: `row ${at + period} differs from row ${at} (period ${period} from ${preperiod} fails inside the window [${window[0]}, ${window[1]}))`,
    };
  }
  if (rows <= needsUpTo) {
    return {
      kind: 'needsMore',
      window,
      needsUpTo,
      message: `the window [${window[0]}, ${window[1]}) needs rows through ${needsUpTo}; only ${rows} rows (0…${rows - 1}) were given`,
    };
  }
  return {
    kind: 'ok',
    base: {
      preperiod,
      period,
      rowWidth,
      window,
      checkedThrough: needsUpTo,
      pattern: sliceRows(values, rowWidth, preperiod, preperiod + period),
      exceptions: sliceRows(values, rowWidth, 0, preperiod),
    },
  };
}
