// Stage: game. The move kernel of a game written in the file format: JS source that enumerates the
// moves of the current position, built with lang's code generator (Gen) so rules mean exactly what
// compileExpr makes them mean. The position lives in int locals `k_v<slot>` (mirrored in the frame
// `f` for lang's fallbacks), binders are JS locals (small constant domains unrolled), and a target is
// never materialised: its region index is p + Σ (new − old)·stride.

import type { Binder, Expr } from '../lang/ast.js';
import { numberLiteral } from '../lang/codegen.js';
import { loops } from '../lang/compileLoops.js';
import type { Program } from '../lang/program.js';
import { EvalError } from '../lang/runtime.js';
import { HELPERS } from '../lang/runtimeHelpers.js';
import type { MoveSpec, Spec, Update } from '../spec/model.js';
import { MoveDomainError } from './gameErrors.js';
import type { KernelSession, MoveHooks, MoveKernel, SumCode, TargetCode } from './kernel.js';
import { InlineGen } from './inlineGen.js';
import type { Layout } from './layout.js';
import type { Region } from './region.js';

export interface SpecKernelInput {
  spec: Spec;
  layout: Layout;
  /** The frame with the params filled in (state slots are overwritten). */
  frame: Float64Array;
  paramValues: ReadonlyMap<string, number>;
  /** Declared domain per state slot, evaluated for these params. */
  domainLo: number[];
  domainHi: number[];
  region: Region;
  program?: Program;
}

/** Code that computes a value, and the JS expression holding it afterwards. */
export interface Chunk {
  code: string;
  value: string;
}

export interface SpecSession extends KernelSession {
  /** Evaluates e at the current position, or at a move target (written into the frame `k_tf`). */
  evaluate(e: Expr, at?: TargetCode): Chunk;
}

export function specKernel(input: SpecKernelInput): MoveKernel & { begin(): SpecSession } {
  return { begin: () => new Session(input) };
}

function num(v: number): string {
  return v < 0 ? `(${v})` : String(v);
}

/** d · stride as code (folded when d is a literal). */
function scaled(d: string, stride: number): string {
  const lit = /^\(?-?\d+\)?$/.test(d) ? Number(d.replace(/[()]/g, '')) : undefined;
  if (lit !== undefined) return num(lit * stride);
  return stride === 1 ? d : `${d} * ${stride}`;
}

class Session implements SpecSession {
  private readonly g: InlineGen;
  private unrollBudget = 64;
  /** The player to move inside the current schema's `by:` block. */
  private mover: number | undefined;
  private readonly so: number;
  private counter = 0;
  private readonly extra: Record<string, unknown>;

  constructor(private readonly k: SpecKernelInput) {
    this.g = new InlineGen(k.layout, k.paramValues, k.program?.names ?? new Set());
    this.so = k.layout.stateOffset;
    const { region } = k;
    const so = this.so;
    this.extra = {
      K_f: int32Frame(k) ? Int32Array.from(k.frame) : Float64Array.from(k.frame),
      K_tf: Float64Array.from(k.frame),
      K_stride: Int32Array.from(region.stride),
      K_rlo: Float64Array.from(region.lo),
      K_rhi: Float64Array.from(region.hi),
      K_dlo: Float64Array.from(k.domainLo),
      K_dhi: Float64Array.from(k.domainHi),
      K_decode(index: number, f: Float64Array) {
        let rest = index;
        for (let s = 0; s < region.stride.length; s++) {
          const digit = Math.floor(rest / region.stride[s]!);
          rest -= digit * region.stride[s]!;
          f[so + s] = region.lo[s]! + digit;
        }
      },
      K_domain(schema: number, slot: number, value: number): never {
        throw new MoveDomainError(schema, slot, value);
      },
    };
  }

  private fresh(prefix: string): string {
    return `${prefix}${++this.counter}`;
  }

  /** Set when generated code reads the frame `f` (lang's fallbacks, definitions): the odometer
   *  then mirrors the locals into it. */
  private usesFrame = false;

  private capture(fn: () => string): Chunk {
    const start = this.g.lines.length;
    const value = fn();
    const code = this.g.lines.splice(start).join('\n');
    if (/\bf\b/.test(code) || /\bf\b/.test(value)) this.usesFrame = true;
    return { code, value };
  }

  enter(index: string): string {
    const loads = Array.from({ length: this.k.layout.stateSize }, (_, s) => `k_v${s} = f[${this.so + s}];`);
    return `K_decode(${index}, f); ${loads.join(' ')}`;
  }

  /** Must be generated last: it mirrors the locals into the frame only if some code reads it. */
  advance(): string {
    return reverseOdometer(this.so, this.k.region.lo, this.k.region.hi, this.usesFrame);
  }

