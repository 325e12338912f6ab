// Stage: teach. The champion: how a perfect player moves, read off the solved table. From a fragile
// position, a move to a safe one (the quickest win: least generation); from a safe position, the move
// that prolongs the game most (greatest generation of the target), hoping for a mistake — the book's
// footnote 6; from a neutral position, a move that keeps the draw. A move that keeps the turn counts
// with its target's safe and fragile exchanged. Input: the solved game and a
// position. Output: every move with its target's class and generation, and the champion's choice.

import type { MoveInfo } from '../game/game.js';
import { outcomeName } from '../solve/solution.js';
import type { SolvedBase } from './engine.js';
import type { ClassName } from './vocabulary.js';

export interface RankedMove {
  move: MoveInfo;
  label: string;
  /** "n = 3" (a sum: "n = 1 + n = 2"; the empty sum: "the empty sum", which renderers translate, as check's). */
  target: string;
  /** The target's region index, or -1 when it is outside the region (or a sum). */
  index: number;
  cls: ClassName;
  generation: number | null;
  /** The move keeps the turn: the mover moves again from the target. */
  keeps: boolean;
}

/** The target's class as the player who moves there sees it: a kept move's target is judged by the
 *  mover again, so safe and fragile exchange (theory.md, "Moves that keep the turn"). */
export function seenClass(m: Pick<RankedMove, 'cls' | 'keeps'>): ClassName {
  if (!m.keeps) return m.cls;
  return m.cls === 'safe' ? 'fragile' : m.cls === 'fragile' ? 'safe' : m.cls;
}

/** The class of a region index (undetermined outside the region). */
export function classAt(solved: SolvedBase, index: number): ClassName {
  if (index < 0) return 'undetermined';
  return outcomeName(solved.solution.outcome[index]!) as ClassName;
}

export function generationAt(solved: SolvedBase, index: number): number | null {
  const g = index >= 0 ? solved.solution.generation?.[index] : undefined;
  return g === undefined || g < 0 ? null : g;
}

export function rankMoves(solved: SolvedBase, position: Float64Array): RankedMove[] {
  const { game } = solved;
  // the game is over at a terminal position: its move schemas are never played there (listing them
  // could even fail, for a move that would leave a field's domain)
  if (game.terminalOf(position) !== 0) return [];
  return game.listMoves(position).map((move) => {
    const single = move.targets.length === 1 && !move.sum;
    const index = single ? move.targets[0]!.index : -1;
    return {
      move,
      label: move.label,
      target: move.targets.map((t) => game.formatPosition(t.position)).join(' + ') || 'the empty sum',
      index,
      cls: single ? classAt(solved, index) : sumClass(solved, move),
      generation: single ? generationAt(solved, index) : null,
      keeps: move.keeps === true,
    };
  });
}

/** A move to a sum of positions: safe iff the XOR of the components' Grundy values is 0. */
function sumClass(solved: SolvedBase, move: MoveInfo): ClassName {
  const grundy = solved.grundy();
  if (!grundy) return 'undetermined';
  let x = 0;
  for (const t of move.targets) {
    const g = t.index >= 0 ? grundy[t.index]! : -1;
    if (g < 0) return 'undetermined';
    x ^= g;
  }
  return x === 0 ? 'safe' : 'fragile';
}

/** The champion's choice among ranked moves, given the class of the position it moves from. */
export function championChoice(from: ClassName, ranked: readonly RankedMove[]): RankedMove | undefined {
  if (ranked.length === 0) return undefined;
  // the classes below are the targets' as the player who moves there sees them (kept moves exchanged)
  const moves = ranked.map((m) => (m.keeps ? { ...m, cls: seenClass(m) } : m));
  const back = (m: RankedMove | undefined): RankedMove | undefined => (m === undefined ? undefined : ranked[moves.indexOf(m)]);
  return back(choose(from, moves));
}

function choose(from: ClassName, moves: readonly RankedMove[]): RankedMove | undefined {
  const gen = (m: RankedMove): number => m.generation ?? -1;
  const best = (pool: RankedMove[], better: (a: RankedMove, b: RankedMove) => boolean): RankedMove | undefined =>
    pool.reduce<RankedMove | undefined>((acc, m) => (acc === undefined || better(m, acc) ? m : acc), undefined);
  const toSafe = moves.filter((m) => m.cls === 'safe');
  if (from === 'fragile' || (from === 'undetermined' && toSafe.length > 0)) {
    return best(toSafe, (a, b) => gen(a) < gen(b)) ?? best([...moves], (a, b) => gen(a) > gen(b));
  }
  if (from === 'neutral') {
    return (
      best(
        moves.filter((m) => m.cls === 'neutral'),
        (a, b) => gen(a) > gen(b),
      ) ??
      moves.find((m) => m.cls !== 'safe') ??
      moves[0]
    );
  }
  // Safe (or unknown): every move loses against perfect play; make the game as long as possible,
  // preferring targets whose class is known to be fragile over ones we know nothing about.
  const fragile = moves.filter((m) => m.cls === 'fragile');
  return best(fragile.length ? fragile : [...moves], (a, b) => gen(a) > gen(b));
}

/** The champion's move from a region position (undefined when it has no move). */
export function championMove(solved: SolvedBase, position: Float64Array): RankedMove | undefined {
  const index = solved.game.region.encode(position);
  return championChoice(classAt(solved, index), rankMoves(solved, position));
}
