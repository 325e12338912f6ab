// Stage: certify/period. Certifies that the rows of a game whose moves take at most k and never split
// are periodic forever, from a finite window of the computed values. Input: the values (rows of
// rowWidth entries), k, the claimed preperiod e and period p; output: a certificate or the reason.

import { checkWindow, invalidParameters, type CertifyResult, type SubtractionCertificate } from './certificate.js';

export interface SubtractionPeriodOptions {
  /** k: the most a move takes. Every move from row n lands in one of rows n−1 … n−k. */
  maxTake: number;
  rowWidth?: number;
  preperiod: number;
  period: number;
  /** u: least n from which the rule row(n) = F(rows n−1 … n−k) holds with one F. Default k. */
  uniformFrom?: number;
}

/**
 * HYPOTHESIS (the caller's obligation; the data cannot show it): there is one function F with
 *   row(n) = F(row(n−1), row(n−2), …, row(n−k))   for every n ≥ u.
 * This holds when row n lists the values of the positions with n tokens (with any bounded extra
 * state: the player to move in game 13, the previous take r in game 20), every move from such a
 * position removes between 1 and k tokens and leaves one heap, and the rules do not mention n except
 * through "at most n can be taken" — so for n ≥ k (the default u) every move is legal and F is fixed.
 * A move into a sum of heaps (octal splitting), a move that takes 0, or a rule such as "take up to
 * n/2" breaks it: use certifyOctalPeriod, or report the period as observed only.
 *
 * THEOREM. If row(n + p) = row(n) for all e ≤ n < W, where W = max(e + k, u), then row(n + p) =
 * row(n) for all n ≥ e. Proof by induction on n ≥ W, assuming it for e ≤ m < n: n ≥ u and n + p ≥ u,
 * so row(n + p) = F(row(n+p−1), …, row(n+p−k)) and row(n) = F(row(n−1), …, row(n−k)); each n − i
 * (1 ≤ i ≤ k) lies in [e, n) because n ≥ e + k, so row(n − i + p) = row(n − i): the arguments agree.
 * The data must reach row W + p − 1. Game 13 (e = 12, p = 1, k = 4): W = 16, rows through 16 — the
 * book's "fill the table up to 16, because 4 is the most one may take". The window is tight: with
 * W − 1 the step n = W − 1 would use row(e − 1), which is not periodic (tests show such a game).
 */
export function certifySubtractionPeriod(values: ArrayLike<number>, opts: SubtractionPeriodOptions): CertifyResult<SubtractionCertificate> {
  const rowWidth = opts.rowWidth ?? 1;
  const { maxTake, preperiod, period } = opts;
  const uniformFrom = opts.uniformFrom ?? maxTake;
  const invalid = invalidParameters(values, rowWidth, preperiod, period);
  if (invalid !== undefined) return { kind: 'invalid', message: invalid };
  if (!Number.isSafeInteger(maxTake) || maxTake < 1) {
    return { kind: 'invalid', message: `maxTake must be an integer ≥ 1, got ${maxTake}` };
  }
  if (!Number.isSafeInteger(uniformFrom) || uniformFrom < 0) {
    return { kind: 'invalid', message: `uniformFrom must be an integer ≥ 0, got ${uniformFrom}` };
  }
  const window = subtractionWindow(preperiod, maxTake, uniformFrom);
  const outcome = checkWindow(values, rowWidth, preperiod, period, window);
  if (outcome.kind !== 'ok') return outcome;
  return {
    kind: 'certified',
    certificate: {
      kind: 'subtraction',
      ...outcome.base,
      maxTake,
      uniformFrom,
      theorem:
        `row(n) depends only on rows n−1…n−${maxTake} (same rule for n ≥ ${uniformFrom}); ` + `row(n+${period}) = row(n) for ${window[0]} ≤ n < ${window[1]} implies it for all n ≥ ${preperiod}`,
    },
  };
}

/** The n that must be checked: [e, max(e + k, u)). Rows are read through window[1] + p − 1. */
export function subtractionWindow(preperiod: number, maxTake: number, uniformFrom: number = maxTake): [number, number] {
  return [preperiod, Math.max(preperiod + maxTake, uniformFrom)];
}
