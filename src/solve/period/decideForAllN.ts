// Stage: certify/period. Decides a claim "for every n ≥ 0, P(n, row n)" by finitely many checks, from a
// periodicity certificate and the period in n of the predicate itself. Input: certificate, predicate,
// its period q; output: holds (a proof for all n), the smallest counterexample, or why it cannot say.

import type { PeriodCertificate } from './certificate.js';
import { patternRow } from './patternValue.js';
import { gcd } from './rows.js';

/** value = row[0], the whole entry for one-dimensional sequences. */
export type RowPredicate = (n: number, value: number, row: readonly number[]) => boolean;

export type DecideResult =
  /** Proved for every n ≥ 0: P was checked at every n < checkedBelow = e + lcm(p, q). */
  | { kind: 'holds'; checkedBelow: number }
  /** The smallest n ≥ 0 where P fails. */
  | { kind: 'fails'; n: number; row: number[] }
  /** P(n, v) ≠ P(far, v) although far ≡ n (mod q): P does not have the period it was declared with. */
  | { kind: 'notPeriodic'; n: number; far: number }
  | { kind: 'tooLarge'; checksNeeded: number; limit: number }
  | { kind: 'invalid'; message: string };

/**
 * SOUNDNESS. The caller declares q with P(n + q, v) = P(n, v) for every n ≥ e and every row v: from
 * the preperiod on, P sees n only through n mod q (q = 1: not at all; below e it may look at n freely,
 * e.g. "n < e or …"). `cert` must come from a certify function or have passed recheckCertificate.
 * Let L = lcm(p, q) and Q(n) = P(n, row(n)). For n ≥ e, row(n + L) = row(n) (p divides L; certified
 * for all n ≥ e) and P(n + L, ·) = P(n, ·) (q divides L), so Q(n + L) = Q(n). Every n ≥ e + L thus
 * has a representative m = e + ((n − e) mod L) in [e, e + L) with Q(m) = Q(n) and m < n: checking
 * every n < e + L decides all n, and the first failure met is the least counterexample. If q is wrong
 * (say P tests n < 1000) the argument collapses; as a guard, not a proof, each n in [e, e + L) is also
 * evaluated at n + L and at a far representative n + tL near 2^53, and a disagreement is reported.
 */
export function decideForAllN(cert: PeriodCertificate, predicate: RowPredicate, predicatePeriod: number, opts: { limit?: number } = {}): DecideResult {
  const limit = opts.limit ?? 10_000_000;
  if (!Number.isSafeInteger(predicatePeriod) || predicatePeriod < 1) {
    return { kind: 'invalid', message: `predicatePeriod must be an integer ≥ 1, got ${predicatePeriod}` };
  }
  const { preperiod: e, period: p } = cert;
  const cycle = (p / gcd(p, predicatePeriod)) * predicatePeriod;
  const checksNeeded = e + cycle;
  if (!Number.isSafeInteger(checksNeeded) || checksNeeded > limit) {
    return { kind: 'tooLarge', checksNeeded, limit };
  }
  const farSteps = Math.max(1, Math.floor((Number.MAX_SAFE_INTEGER - checksNeeded) / cycle));
  for (let n = 0; n < checksNeeded; n++) {
    const row = patternRow(cert, n);
    const value = row[0];
    const truth = predicate(n, value, row);
    if (!truth) return { kind: 'fails', n, row };
    if (n >= e) {
      for (const far of [n + cycle, n + farSteps * cycle]) {
        if (predicate(far, value, row) !== truth) return { kind: 'notPeriodic', n, far };
      }
    }
  }
  return { kind: 'holds', checkedBelow: checksNeeded };
}
