// Stage: check. The Grundy conjecture f of an octal game checked from one table of f (grundyTable.ts)
// instead of evaluating f at both heaps of every split: the option values of each heap come from the
// sparse-space engine (solve/octalOptions.ts) run over f, and f(n) fails "keep" when some option has
// value f(n), "reach" when the least value no option has is below f(n) — what the generated pass
// (grundyPass.ts) decides move by move. When f is periodic from e with period p on the whole table,
// the Guy–Smith argument (solve/period/certifyOctalPeriod.ts) shows that heaps n and n + p have the
// same option values for n ≥ the window's end W, so the conditions of n ≥ W + p are those of n − p.

import type { Game } from '../game/game.js';
import { OctalOptions } from '../solve/octalOptions.js';
import { octalDigits } from '../solve/solveGrundy.js';
import { directOptionMask, mexOf, OctalEngineMismatch, spotHeaps } from '../solve/octalSpotCheck.js';
import { octalWindow } from '../solve/period/certifyOctalPeriod.js';
import { detectPeriod } from '../solve/period/detectPeriod.js';
import type { FailFn } from './conditionPass.js';

const KEEP = 1;
const REACH = 2;

/** The octal code when the fast check applies: the heap recurrence's (octalDigits), heaps from 0. */
export function octalCheckDigits(game: Game): readonly number[] | undefined {
  return game.region.lo[0] === 0 ? octalDigits(game) : undefined;
}

/**
 * f(0..hi) in `table` (every value below 32); reports to fail(condition, n, n) for n in [from, to),
 * in the order of the generated pass: keep (1), reach (2), truth (3).
 */
export function octalGrundyCheck(digits: readonly number[], table: Uint8Array, truth: Int32Array | null, fail: FailFn, from: number, to: number): void {
  const options = new OctalOptions(digits, table);
  const conditions = (n: number): number => {
    options.begin(n);
    const f = table[n]!;
    const mex = options.mex();
    let failed = 0;
    if (f < mex || (f > mex && options.reaches(f))) failed |= KEEP;
    if (mex < f) failed |= REACH;
    return failed;
  };
  const repeat = periodicFrom(digits, table);
  const reduced = (n: number): number => (repeat && n >= repeat.from + repeat.period ? repeat.from + ((n - repeat.from) % repeat.period) : n);
  for (const n of spotHeaps(table.length - 1)) {
    // a run-time cross-check: these heaps' conditions once more, every split read directly
    const mask = directOptionMask(digits, table, n);
    const direct = (((mask >>> table[n]!) & 1) !== 0 ? KEEP : 0) | (mexOf(mask) < table[n]! ? REACH : 0);
    if (direct !== conditions(reduced(n))) throw new OctalEngineMismatch(`internal: the octal Grundy check of heap ${n} differs from the plain reading of its splits`);
  }
  const cycle = repeat ? Array.from({ length: repeat.period }, (_, i) => conditions(repeat.from + i)) : [];
  for (let n = from; n < to; n++) {
    const failed = repeat && n >= repeat.from + repeat.period ? cycle[(n - repeat.from) % repeat.period]! : conditions(n);
    if (failed & KEEP) fail(1, n, n);
    if (failed & REACH) fail(2, n, n);
    if (truth) {
      const t = truth[n]!;
      if (t >= 0 && t !== table[n]) fail(3, n, n);
    }
  }
}

/** W and p when f(m + p) = f(m) for every e ≤ m ≤ hi − p: from W on, heap n + p has the options of n. */
function periodicFrom(digits: readonly number[], table: Uint8Array): { from: number; period: number } | undefined {
  const found = detectPeriod(table);
  if (!found) return undefined;
  let maxRemove = digits.length - 1;
  while (maxRemove > 0 && digits[maxRemove] === 0) maxRemove--;
  const [, end] = octalWindow(found.preperiod, found.period, maxRemove);
  return end + found.period < table.length ? { from: end, period: found.period } : undefined;
}
