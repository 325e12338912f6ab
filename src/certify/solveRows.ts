// Stage: certify. The truth as a table of rows: row n lists the values (outcome codes, or Grundy
// values) of the positions (n, x) for every x of the bounded fields, x in mixed radix (first field
// most significant). Input: the Spec, params, the heap field and how many rows; output: the flat
// table, from a game built with bounds 0..rows−1 on the heap and the full domain of every other field.

import type { Diagnostic } from '../diag/diagnostic.js';
import { buildGame, type SpecGame } from '../game/buildGame.js';
import type { Expr } from '../lang/ast.js';
import { INT } from '../lang/types.js';
import type { BoundSpec, Spec } from '../model/model.js';
import { solveGrundy } from '../solve/solveGrundy.js';
import { solveRetrograde } from '../solve/solveRetrograde.js';
import { UNDETERMINED } from '../solve/solution.js';

export type RowValues = 'outcome' | 'grundy';

export interface RowTable {
  values: Int32Array; // values[n * rowWidth + column]
  rows: number;
  rowWidth: number;
  kind: RowValues;
  game: SpecGame;
  heapSlot: number;
}

/** The Spec with bounds { heap: 0..hi } only (other fields: their whole declared domain). */
export function withHeapBound(spec: Spec, heap: string, hi: number): Spec {
  const span = spec.check.bounds[heap]?.span ?? spec.game.span;
  const lit = (v: number): Expr => ({ kind: 'int', value: BigInt(v), span, type: INT });
  const bound: BoundSpec = { lo: lit(0), hi: lit(hi), span };
  return { ...spec, check: { ...spec.check, bounds: { [heap]: bound } } };
}

export function buildRowGame(spec: Spec, params: Record<string, number>, heap: string, rows: number): SpecGame | Diagnostic[] {
  const built = buildGame(withHeapBound(spec, heap, rows - 1), params);
  if (!built.value || built.diagnostics.some((d) => d.severity === 'error')) return built.diagnostics;
  return built.value;
}

/** Solves rows 0 … rows−1. A string says why the table could not be made. */
export function solveRows(spec: Spec, params: Record<string, number>, heap: string, rows: number, kind: RowValues): RowTable | string {
  const game = buildRowGame(spec, params, heap, rows);
  if (Array.isArray(game)) return `the game could not be built with ${heap} ≤ ${rows - 1}: ${game.map((d) => d.message).join('; ')}`;
  const heapSlot = game.layout.fields.get(heap)!.offset;
  const region = game.region;
  if (region.lo[heapSlot] !== 0 || region.hi[heapSlot] !== rows - 1) return `the region does not span ${heap} = 0 … ${rows - 1}`;
  let truth: Int32Array | Uint8Array;
  if (kind === 'grundy') {
    const g = solveGrundy(game);
    if (!g.value) return `the Grundy values could not be computed: ${g.diagnostics.map((d) => d.message).join('; ')}`;
    truth = g.value.grundy;
  } else {
    const s = solveRetrograde(game, { generations: false });
    if (!s.value) return `the game could not be solved: ${s.diagnostics.map((d) => d.message).join('; ')}`;
    truth = s.value.outcome;
  }
  // Columns: region index = n·stride[heap] + offset(x); the heap is at its lowest value 0.
  const offsets = columnOffsets(game, heapSlot);
  const rowWidth = offsets.length;
  const stride = region.stride[heapSlot]!;
  const values = new Int32Array(rows * rowWidth);
  for (let n = 0; n < rows; n++) {
    for (let c = 0; c < rowWidth; c++) {
      const v = truth[n * stride + offsets[c]!]!;
      if (kind === 'grundy' ? v < 0 : v === UNDETERMINED || v === 0) return `the value of ${game.formatPosition(columnPosition(game, heapSlot, n, c))} is undetermined`;
      values[n * rowWidth + c] = v;
    }
  }
  return { values, rows, rowWidth, kind, game, heapSlot };
}

/** Region offsets of the columns, in mixed radix over the non-heap slots (first slot most significant). */
export function columnOffsets(game: SpecGame, heapSlot: number): number[] {
  let offsets = [0];
  game.slots.forEach((s, i) => {
    if (i === heapSlot) return;
    const next: number[] = [];
    for (const o of offsets) for (let v = s.domainLo; v <= s.domainHi; v++) next.push(o + (v - game.region.lo[i]!) * game.region.stride[i]!);
    offsets = next;
  });
  return offsets;
}

/** The position (n, x_c) as a state vector. */
export function columnPosition(game: SpecGame, heapSlot: number, n: number, column: number): Float64Array {
  const p = new Float64Array(game.slots.length);
  let rest = column;
  for (let i = game.slots.length - 1; i >= 0; i--) {
    if (i === heapSlot) continue;
    const s = game.slots[i]!;
    const size = s.domainHi - s.domainLo + 1;
    p[i] = s.domainLo + (rest % size);
    rest = Math.floor(rest / size);
  }
  p[heapSlot] = n;
  return p;
}

/** The column of a position, or -1 when a bounded field is outside its domain (or not an integer). */
export function columnOf(game: SpecGame, heapSlot: number, position: ArrayLike<number>): number {
  let column = 0;
  for (let i = 0; i < game.slots.length; i++) {
    if (i === heapSlot) continue;
    const s = game.slots[i]!;
    const v = position[i]!;
    if (!Number.isInteger(v) || v < s.domainLo || v > s.domainHi) return -1;
    column = column * (s.domainHi - s.domainLo + 1) + (v - s.domainLo);
  }
  return column;
}
