// Stage: teach. The table of a game whose state is sets (bool[k] fields, e.g. node Kayles' taken
// vertices, a triangulation's drawn segments): a grid of element-by-element slices would show 2^k
// cells in 2×2 pieces, so the table lists positions instead — one row per position, smallest sets
// first — with one column per player to move. `--from/--to` choose the sizes of the sets listed
// (the number of marked elements): an element of a set has only the values 0 and 1, so a window over
// elements would show nothing a person asks for. Input: the game, the shown slots, the sizes, a
// cell builder. Output: the table's one section, and what was listed (data; the renderers say it).

import type { Game } from '../game/game.js';
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

export function setSection(
  game: Game,
  free: readonly number[],
  turnSlot: number | undefined,
  sizes: { from: number; to: number },
  cell: (p: Float64Array) => TableCell | null,
): { section: TableSection; listing: SetListing } {
  // a position's marked elements, as positions in `free`; sets are listed smallest first, then in
  // lexicographic order ({0}, {1}, …, {0, 1}, {0, 2}, …)
  const marked = (i: number): number[] => {
    const p = game.region.decode(i);
    return free.flatMap((s, k) => (p[s] !== 0 ? [k] : []));
  };
  const order: number[] = [];
  for (let i = 0; i < game.region.size; i++) if (turnSlot === undefined || game.region.decode(i)[turnSlot] === 0) order.push(i);
  const lex = (a: number[], b: number[]): number => {
    for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! - b[k]!;
    return 0;
  };
  // only the first rows are shown: sort the smallest sets, bucket by bucket (2^k positions in all)
  const size = order.map((i) => marked(i).length);
  const picked: (readonly [number[], number])[] = [];
  for (let c = sizes.from; c <= sizes.to && picked.length < MAX_SET_ROWS; c++) {
    const bucket = order.filter((_, k) => size[k] === c).map((i) => [marked(i), i] as const);
    picked.push(...bucket.sort((a, b) => lex(a[0], b[0])));
  }
  const total = size.filter((c) => c >= sizes.from && c <= sizes.to).length;
  const shown = picked.slice(0, MAX_SET_ROWS).map(([, i]) => game.region.decode(i));
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
  };
  return { section, listing: { from: sizes.from, to: sizes.to, elements: free.length, shown: shown.length, total } };
}
