// Stage: scale. How much work the bounded check of a file is, before running it: positions × moves per
// position (estimated from positions spread over the region, game/memoryEstimate.ts) for the last
// swept parameter value, times the number of values (one game built per file: cheap enough to run
// on every file of every shard). `--workers` and `--shard` split a file into slices of its region
// only above SLICE_MIN_WORK, where the split pays for starting threads and building the game again.

import { checkScope } from '../check/checkScope.js';
import { estimateRegion, parameterValues } from '../game/memoryEstimate.js';
import type { Spec } from '../model/model.js';

/** Position × move visits from which a single file's region is split (about 0.1–0.5 s of checking). */
export const SLICE_MIN_WORK = 1_000_000;

/** Estimated position × move visits of the file's bounded check (0 when it cannot be estimated). */
export function regionWork(spec: Spec): number {
  // solved from the start: the work is the reachable set's, unknown before exploring, and every slice
  // would explore it again — such a file is never split
  if (checkScope(spec) === 'start') return 0;
  const sweep = parameterValues(spec);
  if (!sweep || sweep.length === 0) return 0;
  const e = estimateRegion(spec, sweep[sweep.length - 1]!);
  return e ? e.positions * Math.max(1, e.movesPerPosition ?? 1) * sweep.length : 0;
}
