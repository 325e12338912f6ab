// Stage: teach. Which coordinates a table shows and over which window: the free coordinates of the
// region (more than one value; the player to move is handled apart), their default windows, and the
// `--from/--to` syntax ("5" for every coordinate, "n=5" or "m=2,n=3" per coordinate).
// Input: the game's slots and region, the user's window text. Output: AxisWindows or a message.

import type { Game } from '../game/game.js';
import type { AxisWindow, TableShape } from './tableModel.js';

export interface Axes {
  shape: TableShape;
  /** Slot indices of the shown coordinates, in slot order. */
  free: number[];
  turnSlot: number | undefined;
}

export function tableAxes(game: Game): Axes {
  const { region } = game;
  const turnSlot = game.slots.findIndex((s) => s.kind === 'player');
  const free = game.slots.map((_, s) => s).filter((s) => s !== turnSlot && region.hi[s]! > region.lo[s]!);
  const board = free.length === 2 && free.every((s) => game.slots[s]!.kind === 'range' && region.lo[s] === game.slots[s]!.domainLo && region.hi[s] === game.slots[s]!.domainHi);
  const shape: TableShape = free.length === 0 ? 'single' : free.length === 1 ? 'line' : free.length === 2 ? (board ? 'board' : 'grid') : 'slices';
  return { shape, free, turnSlot: turnSlot >= 0 ? turnSlot : undefined };
}

/** How many values each shown coordinate gets by default (the whole range when it is smaller). */
function defaultSpan(shape: TableShape, position: number, ranges: number[]): number {
  switch (shape) {
    case 'line':
      return 40;
    case 'board':
      return 40;
    case 'grid':
      // A narrow second coordinate (game 20's r ∈ 0..5) leaves room for many rows, as in the book.
      return position === 0 ? (ranges[1]! <= 8 ? 40 : 16) : 16;
    case 'slices':
      return position < 2 ? 8 : 4;
    case 'single':
      return 1;
  }
}

/** Parses "5" or "n=5,m=2" into per-name values; names must be shown coordinates. */
export function parseWindowBound(text: string, names: readonly string[]): Record<string, number> | string {
  const out: Record<string, number> = {};
  const t = text.trim();
  if (/^-?\d+$/.test(t)) {
    for (const n of names) out[n] = Number(t);
    return out;
  }
  for (const part of t.split(',')) {
    const m = /^\s*([\p{L}_][\p{L}\p{N}_]*(?:\[\d+\])?)\s*=\s*(-?\d+)\s*$/u.exec(part);
    if (!m) return `'${part.trim()}' is not a coordinate value such as n=5`;
    if (!names.includes(m[1]!)) return `'${m[1]}' is not a coordinate of this table (${names.join(', ') || 'none'})`;
    out[m[1]!] = Number(m[2]);
  }
  return out;
}

/** The window of every shown coordinate: the user's bounds, else the defaults, clipped to the region. */
export function tableWindows(game: Game, axes: Axes, from: Record<string, number> = {}, to: Record<string, number> = {}): AxisWindow[] {
  const ranges = axes.free.map((s) => game.region.hi[s]! - game.region.lo[s]! + 1);
  return axes.free.map((s, k) => {
    const name = game.slots[s]!.name;
    const lo = game.region.lo[s]!;
    const hi = game.region.hi[s]!;
    const a = Math.max(lo, Math.min(hi, from[name] ?? lo));
    const b = Math.max(a, Math.min(hi, to[name] ?? a + defaultSpan(axes.shape, k, ranges) - 1));
    return { name, from: a, to: b, lo, hi };
  });
}

export function windowValues(w: AxisWindow): number[] {
  const out: number[] = [];
  for (let v = w.from; v <= w.to; v++) out.push(v);
  return out;
}
