// Stage: teach. The table of a game whose state is sets (bool[k] fields, e.g. node Kayles' taken
// vertices, a triangulation's drawn segments): a grid of element-by-element slices would show 2^k
// cells in 2×2 pieces, so the table lists positions instead — one row per position, smallest sets
// first — with one column per player to move. `--from/--to` choose the sizes of the sets listed
// (the number of marked elements): an element of a set has only the values 0 and 1, so a window over
// elements would show nothing a person asks for. Input: the game, the shown slots, the sizes, a
// cell builder. Output: the table's one section, and what was listed (data; the renderers say it).

import type { Game } from '../game/game.js';
import type { ViewSpec } from '../model/model.js';
import type { Drawing } from './positionDrawing.js';
import type { SetListing, TableCell, TableSection } from './tableModel.js';

export const MAX_SET_ROWS = 48;

/** The sizes asked for: a plain `--from K` / `--to K` gives every element coordinate the value K. */
export function setSizes(game: Game, free: readonly number[], from: Record<string, number> = {}, to: Record<string, number> = {}): { from: number; to: number } {
  const pick = (w: Record<string, number>): number | undefined => {
    const values = free.map((s) => w[game.slots[s]!.name]).filter((v): v is number => v !== undefined);
    return values.length > 0 ? Math.min(...values) : undefined;
  };
  const lo = Math.max(0, Math.min(free.length, pick(from) ?? 0));
  return { from: lo, to: Math.max(lo, Math.min(free.length, pick(to) ?? free.length)) };
}

/** Are the shown coordinates all elements of bool arrays (and more than a grid can show)? */
export function isSetTable(game: Game, free: readonly number[]): boolean {
  return free.length > 2 && free.every((s) => game.slots[s]!.kind === 'bool' && game.slots[s]!.element !== undefined);
}

/** An array of values the file's view draws (a polygon's colours 0..k, a board's cells), solved from
 *  the start: listed position by position like sets (the reached ones only: a box of 3^m colourings
 *  cannot be enumerated as combinations), each with its drawing, instead of slices of grids. */
export function isDrawnArrayTable(game: Game, free: readonly number[], view: ViewSpec | undefined): boolean {
  const field = view?.kind === 'polygon' ? view.drawn : view?.kind === 'grid' ? view.field : undefined;
  return field !== undefined && free.length > 2 && free.every((s) => game.slots[s]!.field === field && game.slots[s]!.element !== undefined);
}

export function setSection(
  game: Game,
  free: readonly number[],
  turnSlot: number | undefined,
  sizes: { from: number; to: number },
  cell: (p: Float64Array) => TableCell | null,
  /** The positions to list (a solve from the start: those reached), else the whole region. */
  among?: Int32Array,
  /** The file's drawing of a position (a `view:`), shown beside each row. */
  draw?: (p: Float64Array) => Drawing | undefined,
): { section: TableSection; listing: SetListing } {
  // sets are listed smallest first, then in lexicographic order ({0}, {1}, …, {0, 1}, {0, 2}, …)
  const { shown, total } = among ? listAmong(game, free, turnSlot, sizes, among) : listRegion(game, free, sizes);
  const turns = turnSlot === undefined ? [undefined] : [0, 1];
  const at = (p: Float64Array, t: number | undefined): Float64Array => {
    const q = Float64Array.from(p);
    if (t !== undefined) q[turnSlot!] = t;
    return q;
  };
  const label = (p: Float64Array): string => {
    const q = Float64Array.from(p);
    if (turnSlot !== undefined) q[turnSlot] = 0;
    const text = game.formatPosition(q);
    return turnSlot === undefined ? text : text.replace(/, turn = \S+$/, '');
  };
  const section: TableSection = {
    title: null,
    rows: { name: 'position', labels: shown.map(label) },
    cols: { name: turnSlot === undefined ? '' : 'turn', labels: turns.map((t) => (t === undefined ? '' : (game.players?.[t] ?? String(t)))) },
    cells: shown.map((p) => turns.map((t) => cell(at(p, t)))),
    ...(draw ? { drawings: shown.map((p) => draw(p) ?? null) } : {}),
  };
  return { section, listing: { from: sizes.from, to: sizes.to, elements: free.length, shown: shown.length, total } };
}

/** The first rows among given positions (a row stands for both players' positions: a set is listed
 *  when either of them was reached), and how many sets of those sizes there are. */
function listAmong(game: Game, free: readonly number[], turnSlot: number | undefined, sizes: { from: number; to: number }, among: Int32Array): { shown: Float64Array[]; total: number } {
  const rows = new Set<number>();
  for (const i of among) {
    if (turnSlot === undefined) rows.add(i);
    else {
      const p = game.region.decode(i);
      p[turnSlot] = 0;
      rows.add(game.region.encode(p));
    }
  }
  const marked = (i: number): number[] => {
    const p = game.region.decode(i);
    return free.flatMap((s, k) => (p[s] !== 0 ? [k] : []));
  };
  const sets = [...rows].map((i) => [marked(i), i] as const).filter(([m]) => m.length >= sizes.from && m.length <= sizes.to);
  const lex = (a: number[], b: number[]): number => {
    if (a.length !== b.length) return a.length - b.length;
    for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! - b[k]!;
    return 0;
  };
  sets.sort((a, b) => lex(a[0], b[0]));
  return { shown: sets.slice(0, MAX_SET_ROWS).map(([, i]) => game.region.decode(i)), total: sets.length };
}

/** The first rows of the whole region, made without visiting its 2^k positions: every set of the
 *  free elements is a position (the other coordinates at their single value, the first player to
 *  move), so the sets of size c are the c-combinations, in lexicographic order, C(k, c) of them. */
function listRegion(game: Game, free: readonly number[], sizes: { from: number; to: number }): { shown: Float64Array[]; total: number } {
  const shown: Float64Array[] = [];
  let total = 0;
  for (let c = sizes.from; c <= sizes.to; c++) {
    total += binomial(free.length, c);
    const pick = Array.from({ length: c }, (_, k) => k);
    while (shown.length < MAX_SET_ROWS) {
      const p = Float64Array.from(game.region.lo);
      for (const k of pick) p[free[k]!] = 1;
      shown.push(p);
      // the next combination: raise the last element that can still rise, reset those after it
      let k = c - 1;
      while (k >= 0 && pick[k] === free.length - c + k) k--;
      if (k < 0) break;
      pick[k]!++;
      for (let j = k + 1; j < c; j++) pick[j] = pick[j - 1]! + 1;
    }
  }
  return { shown, total };
}

function binomial(n: number, c: number): number {
  let r = 1;
  for (let k = 1; k <= c; k++) r = (r * (n - c + k)) / k;
  return Math.round(r);
}
