// Stage: teach. The Grundy values of the positions reachable from the start, for the table of a file
// checked from the start (`table --grundy`). A position's Grundy value is the mex of its moves'
// values, so it depends only on what it reaches (theory.md): the reached move graph suffices, as long
// as it has no cycle (a loopy game has no Grundy values) — then the region solver's ordered pass
// (solveGrundy.ts, grundyInOrder) computes the values from the positions without moves up, in a
// topological order of the graph, generating each position's moves again (no successor lists are
// stored). A position with a move leaving the box, and every position that reaches one, gets -1
// (unknown), as in the region's Grundy solver.
// Input: a game and its start's region index. Output: per region index the value (-1 when not
// reached or unknown), or why there is none (data; table.ts words it).

import type { Diagnostic } from '../diag/diagnostic.js';
import type { Game } from '../game/game.js';
import { gameError } from '../game/gameErrors.js';
import { exploreReachable } from '../solve/reachableExplore.js';
import { buildReachedGraph } from '../solve/reachableGraph.js';
import { MemoryLimitReached, ReachableBudget } from '../solve/reachableBudget.js';
import { diagnoseSolveError, grundyInOrder, grundyUnsupported, topologicalOrder } from '../solve/solveGrundy.js';

export type ReachedGrundy =
  | { grundy: Int32Array }
  /** Grundy values are not defined for this kind of game (partizan, misère, draws, `again:`). */
  | { problem: 'unsupported'; why: string }
  /** A cycle of moves is reachable from the start: the game is not finite there. */
  | { problem: 'cycle'; reached: number }
  /** The solve itself failed (memory, a rule that cannot be evaluated): its diagnostics. */
  | { problem: 'failed'; diagnostics: Diagnostic[] };

/** Per box position: the exploration's mark (1), the values (4) and the pass's outcomes (1). */
const BOX_BYTES = 6;

export function reachedGrundy(game: Game, start: number): ReachedGrundy {
  const why = grundyUnsupported(game);
  if (why) return { problem: 'unsupported', why };
  const stats = new Float64Array(6);
  const budget = new ReachableBudget();
  try {
    budget.charge(game.region.size * BOX_BYTES, `${game.region.size} positions of the box`);
    const reached = exploreReachable(game, start, stats, budget);
    const graph = buildReachedGraph(game, reached, stats, budget);
    if (typeof graph === 'number') {
      const message = `the ${reached.count} positions reachable from the start have ${graph} moves, too many to store for their Grundy values`;
      return { problem: 'failed', diagnostics: [gameError(game, 'ZM4012', message, undefined, 'lower the bounds in check.bounds so that fewer positions are reachable')] };
    }
    const order = topologicalOrder(graph.inner, graph.term, graph.predOffset, graph.preds);
    if (!order) return { problem: 'cycle', reached: reached.count };
    // the graph numbers positions in the exploration's order; the pass reads region indices
    for (let k = 0; k < order.length; k++) order[k] = reached.order[order[k]!]!;
    const grundy = new Int32Array(game.region.size).fill(-1);
    grundyInOrder(game, grundy, new Uint8Array(game.region.size), order, stats);
    return { grundy };
  } catch (e) {
    if (e instanceof MemoryLimitReached) {
      const hint = 'lower the bounds in check.bounds (fewer positions are then reachable), or raise the limit with --max-memory if the machine has the memory';
      return { problem: 'failed', diagnostics: [gameError(game, 'ZM7003', e.message, undefined, hint)] };
    }
    return { problem: 'failed', diagnostics: [diagnoseSolveError(game, e, stats[1]!)] };
  }
}
