// Stage: check. The local pass of a periodic conjecture (maskPeriod.ts, period L) over a
// translation-invariant game (solve/steadyTranslations.ts: from index S on, the targets of p are
// p − d for fixed offsets d ≤ D, with no end rule). From S' = max(S, start + D) on, what the pass
// decides at p reads only the masks at p and p − d, all at indices where the masks repeat, through
// the same code: the failures at p + L are those at p. (start + D is implied by S when the region
// starts at n ≥ 0 — start = 0, and the steady targets lie in the region — but not below 0, where
// maskPeriod promises repeating masks only from start: test/check/periodicLocal.test.ts.)
// So the generated pass runs on [from, S' + L) (or the slice's part of it), and each failure it
// reports at p ≥ S' is reported again at p + L, p + 2L, … up to the slice's end, with the key |n|
// of that position. The truth, which does not repeat in general, is compared position by position
// (truthPass.ts).

import type { Game } from '../game/game.js';
import type { Solution } from '../solve/solution.js';
import { steadyTranslations } from '../solve/steadyTranslations.js';
import type { Classifier } from './classifier.js';
import { conditionPass, type FailFn } from './conditionPass.js';
import type { MaskPeriod } from './maskPeriod.js';
import { truthPass } from './truthPass.js';

/** Regions smaller than this many periods are checked by the plain pass. */
const MIN_PERIODS = 4;

/** Runs the local pass with repetition and returns true, or returns false (nothing run) when the
 *  game's steady part is not translation-invariant. */
export function periodicLocalPass(game: Game, classifier: Classifier, mp: MaskPeriod, solution: Solution | undefined, fail: FailFn, stats: Float64Array, from: number, to: number): boolean {
  if (solution?.reachable) return false;
  const steady = steadyTranslations(game);
  if (!steady || steady.width !== 1) return false;
  const repeatFrom = Math.max(steady.from, mp.start + Math.max(...steady.offsets));
  const head = Math.max(from, repeatFrom) + mp.period;
  if (to - from < MIN_PERIODS * mp.period || head >= to) return false;
  const lo = game.region.lo[0]!;
  const seen: number[] = []; // condition, index pairs at p ≥ repeatFrom
  const record: FailFn = (c, p, key) => {
    fail(c, p, key);
    if (p >= repeatFrom) seen.push(c, p);
  };
  const size = game.region.size;
  conditionPass(game, classifier, { truth: false, local: true })(null, record, size, stats, new Uint8Array(size), from, head);
  for (let shift = mp.period; seen.length > 0 && seen[1]! + shift < to; shift += mp.period)
    for (let i = 0; i < seen.length; i += 2) {
      const q = seen[i + 1]! + shift;
      if (q < to) fail(seen[i]!, q, Math.abs(lo + q));
    }
  if (solution) truthPass(game, classifier, { stop: false })(solution.outcome, fail, from, to);
  return true;
}
