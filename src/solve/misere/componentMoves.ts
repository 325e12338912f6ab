// Stage: solve. The component table of an impartial game whose moves lead to sums, for the misère
// sum solver: per region position (a component) its moves, each a sorted list of component indices
// (components without a legal move dropped: under misère play they change nothing), or "outside"
// when some part leaves the region. Built with the slow move lister (regions here are small).
// Also: the normal-play Grundy value of each component (a move-ordering hint only) and a cycle check.

import type { Game } from '../../game/game.js';

export interface ComponentMoves {
  size: number;
  /** Component c has a legal move (possibly to outside the region). */
  hasMove: Uint8Array;
  /** Moves of c: moveStart[c] .. moveStart[c+1] index into partStart / outside. */
  moveStart: Int32Array;
  /** Parts of move m: parts[partStart[m] .. partStart[m+1]), sorted ascending, all with moves. */
  partStart: Int32Array;
  parts: Int32Array;
  /** 1 when some part of move m lies outside the region (the move's value is unknown). */
  outside: Uint8Array;
  /** Normal-play Grundy value of c, -1 when it depends on the outside (ordering hint only). */
  grundy: Int32Array;
  moveCount: number;
}

/** Thrown while listing: the component whose moves failed (for the game's diagnostic). */
export class ComponentError extends Error {
  constructor(
    readonly index: number,
    readonly failure: unknown,
  ) {
    super('component move listing failed');
  }
}

/** Moves listed beyond this are refused (the caller reports it with the bound to lower). */
export const MAX_COMPONENT_MOVES = 4_000_000;

export function componentMoves(game: Game, maxMoves = MAX_COMPONENT_MOVES): ComponentMoves | { tooMany: number } {
  const size = game.region.size;
  const lists: number[][][] = [];
  const outsideOf: boolean[][] = [];
  let count = 0;
  const position = new Float64Array(game.slots.length);
  for (let c = 0; c < size; c++) {
    game.region.decode(c, position);
    let moves;
    try {
      moves = game.listMoves(position);
    } catch (e) {
      throw new ComponentError(c, e);
    }
    count += moves.length;
    if (count > maxMoves) return { tooMany: c };
    lists.push(moves.map((m) => m.targets.map((t) => t.index)));
    outsideOf.push(moves.map((m) => m.targets.some((t) => t.index < 0)));
  }
  const hasMove = new Uint8Array(size);
  for (let c = 0; c < size; c++) hasMove[c] = lists[c]!.length > 0 ? 1 : 0;
  const moveStart = new Int32Array(size + 1);
  const partStart = new Int32Array(count + 1);
  const outside = new Uint8Array(count);
  const flat: number[] = [];
  let m = 0;
  for (let c = 0; c < size; c++) {
    moveStart[c] = m;
    lists[c]!.forEach((targets, k) => {
      partStart[m] = flat.length;
      if (outsideOf[c]![k]) outside[m] = 1;
      else for (const t of targets.filter((t) => hasMove[t] === 1).sort((a, b) => a - b)) flat.push(t);
      m++;
    });
  }
  moveStart[size] = m;
  partStart[m] = flat.length;
  const table: ComponentMoves = { size, hasMove, moveStart, partStart, parts: Int32Array.from(flat), outside, grundy: new Int32Array(size).fill(-1), moveCount: count };
  return table;
}

/** Components in an order where every component comes after the parts of its moves; null on a cycle
 *  (then the sum game may not be finite). Also fills `table.grundy` (normal play, a hint). */
export function componentOrder(table: ComponentMoves): Int32Array | null {
  const { size, moveStart, partStart, parts, outside } = table;
  // pending[c] = parts (with repetition) of c's moves still to be ordered; preds for the reverse walk
  const pending = new Int32Array(size);
  const predCount = new Int32Array(size + 1);
  for (let c = 0; c < size; c++) {
    for (let m = moveStart[c]!; m < moveStart[c + 1]!; m++) {
      if (outside[m]) continue;
      for (let k = partStart[m]!; k < partStart[m + 1]!; k++) {
        pending[c]!++;
        predCount[parts[k]! + 1]!++;
      }
    }
  }
  for (let c = 0; c < size; c++) predCount[c + 1]! += predCount[c]!;
  const fill = predCount.slice();
  const preds = new Int32Array(predCount[size]!);
  for (let c = 0; c < size; c++) {
    for (let m = moveStart[c]!; m < moveStart[c + 1]!; m++) {
      if (outside[m]) continue;
      for (let k = partStart[m]!; k < partStart[m + 1]!; k++) preds[fill[parts[k]!]!++] = c;
    }
  }
  const order = new Int32Array(size);
  let tail = 0;
  for (let c = 0; c < size; c++) if (pending[c] === 0) order[tail++] = c;
  for (let head = 0; head < tail; head++) {
    const q = order[head]!;
    table.grundy[q] = grundyOf(table, q);
    for (let e = predCount[q]!; e < predCount[q + 1]!; e++) {
      const r = preds[e]!;
      if (--pending[r]! === 0) order[tail++] = r;
    }
  }
  return tail === size ? order : null;
}

function grundyOf(table: ComponentMoves, c: number): number {
  const seen = new Set<number>();
  for (let m = table.moveStart[c]!; m < table.moveStart[c + 1]!; m++) {
    if (table.outside[m]) return -1;
    let v = 0;
    for (let k = table.partStart[m]!; k < table.partStart[m + 1]!; k++) {
      const g = table.grundy[table.parts[k]!]!;
      if (g < 0) return -1;
      v ^= g;
    }
    seen.add(v);
  }
  let g = 0;
  while (seen.has(g)) g++;
  return g;
}
