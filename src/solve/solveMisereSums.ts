// Stage: solve. The truth of an impartial misère game whose moves lead to sums: every region position
// is solved as a one-component position of the sum game (sumSearch.ts), smallest index first so that
// the memo built for small positions serves the larger ones. Grundy values do not decide misère sums.
// Input: a Game (impartial, misère, no `end:` rules — buildGame refuses the rest). Output: a Solution
// without generations, whose sumOutcome answers for any sum of region positions.

import type { Result } from '../diag/diagnostic.js';
import type { Game } from '../game/game.js';
import { gameError } from '../game/gameErrors.js';
import { ComponentError, componentMoves, componentOrder } from './misere/componentMoves.js';
import { sumEstimate } from './misere/sumEstimate.js';
import { predictedRefusal, regionBound, sumRefusal } from './misere/sumRefusal.js';
import { SumSearch, TooManySums } from './misere/sumSearch.js';
import { countOutcomes, FRAGILE, UNDETERMINED, type Solution } from './solution.js';
import { diagnoseSolveError } from './solveGrundy.js';

export interface MisereSumOptions {
  /** Most positions of the sum game kept in the memo (default MAX_SUM_STATES). */
  maxStates?: number;
  /** Starts whose estimate (misere/sumEstimate.ts) exceeds this are refused (default REFUSE_ABOVE). */
  refuseAbove?: number;
  /** Multisets searched before such a start is refused (default PROBE_STATES). */
  probeStates?: number;
  /** Multisets memoised before the pace of the search predicts the rest (default CALIBRATE_STATES). */
  calibrateStates?: number;
}

/** Memoised multisets beyond this are refused (about 120 bytes each). */
export const MAX_SUM_STATES = 3_000_000;
/** The estimate is an upper bound (the search stops at the first winning move): on 0.77 it is 1.7
 *  times the multisets the search memoises, on 0.137 and 0.07 2.2–2.6 times, on random octal
 *  games whose search memoises more than PROBE_STATES at most 6.6 times (2026-12-02). A start
 *  estimated beyond 5 times the cap is refused: what is refused would have needed more than half
 *  the cap unless the estimate is 10 times too large. */
export const REFUSE_ABOVE = 5 * MAX_SUM_STATES;
/** A start estimated beyond REFUSE_ABOVE is still searched this far (about 0.2 s): a game whose
 *  search is cut short by winning moves finishes, and is not refused for its estimate. */
export const PROBE_STATES = 20_000;
/** Once the memo holds this many multisets, the share of the estimate it met predicts the rest. */
export const CALIBRATE_STATES = 20_000;
/** A region predicted to need more than this many times the cap is refused before going on: on
 *  octal games the share met stays within a few per cent from 2·10^4 multisets to the cap. */
export const PREDICT_MARGIN = 1.25;
/** Component indices must fit one UTF-16 unit of the memo keys. */
export const MAX_SUM_COMPONENTS = 65_535;

export function solveMisereSums(game: Game, options: MisereSumOptions = {}): Result<Solution> {
  const started = performance.now();
  const size = game.region.size;
  const bounds = 'lower the upper bounds in check.bounds';
  if (size > MAX_SUM_COMPONENTS) {
    return {
      diagnostics: [gameError(game, 'ZM4013', `misère sums are solved over multisets of region positions, and the region has ${size} positions (at most ${MAX_SUM_COMPONENTS})`, undefined, bounds)],
    };
  }
  let table;
  try {
    table = componentMoves(game);
  } catch (e) {
    if (e instanceof ComponentError) return { diagnostics: [diagnoseSolveError(game, e.failure, e.index)] };
    throw e;
  }
  if ('tooMany' in table) {
    const at = game.formatPosition(game.region.decode(table.tooMany));
    return {
      diagnostics: [gameError(game, 'ZM4013', `the positions of the region up to ${at} have more than 4000000 moves, too many for the misère sum solver`, undefined, `${bounds} (below ${at})`)],
    };
  }
  const order = componentOrder(table);
  if (!order) {
    return { diagnostics: [gameError(game, 'ZM4014', 'misère sums are solved by exhaustive search, which needs a finite game; this game has a cycle of moves inside the region')] };
  }
  const cap = options.maxStates ?? MAX_SUM_STATES;
  const refuseAbove = options.refuseAbove ?? REFUSE_ABOVE;
  const probe = Math.min(cap, options.probeStates ?? PROBE_STATES);
  const estimate = sumEstimate(table, order);
  const search = new SumSearch(table, cap);
  const outcome = new Uint8Array(size);
  // the first start estimated beyond refuseAbove is probed before any other, so that a region
  // refused for its estimate is refused at once; the memo of a probe serves the later starts
  const first = estimate.reach.findIndex((r) => r > refuseAbove);
  const starts = first >= 0 ? [first, ...Array.from({ length: size }, (_, i) => i)] : Array.from({ length: size }, (_, i) => i);
  const last = size - 1;
  const calibrate = options.calibrateStates ?? CALIBRATE_STATES;
  for (const i of starts) {
    // after the first CALIBRATE_STATES multisets (and no probe, whose start lies beyond the starts
    // solved so far), the share of the estimate met so far predicts the whole region's search
    if (first < 0 && i > 0 && search.memo.size >= calibrate && !estimate.atLeast[i - 1]) {
      const predicted = (search.memo.size / estimate.reach[i - 1]!) * estimate.reach[last]!;
      if (predicted > PREDICT_MARGIN * cap) return { diagnostics: [predictedRefusal(game, estimate, i - 1, search.memo.size, cap)] };
    }
    const probing = estimate.reach[i]! > refuseAbove;
    search.maxStates = probing ? Math.min(cap, search.memo.size + probe) : cap;
    try {
      outcome[i] = table.hasMove[i] ? search.outcome([i]) : FRAGILE;
    } catch (e) {
      if (e instanceof TooManySums && probing) return { diagnostics: [sumRefusal(game, estimate, i, cap, probe)] };
      if (e instanceof TooManySums) {
        const at = game.formatPosition(game.region.decode(i));
        const solved = i > 0 ? `; the positions before it were solved, so bounds ending before ${at} fit` : '';
        return {
          diagnostics: [
            gameError(
              game,
              'ZM4013',
              `the misère sum game reached from ${at} has more than ${e.cap} positions (multisets of heaps grow like partitions)${solved}`,
              regionBound(game).span,
              `${bounds} (below ${at})`,
            ),
          ],
        };
      }
      if (e instanceof RangeError && /call stack/i.test(e.message)) {
        return {
          diagnostics: [
            gameError(
              game,
              'ZM4013',
              `the misère sum game reached from ${game.formatPosition(game.region.decode(i))} has plays too long for the solver (the JavaScript stack overflowed)`,
              regionBound(game).span,
              bounds,
            ),
          ],
        };
      }
      throw e;
    }
  }
  search.maxStates = cap; // sums asked by claims after the solve
  return {
    value: {
      size,
      outcome,
      method: 'misere-sums',
      acyclic: true,
      counts: countOutcomes(outcome),
      moves: table.moveCount,
      sumOutcome: (components) => {
        try {
          return search.outcomeOfParts(components);
        } catch (e) {
          if (e instanceof TooManySums || e instanceof RangeError) return UNDETERMINED;
          throw e;
        }
      },
      sumStates: search.memo.size,
      seconds: (performance.now() - started) / 1000,
    },
    diagnostics: [],
  };
}
