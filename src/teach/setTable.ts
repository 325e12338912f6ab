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

/** C(n, c), exactly (n ≤ 31: a region has fewer than 2^31 positions). */
function choose(n: number, c: number): number {
  let r = 1;
  for (let i = 0; i < c; i++) r = (r * (n - i)) / (i + 1);
  return c < 0 || c > n ? 0 : r;
}

/** The c-element subsets of 0..n-1 in lexicographic order, each as its sorted elements. */
function* subsets(n: number, c: number): Generator<number[]> {
  const s = Array.from({ length: c }, (_, i) => i);
  if (c > n) return;
  for (;;) {
    yield s.slice();
    let i = c - 1;
    while (i >= 0 && s[i] === n - c + i) i--;
    if (i < 0) return;
    s[i]!++;
    for (let j = i + 1; j < c; j++) s[j] = s[j - 1]! + 1;
  }
}

export function setSection(
  game: Game,
  free: readonly number[],
  turnSlot: number | undefined,
  sizes: { from: number; to: number },
  cell: (p: Float64Array) => TableCell | null,
): { section: TableSection; listing: SetListing } {
  // The rows are the positions with the first player to move (a row shows both turns). Every slot of
  // a set table but the elements and the turn has one value (tableAxes), so these positions are the
  // subsets of the elements: the first rows are built from the subsets, smallest first, then in
  // lexicographic order ({0}, {1}, …, {0, 1}, {0, 2}, …), and counted by binomials, never by walking
  // the 2^k positions of the region (2^21 for a triangulation's segments).
  const { region } = game;
  const listed = turnSlot === undefined || region.lo[turnSlot] === 0;
  const base = Float64Array.from(region.lo);
  let total = 0;
  const shown: Float64Array[] = [];
  for (let c = sizes.from; listed && c <= sizes.to; c++) {
    total += choose(free.length, c);
    for (const subset of subsets(free.length, c)) {
      if (shown.length === MAX_SET_ROWS) break;
      const p = Float64Array.from(base);
      for (const k of subset) p[free[k]!] = 1;
      shown.push(p);
    }
  }
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
