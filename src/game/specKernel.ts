// Stage: game. The move kernel of a game written in the file format: JS source that enumerates the
// moves of the current position, built with lang's code generator (Gen) so rules mean exactly what
// compileExpr makes them mean. The position lives in the frame `f` (params, then state slots); binders
// are JS locals; a target is never materialised — its region index is p + Σ (new − old)·stride.

import type { Expr } from '../lang/ast.js';
import { Gen } from '../lang/codegen.js';
import { loops } from '../lang/compileLoops.js';
import type { Program } from '../lang/program.js';
import { EvalError } from '../lang/runtime.js';
import { HELPERS } from '../lang/runtimeHelpers.js';
import type { MoveSpec, Spec, Update } from '../spec/model.js';
import { MoveDomainError } from './gameErrors.js';
import type { KernelSession, MoveHooks, MoveKernel, SumCode, TargetCode } from './kernel.js';
import type { Layout } from './layout.js';
import type { Region } from './region.js';

export interface SpecKernelInput {
  spec: Spec;
  layout: Layout;
  /** The frame with the params filled in (state slots are overwritten). */
  frame: Float64Array;
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

class Session implements SpecSession {
  private readonly g: Gen;
  private readonly so: number;
  private counter = 0;
  private readonly extra: Record<string, unknown>;

  constructor(private readonly k: SpecKernelInput) {
    this.g = new Gen(k.layout.scope, k.program?.names ?? new Set());
    this.so = k.layout.stateOffset;
    const { region } = k;
    const so = this.so;
    this.extra = {
      K_f: k.frame,
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

  private capture(fn: () => string): Chunk {
    const start = this.g.lines.length;
    const value = fn();
    return { code: this.g.lines.splice(start).join('\n'), value };
  }

  enter(index: string): string {
    return `K_decode(${index}, f);`;
  }

  advance(): string {
    return reverseOdometer(this.so, this.k.region.lo, this.k.region.hi);
  }

  slot(s: number): string {
    return `f[${this.so + s}]`;
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
    const writes: string[] = [];
    for (let s = 0; s < stateSize; s++) writes.push(`k_tf[${this.so + s}] = ${at.slot(s)};`);
    const inner = this.capture(() => this.g.expr(e));
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
      if (m.by !== undefined && players && turn !== undefined) g.emit(`if (f[${this.so + turn}] === ${players.indexOf(m.by)}) {`);
      loops(g, m.binders, true, () => {
        let close = 0;
        if (m.guard) {
          g.emit(`if (${g.expr(m.guard)}) {`);
          close++;
        }
        const site = { schema, binders: m.binders.map((b) => ({ name: b.name, code: g.locals.get(b.name) ?? 'NaN' })) };
        if (m.targets.length === 1) {
          const t = this.target(m.targets[0]!, schema);
          g.emit(hooks.target(t, site));
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
  private target(u: Update, schema: number): TargetCode {
    const { g } = this;
    const { layout } = this.k;
    const so = this.so;
    const assigned = new Map<number, string>(); // static slot → value
    const dynamic: { base: number; length: number; slot: string; value: string }[] = [];
    for (const a of u.assignments) {
      const field = layout.fields.get(a.field)!;
      const isBool = field.spec.domain.kind === 'bool' || (field.spec.domain.kind === 'array' && field.spec.domain.elem.kind === 'bool');
      const wrap = (v: string): string => (isBool ? g.bind(`${v} ? 1 : 0`) : v);
      if (!a.index) {
        assigned.set(field.offset, wrap(g.expr(a.value)));
        continue;
      }
      const idx = g.expr(a.index);
      const slot = g.bind(`${field.offset} + ${idx}`);
      g.emit(`if (!(${idx} >= 0 && ${idx} < ${field.length})) H.indexOutOfRange(${g.span(a.index)}, ${idx}, ${field.length});`);
      dynamic.push({ base: field.offset, length: field.length, slot, value: wrap(g.expr(a.value)) });
    }
    // domain checks (errors of the game), then the region index (-1 when outside the region)
    const { domainLo, domainHi, region } = this.k;
    const outside: string[] = [];
    const delta: string[] = [];
    for (const [s, v] of assigned) {
      const checks: string[] = [];
      if (domainLo[s]! > -Infinity) checks.push(`${v} < ${num(domainLo[s]!)}`);
      if (domainHi[s]! < Infinity) checks.push(`${v} > ${num(domainHi[s]!)}`);
      if (checks.length) g.emit(`if (${checks.join(' || ')}) K_domain(${schema}, ${s}, ${v});`);
      outside.push(`${v} < ${num(region.lo[s]!)} || ${v} > ${num(region.hi[s]!)}`);
      delta.push(`(${v} - f[${so + s}]) * ${region.stride[s]}`);
    }
    for (const d of dynamic) {
      g.emit(`if (${d.value} < K_dlo[${d.slot}] || ${d.value} > K_dhi[${d.slot}]) K_domain(${schema}, ${d.slot}, ${d.value});`);
      outside.push(`${d.value} < K_rlo[${d.slot}] || ${d.value} > K_rhi[${d.slot}]`);
      delta.push(`(${d.value} - f[${so} + ${d.slot}]) * K_stride[${d.slot}]`);
    }
    const turn = layout.turnSlot;
    if (turn !== undefined) delta.push(`(1 - 2 * f[${so + turn}]) * ${region.stride[turn]}`);
    const slotCode = (s: number): string => {
      if (s === turn) return `(1 - f[${so + s}])`;
      let code = assigned.get(s) ?? `f[${so + s}]`;
      for (const d of dynamic) if (s >= d.base && s < d.base + d.length) code = `(${d.slot} === ${s} ? ${d.value} : ${code})`;
      return code;
    };
    const index = this.fresh('k_t');
    if (dynamic.length > 1) {
      // two element updates may hit the same slot: encode the materialised target instead
      const cells = Array.from({ length: layout.stateSize }, (_, s) => slotCode(s));
      g.emit(`const ${index} = K_encode([${cells.join(', ')}]);`);
      this.extra['K_encode'] = (cellsOf: number[]) => region.encode(cellsOf);
    } else {
      const out = outside.length ? `(${outside.join(' || ')}) ? -1 : ` : '';
      g.emit(`const ${index} = ${out}p${delta.map((d) => ` + ${d}`).join('')};`);
    }
    return { index, slot: slotCode };
  }

  declarations(): string {
    return 'const f = K_f; const k_tf = K_tf; const o = undefined;';
  }

  bindings(): Record<string, unknown> {
    return { ...this.extra, H: HELPERS, S: this.g.spans, C: this.g.constants, D: this.k.program?.table ?? {}, EvalError };
  }
}

/** The odometer: increment the last slot; on overflow reset it and carry into the previous one. */
function reverseOdometer(so: number, lo: readonly number[], hi: readonly number[]): string {
  const step = (s: number): string => {
    const cell = `f[${so + s}]`;
    if (s === 0) return `++${cell};`;
    return `if (++${cell} > ${num(hi[s]!)}) { ${cell} = ${num(lo[s]!)}; ${step(s - 1)} }`;
  };
  return step(lo.length - 1);
}
