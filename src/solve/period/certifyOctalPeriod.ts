// Stage: certify/period. Certifies the period of the Grundy values of an octal game with finite code
// (the Guy–Smith periodicity theorem). Input: g(0), g(1), … , the most a move removes k, the claimed
// preperiod e and period p; output: a certificate, how far the values must reach, or the break.

import { checkWindow, invalidParameters, type CertifyResult, type OctalCertificate } from './certificate.js';

export interface OctalPeriodOptions {
  /** k: the index of the last non-zero digit of the code (the most a move removes); 0 for "4.0". */
  maxRemove: number;
  preperiod: number;
  period: number;
}

/**
 * HYPOTHESIS (the caller's obligation): grundy[n] is the Grundy value of a heap of n in an octal game
 * d0.d1…dk: from n, for each j ≤ k with d_j ≠ 0, the options are 0 if (d_j has 1 and n = j), g(n − j)
 * if (d_j has 2 and n − j ≥ 1), g(a) ⊕ g(b) if (d_j has 4 and a + b = n − j with a, b ≥ 1).
 *
 * THEOREM (Guy–Smith, theory.md). If g(n + p) = g(n) for all e ≤ n < 2e + p + k, then g(n + p) = g(n)
 * for all n ≥ e. Proof by induction on n ≥ W := 2e + p + k, the claim holding for e ≤ m < n. We match
 * the options of n + p with those of n, move type by move type (j fixed, so n − j ≥ 2e + p ≥ 1):
 * - one heap: n + p − j ↔ n − j, both non-empty, n − j ≥ e and n − j < n, so g agrees;
 * - split a + b = n + p − j, a ≥ b ≥ 1: a ≥ (n + p − k)/2 ≥ e + p, so a − p ≥ e and g(a) = g(a − p)
 *   (a − p < n), and (a − p, b) is a split of n − j — provided a − p ≥ 1;
 * - split a' + b' = n − j, a' ≥ b' ≥ 1: a' ≥ (n − k)/2 ≥ e, so g(a' + p) = g(a') and (a' + p, b') splits
 *   n + p − j. Equal sets of option values give equal mex.
 * The gap "a − p ≥ 1" fails only when e = 0: a = p forces b = n − j ≤ p ≤ n − k, so n = p + k, j = k
 * and the split (p, p) of 2p + k has no counterpart from p + k. It is real: in 0.4 (remove one and
 * split the rest) g = 0, 0, 0, 1, …, so g(n + 1) = g(n) for 0 ≤ n < 0 + 1 + 1, yet g(3) ≠ g(2). So for
 * e = 0 we also check that one step: the window is [0, p + k + 1); for e ≥ 1 exactly [e, 2e + p + k).
 * The values must reach index window[1] + p − 1.
 */
export function certifyOctalPeriod(grundy: ArrayLike<number>, opts: OctalPeriodOptions): CertifyResult<OctalCertificate> {
  const { maxRemove, preperiod, period } = opts;
  const invalid = invalidParameters(grundy, 1, preperiod, period);
  if (invalid !== undefined) return { kind: 'invalid', message: invalid };
  if (!Number.isSafeInteger(maxRemove) || maxRemove < 0) {
    return { kind: 'invalid', message: `maxRemove must be an integer ≥ 0, got ${maxRemove}` };
  }
  const window = octalWindow(preperiod, period, maxRemove);
  const outcome = checkWindow(grundy, 1, preperiod, period, window);
  if (outcome.kind !== 'ok') return outcome;
  return {
    kind: 'certified',
    certificate: {
      kind: 'octal',
      ...outcome.base,
      maxRemove,
      theorem: `Guy–Smith: octal code removing at most ${maxRemove}; g(n+${period}) = g(n) for ` + `${window[0]} ≤ n < ${window[1]} implies it for all n ≥ ${preperiod}`,
    },
  };
}

/** The n that must be checked: [e, 2e + p + k), or [0, p + k + 1) when e = 0 (see above). */
export function octalWindow(preperiod: number, period: number, maxRemove: number): [number, number] {
  const end = 2 * preperiod + period + maxRemove;
  return [preperiod, preperiod === 0 ? end + 1 : end];
}
