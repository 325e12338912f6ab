// Stage: check. The memory estimate of a check from the start position (check.from: start), made
// before anything is solved: the reachable-set solver keeps, per position of the box, the number of
// the position in the exploration (4 bytes), its outcome (1) and generation (4, for counterexamples),
// and per reached position at most two lists of indices (8) — at most 17 bytes per box position, in
// place of the whole-region solver's 12–32 bytes plus 4 per move. The moves of the reached positions
// are stored only when no index order fits the game; that limit is applied after the exploration.

import { estimateRegion, formatBytes, parameterValues } from '../game/memoryEstimate.js';
import type { Spec } from '../spec/model.js';

export const BYTES_FROM_START = 17;

export interface StartMemoryProblem {
  message: string;
  hint: string;
  span?: Spec['check']['bounds'][string]['span'];
}

export function startMemoryProblem(spec: Spec, limitBytes: number): StartMemoryProblem | undefined {
  const sweep = parameterValues(spec);
  if (!sweep) return undefined;
  let worst = 0;
  for (const params of sweep) worst = Math.max(worst, estimateRegion(spec, params)?.positions ?? 0);
  const bytes = worst * BYTES_FROM_START;
  if (bytes <= limitBytes) return undefined;
  const widest = Object.entries(spec.check.bounds)[0];
  const message = `the region of ${worst} positions needs about ${formatBytes(bytes)} to be solved from the start position (${BYTES_FROM_START} bytes per position of the region), more than the limit of ${formatBytes(limitBytes)}`;
  const hint = 'lower the bounds in check.bounds to a box that still holds every position reachable from start, or raise the limit with --max-memory';
  return { message, hint, ...(widest ? { span: widest[1].span } : {}) };
}