  slot(s: number): string {
    return `k_v${s}`;
  }

  terminal(): string {
    const end = this.k.spec.game.end;
    const parts: [Expr | undefined, number][] = [
      [end.lose, 1],
      [end.draw, 2],
      [end.win, 3],
    ];
    let code = '';
    for (const [e, kind] of parts.reverse()) {
      if (!e) continue;
      const c = this.evaluate(e);
      code = `${c.code}\nif (${c.value}) term = ${kind}; else { ${code} }`;
    }
    return code;
  }

  evaluate(e: Expr, at?: TargetCode): Chunk {
    if (!at) return this.capture(() => this.g.expr(e));
    const { stateSize } = this.k.layout;
    const saved = this.g.fieldCode;
    const savedUse = this.usesFrame;
    this.usesFrame = false;
    this.g.fieldCode = (s) => at.slot(s);
    let inner: Chunk;
    try {
      inner = this.capture(() => this.g.expr(e));
    } finally {
      this.g.fieldCode = saved;
    }
    const readsFrame = this.usesFrame;
    this.usesFrame = savedUse;
    if (!readsFrame) return inner;
    // lang's fallbacks read the frame: materialise the target in k_tf and shadow f with it
    const writes: string[] = [];
    for (let s = 0; s < stateSize; s++) writes.push(`k_tf[${this.so + s}] = ${at.slot(s)};`);
    const r = this.fresh('k_r');
    return { code: `${writes.join(' ')}\nlet ${r};\n{ const f = k_tf;\n${inner.code}\n${r} = ${inner.value}; }`, value: r };
  }

  moves(hooks: MoveHooks): string {
    return this.k.spec.game.moves.map((m, i) => this.schema(m, i, hooks)).join('\n');
  }

  private schema(m: MoveSpec, schema: number, hooks: MoveHooks): string {
    const { g } = this;
    const players = this.k.spec.game.players;
    const turn = this.k.layout.turnSlot;
    return this.capture(() => {
      g.emit('{');
      this.mover = m.by !== undefined && players ? players.indexOf(m.by) : undefined;
      if (m.by !== undefined && players && turn !== undefined) g.emit(`if (k_v${turn} === ${players.indexOf(m.by)}) {`);
      this.binderLoops(m.binders, 0, () => {
        let close = 0;
        if (m.guard) {
          g.emit(`if (${g.expr(m.guard)}) {`);
          close++;
        }
        const site = { schema, binders: m.binders.map((b) => ({ name: b.name, code: g.locals.get(b.name) ?? 'NaN' })) };
        if (m.targets.length === 1) {
          const t = this.target(m.targets[0]!, schema, hooks.outside?.(site));
          g.emit(hooks.target(t, site));
          if (t.close) g.emit('}');
        } else {
          if (!hooks.sum) throw new Error('internal: this algorithm does not handle moves to sums');
          const parts = m.targets.map((u) => this.target(u, schema));
          const sum: SumCode = { each: (body) => parts.map((p) => `{\n${body(p)}\n}`).join('\n') };
          g.emit(hooks.sum(sum, site));
        }
        for (; close > 0; close--) g.emit('}');
      });
      if (m.by !== undefined && players && turn !== undefined) g.emit('}');
      g.emit('}');
      return '';
    }).code;
  }

