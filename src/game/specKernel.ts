// Stage: game. The move kernel of a game written in the file format: JS source that enumerates the
// moves of the current position, built with lang's code generator (Gen) so rules mean exactly what
// compileExpr makes them mean. The position lives in int locals `k_v<slot>` (mirrored in the frame
// `f` for lang's fallbacks), binders are JS locals (small constant domains unrolled), and a target is
// never materialised: its region index is p + Σ (new − old)·stride.

import type { Binder, Expr } from '../lang/ast.js';
import { numberLiteral } from '../lang/intCode.js';
import { loops, rangeLoop } from '../lang/compileLoops.js';
import { interval } from '../lang/interval.js';
import { BOOL } from '../lang/types.js';
import { decide } from '../lang/rangeOf.js';
import { EvalError } from '../lang/runtime.js';
import { HELPERS } from '../lang/runtimeHelpers.js';
import type { MoveSpec, Update } from '../model/model.js';
import { MoveDomainError } from './gameErrors.js';
import type { KernelSession, MoveHooks, MoveKernel, SumCode, TargetCode } from './kernel.js';
import { InlineGen } from './inlineGen.js';
import { DefinitionInliner } from './inlineDefinitions.js';
import { boundsAbove, cannotFail } from './loopBound.js';
import { emitTarget, num, type TargetContext } from './specTarget.js';
import type { SpecKernelInput } from './specKernelInput.js';
import type { KeyView } from './keyView.js';

/** Code that computes a value, and the JS expression holding it afterwards. */
export interface Chunk {
  code: string;
  value: string;
}

export interface SpecSession extends KernelSession {
  /** Evaluates e at the current position, or at a move target (written into the frame `k_tf`). */
  evaluate(e: Expr, at?: TargetCode): Chunk;
  /** Code moving the position locals from p to p − 1, or undefined (see Session.retreat). */
  retreat(): string | undefined;
}

/** A file's kernel: its sessions also evaluate the file's expressions. */
export interface SpecMoveKernel extends MoveKernel {
  begin(): SpecSession;
}

export function specKernel(input: SpecKernelInput): SpecMoveKernel {
  return { begin: () => new Session(input) };
}

/** A binder loop of at most this many values, outside any other, is not charged to the deadline: the
 *  positions are (in chunks of CHUNK_POSITIONS_LOOPING, game/kernelLoop.ts). */
const UNCHARGED_LOOP_VALUES = 64;

class Session implements SpecSession {
  private readonly g: InlineGen;
  private unrollBudget = 64;
  /** The player to move inside the current schema's `by:` block. */
  private mover: number | undefined;
  /** The schema copy being generated keeps the turn (its targets' `turn` does not flip). */
  private keeps = false;
  private readonly so: number;
  private counter = 0;
  private readonly extra: Record<string, unknown>;
  /** The last binder of the schema being generated when its values are an ascending JS loop
   *  (rangeLoop) directly around the guard: a conjunct bounding it may leave the loop (loopBound.ts). */
  private innermostLoop: string | undefined;
  /** Binder loops (not unrolled) around the code being generated. */
  private loopDepth = 0;

