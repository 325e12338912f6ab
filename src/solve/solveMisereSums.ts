// Stage: solve. The truth of an impartial misère game whose moves lead to sums: every region position
// is solved as a one-component position of the sum game (sumSearch.ts), smallest index first so that
// the memo built for small positions serves the larger ones. Grundy values do not decide misère sums.
// Input: a Game (impartial, misère, no `end:` rules — buildGame refuses the rest). Output: a Solution
// without generations, whose sumOutcome answers for any sum of region positions.

import type { Result } from '../diag/diagnostic.js';
import type { Game } from '../game/game.js';
import { gameError } from '../game/gameErrors.js';
import { ComponentError, componentMoves, componentOrder } from './misere/componentMoves.js';
import { SumSearch, TooManySums } from './misere/sumSearch.js';
import { countOutcomes, FRAGILE, UNDETERMINED, type Solution } from './solution.js';
import { diagnoseSolveError } from './solveGrundy.js';

export interface MisereSumOptions {
  /** Most positions of the sum game kept in the memo (default MAX_SUM_STATES). */
  maxStates?: number;
}

/** Memoised multisets beyond this are refused (about 120 bytes each). */
export const MAX_SUM_STATES = 3_000_000;
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
  if (!componentOrder(table)) {
    return { diagnostics: [gameError(game, 'ZM4014', 'misère sums are solved by exhaustive search, which needs a finite game; this game has a cycle of moves inside the region')] };
  }
  const search = new SumSearch(table, options.maxStates ?? MAX_SUM_STATES);
  const outcome = new Uint8Array(size);
  for (let i = 0; i < size; i++) {
    try {
      outcome[i] = table.hasMove[i] ? search.outcome([i]) : FRAGILE;
    } catch (e) {
      if (e instanceof TooManySums) {
        const at = game.formatPosition(game.region.decode(i));
        const solved = i > 0 ? `; the positions before it were solved, so bounds ending before ${at} fit` : '';
        return {
          diagnostics: [
            gameError(
              game,
              'ZM4013',
              `the misère sum game reached from ${at} has more than ${e.cap} positions (multisets of heaps grow like partitions)${solved}`,
              undefined,
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
              undefined,
              bounds,
            ),
          ],
        };
      }
      throw e;
    }
  }
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
