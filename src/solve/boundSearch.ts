// Stage: solve. The start's exact outcome in a game that may end in a draw, by searches against a
// bound instead of one that follows every move where nobody can win. A search that stops at the
// first winning move (sparseSearch.ts, `stop` mode) follows every move of a position no move wins,
// and in a drawn game that is most of them. Asked instead "can player P force a win?" — a draw
// counted as P's loss and the other's win — the game has two outcomes, and the same search stops at
// the first good move for either side: to show P cannot win, one reply of the other that is not
// losing suffices at each of its positions (a null-window search on the three outcomes). Two such
// searches give the exact outcome: the mover at the start wins iff it wins the first (draws against
// it); otherwise it loses iff it loses the second (draws against the other), else the game is a draw.
// Each search's memo is its own table of one outcome per position, released before the next, so
// memory is the larger of the two, not their sum. Used where the stop mode is (the start's outcome
// alone is asked for and no rule can fail), for partizan games (the turn in the key says whose the
// draw is) with a draw rule. A cycle or a rule's error ends it as it ends the stop mode.

import type { Game } from '../game/game.js';
import type { ReachableBudget } from './reachableBudget.js';
import { searchSparse, sparseOutcome, type SearchSymmetry, type SparseFailure, type SparseSearch } from './sparseSearch.js';
import { FRAGILE, NEUTRAL, SAFE } from './solution.js';

/** One search of the two: the player a draw counted against, the start's outcome in that game. */
export interface BoundStep {
  drawLoser: number;
  outcome: number;
  solved: number;
}

export interface BoundSearch {
  /** The start's exact outcome (safe, fragile or neutral), or 0 when a target outside the region
   *  left it undetermined (the caller then solves the reachable set). */
  outcome: number;
  steps: BoundStep[];
  /** Positions solved, both searches together. */
  solved: number;
}

/** Whether the searches against a bound apply: a partizan game with a draw rule (without one the
 *  plain stop mode is already exact and one search). */
export function boundSearchApplies(game: Game, hasDrawRule: boolean): boolean {
  return hasDrawRule && game.players !== undefined && !game.hasSums;
}

/** The start's outcome by at most two searches; `inspect` sees each finished search before its table
 *  is released (the symmetry's facts). Throws MemoryLimitReached as searchSparse does. */
export function searchAgainstBounds(
  game: Game,
  start: Float64Array,
  budget: ReachableBudget | undefined,
  symmetry: SearchSymmetry | undefined,
  inspect?: (search: SparseSearch) => void,
): BoundSearch | SparseFailure {
  const mover = start[game.slots.length - 1]!;
  const steps: BoundStep[] = [];
  const run = (drawLoser: number): number | SparseFailure => {
    const found = searchSparse(game, start, 'stop', budget, symmetry, drawLoser);
    if ('kind' in found) return found;
    const outcome = sparseOutcome(found, start);
    steps.push({ drawLoser, outcome, solved: found.solved });
    inspect?.(found);
    found.table.release();
    return outcome;
  };
  const done = (outcome: number): BoundSearch => ({ outcome, steps, solved: steps.reduce((sum, s) => sum + s.solved, 0) });
  // can the mover win? (a draw is its loss)
  const wins = run(mover);
  if (typeof wins !== 'number') return wins;
  if (wins === FRAGILE) return done(FRAGILE);
  if (wins !== SAFE) return done(0);
  // it cannot: can it at least draw? (a draw is the other's loss)
  const holds = run(1 - mover);
  if (typeof holds !== 'number') return holds;
  return done(holds === FRAGILE ? NEUTRAL : holds === SAFE ? SAFE : 0);
}
