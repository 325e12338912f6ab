// Stage: solve. The truth on the positions reachable from one region index (the start position):
// forward exploration (reachableExplore.ts), then backward induction on that graph — in ascending or
// descending index order when one of them fits the game (reachableForward.ts), else the general
// retrograde algorithm on the reached positions only (draws of infinite play and undetermined positions as in retrograde.ts).
// The Solution is indexed by the region like solveRetrograde's; positions not reached have outcome 0
// and `reachable` says how many were reached.

import type { Result } from '../diag/diagnostic.js';
import type { Game } from '../game/game.js';
import { buildReachedGraph } from './reachableGraph.js';
import { exploreReachable } from './reachableExplore.js';
import { evaluateInOrder } from './reachableForward.js';
import { retrograde } from './retrograde.js';
import { gameMayFail, searchFromStart } from './startSearch.js';
import { MAX_EDGES } from './retrogradeGraph.js';
import { gameError } from '../game/gameErrors.js';
import { diagnoseSolveError } from './solveGrundy.js';
import { NEUTRAL, SAFE, UNDETERMINED, type OutcomeCounts, type Solution } from './solution.js';
import { BOX_BYTES, BOX_GENERATION_BYTES, MemoryLimitReached, ReachableBudget, SORTED_BYTES } from './reachableBudget.js';

export interface ReachableOptions {
  /** Compute generations (default true). */
  generations?: boolean;
  /** The memory charged by this solve (reachableBudget.ts); a fresh one with the thread's limit by default. */
  budget?: ReachableBudget;
  /** Only the start's outcome is asked for: try the search that solves only the positions it depends
   *  on (startSearch.ts; without generations), before the whole reachable set. */
  startOnly?: boolean;
}

export function solveReachable(game: Game, start: number, options: ReachableOptions = {}): Result<Solution> {
  const started = performance.now();
  const size = game.region.size;
  if (game.hasSums) throw new Error('internal: the reachable-set solver does not handle sums');
  if (!(start >= 0 && start < size)) throw new Error(`internal: the start index ${start} is outside the region`);
  const stats = new Float64Array(6);
  const budget = options.budget ?? new ReachableBudget();
  try {
    budget.charge(size * (BOX_BYTES + (options.generations === false ? 0 : BOX_GENERATION_BYTES)), `${size} positions of the box`);
    const startOnly = options.startOnly === true && options.generations === false;
    if (startOnly && !gameMayFail(game)) {
      // no rule can fail to evaluate: the positions the start's outcome depends on are all that is solved
      const searched = searchFromStart(game, start, new Uint8Array(size), budget);
      if (searched) return { value: searchedSolution(game, start, searched.out, { start, positions: searched.solved, searched: true }, started), diagnostics: [] };
    }
    const reached = exploreReachable(game, start, stats, budget);
    const outcome = new Uint8Array(size);
    const generation = options.generations === false ? undefined : new Int32Array(size).fill(-1);
    let method: Solution['method'] = 'forward';
    // as for the region's forward pass (forward.ts): a pass in index order that succeeds looked only at
    // the moves it needed (up to a safe target), so a cycle through the others goes unnoticed there
    let acyclic = true;
    let moves: number | undefined;
    // index order first, both ways (a pass that meets an unsolved target gives up), then the general algorithm
    budget.charge(reached.count * SORTED_BYTES, `the ${reached.count} reached positions in index order`);
    const sorted = Int32Array.from(reached.order).sort();
    let done = evaluateInOrder(game, sorted, outcome, generation, stats) === -1;
    if (!done) {
      outcome.fill(0);
      done = evaluateInOrder(game, sorted.reverse(), outcome, generation, stats) === -1;
    }
    if (!done) {
      outcome.fill(0);
      method = 'retrograde';
      const graph = buildReachedGraph(game, reached, stats, budget);
      if (typeof graph === 'number') {
        const message = `the ${reached.count} positions reachable from the start have ${graph} moves, more than the ${MAX_EDGES} the general retrograde algorithm stores (they cannot be solved in index order)`;
        return { diagnostics: [gameError(game, 'ZM4012', message, undefined, 'lower the bounds in check.bounds so that fewer positions are reachable')] };
      }
      const r = retrograde(graph, game.play);
      acyclic = r.acyclic;
      moves = graph.moves;
      for (let k = 0; k < reached.count; k++) {
        const p = reached.order[k]!;
        outcome[p] = r.outcome[k]!;
        if (generation) generation[p] = r.generation[k]!;
      }
    }
    const solution: Solution = { size, outcome, method, acyclic, counts: countReached(outcome, reached.order), seconds: 0 };
    if (moves !== undefined) solution.moves = moves;
    if (generation) solution.generation = generation;
    solution.reachable = { start, positions: reached.count };
    solution.seconds = (performance.now() - started) / 1000;
    return { value: solution, diagnostics: [] };
  } catch (e) {
    if (e instanceof MemoryLimitReached) {
      const hint = 'lower the bounds in check.bounds (fewer positions are then reachable), or raise the limit with --max-memory if the machine has the memory';
      return { diagnostics: [gameError(game, 'ZM7003', e.message, undefined, hint)] };
    }
    return { diagnostics: [diagnoseSolveError(game, e, stats[1]!)] };
  }
}

/** The solution of a search from the start (startSearch.ts): counts over the positions it solved. */
function searchedSolution(game: Game, start: number, outcome: Uint8Array, reachable: NonNullable<Solution['reachable']>, started: number): Solution {
  const c = [0, 0, 0, 0, 0];
  for (let p = 0; p < outcome.length; p++) c[outcome[p]!]!++;
  const counts = { safe: c[SAFE]!, fragile: c[2]!, neutral: c[NEUTRAL]!, undetermined: c[UNDETERMINED]! };
  // acyclic as far as the moves it followed show, as for a pass in index order
  return { size: game.region.size, outcome, method: 'forward', acyclic: true, counts, reachable, seconds: (performance.now() - started) / 1000 };
}

function countReached(outcome: Uint8Array, order: Int32Array): OutcomeCounts {
  const c = [0, 0, 0, 0, 0];
  for (let k = 0; k < order.length; k++) c[outcome[order[k]!]!]!++;
  return { safe: c[SAFE]!, fragile: c[2]!, neutral: c[NEUTRAL]!, undetermined: c[UNDETERMINED]! + c[0]! };
}
