// Stage: check. Which passes check a S/F/N conjecture over a region, and in what order. The local
// pass (conditionPass.ts) reads every move's target at every position. Before it, when a solved truth
// is given for the whole region and the region is closed under moves, the truth alone is compared
// (truthPass.ts, one evaluation per position): if the conjecture is the solved game at every position,
// every condition holds, because the solve assigns outcomes by the very recurrence conditions I–III
// state — a safe position has only fragile targets, a fragile one a safe target, a draw a draw target
// and no safe one, with S and F exchanged across a move that keeps the turn, and terminals by rule as
// the rules say. Then nothing is reported and the local pass is not run; otherwise it runs as before
// and reports every failure. A conjecture that fails to evaluate also leads to the local pass, which
// reports the error where it always has. `test/properties/truthGate.test.ts` checks the law on random
// games: a conjecture equal to the truth fails no condition.

import type { Game } from '../game/game.js';
import type { Solution } from '../solve/solution.js';
import type { Classifier } from './classifier.js';
import { conditionPass, type FailFn } from './conditionPass.js';
import { maskPeriod, type MaskPeriod } from './maskPeriod.js';
import { periodicLocalPass } from './periodicLocal.js';
import { periodicTruthHolds, truthCompareBound } from './periodicTruth.js';
import { truthPass } from './truthPass.js';

export interface PartitionPassOptions {
  local: boolean;
  from: number;
  to: number;
  /** Run the local pass even where the truth gate would show it is not needed (tests, benchmarks). */
  plain?: boolean;
}

export function runPartitionPasses(game: Game, classifier: Classifier, solution: Solution | undefined, fail: FailFn, stats: Float64Array, options: PartitionPassOptions): void {
  const { local, from, to } = options;
  // generated and compiled once, for the gate and the periodic local pass (the gate implies no sums)
  const period = !options.plain && local && !game.hasSums ? maskPeriod(game, classifier) : undefined;
  if (!options.plain && solution && local && gateApplies(game, solution) && truthHolds(game, classifier, solution, period)) return;
  if (period && periodicLocalPass(game, classifier, period, solution, fail, stats, from, to)) return;
  const window = local ? new Uint8Array(game.region.size) : undefined;
  conditionPass(game, classifier, { truth: solution !== undefined, local, reachedOnly: solution?.reachable !== undefined })(solution?.outcome ?? null, fail, game.region.size, stats, window, from, to);
}

/** The static side of the gate: the whole region solved (not only what a start reaches), every
 *  position's class determined, no sums (the conjecture does not classify them), every target inside. */
function gateApplies(game: Game, solution: Solution): boolean {
  return !game.hasSums && solution.reachable === undefined && solution.size === game.region.size && solution.counts.undetermined === 0 && closedUnderMoves(game);
}

/** The conjecture equals the truth at every position of the region (the whole region, also when only
 *  a slice is checked: a slice's conditions read targets outside it). An evaluation error: false. */
function truthHolds(game: Game, classifier: Classifier, solution: Solution, period: MaskPeriod | undefined): boolean {
  try {
    if (period) return periodicTruthHolds(period, solution.outcome.subarray(0, truthCompareBound(period, solution.repeats, game.region.size)));
    return truthPass(game, classifier, { stop: true })(solution.outcome, () => {}, 0, game.region.size) === 0;
  } catch {
    return false;
  }
}

/** Every move target of every position lies inside the region, as the kernel proves it when it
 *  generates the moves (no test of the index left, no code for a target outside). */
export function closedUnderMoves(game: Game): boolean {
  const session = game.kernel.begin();
  let inside = true;
  const moves = session.moves({
    target: (t) => {
      if (!t.inside) inside = false;
      return '';
    },
    sum: () => {
      inside = false;
      return '';
    },
    outside: () => 'k_outside();',
  });
  return inside && !moves.includes('k_outside();');
}