  /** Emits the target's computation (all right-hand sides first: simultaneous assignment). */
  private target(u: Update, schema: number, outsideCode?: string): TargetCode & { close?: boolean } {
    const { g } = this;
    const { layout } = this.k;
    const so = this.so;
    const assigned = new Map<number, { value: string; delta?: string }>(); // static slot → value
    const dynamic: { base: number; length: number; slot: string; value: string }[] = [];
    for (const a of u.assignments) {
      const field = layout.fields.get(a.field)!;
      const isBool = field.spec.domain.kind === 'bool' || (field.spec.domain.kind === 'array' && field.spec.domain.elem.kind === 'bool');
      const wrap = (v: string): string => (isBool ? g.bind(`${v} ? 1 : 0`) : v);
      const known = a.index ? g.literalOf(a.index) : 0;
      if (known !== undefined && known >= 0 && known < field.length) {
        const s = field.offset + known;
        assigned.set(s, isBool ? { value: wrap(g.expr(a.value)) } : this.step(a.value, s));
        continue;
      }
      const idx = g.expr(a.index!);
      const slot = g.bind(`${field.offset} + ${idx}`);
      g.emit(`if (!(${idx} >= 0 && ${idx} < ${field.length})) H.indexOutOfRange(${g.span(a.index!)}, ${idx}, ${field.length});`);
      dynamic.push({ base: field.offset, length: field.length, slot, value: wrap(g.expr(a.value)) });
    }
    // Region test first; only a target outside the region can leave a field's domain (the region
    // lies inside the domains), so the domain checks (errors of the game) sit on that rare path.
    const { domainLo, domainHi, region } = this.k;
    const outside: string[] = [];
    const domain: string[] = [];
    const delta: string[] = [];
    const direct: string[] = [];
    for (const [s, { value: v, delta: d }] of assigned) {
      const checks: string[] = [];
      if (domainLo[s]! > -Infinity) checks.push(`${v} < ${num(domainLo[s]!)}`);
      if (domainHi[s]! < Infinity) checks.push(`${v} > ${num(domainHi[s]!)}`);
      if (checks.length) domain.push(`if (${checks.join(' || ')}) K_domain(${schema}, ${s}, ${v});`);
      outside.push(`${v} < ${num(region.lo[s]!)} || ${v} > ${num(region.hi[s]!)}`);
      delta.push(d !== undefined ? scaled(d, region.stride[s]!) : `(${v} - k_v${s}) * ${region.stride[s]}`);
      direct.push(`(${v} - ${num(region.lo[s]!)}) * ${region.stride[s]}`);
    }
    for (const d of dynamic) {
      domain.push(`if (${d.value} < K_dlo[${d.slot}] || ${d.value} > K_dhi[${d.slot}]) K_domain(${schema}, ${d.slot}, ${d.value});`);
      outside.push(`${d.value} < K_rlo[${d.slot}] || ${d.value} > K_rhi[${d.slot}]`);
      delta.push(`(${d.value} - f[${so} + ${d.slot}]) * K_stride[${d.slot}]`);
    }
    const turn = layout.turnSlot;
    if (turn !== undefined) {
      // inside a `by:` block the turn is known: A (0) → B (1) adds the stride, B → A subtracts it
      const stride = region.stride[turn]!;
      delta.push(this.mover === undefined ? `(1 - 2 * k_v${turn}) * ${stride}` : num(this.mover === 0 ? stride : -stride));
    }
    const slotCode = (s: number): string => {
      if (s === turn) return this.mover === undefined ? `(1 - k_v${s})` : String(1 - this.mover);
      let code = assigned.get(s)?.value ?? `k_v${s}`;
      for (const d of dynamic) if (s >= d.base && s < d.base + d.length) code = `(${d.slot} === ${s} ? ${d.value} : ${code})`;
      return code;
    };
    const index = this.fresh('k_t');
    // all changes literal and their sum negative: the target precedes p (no check needed)
    const literal = delta.map((d) => (/^\(?-?\d+\)?$/.test(d) ? Number(d.replace(/[()]/g, '')) : NaN));
    const backward = dynamic.length === 0 && literal.every((x) => !Number.isNaN(x)) && literal.reduce((a, b) => a + b, 0) < 0;
    if (dynamic.length > 1) {
      // two element updates may hit the same slot: encode the materialised target instead
      const cells = Array.from({ length: layout.stateSize }, (_, s) => slotCode(s));
      g.emit(`${domain.join(' ')}\nconst ${index} = K_encode([${cells.join(', ')}]);`);
      this.extra['K_encode'] = (cellsOf: number[]) => region.encode(cellsOf);
    } else {
      // every slot assigned: the index from the values alone; otherwise p plus the changes
      const sum = assigned.size === layout.stateSize && turn === undefined ? direct.join(' + ') : `p${delta.map((d) => ` + ${d}`).join('')}`;
      if (outsideCode !== undefined && outside.length) {
        // the caller handles targets outside the region apart: open the in-region branch (closed by moves())
        g.emit(`if (${outside.join(' || ')}) { ${domain.join(' ')} ${outsideCode} } else {`);
        g.emit(`const ${index} = ${sum};`);
        return { index, slot: slotCode, backward, inside: true, close: true };
      }
      g.emit(`let ${index} = ${sum};`);
      if (outside.length) g.emit(`if (${outside.join(' || ')}) { ${domain.join(' ')} ${index} = -1; }`);
      else return { index, slot: slotCode, backward, inside: true };
    }
    return { index, slot: slotCode, backward };
  }

  /** A field's new value; for `x ± e` (x the same field) also the change ±e, so the target index is
   *  p ± e·stride without recomputing from x (same overflow check as lang's code generator). */
  private step(e: Expr, s: number): { value: string; delta?: string } {
    const { g } = this;
    if (e.kind === 'arith' && (e.op === '+' || e.op === '-') && e.type?.kind === 'int' && this.isSlot(e.left, s)) {
      const left = g.expr(e.left);
      const d = g.expr(e.right);
      const v = g.bind(`${left} ${e.op} ${d}`);
      g.checkSafe(v, e);
      const lit = /^\(?-?\d+\)?$/.test(d) ? Number(d.replace(/[()]/g, '')) : undefined;
      const delta = lit !== undefined ? num(e.op === '-' ? -lit : lit) : e.op === '-' ? `(0 - ${d})` : d;
      return { value: v, delta };
    }
    return { value: g.expr(e) };
  }

