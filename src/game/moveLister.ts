// Stage: game. The slow, independent move generator: interprets the move schemas with closures from
// lang's compileExpr (binders written into frame slots), materialising every target (values read in
// the position before the move, writes applied in the order written). Used for
// reports (labels, binder values), for re-confirming counterexamples, and to cross-check the
// generated kernel in tests. Allocates freely; never used in a hot loop.

import type { Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import type { Program } from '../lang/program.js';
import { EvalError, type CompileScope, type CompiledExpr, type Value } from '../lang/runtime.js';
import { MAX_RANGE_VALUES, rangeTooLarge } from '../lang/runtimeHelpers.js';
import { INT, type Type } from '../lang/types.js';
import type { Binder } from '../lang/ast.js';
import type { MoveSpec, Spec } from '../model/model.js';
import type { MoveInfo, TerminalKind } from './game.js';
import { MoveDomainError } from './gameErrors.js';
import type { Layout } from './layout.js';
import type { Region } from './region.js';

export interface ListerInput {
  spec: Spec;
  layout: Layout;
  frame: Float64Array; // params filled in
  domainLo: number[];
  domainHi: number[];
  region: Region;
  program?: Program;
}

type Fn = CompiledExpr<Value>;
interface CompiledBinder {
  slot: number;
  kind: 'range' | 'set' | 'array';
  parts: Fn[];
  binder: Binder;
}
interface CompiledSchema {
  spec: MoveSpec;
  binders: CompiledBinder[];
  guard?: Fn;
  again?: Fn;
  score?: Fn;
  targets: { field: string; index?: Fn; value: Fn; span: Expr['span'] }[][];
}

export interface MoveLister {
  listMoves(position: Float64Array, options?: { checkDomain?: boolean }): MoveInfo[];
  terminalOf(position: Float64Array): TerminalKind;
}

function elemType(t: Type | undefined): Type {
  return t && (t.kind === 'set' || t.kind === 'array') ? t.elem : INT;
}

export function moveLister(input: ListerInput): MoveLister {
  const { spec, layout, region, program } = input;
  const so = layout.stateOffset;
  const compileIn =
    (scope: CompileScope) =>
    (e: Expr): Fn =>
      compileExpr(e, scope, program);
  // compiled on first use: the solvers run on the generated kernel, and a search from the start may
  // never list a move (start-up cost, docs/performance.md)
  let compiled: { schemas: CompiledSchema[]; ends: [Fn | undefined, TerminalKind][] } | undefined;
  const compileAll = (): { schemas: CompiledSchema[]; ends: [Fn | undefined, TerminalKind][] } => {
    const schemas: CompiledSchema[] = spec.game.moves.map((m) => {
      const slots = new Map(layout.scope.slots);
      m.binders.forEach((b, k) => slots.set(b.name, { slot: layout.frameSize + k, type: elemType(b.domain.type) }));
      const scope: CompileScope = { ...layout.scope, slots };
      const c = compileIn(scope);
      const binders = m.binders.map((b: Binder, k): CompiledBinder => {
        const d = b.domain;
        const slot = layout.frameSize + k;
        if (d.kind === 'range') return { slot, kind: 'range', parts: [c(d.lo), c(d.hi)], binder: b };
        if (d.kind === 'set') return { slot, kind: 'set', parts: d.elems.map(c), binder: b };
        return { slot, kind: 'array', parts: [c(d)], binder: b };
      });
      const s: CompiledSchema = {
        spec: m,
        binders,
        targets: m.targets.map((u) => u.assignments.map((a) => ({ field: a.field, ...(a.index ? { index: c(a.index) } : {}), value: c(a.value), span: a.span }))),
      };
      if (m.guard) s.guard = c(m.guard);
      if (m.again) s.again = c(m.again);
      if (m.score) s.score = c(m.score);
      return s;
    });
    const base = compileIn(layout.scope);
    const end = spec.game.end;
    const ends: [Fn | undefined, TerminalKind][] = [
      [end.lose && base(end.lose), 1],
      [end.draw && base(end.draw), 2],
      [end.win && base(end.win), 3],
    ];
    return { schemas, ends };
  };
  const lazy = (): { schemas: CompiledSchema[]; ends: [Fn | undefined, TerminalKind][] } => (compiled ??= compileAll());
  const maxBinders = Math.max(0, ...spec.game.moves.map((m) => m.binders.length));
  const frameFor = (position: Float64Array): Float64Array => {
    const f = new Float64Array(layout.frameSize + maxBinders);
    f.set(input.frame.subarray(0, so));
    f.set(position.subarray(0, layout.stateSize), so);
    return f;
  };
  const players = spec.game.players;
  const turn = layout.turnSlot;

  function listMoves(position: Float64Array, options: { checkDomain?: boolean } = {}): MoveInfo[] {
    const f = frameFor(position);
    const out: MoveInfo[] = [];
    lazy().schemas.forEach((s, schema) => {
      if (s.spec.by !== undefined && players && turn !== undefined && position[turn] !== players.indexOf(s.spec.by)) return;
      const values: number[] = [];
      const rec = (k: number): void => {
        if (k === s.binders.length) {
          if (s.guard && !s.guard(f)) return;
          // read, like the guard, in the position before the move: the same player moves next
          const keeps = s.again !== undefined && s.again(f) === true;
          // points, like the guard, in the position before the move (an exact bigint beyond ±(2^53 − 1))
          const points = s.score ? cell(s.score(f)) : undefined;
          const targets = s.targets.map((assignments) => {
            // every right-hand side and index first, read in the position before the move
            // (simultaneous); a whole array field (`h: [h[1], h[0]]`) gives one value per element
            const rhs = assignments.flatMap((a) => {
              if (!a.index && layout.fields.get(a.field)!.spec.domain.kind === 'array') {
                const arr = a.value(f) as unknown as ArrayLike<unknown>;
                return Array.from(arr, (v, idx) => ({ a, idx: idx as number | bigint, v: cell(v) }));
              }
              return [{ a, idx: a.index ? (a.index(f) as number | bigint) : 0, v: cell(a.value(f)) }];
            });
            // then the writes in the order written: of two writes to one element the later wins,
            // and only the final values must lie in the fields' domains
            const target = Float64Array.from(position.subarray(0, layout.stateSize));
            // an exact value beyond ±(2^53 − 1) (a bigint) lies outside every region: the target is
            // outside (index -1), its slot ±Infinity — unless the final value leaves the field's domain
            const finals = new Map<number, number | bigint>();
            for (const { a, idx, v } of rhs) {
              const field = layout.fields.get(a.field)!;
              if (!(idx >= 0 && idx < field.length)) throw new EvalError('index-out-of-range', `index ${idx} is outside the array (indices 0..${field.length - 1})`, a.span);
              const slot = field.offset + Number(idx);
              finals.set(slot, v);
              target[slot] = typeof v === 'bigint' ? (v > 0n ? Infinity : -Infinity) : v;
            }
            let beyond = false;
            for (const [slot, v] of finals) {
              if (options.checkDomain !== false && (v < input.domainLo[slot]! || v > input.domainHi[slot]!)) throw new MoveDomainError(schema, slot, v);
              if (typeof v === 'bigint') beyond = true;
            }
            if (turn !== undefined && !keeps) target[turn] = 1 - target[turn]!;
            return { position: target, index: beyond ? -1 : region.encode(target) };
          });
          const binders = s.spec.binders.map((b, i) => ({ name: b.name, value: values[i]! }));
          const generated = s.spec.generated === true || s.spec.name === undefined;
          out.push({
            schema,
            label: moveLabel(s.spec, binders),
            binders,
            targets,
            sum: s.targets.length !== 1,
            ...(keeps ? { keeps: true as const } : {}),
            ...(points !== undefined ? { points } : {}),
            ...(generated ? { generated: true as const } : {}),
          });
          return;
        }
        const b = s.binders[k]!;
        for (const v of domainValues(b, f)) {
          f[b.slot] = v;
          values[k] = v;
          rec(k + 1);
        }
      };
      rec(0);
    });
    return out;
  }

  return {
    listMoves,
    terminalOf(position) {
      const f = frameFor(position);
      for (const [fn, kind] of lazy().ends) if (fn && fn(f)) return kind;
      return 0;
    },
  };
}

/** A target cell: a number, or the exact bigint of an int beyond ±(2^53 − 1). */
function cell(v: unknown): number | bigint {
  return typeof v === 'bigint' ? v : Number(v);
}

/** A binder's value must be a JS number: one beyond ±(2^53 − 1) stays an overflow error. */
function binderValue(v: unknown, b: CompiledBinder): number {
  if (typeof v === 'bigint')
    throw new EvalError('overflow', `the binder \`${b.binder.name}\` would take the value ${v}, beyond ±(2^53 − 1): a limit of the move generator (binders are float64 numbers)`, b.binder.span);
  return Number(v);
}

function domainValues(b: CompiledBinder, f: Float64Array): number[] {
  if (b.kind === 'range') {
    const lo = b.parts[0]!(f) as number | bigint;
    const hi = b.parts[1]!(f) as number | bigint;
    if (hi < lo) return [];
    if (BigInt(hi) - BigInt(lo) >= BigInt(MAX_RANGE_VALUES)) rangeTooLarge(b.binder.span, b.binder.name, lo, hi);
    const vs: number[] = [];
    for (let v = binderValue(lo, b); v <= binderValue(hi, b); v++) vs.push(v);
    return vs;
  }
  if (b.kind === 'set') return [...new Set(b.parts.map((p) => binderValue(p(f), b)))];
  return Array.from(b.parts[0]!(f) as ArrayLike<unknown>, (v) => binderValue(v, b));
}

/** "take k" with k = 1 → "take 1"; without a name, the binder values ("k = 1") or "move". */
export function moveLabel(m: MoveSpec, binders: { name: string; value: number }[]): string {
  if (m.name === undefined) return binders.length ? binders.map((b) => `${b.name} = ${b.value}`).join(', ') : 'move';
  let label = m.name;
  for (const b of binders) label = label.replace(new RegExp(`(?<![\\p{L}\\p{N}_])${b.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_'])`, 'gu'), String(b.value));
  return label;
}
