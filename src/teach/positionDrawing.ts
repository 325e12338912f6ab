// Stage: teach. A position as a drawing, in plain data, following the file's `view:`: the tokens of
// each heap, the chords drawn between points on a circle (with the triangles they complete, all
// three sides of one colour), or the marked cells of a board. Renderers (report/html/drawingSvg.ts)
// make the picture. Input: the ViewSpec and the position field by field (as a report holds it:
// numbers, booleans, big integers as strings; arrays as lists) or a game's position vector.
// Output: a Drawing, or undefined when the values do not have the view's shape.

import type { Game } from '../game/game.js';
import type { ViewSpec } from '../model/model.js';

/** Tokens drawn per heap at most; a larger heap shows its number beside them. */
export const MAX_TOKENS = 30;

export interface HeapRow {
  label: string;
  size: string; // the heap's value as text (exact, however large)
  tokens: number; // tokens drawn: the size up to MAX_TOKENS (0 for a negative or non-integer value)
}

export interface Chord {
  segment: number; // the row of the segments table
  from: number;
  to: number;
  colour: number; // the value of drawn[segment] (1 for a bool field)
}

export interface Triangle {
  points: [number, number, number];
  colour: number;
}

export interface Cell {
  row: number;
  column: number;
  value: number;
}

export type Drawing =
  | { kind: 'heaps'; heaps: HeapRow[] }
  | { kind: 'polygon'; points: number; chords: Chord[]; triangles: Triangle[] }
  /** Cell rows as the field numbers them; `origin` says where row 0 is drawn. */
  | { kind: 'grid'; rows: number; columns: number; origin: 'top-left' | 'bottom-left'; cells: Cell[] };

/** A value as a number: booleans 0/1, integer strings (big integers) by value; NaN otherwise. */
function numberOf(v: unknown): number {
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && /^-?\d+$/.test(v)) return Number(v);
  return NaN;
}

function elements(values: Readonly<Record<string, unknown>>, field: string): unknown[] | undefined {
  const v = values[field];
  return Array.isArray(v) ? v : undefined;
}

export function positionDrawing(view: ViewSpec, values: Readonly<Record<string, unknown>>): Drawing | undefined {
  if (view.kind === 'heaps') {
    const heaps: HeapRow[] = [];
    for (const h of view.heaps) {
      const v = h.element === undefined ? values[h.field] : elements(values, h.field)?.[h.element];
      if (v === undefined || Array.isArray(v)) return undefined;
      const n = numberOf(v);
      heaps.push({ label: h.label, size: String(v), tokens: Number.isInteger(n) && n > 0 ? Math.min(n, MAX_TOKENS) : 0 });
    }
    return { kind: 'heaps', heaps };
  }
  if (view.kind === 'polygon') {
    const drawn = elements(values, view.drawn);
    if (!drawn || drawn.length !== view.segments.length) return undefined;
    const chords: Chord[] = [];
    // the colour of the segment joining two points (0: not drawn), to find the completed triangles
    const colourOf = new Map<number, number>();
    const key = (a: number, b: number): number => (a < b ? a * view.points + b : b * view.points + a);
    view.segments.forEach(([from, to], segment) => {
      const colour = numberOf(drawn[segment]);
      if (!(colour > 0)) return;
      chords.push({ segment, from, to, colour });
      colourOf.set(key(from, to), colour);
    });
    const triangles: Triangle[] = [];
    for (const { from, to, colour } of chords) {
      const [a, b] = from < to ? [from, to] : [to, from];
      for (let c = b + 1; c < view.points; c++) if (colourOf.get(key(a, c)) === colour && colourOf.get(key(b, c)) === colour) triangles.push({ points: [a, b, c], colour });
    }
    triangles.sort((x, y) => x.points[0] - y.points[0] || x.points[1] - y.points[1] || x.points[2] - y.points[2]);
    return { kind: 'polygon', points: view.points, chords, triangles };
  }
  const board = elements(values, view.field);
  if (!board || board.length !== view.rows * view.columns) return undefined;
  const cells: Cell[] = [];
  board.forEach((v, k) => {
    const value = numberOf(v);
    if (value !== 0 && !Number.isNaN(value)) cells.push({ row: Math.floor(k / view.columns), column: k % view.columns, value });
  });
  return { kind: 'grid', rows: view.rows, columns: view.columns, origin: view.origin, cells };
}

/** The position vector of a game, field by field, as positionDrawing reads it. */
export function gameValues(game: Game, position: ArrayLike<number>): Record<string, number | number[]> {
  const out: Record<string, number | number[]> = {};
  game.slots.forEach((slot, s) => {
    const v = position[s]!;
    if (slot.element === undefined) out[slot.field] = v;
    else {
      const list = (out[slot.field] ??= []) as number[];
      list[slot.element] = v;
    }
  });
  return out;
}

/** A game's position drawn by the file's view (undefined without one). */
export function drawGamePosition(view: ViewSpec | undefined, game: Game, position: ArrayLike<number>): Drawing | undefined {
  return view ? positionDrawing(view, gameValues(game, position)) : undefined;
}
