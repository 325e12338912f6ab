// Stage: game. Memory needed to solve a file's bounded regions, estimated BEFORE anything is solved:
// positions (the product of the slot ranges, per swept parameter value) × bytes per position for the
// solver's typed arrays (forward pass, or retrograde with its predecessor lists: 4 bytes per move),
// plus what the process holds before any region (BASE_BYTES). Measured against the peak resident
// size of a check in test/game/memoryPeak.test.ts.
// Output: per-run estimates, and a problem naming the bound to lower when the largest does not fit.

import type { Span } from '../diag/diagnostic.js';
import type { Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import { EvalError, type CompileScope, type Value } from '../lang/runtime.js';
import { INT } from '../lang/types.js';
import type { Spec } from '../model/model.js';
import { buildGame, type SpecGame } from './buildGame.js';
import { evalInteger, isDiagnostic } from './evalConst.js';
import { parameterRanges } from './parameterSweep.js';
import { buildLayout, type Layout } from './layout.js';
import { MAX_REGION_SIZE } from './region.js';

/** Forward pass (moves only go to smaller indices): outcome and window (1 + 1), and when the check
 *  fails the solve again with generations for the counterexamples (outcome 1 + generation 4). */
export const BYTES_FORWARD = 7;
/** Retrograde: term, degree, inner, leaves, predCount, predOffset, outcome, generation, queue, window. */
export const BYTES_RETROGRADE = 32;
export const BYTES_PER_MOVE = 4;
/** Grundy values and their outcome table (games whose moves lead to sums). */
export const BYTES_GRUNDY = 12;
export const DEFAULT_MEMORY_LIMIT = 4 * 2 ** 30;
/** The engine, its compiled code and the heap of a check before the region's arrays (measured peak
 *  of a small check: 60–68 MiB). */
export const BASE_BYTES = 64 * 2 ** 20;

export interface RegionEstimate {
  params: Record<string, number>;
  positions: number; // may exceed 2^53 (then approximate)
  /** Moves per position on average (sampled in the region), when the region could be built. */
  movesPerPosition: number | null;
  /** Every sampled move goes to a smaller index: the solver's forward pass applies. */
  forward: boolean | null;
  bytesPerPosition: number;
  bytes: number;
}

export interface MemoryProblem {
  estimate: RegionEstimate;
  limitBytes: number;
  message: string;
  hint: string;
  span?: Span;
}

/** Region size for these params; `override` replaces one bound's upper end (check.bounds.<field>). */
export function regionSize(spec: Spec, layout: Layout, params: Record<string, number>, override?: { field: string; hi: number }): number | undefined {
  const frame = new Float64Array(layout.frameSize);
  for (const p of spec.game.params) frame[layout.scope.slots.get(p.name)!.slot] = params[p.name] ?? 0;
  const int = (e: Parameters<typeof evalInteger>[0]): number | undefined => {
    const v = evalInteger(e, layout, frame, spec.file, 'a bound');
    return isDiagnostic(v) ? undefined : v;
  };
  let positions = 1;
  for (const [name, f] of layout.fields) {
    const d = f.spec.domain.kind === 'array' ? f.spec.domain.elem : f.spec.domain;
    let lo: number | undefined;
    let hi: number | undefined;
    if (d.kind === 'real') return undefined;
    if (d.kind === 'bool' || d.kind === 'player') [lo, hi] = [0, 1];
    else if (d.kind === 'nat') [lo, hi] = [0, Infinity];
    else if (d.kind === 'int') [lo, hi] = [-Infinity, Infinity];
    else if (d.kind === 'range') [lo, hi] = [int(d.lo), int(d.hi)];
    const bound = spec.check.bounds[name];
    if (bound) {
      lo = Math.max(lo ?? -Infinity, int(bound.lo) ?? -Infinity);
      hi = Math.min(hi ?? Infinity, override?.field === name ? override.hi : (int(bound.hi) ?? Infinity));
    }
    if (lo === undefined || hi === undefined || !Number.isFinite(lo) || !Number.isFinite(hi)) return undefined;
    positions *= Math.max(0, hi - lo + 1) ** f.length;
  }
  return positions;
}

/** The swept parameter values (all of them up to `cap` assignments, and always the last one): each
 *  range is thinned before the product is formed, so a wide sweep never builds more than `cap`. */
export function parameterValues(spec: Spec, cap = 4096): Record<string, number>[] | undefined {
  const ranges = parameterRanges(spec);
  if (isDiagnostic(ranges)) return undefined;
  let sweep: Record<string, number>[] = [{}];
  for (const { name, lo, hi } of ranges) {
    const room = Math.max(2, Math.floor(cap / sweep.length));
    const step = Math.max(1, Math.ceil((hi - lo + 1) / room));
    const values: number[] = [];
    for (let v = lo; v <= hi; v += step) values.push(v);
    if (values.length === 0 || values[values.length - 1] !== hi) values.push(hi);
    sweep = sweep.flatMap((partial) => values.map((v) => ({ ...partial, [name]: v })));
  }
  return sweep;
}

const SAMPLED_POSITIONS = 48;
const MOVES_LISTED_AT_MOST = 4096;

/** Moves per position and whether they all go backward, from positions spread over the region. */
function sampleMoves(game: SpecGame): { moves: number; forward: boolean } {
  const size = game.region.size;
  const count = moveCounter(game);
  let moves = 0;
  let sampled = 0;
  let forward = true;
  for (let k = 0; k < Math.min(SAMPLED_POSITIONS, size); k++) {
    const index = Math.floor(((k + 0.5) * size) / Math.min(SAMPLED_POSITIONS, size));
    const position = game.region.decode(index);
    const candidates = count(position, MOVES_LISTED_AT_MOST);
    sampled++;
    if (candidates > MOVES_LISTED_AT_MOST) {
      moves += candidates;
      forward = false;
      continue;
    }
    try {
      for (const m of game.listMoves(position)) {
        moves += Math.max(1, m.targets.length);
        if (m.targets.some((t) => t.index >= index)) forward = false;
      }
    } catch {
      // a move leaving the domain here is the bounded check's business, not the estimate's
    }
  }
  return { moves: sampled > 0 ? moves / sampled : 0, forward };
}

export function estimateRegion(spec: Spec, params: Record<string, number>, layout = buildLayout(spec)): RegionEstimate | undefined {
  const positions = regionSize(spec, layout, params);
  if (positions === undefined) return undefined;
  const sums = spec.game.moves.some((m) => m.targets.length !== 1);
  let movesPerPosition: number | null = null;
  let forward: boolean | null = null;
  if (positions <= MAX_REGION_SIZE) {
    const game = buildGame(spec, params).value;
    if (game) ({ moves: movesPerPosition, forward } = sampleMoves(game));
  }
  // moves that keep the turn: one more byte per move in the retrograde graph (retrogradeGraph.ts)
  const perMove = BYTES_PER_MOVE + (spec.game.moves.some((m) => m.again) ? 1 : 0);
  // octal games are solved heap by heap (solve/octalSparse.ts): no edges, whatever the moves
  const octal = spec.game.family?.kind === 'octal';
  const base = forward !== false || octal ? BYTES_FORWARD : BYTES_RETROGRADE + perMove * (movesPerPosition ?? 0);
  const bytesPerPosition = Math.ceil(base + (sums ? BYTES_GRUNDY : 0));
  return { params, positions, movesPerPosition, forward, bytesPerPosition, bytes: BASE_BYTES + positions * bytesPerPosition };
}

/** The largest region of the file if it does not fit in `limitBytes`, with the bound to lower;
 *  `sample: false` leaves out the advice to sample beyond the bounds (commands that cannot). */
export function memoryProblem(spec: Spec, limitBytes = DEFAULT_MEMORY_LIMIT, options: { sample?: boolean } = {}): MemoryProblem | undefined {
  const sweep = parameterValues(spec);
  if (!sweep) return undefined;
  const layout = buildLayout(spec);
  // cheap first: sizes only, then the full estimate of the largest region
  let worst: { params: Record<string, number>; positions: number } | undefined;
  for (const params of sweep) {
    const positions = regionSize(spec, layout, params);
    if (positions !== undefined && (!worst || positions > worst.positions)) worst = { params, positions };
  }
  if (!worst || worst.positions * BYTES_FORWARD <= limitBytes / 8) return undefined;
  const estimate = estimateRegion(spec, worst.params, layout);
  if (!estimate || estimate.bytes <= limitBytes) return undefined;
  return describeProblem(spec, layout, estimate, limitBytes, options.sample !== false);
}

function describeProblem(spec: Spec, layout: Layout, estimate: RegionEstimate, limitBytes: number, sample: boolean): MemoryProblem {
  const perPosition = estimate.bytesPerPosition;
  const need = `needs ${estimate.bytes < 2 ** 70 ? 'about ' : ''}${formatBytes(estimate.bytes)} to solve (${formatCount(estimate.positions)} positions × ${perPosition} bytes, plus ${formatBytes(BASE_BYTES)}), more than the limit of ${formatBytes(limitBytes)}`;
  const hint = sample
    ? 'lower the bound, test beyond the bounds without solving with --sample (check.sample), or raise the limit with --max-memory if the machine has the memory'
    : 'lower the bound, or raise the limit with --max-memory if the machine has the memory';
  const orSample = sample ? ', or use --sample to test beyond the bounds without solving' : '';
  // The widest bound is the one to lower: find how far it can go.
  const frame = new Float64Array(layout.frameSize);
  for (const p of spec.game.params) frame[layout.scope.slots.get(p.name)!.slot] = estimate.params[p.name] ?? 0;
  const value = (e: Parameters<typeof evalInteger>[0]): number => {
    const v = evalInteger(e, layout, frame, spec.file, 'a bound');
    return isDiagnostic(v) ? NaN : v;
  };
  const bounds = Object.entries(spec.check.bounds)
    .map(([field, b]) => ({ field, b, lo: value(b.lo), hi: value(b.hi) }))
    .filter((x) => Number.isFinite(x.lo) && Number.isFinite(x.hi))
    .sort((a, b) => b.hi - b.lo - (a.hi - a.lo));
  for (const { field, b, lo, hi } of bounds) {
    const fits = (h: number): boolean => BASE_BYTES + (regionSize(spec, layout, estimate.params, { field, hi: h }) ?? Infinity) * perPosition <= limitBytes;
    if (!fits(lo)) continue;
    let [good, bad] = [lo, hi];
    while (bad - good > 1) {
      const mid = Math.floor((good + bad) / 2);
      if (fits(mid)) good = mid;
      else bad = mid;
    }
    const message = `check.bounds.${field} = ${lo}..${hi}${paramsText(estimate.params)} ${need}; lower ${field}'s bound to at most ${good}${orSample}`;
    return { estimate, limitBytes, message, hint, span: b.span };
  }
  const swept = Object.entries(spec.check.params)[0];
  const what = swept ? `check.params.${swept[0]} (${paramsText(estimate.params).trim()})` : 'the bounded region';
  const bounded = Object.keys(spec.check.bounds).length > 0;
  // check.bounds cannot bound a set field (a bool[k] array): its subsets are what to ask fewer of
  const set = swept || bounded ? undefined : largestSet(spec, layout);
  const lower = swept
    ? `lower ${swept[0]}'s upper value`
    : bounded
      ? 'lower the bounds'
      : set
        ? `ask about a smaller set than \`${set.name}\` (its ${set.length} elements make 2^${set.length} subsets, each a position of the box)`
        : 'give the state fields smaller bounds in check.bounds';
  const message = `${what} ${need}; ${lower}${orSample}`;
  // no single bound to lower: point at the swept parameter, else at the first bound of the region,
  // else (no check.bounds) at the largest set field, else at the widest state field
  const at = swept ? swept[1].span : (Object.values(spec.check.bounds)[0]?.span ?? set?.span ?? widestField(spec, value));
  const setHint = set
    ? `every subset of \`${set.name}\` is a position of the box: ask about a smaller set${sample ? ', test beyond the bounds without solving with --sample (check.sample)' : ''}, or raise the limit with --max-memory if the machine has the memory`
    : hint;
  return { estimate, limitBytes, message, hint: setHint, ...(at ? { span: at } : {}) };
}

/** The set field (a `bool[k]` array) with the most elements, with its span. */
function largestSet(spec: Spec, layout: Layout): { name: string; length: number; span: Span } | undefined {
  let best: { name: string; length: number; span: Span } | undefined;
  for (const f of spec.game.state) {
    if (f.domain.kind !== 'array' || f.domain.elem.kind !== 'bool') continue;
    const length = layout.fields.get(f.name)?.length ?? 0;
    if (!best || length > best.length) best = { name: f.name, length, span: f.span };
  }
  return best;
}

/** The span of the state field with the most values (a range's width; the first field otherwise). */
function widestField(spec: Spec, value: (e: Parameters<typeof evalInteger>[0]) => number): Span | undefined {
  let best: { span: Span; width: number } | undefined;
  for (const f of spec.game.state) {
    const d = f.domain.kind === 'array' ? f.domain.elem : f.domain;
    const width = d.kind === 'range' ? value(d.hi) - value(d.lo) : -1;
    if (!best || (Number.isFinite(width) && width > best.width)) best = { span: f.span, width: Number.isFinite(width) ? width : -1 };
  }
  return best?.span;
}

function paramsText(params: Record<string, number>): string {
  const entries = Object.entries(params);
  return entries.length ? ` with ${entries.map(([k, v]) => `${k} = ${v}`).join(', ')}` : '';
}

function formatCount(n: number): string {
  return Number.isSafeInteger(n) ? String(n) : n.toExponential(2).replace('e+', '×10^');
}

/** "512 MiB", "4 GiB", "10.2 TiB"; "more than 1024 EiB" past that (an estimate of 2^900 bytes is not
 *  worth its digits, and 6.5e+283 EiB reads as a bug). */
export function formatBytes(bytes: number): string {
  if (!(bytes < 2 ** 70)) return 'more than 1024 EiB';
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB', 'EiB'];
  let v = bytes;
  let u = 0;
  while (v >= 1024 && u < units.length - 1) {
    v /= 1024;
    u++;
  }
  const text = v >= 100 || Number.isInteger(v) ? String(Math.round(v)) : v.toFixed(1);
  return `${text} ${units[u]}`;
}

/**
 * Counts the candidate moves of a position (binder values, before the guards) without listing them,
 * stopping past `limit`: the last binder's range is counted, not enumerated. So a caller can refuse a
 * position with 2^40 moves before the move lister allocates them. Evaluation errors count as none.
 */
export function moveCounter(game: SpecGame): (position: Float64Array, limit: number) => number {
  const { layout, spec, program } = game;
  const so = layout.stateOffset;
  const schemas = spec.game.moves.map((m) => {
    const slots = new Map(layout.scope.slots);
    m.binders.forEach((b, k) => slots.set(b.name, { slot: layout.frameSize + k, type: b.domain.type && 'elem' in b.domain.type ? b.domain.type.elem : INT }));
    const scope: CompileScope = { ...layout.scope, slots };
    const c = (e: Expr): ((f: Float64Array) => Value) => compileExpr(e, scope, program);
    const binders = m.binders.map((b) => {
      const d = b.domain;
      if (d.kind === 'range') return { kind: 'range' as const, parts: [c(d.lo), c(d.hi)] };
      if (d.kind === 'set') return { kind: 'set' as const, parts: d.elems.map(c) };
      return { kind: 'array' as const, parts: [c(d)] };
    });
    return { by: m.by, binders, width: Math.max(1, m.targets.length) };
  });
  const frame = new Float64Array(layout.frameSize + Math.max(0, ...spec.game.moves.map((m) => m.binders.length)));
  frame.set(game.frame.subarray(0, so));
  // A number: only the count (the last binder, or more values than `limit`); else the values.
  const values = (b: (typeof schemas)[number]['binders'][number], limit: number, countOnly: boolean): number[] | number => {
    if (b.kind === 'range') {
      const lo = Number(b.parts[0]!(frame));
      const hi = Number(b.parts[1]!(frame));
      const n = Math.max(0, hi - lo + 1);
      return countOnly || n > limit ? n : Array.from({ length: n }, (_, i) => lo + i);
    }
    if (b.kind === 'set') return [...new Set(b.parts.map((p) => Number(p(frame))))];
    return Array.from(b.parts[0]!(frame) as ArrayLike<number>, Number);
  };
  return (position, limit) => {
    frame.set(position.subarray(0, layout.stateSize), so);
    const turn = layout.turnSlot === undefined ? undefined : position[layout.turnSlot];
    let total = 0;
    for (const s of schemas) {
      if (s.by !== undefined && spec.game.players && turn !== undefined && spec.game.players.indexOf(s.by) !== turn) continue;
      const rec = (k: number): number => {
        const vs = values(s.binders[k]!, limit, k === s.binders.length - 1);
        if (typeof vs === 'number' || k === s.binders.length - 1) return typeof vs === 'number' ? vs : vs.length;
        let n = 0;
        for (const v of vs) {
          frame[layout.frameSize + k] = v;
          n += rec(k + 1);
          if (n > limit) break;
        }
        return n;
      };
      try {
        total += (s.binders.length === 0 ? 1 : rec(0)) * s.width;
      } catch (error) {
        if (!(error instanceof EvalError)) throw error;
      }
      if (total > limit) return total;
    }
    return total;
  };
}

/** "4G", "512M", "8GiB", "1.5GB", "123456" (bytes) → bytes; undefined when unreadable. */
export function parseBytes(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)\s*([kmgt]?)(?:i?b)?$/i.exec(text.trim());
  if (!m) return undefined;
  const scale = { '': 1, k: 2 ** 10, m: 2 ** 20, g: 2 ** 30, t: 2 ** 40 }[m[2]!.toLowerCase() as '' | 'k' | 'm' | 'g' | 't'];
  const bytes = Number(m[1]) * scale;
  return bytes > 0 && Number.isFinite(bytes) ? Math.round(bytes) : undefined;
}
