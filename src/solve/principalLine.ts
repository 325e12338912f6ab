// Stage: solve. A line of perfect play (a principal variation) read off the solved game: from a
// fragile position the move to a safe one of least generation (the quickest win), from a safe one the
// move whose target has the greatest generation (the longest resistance, the book's footnote 6), from
// a neutral one a move that keeps the draw. A move that keeps the turn reads its target with safe and
// fragile exchanged. Each step's generation is one less than the one before, so a line from a safe or
// fragile position ends at a terminal after exactly its generation's number of moves (or at the limit).
// Input: a game, its solution with generations, a position. Output: plain data (JSON-serialisable).

import type { Game, MoveInfo } from '../game/game.js';
import { FRAGILE, NEUTRAL, SAFE, outcomeName, type OutcomeName, type Solution } from './solution.js';

export interface LineStep {
  /** The move's label ("take 1"); `generated`: zermelo's own name, which renderers may translate. */
  label: string;
  generated?: true;
  /** The move keeps the turn: the same player moves again from the position reached. */
  keeps?: true;
  /** The position reached. */
  position: number[];
  text: string;
  outcome: OutcomeName;
  generation?: number;
}

/** Why a line stops: the game is over (terminal), the step limit, a neutral line came back to a
 *  position it passed (repeat), or the next position's class is not known (undetermined, a sum). */
export type LineEnd = 'terminal' | 'limit' | 'repeat' | 'undetermined' | 'sum';

export interface PlayLine {
  steps: LineStep[];
  end: LineEnd;
}

/** Moves shown at most; a longer line ends with `limit` (its last generation says how many remain). */
export const LINE_LIMIT = 30;

export function principalLine(game: Game, solution: Pick<Solution, 'outcome' | 'generation'>, from: Float64Array, limit = LINE_LIMIT): PlayLine {
  const steps: LineStep[] = [];
  const seen = new Set<number>();
  let position = from;
  for (;;) {
    const index = game.region.encode(position);
    const outcome = index >= 0 ? solution.outcome[index]! : 0;
    if (outcome !== SAFE && outcome !== FRAGILE && outcome !== NEUTRAL) return { steps, end: 'undetermined' };
    if (game.terminalOf(position) !== 0) return { steps, end: 'terminal' };
    const moves = game.listMoves(position);
    if (moves.length === 0) return { steps, end: 'terminal' };
    if (outcome === NEUTRAL) {
      if (seen.has(index)) return { steps, end: 'repeat' };
      seen.add(index);
    }
    if (steps.length >= limit) return { steps, end: 'limit' };
    const next = chooseMove(moves, outcome, solution, seen);
    if (!next) return { steps, end: moves.some((m) => m.sum) ? 'sum' : 'undetermined' };
    const target = next.targets[0]!;
    const code = solution.outcome[target.index]!;
    const g = solution.generation?.[target.index];
    steps.push({
      label: next.label,
      ...(next.generated ? { generated: true as const } : {}),
      ...(next.keeps ? { keeps: true as const } : {}),
      position: Array.from(target.position),
      text: game.formatPosition(target.position),
      outcome: outcomeName(code),
      ...(g !== undefined && g >= 0 ? { generation: g } : {}),
    });
    position = target.position;
  }
}

/** The perfect player's move among single targets inside the region (sums have no class here). */
function chooseMove(moves: readonly MoveInfo[], from: number, solution: Pick<Solution, 'outcome' | 'generation'>, visited: ReadonlySet<number>): MoveInfo | undefined {
  const candidates = moves
    .filter((m) => !m.sum && m.targets.length === 1 && m.targets[0]!.index >= 0)
    .map((m) => {
      const index = m.targets[0]!.index;
      const code = solution.outcome[index]!;
      // the class as the player who moves there sees it: a kept move's target is judged by the mover again
      const seen = m.keeps ? (code === SAFE ? FRAGILE : code === FRAGILE ? SAFE : code) : code;
      return { m, index, seen, generation: solution.generation?.[index] ?? -1 };
    });
  const best = (pool: typeof candidates, better: (a: number, b: number) => boolean) =>
    pool.reduce<(typeof candidates)[number] | undefined>((acc, c) => (acc === undefined || better(c.generation, acc.generation) ? c : acc), undefined)?.m;
  if (from === FRAGILE)
    return best(
      candidates.filter((c) => c.seen === SAFE),
      (a, b) => a < b,
    );
  if (from === SAFE)
    return best(
      candidates.filter((c) => c.seen === FRAGILE),
      (a, b) => a > b,
    );
  // a draw: a neutral target not passed yet if there is one (the line then shows more of the cycle)
  const neutral = candidates.filter((c) => c.seen === NEUTRAL);
  return (neutral.find((c) => !visited.has(c.index)) ?? neutral[0])?.m;
}
