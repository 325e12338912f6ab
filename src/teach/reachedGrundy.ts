// Stage: teach. The Grundy values of the positions reachable from the start, for the table of a file
// checked from the start (`table --grundy`). A position's Grundy value is the mex of its moves'
// values, so it depends only on what it reaches (theory.md): the reached move graph suffices, as long
// as it has no cycle (a loopy game has no Grundy values) — then the values are computed from the
// positions without moves up, in a topological order. A position with a move leaving the box, and
// every position that reaches one, gets -1 (unknown), as in the region's Grundy solver.
// Input: a game and its start's region index. Output: per region index the value (-1 when not
// reached or unknown), or why there is none (data; table.ts words it).

import type { Diagnostic } from '../diag/diagnostic.js';
import type { Game } from '../game/game.js';
import { gameError } from '../game/gameErrors.js';
import { exploreReachable } from '../solve/reachableExplore.js';
import { buildReachedGraph } from '../solve/reachableGraph.js';
import { MemoryLimitReached, ReachableBudget } from '../solve/reachableBudget.js';
import { diagnoseSolveError, grundyUnsupported, topologicalOrder } from '../solve/solveGrundy.js';

export type ReachedGrundy =
  | { grundy: Int32Array }
  /** Grundy values are not defined for this kind of game (partizan, misère, draws, `again:`). */
  | { problem: 'unsupported'; why: string }
  /** A cycle of moves is reachable from the start: the game is not finite there. */
  | { problem: 'cycle'; reached: number }
  /** The solve itself failed (memory, a rule that cannot be evaluated): its diagnostics. */
  | { problem: 'failed'; diagnostics: Diagnostic[] };

/** Per box position: the exploration's mark (1) and the values (4). */
const BOX_BYTES = 5;
/** Per move between reached positions: the successor list (4). */
const SUCCESSOR_BYTES = 4;

export function reachedGrundy(game: Game, start: number): ReachedGrundy {
  const why = grundyUnsupported(game);
  if (why) return { problem: 'unsupported', why };
  const stats = new Float64Array(6);
  const budget = new ReachableBudget();
  try {
    budget.charge(game.region.size * BOX_BYTES, `${game.region.size} positions of the box`);
    const reached = exploreReachable(game, start, stats, budget);
    // the successor lists below are charged with the graph's edges, before either is stored
    const graph = buildReachedGraph(game, reached, stats, budget, SUCCESSOR_BYTES);
    if (typeof graph === 'number') {
      const message = `the ${reached.count} positions reachable from the start have ${graph} moves, too many to store for their Grundy values`;
      return { problem: 'failed', diagnostics: [gameError(game, 'ZM4012', message, undefined, 'lower the bounds in check.bounds so that fewer positions are reachable')] };
    }
    const order = topologicalOrder(graph.inner, graph.term, graph.predOffset, graph.preds);
    if (!order) return { problem: 'cycle', reached: reached.count };
    const n = reached.count;
    // successor lists from the predecessor lists (a position's inner moves, each target once per move)
    const succOffset = new Int32Array(n + 1);
    for (let k = 0; k < n; k++) succOffset[k + 1] = succOffset[k]! + graph.inner[k]!;
    const fill = succOffset.slice(0, n);
    const succ = new Int32Array(succOffset[n]!);
    for (let q = 0; q < n; q++) for (let e = graph.predOffset[q]!; e < graph.predOffset[q + 1]!; e++) succ[fill[graph.preds[e]!]!++] = q;
    const value = new Int32Array(n).fill(-1);
    const seen = new Int32Array(n + 2).fill(-1);
    for (const k of order) {
      // an `end: lose` terminal is 0 (grundyUnsupported refused `end: win` and draws); a move out of the box: unknown
      if (graph.term[k] !== 0) value[k] = 0;
      else if (graph.leaves[k] === 0) value[k] = mex(succ, succOffset[k]!, succOffset[k + 1]!, value, seen, k);
    }
    const grundy = new Int32Array(game.region.size).fill(-1);
    for (let k = 0; k < n; k++) grundy[reached.order[k]!] = value[k]!;
    return { grundy };
  } catch (e) {
    if (e instanceof MemoryLimitReached) {
      const hint = 'lower the bounds in check.bounds (fewer positions are then reachable), or raise the limit with --max-memory if the machine has the memory';
      return { problem: 'failed', diagnostics: [gameError(game, 'ZM7003', e.message, undefined, hint)] };
    }
    return { problem: 'failed', diagnostics: [diagnoseSolveError(game, e, stats[1]!)] };
  }
}

/** The least value no successor has; -1 when some successor's value is unknown. `seen` is stamped
 *  with `stamp` (values ≥ the number of successors cannot matter). */
function mex(succ: Int32Array, from: number, to: number, value: Int32Array, seen: Int32Array, stamp: number): number {
  const bound = to - from;
  for (let e = from; e < to; e++) {
    const v = value[succ[e]!]!;
    if (v < 0) return -1;
    if (v <= bound) seen[v] = stamp;
  }
  let g = 0;
  while (seen[g] === stamp) g++;
  return g;
}