  /** e reads state slot s of the current position (a scalar field, or h[k] with k known). */
  private isSlot(e: Expr, s: number): boolean {
    const f = e.kind === 'name' ? this.k.layout.fields.get(e.name) : e.kind === 'index' && e.target.kind === 'name' ? this.k.layout.fields.get(e.target.name) : undefined;
    if (!f) return false;
    if (e.kind === 'name') return e.ref?.kind === 'field' && f.spec.domain.kind !== 'array' && f.offset === s && !this.g.locals.has(e.name);
    if (e.kind !== 'index' || e.target.kind !== 'name' || e.target.ref?.kind !== 'field' || this.g.locals.has(e.target.name)) return false;
    const k = this.g.literalOf(e.index);
    return k !== undefined && f.offset + k === s;
  }

  declarations(): string {
    const locals = Array.from({ length: this.k.layout.stateSize }, (_, s) => `k_v${s} = 0`);
    return `const f = K_f; const k_tf = K_tf; const o = undefined;${locals.length ? ` let ${locals.join(', ')};` : ''}`;
  }

  /** Nested loops over the binders; small constant domains are unrolled (the binder becomes a literal). */
  private binderLoops(binders: Binder[], k: number, inner: () => void): void {
    const { g } = this;
    if (k === binders.length) return inner();
    const b = binders[k]!;
    const d = b.domain;
    const values = this.constantDomain(d);
    if (values && values.length <= this.unrollBudget) {
      this.unrollBudget = Math.floor(this.unrollBudget / Math.max(1, values.length));
      for (const v of values) {
        g.emit('{');
        g.withLocal(b.name, numberLiteral(v), () => this.binderLoops(binders, k + 1, inner));
        g.emit('}');
      }
      this.unrollBudget *= Math.max(1, values.length);
      return;
    }
    if (d.kind === 'range') {
      const lo = g.expr(d.lo);
      const hi = g.bind(g.expr(d.hi));
      const v = g.fresh('b');
      g.emit(`for (let ${v} = ${lo}; ${v} <= ${hi}; ${v}++) {`);
      g.withLocal(b.name, v, () => this.binderLoops(binders, k + 1, inner));
      g.emit('}');
      return;
    }
    loops(g, [b], true, () => this.binderLoops(binders, k + 1, inner));
  }

  /** The distinct values of a constant domain (a set of literals, or a range of at most 8). */
  private constantDomain(d: Expr): number[] | undefined {
    if (d.type?.kind === 'set' && d.type.elem.kind !== 'int') return undefined;
    if (d.kind === 'set') {
      const vs = d.elems.map((x) => this.g.literalOf(x));
      return vs.every((v) => v !== undefined) ? [...new Set(vs as number[])] : undefined;
    }
    if (d.kind === 'range') {
      const lo = this.g.literalOf(d.lo);
      const hi = this.g.literalOf(d.hi);
      if (lo === undefined || hi === undefined || hi - lo >= 8) return undefined;
      return Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
    }
    return undefined;
  }

  bindings(): Record<string, unknown> {
    return { ...this.extra, H: HELPERS, S: this.g.spans, C: this.g.constants, D: this.k.program?.table ?? {}, EvalError };
  }
}

/** The odometer on the locals (mirrored into the frame): increment the last slot; on overflow reset
 *  it and carry into the previous one. */
function reverseOdometer(so: number, lo: readonly number[], hi: readonly number[], mirror: boolean): string {
  const store = (s: number): string => (mirror ? `f[${so + s}] = k_v${s};` : '');
  const step = (s: number): string => {
    const v = `k_v${s}`;
    if (s === 0) return `++${v}; ${store(0)}`;
    return `if (++${v} > ${num(hi[s]!)}) { ${v} = ${num(lo[s]!)}; ${store(s)} ${step(s - 1)} } else { ${store(s)} }`;
  };
  return lo.length ? step(lo.length - 1) : '';
}

/** The current-position frame can be an Int32Array when params and the region fit in int32. */
function int32Frame(k: SpecKernelInput): boolean {
  const fits = (v: number): boolean => Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31;
  return Array.from(k.frame.subarray(0, k.layout.stateOffset)).every(fits) && k.region.lo.every(fits) && k.region.hi.every(fits);
}
