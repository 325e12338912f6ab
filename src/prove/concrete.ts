// Stage: prove. A small concrete interpreter of the game, built on the lang compiler (compileExpr +
// createProgram), used only to re-check counterexamples Z3 reports: end rules, the legal moves of a
// position (binders enumerated), targets, the conjecture's sets. Independent of the encoding, so a
// disagreement reveals a bug. Positions are plain number arrays in state-layout order.

import type { Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import { createProgram, type Program } from '../lang/program.js';
import { BOOL, INT, PLAYER, REAL, type Type } from '../lang/types.js';
import { EvalError, type CompileScope, type Oracle, type StateLayoutField, type Value } from '../lang/runtime.js';
import type { FieldDomain, MoveSpec, Spec, Update } from '../model/model.js';
import { isRealLine } from '../lang/builtins.js';
import { binderShape } from './strategy.js';

export const MOVE_LIMIT = 2_000_000;

export interface ConcreteMove {
  schema: number;
  binders: Map<string, number>;
  target: number[];
  /** `again:` held before the move: the same player moves next from the target (`turn` stays). */
  keeps: boolean;
}

function typeOf(d: FieldDomain): Type {
  switch (d.kind) {
    case 'bool':
      return BOOL;
    case 'real':
      return REAL;
    case 'player':
      return PLAYER;
    case 'array':
      return { kind: 'array', elem: typeOf(d.elem), length: d.length };
    default:
      return INT;
  }
}

export class ConcreteGame {
  readonly scope: CompileScope;
  readonly program: Program;
  private readonly cache = new Map<Expr, (f: Float64Array, o?: Oracle) => Value>();
  private readonly paramValues: number[];
  private readonly frameSize: number;
  constructor(
    readonly spec: Spec,
    params: Map<string, number>,
  ) {
    const slots = new Map<string, { slot: number; type: Type }>();
    let next = 0;
    this.paramValues = [];
    for (const p of spec.game.params) {
      slots.set(p.name, { slot: next++, type: typeOf(p.domain) });
      this.paramValues.push(params.get(p.name) ?? 0);
    }
    const stateOffset = next;
    const state: StateLayoutField[] = [];
    for (const f of spec.game.state) {
      const type = typeOf(f.domain);
      state.push({ name: f.name, offset: next - stateOffset, type });
      slots.set(f.name, { slot: next, type });
      next += type.kind === 'array' ? type.length : 1;
    }
    const stateSize = next - stateOffset;
    for (const m of spec.game.moves) {
      for (const b of m.binders) {
        const t = b.domain.type;
        const elem = t && (t.kind === 'set' || t.kind === 'array') ? t.elem : INT;
        if (!slots.has(b.name)) slots.set(b.name, { slot: next++, type: elem });
      }
    }
    this.frameSize = next;
    this.scope = { slots, state, stateOffset, stateSize, ...(spec.game.players ? { players: spec.game.players } : {}) };
    this.program = createProgram(spec.defines, this.scope);
  }

  get stateSize(): number {
    return this.scope.stateSize;
  }

  frame(pos: ArrayLike<number>, binders?: Map<string, number>): Float64Array {
    const f = new Float64Array(this.frameSize);
    this.paramValues.forEach((v, k) => (f[k] = v));
    for (let k = 0; k < pos.length; k++) f[this.scope.stateOffset + k] = pos[k]!;
    for (const [name, v] of binders ?? []) f[this.scope.slots.get(name)!.slot] = v;
    return f;
  }

  eval(e: Expr, f: Float64Array, oracle?: Oracle): Value {
    let fn = this.cache.get(e);
    if (!fn) {
      fn = compileExpr(e, this.scope, this.program);
      this.cache.set(e, fn);
    }
    return fn(f, oracle);
  }

  test(e: Expr | undefined, f: Float64Array): boolean {
    return e ? this.eval(e, f) === true : false;
  }

  num(e: Expr, f: Float64Array): number {
    return positionable(this.eval(e, f)) as number;
  }

  /** The `end:` rule that ends the game at pos (lose, draw, win in that order), if any. */
  endOf(pos: ArrayLike<number>): 'lose' | 'draw' | 'win' | undefined {
    const f = this.frame(pos);
    const end = this.spec.game.end;
    if (this.test(end.lose, f)) return 'lose';
    if (this.test(end.draw, f)) return 'draw';
    if (this.test(end.win, f)) return 'win';
    return undefined;
  }

  /** lose | draw | win | undefined (not terminal), with "no legal move" counted per `play`. */
  terminalOf(pos: ArrayLike<number>): 'lose' | 'draw' | 'win' | undefined {
    const e = this.endOf(pos);
    if (e) return e;
    if (this.moves(pos).length > 0) return undefined;
    return this.spec.game.play === 'misere' ? 'win' : 'lose';
  }

  /** Every legal move of pos (none when an end rule applies). Throws past MOVE_LIMIT moves. */
  moves(pos: ArrayLike<number>): ConcreteMove[] {
    if (this.endOf(pos)) return [];
    const out: ConcreteMove[] = [];
    this.spec.game.moves.forEach((m, schema) => {
      const binders = new Map<string, number>();
      const walk = (k: number): void => {
        if (k === m.binders.length) {
          const mv = this.moveWith(schema, pos, binders);
          if (mv) out.push(mv);
          if (out.length > MOVE_LIMIT) throw new Error(`more than ${MOVE_LIMIT} moves to enumerate`);
          return;
        }
        const b = m.binders[k]!;
        for (const v of this.domainValues(b.domain, this.frame(pos, binders))) {
          binders.set(b.name, v);
          walk(k + 1);
        }
        binders.delete(b.name);
      };
      walk(0);
    });
    return out;
  }

  domainValues(d: Expr, f: Float64Array): Iterable<number> {
    if (isRealLine(d)) throw new Error('a move over real values (x ∈ real) cannot be enumerated');
    if (d.kind === 'set') return d.elems.map((x) => this.num(x, f));
    if (d.kind === 'range') {
      const lo = this.num(d.lo, f);
      const hi = this.num(d.hi, f);
      if (hi - lo > MOVE_LIMIT) throw new Error(`a binder range of ${hi - lo + 1} values is too large to enumerate`);
      return (function* () {
        for (let v = lo; v <= hi; v++) yield v;
      })();
    }
    return this.eval(d, f) as number[];
  }

  inBinderDomain(d: Expr, f: Float64Array, v: number): boolean {
    if (isRealLine(d)) return Number.isFinite(v);
    if (d.kind === 'range') return this.num(d.lo, f) <= v && v <= this.num(d.hi, f);
    return [...this.domainValues(d, f)].includes(v);
  }

  /** Does a legal move lead from pos to target? Binders are enumerated, except a real binder, which
   *  is solved from an assignment `f: e - x`, `f: e + x`, `f: x + e` or `f: x` (else this throws). */
  reaches(pos: ArrayLike<number>, target: readonly number[]): boolean {
    if (this.endOf(pos)) return false;
    const same = (t: number[]): boolean => t.every((v, k) => v === target[k]);
    return this.spec.game.moves.some((m, schema) => {
      const binders = new Map<string, number>();
      const walk = (k: number): boolean => {
        if (k === m.binders.length) {
          const mv = this.moveWith(schema, pos, binders);
          return mv !== undefined && same(mv.target);
        }
        const b = m.binders[k]!;
        const f = this.frame(pos, binders);
        const values = isRealLine(b.domain) ? [this.solveReal(m, b.name, f, target)] : this.domainValues(b.domain, f);
        for (const v of values) {
          binders.set(b.name, v);
          if (walk(k + 1)) return true;
        }
        binders.delete(b.name);
        return false;
      };
      return walk(0);
    });
  }

  private solveReal(m: MoveSpec, x: string, f: Float64Array, target: readonly number[]): number {
    for (const a of m.targets[0]?.assignments ?? []) {
      const layout = this.scope.state.find((s) => s.name === a.field)!;
      if (a.index || layout.type.kind !== 'real') continue;
      const t = target[layout.offset]!;
      const shape = binderShape(a.value, x);
      if (!shape) continue;
      if (shape.kind === 'itself') return t;
      return shape.kind === 'subtracted' ? this.num(shape.other, f) - t : t - this.num(shape.other, f);
    }
    throw new Error(`the real binder '${x}' cannot be solved from the move's target`);
  }

  /** The move of schema `schema` with these binder values, if legal at pos (binder domains not
   *  checked). `again:` is read after the guard, in the position before the move (as refMoves.ts). */
  moveWith(schema: number, pos: ArrayLike<number>, binders: Map<string, number>): ConcreteMove | undefined {
    const m = this.spec.game.moves[schema]!;
    const f = this.frame(pos, binders);
    if (m.by) {
      const turn = pos[this.scope.state.find((s) => s.name === 'turn')!.offset];
      if (turn !== this.spec.game.players!.indexOf(m.by)) return undefined;
    }
    if (m.guard && this.eval(m.guard, f) !== true) return undefined;
    if (m.targets.length !== 1) throw new Error('sum moves are not re-checked');
    const keeps = m.again !== undefined && this.eval(m.again, f) === true;
    return { schema, binders: new Map(binders), target: this.apply(m.targets[0]!, pos, f, !keeps), keeps };
  }

  apply(upd: Update, pos: ArrayLike<number>, f: Float64Array, flip: boolean): number[] {
    const next = Array.from(pos);
    for (const a of upd.assignments) {
      const layout = this.scope.state.find((s) => s.name === a.field)!;
      const v = positionable(this.eval(a.value, f));
      if (a.index) {
        const i = this.num(a.index, f);
        const len = layout.type.kind === 'array' ? layout.type.length : 1;
        if (!(i >= 0 && i < len)) throw new EvalError('index-out-of-range', `index ${i} is outside '${a.field}'`, a.span);
        next[layout.offset + i] = v as number;
      } else if (Array.isArray(v)) v.forEach((x, k) => (next[layout.offset + k] = x));
      else next[layout.offset] = typeof v === 'boolean' ? (v ? 1 : 0) : (v as number);
    }
    if (flip && this.spec.game.players && !upd.assignments.some((a) => a.field === 'turn')) {
      const t = this.scope.state.find((s) => s.name === 'turn')!.offset;
      next[t] = 1 - next[t]!;
    }
    return next;
  }

  /** The declared domains of the fields (and the width bound of the bitvector encoding). */
  inDomain(pos: ArrayLike<number>, width?: number): boolean {
    const f = this.frame(pos);
    const bound = width === undefined ? Infinity : 2 ** width;
    const check = (d: FieldDomain, v: number): boolean => {
      if (d.kind !== 'bool' && d.kind !== 'real' && d.kind !== 'player' && !(v >= -bound && v < bound)) return false;
      switch (d.kind) {
        case 'nat':
          return Number.isInteger(v) && v >= 0;
        case 'int':
          return Number.isInteger(v);
        case 'range':
          return Number.isInteger(v) && this.num(d.lo, f) <= v && v <= this.num(d.hi, f);
        case 'player':
          return v === 0 || v === 1;
        case 'bool':
          return v === 0 || v === 1;
        default:
          return true;
      }
    };
    return this.spec.game.state.every((field) => {
      const layout = this.scope.state.find((s) => s.name === field.name)!;
      const d = field.domain;
      if (d.kind === 'array') return Array.from({ length: d.length }, (_, k) => check(d.elem, pos[layout.offset + k]!)).every(Boolean);
      return check(d, pos[layout.offset]!);
    });
  }
}

/** The evaluator is exact beyond ±(2^53 − 1) (a bigint), but positions and binders here are float64:
 *  such a value cannot be re-checked (the counterexample stays unconfirmed, never rounded). */
function positionable(v: Value | bigint): Value {
  if (typeof v === 'bigint' || (Array.isArray(v) && v.some((x) => typeof x === 'bigint'))) {
    throw new Error(`a value ${Array.isArray(v) ? `[${v.join(', ')}]` : v} is beyond ±(2^53 − 1), where positions and binders are not re-checked`);
  }
  return v;
}
