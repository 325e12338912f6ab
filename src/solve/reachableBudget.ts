// Stage: solve. The memory the reachable-set solver may use. The number of reachable positions is
// unknown before the exploration, so instead of one estimate up front the solver charges each array
// before it allocates it (the per-box tables at the start, the list of found positions each time it
// doubles, the move graph once its moves are counted) and stops with MemoryLimitReached when the
// total — plus what the process holds before any region, BASE_BYTES — would pass the limit.
// The limit is per thread: the bounded stage sets it from --max-memory (setReachableMemoryLimit).

import { BASE_BYTES, DEFAULT_MEMORY_LIMIT, formatBytes } from '../game/memoryEstimate.js';

/** Per position of the box: the exploration's mark (1) and the outcome table (1). */
export const BOX_BYTES = 2;
/** … and the generation table when generations are asked for (counterexamples). */
export const BOX_GENERATION_BYTES = 4;
/** Per slot of room in the list of reached positions, in exploration order (the room doubles as
 *  positions are found). */
export const REACHED_BYTES = 4;
/** Per reached position: the list's sorted copy, made after the exploration. */
export const SORTED_BYTES = 4;
/** General retrograde path, per box position: the number of each position in the exploration. */
export const GRAPH_BOX_BYTES = 4;
/** … per reached position: term, degree, inner, leaves, predCount, predOffset and its copy (22), and
 *  the retrograde pass's outcome, generation, queue and counter (13). */
export const GRAPH_REACHED_BYTES = 35;
/** … per move: the predecessor list (4), and the kept-move marks (1) in a game with `again:`. */
export const GRAPH_MOVE_BYTES = 4;

let limit = DEFAULT_MEMORY_LIMIT;

/** Sets the limit in bytes (undefined: the default); returns the previous one. */
export function setReachableMemoryLimit(bytes: number | undefined): number {
  const previous = limit;
  limit = bytes ?? DEFAULT_MEMORY_LIMIT;
  return previous;
}

export class MemoryLimitReached extends Error {
  constructor(
    readonly needBytes: number,
    readonly limitBytes: number,
    readonly what: string,
  ) {
    super(`solving from the start position needs more than ${formatBytes(needBytes)} (${what}), more than the limit of ${formatBytes(limitBytes)}`);
  }
}

/** The bytes charged by one solve; `charge` throws before the total passes the limit. */
export class ReachableBudget {
  readonly limitBytes = limit;
  private used = BASE_BYTES;
  /** The largest total charged (tests compare it with the measured peak). */
  peak = BASE_BYTES;

  charge(bytes: number, what: string): void {
    if (this.used + bytes > this.limitBytes) throw new MemoryLimitReached(this.used + bytes, this.limitBytes, what);
    this.used += bytes;
    if (this.used > this.peak) this.peak = this.used;
  }

  release(bytes: number): void {
    this.used -= bytes;
  }
}

/** The most positions a solve from the start can reach within the limit: each takes at least 8 bytes
 *  (its place in the list of reached positions and the sorted copy; a key, an outcome and two hash
 *  buckets when stored by key). An upper bound, for estimating work before a search whose reach is
 *  unknown. */
export function storablePositions(): number {
  return Math.floor(limit / (REACHED_BYTES + SORTED_BYTES));
}
