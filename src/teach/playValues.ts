// Stage: teach. The values of `play` in a game with points (`score:`, theory.md "Scores as values"):
// the value of a position (check/valueOracle.ts's table: the best difference of the points still to
// come for the player to move), what each move is worth to its mover (points + v(q) for a move that
// keeps the turn, points − v(q) for one that passes it), and the champion's choice: a move worth the
// value, the outcome rule of champion.ts breaking ties. Input: the solved game. Output: plain data.

import { valuesOf } from '../check/valueOracle.js';
import { safePoints } from '../solve/value/valueTable.js';
import { championChoice, type RankedMove } from './champion.js';
import type { SolvedBase } from './engine.js';
import type { ClassName } from './vocabulary.js';

export interface PlayValues {
  /** The value of a region position, or undefined where it is not defined (a cycle, a move leaving the region). */
  at(index: number): number | undefined;
  /** The move's points and what it is worth to its mover, or undefined where its target has no value. */
  worth(m: RankedMove): { points: number; worth: number } | undefined;
}

/** The values of a game with points, or undefined (a game without `score:`, or no value table). */
export function playValues(solved: SolvedBase): PlayValues | undefined {
  if (!solved.game.scored) return undefined;
  const table = valuesOf(solved.game);
  if (typeof table === 'string') return undefined;
  const at = (index: number): number | undefined => {
    if (index < 0) return undefined;
    const v = table.at(index);
    return v.kind === 'value' ? v.value : undefined;
  };
  return {
    at,
    worth(m) {
      const points = safePoints(m.move);
      const v = m.move.targets.length === 1 ? at(m.index) : undefined;
      if (points === undefined || v === undefined) return undefined;
      const worth = m.keeps ? points + v : points - v;
      return Number.isSafeInteger(worth) ? { points, worth } : undefined;
    },
  };
}

/** The champion's move in a game with points: among the moves worth the value of the position, the
 *  one the outcome rule prefers; where the value is not defined, the outcome rule alone. */
export function championValueChoice(values: PlayValues, value: number | undefined, from: ClassName, ranked: readonly RankedMove[]): RankedMove | undefined {
  if (value === undefined) return championChoice(from, ranked);
  const achieving = ranked.filter((m) => values.worth(m)?.worth === value);
  return championChoice(from, achieving) ?? championChoice(from, ranked);
}
