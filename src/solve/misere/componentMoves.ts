// Stage: solve. The component table of an impartial game whose moves lead to sums, for the misère
// sum solver: per region position (a component) its moves, each a sorted list of component indices
// (components without a legal move dropped: under misère play they change nothing), or "outside"
// when some part leaves the region. Listed by generated code (game/kernel.ts), one pass in index order.
// Also: the normal-play Grundy value of each component (a move-ordering hint only) and a cycle check.

import type { Game } from '../../game/game.js';
import { compileKernelFunction, type SumCode, type TargetCode } from '../../game/kernel.js';

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
  const movesEnd = new Int32Array(size); // moves of c end at movesEnd[c] (cumulative)
  const partsEnd: number[] = []; // parts of move m end at partsEnd[m] in `listed`
  const listed: number[] = [];
  const outsideOf: number[] = [];
  const stats = new Float64Array(2);
  let tooMany;
  try {
    tooMany = listFunction(game)(size, maxMoves, movesEnd, partsEnd, listed, outsideOf, stats);
  } catch (e) {
    throw new ComponentError(stats[1]!, e);
  }
  if (tooMany >= 0) return { tooMany };
  const count = partsEnd.length;
  const hasMove = new Uint8Array(size);
  for (let c = 0; c < size; c++) hasMove[c] = movesEnd[c]! > (c > 0 ? movesEnd[c - 1]! : 0) ? 1 : 0;
  const moveStart = new Int32Array(size + 1);
  moveStart.set(movesEnd, 1);
  const partStart = new Int32Array(count + 1);
  const outside = Uint8Array.from(outsideOf);
  const flat: number[] = [];
  for (let m = 0; m < count; m++) {
    partStart[m] = flat.length;
    const own = listed.slice(m > 0 ? partsEnd[m - 1]! : 0, partsEnd[m]!);
    for (const t of own.filter((t) => hasMove[t] === 1).sort((a, b) => a - b)) flat.push(t);
  }
  partStart[count] = flat.length;
  return { size, hasMove, moveStart, partStart, parts: Int32Array.from(flat), outside, grundy: new Int32Array(size).fill(-1), moveCount: count };
}

type ListFn = (size: number, maxMoves: number, movesEnd: Int32Array, partsEnd: number[], listed: number[], outside: number[], stats: Float64Array) => number;

/** The generated lister (game/kernel.ts): every move of every region position, in index order, its
 *  parts' indices appended to `listed` (none when a part lies outside the region). Returns the index
 *  at which the moves exceeded maxMoves, else -1; stats[1] = the index being listed on an exception. */
function listFunction(game: Game): ListFn {
  const session = game.kernel.begin();
  const close = 'outside.push(s_out); partsEnd.push(listed.length); k_moves++;';
  const onTarget = (t: TargetCode): string => `{ const s_t = ${t.index}; let s_out = 0; if (s_t < 0) s_out = 1; else listed.push(s_t); ${close} }`;
  const onSum = (parts: SumCode): string => `{ const s_from = listed.length; let s_out = 0;
  ${parts.each((c) => `{ const s_t = ${c.index}; if (s_t < 0) s_out = 1; else listed.push(s_t); }`)}
  if (s_out !== 0) listed.length = s_from;
  ${close} }`;
  const enter = session.enter('0');
  const moves = session.moves({ target: onTarget, sum: onSum });
  const advance = session.advance();
  const body = `return function componentMoves(size, maxMoves, movesEnd, partsEnd, listed, outside, stats) {
  ${session.declarations()}
  let p = 0, term = 0, k_moves = 0;
  ${enter}
  try {
    for (; p < size; p++) { k_tick();
      ${moves}
      movesEnd[p] = k_moves;
      if (k_moves > maxMoves) return p;
      ${advance}
    }
  } catch (k_error) { stats[1] = p; throw k_error; }
  return -1;
};`;
  return compileKernelFunction<ListFn>(session.bindings(), body, `components_${game.name}`);
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