  constructor(private readonly k: SpecKernelInput) {
    this.g = new InlineGen(k.layout, k.paramValues, k.program?.names ?? new Set(), k.program?.memoised);
    this.g.exactCalls = () => k.program?.exactCalls;
    if (k.program) this.g.inliner = new DefinitionInliner(k.spec.defines, k.program.memoised);
    this.so = k.layout.stateOffset;
    const { region } = k;
    // the generated loops only visit positions of the region: each state local lies in its range
    if (region.lo.length !== k.layout.stateSize) throw new Error('internal: the region and the state differ in size');
    region.lo.forEach((lo, s) => this.g.ranges.set(`k_v${s}`, interval(lo, region.hi[s]!)));
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

  /** Must be generated last: it mirrors the locals into the frame only if some code reads it.
   *  With power-of-two radices (all but the first slot) the slots come straight from the index by
   *  shifts and masks, which V8 runs faster than the carry branches of an odometer. */
  advance(): string {
    const { lo, hi, stride } = this.k.region;
    const shifts = stride.map((x) => Math.log2(x));
    const derivable = shifts.every((sh) => Number.isInteger(sh));
    // int32 arithmetic needs hi + 1 to fit too (the increment before the carry test)
    if (!derivable) return reverseOdometer(this.so, lo, hi, this.usesFrame, int32Frame(this.k) && hi.every((h) => h < 2 ** 31 - 1));
    return lo
      .map((l, s) => {
        const digit = s === 0 ? `(k_next >> ${shifts[s]})` : `((k_next >> ${shifts[s]}) & ${hi[s]! - l})`;
        return `k_v${s} = ${l === 0 ? digit : `${num(l)} + ${digit}`};${this.usesFrame ? ` f[${this.so + s}] = k_v${s};` : ''}`;
      })
      .reduce((code, line) => `${code} ${line}`, 'const k_next = p + 1;');
  }

  /** Like advance() but from p to p − 1 (a sweep downwards), with power-of-two radices only (the
   *  slots straight from the index, p < 2^31); undefined otherwise (then enter('p') at each p).
   *  Generated last, like advance(). */
  retreat(): string | undefined {
    const { lo, hi, stride } = this.k.region;
    const shifts = stride.map((x) => Math.log2(x));
    if (!shifts.every((sh) => Number.isInteger(sh)) || this.k.region.size > 2 ** 31) return undefined;
    return lo
      .map((l, s) => {
        const digit = s === 0 ? `(k_prev >> ${shifts[s]})` : `((k_prev >> ${shifts[s]}) & ${hi[s]! - l})`;
        return `k_v${s} = ${l === 0 ? digit : `${num(l)} + ${digit}`};${this.usesFrame ? ` f[${this.so + s}] = k_v${s};` : ''}`;
      })
      .reduce((code, line) => `${code} ${line}`, 'const k_prev = p - 1;');
  }

  slot(s: number): string {
    return `k_v${s}`;
  }

  setSlot(s: number, value: number): string {
    return `k_v${s} = ${num(value)};${this.usesFrame ? ` f[${this.so + s}] = k_v${s};` : ''}`;
  }

  assumeSlot(s: number, lo: number, hi: number): () => void {
    return this.g.ranges.narrow(`k_v${s}`, interval(lo, hi));
  }

  readKey(view: KeyView): void {
    this.g.keyView = view;
  }

  terminalAfter(falseAt: string): string {
    return this.terminal(falseAt);
  }

  /** falseAt: the key of a position where every rule is false (terminalAfter). */
  terminal(falseAt?: string): string {
    const end = this.k.spec.game.end;
    const parts: [Expr | undefined, number][] = [
      [end.lose, 1],
      [end.draw, 2],
      [end.win, 3],
    ];
    let code = '';
    for (const [e, kind] of parts.reverse()) {
      if (!e) continue;
      // a rule the ranges decide (and that cannot fail) needs no test
      const known = decide(e, this.g.ranges);
      if (known === false) continue;
      if (known === true) {
        code = `term = ${kind};`;
        continue;
      }
      // a rule that is an ∃ is known false at `falseAt`: only its entries holding a changed bit can hold here
      if (falseAt !== undefined && e.kind === 'quant' && e.quantifier === 'exists') this.g.keyDelta = falseAt;
      const c = this.evaluate(e);
      this.g.keyDelta = undefined;
      code = `${c.code}\nif (${c.value}) term = ${kind}; else { ${code} }`;
    }
    return code;
  }

  evaluate(e: Expr, at?: TargetCode): Chunk {
    if (!at) return this.capture(() => this.g.expr(e));
    // a target slot that may hold the stand-in ±Infinity (a value beyond ±(2^53 − 1)): a resource
    // limit, never a float computation on it
    const beyond = [...this.g.beyond];
    const guards = Array.from({ length: this.k.layout.stateSize }, (_, s) => at.slot(s))
      .filter((code) => beyond.some((b) => new RegExp(`\\b${b}\\b`).test(code)))
      .map((code) => `if (!Number.isFinite(${code})) H.beyondTarget(${this.g.span(e)});`);
    const chunk = this.evaluateAt(e, at);
    return guards.length ? { code: `${guards.join('\n')}\n${chunk.code}`, value: chunk.value } : chunk;
  }

  private evaluateAt(e: Expr, at: TargetCode): Chunk {
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
    return this.k.spec.game.moves.map((m, i) => (m.again ? `${this.schema(m, i, hooks, true)}\n${this.schema(m, i, hooks, false)}` : this.schema(m, i, hooks))).join('\n');
  }

  /** keeps: undefined for a schema without `again:`; true/false for the copy generated for the moves
   *  where its condition holds/fails (an extra guard conjunct `again` or `¬again`, after the guard). */
  private schema(m: MoveSpec, schema: number, hooks: MoveHooks, keeps?: boolean): string {
    const { g } = this;
    const players = this.k.spec.game.players;
    const turn = this.k.layout.turnSlot;
    const by = m.by !== undefined && players ? players.indexOf(m.by) : undefined;
    // where the turn slot is known (assumeSlot), a schema of the other player has no code and the
    // mover's needs no test
    const turns = turn === undefined ? undefined : g.ranges.of(`k_v${turn}`);
    if (by !== undefined && turns && (by < turns.lo || by > turns.hi)) return '';
    const test = by !== undefined && turns !== undefined && !(turns.lo === by && turns.hi === by);
    return this.capture(() => {
      g.emit('{');
      this.mover = by;
      if (test) g.emit(`if (k_v${turn} === ${by}) {`);
      this.binderLoops(m.binders, 0, () => {
        let close = 0;
        const undos: (() => void)[] = [];
        // the guard as nested ifs, one per conjunct; a conjunct the ranges prove true (and that
        // cannot fail) is left out
        const again: Expr[] = m.again && keeps !== undefined ? [keeps ? m.again : { kind: 'not', arg: m.again, span: m.again.span, type: BOOL }] : [];
        const loop = this.innermostLoop;
        let failFree = loop !== undefined;
        for (const c of [...(m.guard ? conjuncts(m.guard) : []), ...again]) {
          failFree = failFree && cannotFail(c, g.ranges);
          if (decide(c, g.ranges) !== true) {
            // the larger values of the binder fail this conjunct too: no move, and no error hidden
            if (failFree && boundsAbove(c, loop!)) g.emit(`if (!(${g.expr(c)})) break;`);
            else {
              g.emit(`if (${g.expr(c)}) {`);
              close++;
            }
          }
          undos.push(g.ranges.assume(c));
        }
        const undo = (): void => undos.reverse().forEach((u) => u());
        const site = { schema, binders: m.binders.map((b) => ({ name: b.name, code: g.locals.get(b.name) ?? 'NaN' })), ...(keeps ? { keeps } : {}) };
        this.keeps = keeps === true;
        // a target value beyond ±(2^53 − 1) becomes ±Infinity: outside every region (exactFallback.ts)
        const target = (u: Update, outside?: string) => g.inMode('beyond', () => emitTarget(this.targetContext(), u, schema, outside));
        if (m.targets.length === 1) {
          const t = target(m.targets[0]!, hooks.outside?.(site));
          g.emit(hooks.target(t, site));
          if (t.close) g.emit('}');
        } else {
          if (!hooks.sum) throw new Error('internal: this algorithm does not handle moves to sums');
          const parts = m.targets.map((u) => target(u));
          const sum: SumCode = { each: (body) => parts.map((p) => `{\n${body(p)}\n}`).join('\n') };
          g.emit(hooks.sum(sum, site));
        }
        undo();
        for (; close > 0; close--) g.emit('}');
      });
      if (test) g.emit('}');
      g.emit('}');
      return '';
    }).code;
  }

  private targetContext(): TargetContext {
    return { g: this.g, input: this.k, mover: this.mover, keeps: this.keeps, fresh: (p) => this.fresh(p), extra: this.extra };
  }

  declarations(): string {
    const locals = Array.from({ length: this.k.layout.stateSize }, (_, s) => `k_v${s} = 0`);
    return `const f = K_f; const k_tf = K_tf; const o = undefined;${locals.length ? ` let ${locals.join(', ')};` : ''}${this.g.hoisted.length ? ` ${this.g.hoisted.join(' ')}` : ''}`;
  }

  /** Nested loops over the binders; small constant domains are unrolled (the binder becomes a literal). */
  private binderLoops(binders: Binder[], k: number, inner: () => void): void {
    const { g } = this;
    if (k === binders.length) return inner();
    const b = binders[k]!;
    const d = b.domain;
    const saved = g.exactMode;
    // a binder is a JS number: a domain bound beyond ±(2^53 − 1) stays an overflow error
    const values = this.constantDomain(d);
    const outer = this.innermostLoop;
    if (values && values.length <= this.unrollBudget) {
      this.unrollBudget = Math.floor(this.unrollBudget / Math.max(1, values.length));
      this.innermostLoop = undefined;
      for (const v of values) {
        g.emit('{');
        g.withLocal(b.name, numberLiteral(v), () => this.binderLoops(binders, k + 1, inner));
        g.emit('}');
      }
      this.innermostLoop = outer;
      this.unrollBudget *= Math.max(1, values.length);
      return;
    }
    if (d.kind === 'range') {
      const v = g.fresh('b');
      // the clock counts positions: a loop that may be long, or nested in another, charges its values
      // to the run's deadline before it runs, so that one position's moves stop at --total-timeout
      const tick = this.loopDepth > 0 || g.range(d.hi).hi - g.range(d.lo).lo >= UNCHARGED_LOOP_VALUES;
      g.inMode('throw', () => rangeLoop(g, b, d, v, { tick }));
      this.innermostLoop = k === binders.length - 1 ? b.name : undefined;
      this.loopDepth++;
      g.withLocal(b.name, v, () => this.binderLoops(binders, k + 1, inner));
      this.loopDepth--;
      this.innermostLoop = outer;
      g.emit('}');
      return;
    }
    this.innermostLoop = undefined;
    this.loopDepth++;
    g.inMode('throw', () => loops(g, [b], true, () => g.inMode(saved, () => this.binderLoops(binders, k + 1, inner))));
    this.loopDepth--;
    this.innermostLoop = outer;
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
    return { ...this.extra, H: HELPERS, S: this.g.spans, C: this.g.constants, D: this.k.program?.table ?? {}, M: this.g.tables.arrays, EvalError };
  }
}

/** The odometer on the locals (mirrored into the frame): increment the last slot; on overflow reset
 *  it and carry into the previous one. With int32 slots every path assigns each slot an int32
 *  (`| 0`), which lets V8 keep them untagged in the loop (measured: fewer instructions per position). */
function reverseOdometer(so: number, lo: readonly number[], hi: readonly number[], mirror: boolean, int32: boolean): string {
  const store = (s: number): string => (mirror ? `f[${so + s}] = k_v${s};` : '');
  const keep = (s: number): string => (int32 ? Array.from({ length: s }, (_, q) => `k_v${q} = k_v${q} | 0;`).join(' ') : '');
  const step = (s: number): string => {
    const v = `k_v${s}`;
    const bump = int32 ? `${v} = ${v} + 1 | 0;` : `++${v};`;
    if (s === 0) return `${bump} ${store(0)}`;
    return `${bump} if (${v} > ${num(hi[s]!)}) { ${v} = ${num(lo[s]!)}; ${store(s)} ${step(s - 1)} } else { ${store(s)} ${keep(s)} }`;
  };
  return lo.length ? step(lo.length - 1) : '';
}

/** The conjuncts of a condition: a ∧ b ∧ c → [a, b, c] (evaluated left to right, as ∧ does). */
function conjuncts(e: Expr): Expr[] {
  return e.kind === 'logic' && e.op === 'and' ? [...conjuncts(e.left), ...conjuncts(e.right)] : [e];
}

/** The current-position frame can be an Int32Array when params and the region fit in int32. */
function int32Frame(k: SpecKernelInput): boolean {
  const fits = (v: number): boolean => Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31;
  return Array.from(k.frame.subarray(0, k.layout.stateOffset)).every(fits) && k.region.lo.every(fits) && k.region.hi.every(fits);
}
