// Stage: check. The memory estimate of a check from the start position (check.from: start), made
// before anything is solved. The number of reachable positions is unknown until the exploration, so
// only what the reachable-set solver allocates per position of the box is estimated here — the
// exploration's marks and the outcome table (solve/reachableBudget.ts, BOX_BYTES), plus what the
// process holds before any region (BASE_BYTES) — and the rest is charged by the solver as it grows:
// a check that would pass the limit stops there with the same error, ZM7003. A box too large to
// index is stored by key (solve/solveSparse.ts), which charges only what it finds: no estimate.

import { buildLayout } from '../game/layout.js';
import { BASE_BYTES, formatBytes, parameterValues, regionSize } from '../game/memoryEstimate.js';
import { MAX_REGION_SIZE } from '../game/region.js';
import { BOX_BYTES } from '../solve/reachableBudget.js';
import type { Spec } from '../model/model.js';

export interface StartMemoryProblem {
  message: string;
  hint: string;
  span?: Spec['check']['bounds'][string]['span'];
}

export function startMemoryProblem(spec: Spec, limitBytes: number): StartMemoryProblem | undefined {
  const sweep = parameterValues(spec);
  if (!sweep) return undefined;
  // only the region's size counts here: not the moves' estimate (estimateRegion builds the game and
  // samples its moves per swept value), and one layout for the whole sweep
  const layout = buildLayout(spec);
  let worst = 0;
  for (const params of sweep) {
    const size = regionSize(spec, layout, params) ?? 0;
    if (size <= MAX_REGION_SIZE) worst = Math.max(worst, size);
  }
  const bytes = BASE_BYTES + worst * BOX_BYTES;
  if (bytes <= limitBytes) return undefined;
  const widest = Object.entries(spec.check.bounds)[0];
  const message = `the region of ${worst} positions needs at least ${formatBytes(bytes)} to be solved from the start position (${BOX_BYTES} bytes per position of the region, plus ${formatBytes(BASE_BYTES)}, before the reached positions), more than the limit of ${formatBytes(limitBytes)}`;
  const hint = 'lower the bounds in check.bounds to a box that still holds every position reachable from start, or raise the limit with --max-memory';
  return { message, hint, ...(widest ? { span: widest[1].span } : {}) };
}
