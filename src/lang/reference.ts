// Stage: lang. evalReference: a deliberately simple AST interpreter with BigInt ints, following the
// compiled code's left-to-right, short-circuit order and Euclidean div/mod. It is the oracle of the
// law "compiled = reference", the independent re-evaluation of claims (check/claimReference.ts, with
// a step budget) and, with `exact` set, the compiled code's fallback where a value leaves ±(2^53 − 1)
// (exactFallback.ts). Without `unchecked`/`exact` it throws 'overflow' where the fast path would;
// integers of more than MAX_DIGITS digits are a resource limit in every mode. Reals are exact
// rationals (rational.ts) in every mode: a literal is its decimal fraction.

import type { Binder, Expr, ExprOf } from './ast.js';
import { EvalError, OUTCOME_FRAGILE, OUTCOME_NEUTRAL, OUTCOME_SAFE, type CompileScope, type Oracle, type StateLayoutField } from './runtime.js';
import { tick } from './deadline.js';
import { MAX_RANGE_VALUES, rangeTooLarge } from './runtimeHelpers.js';
import * as Q from './rational.js';
import { Rational } from './rational.js';
import type { Type } from './types.js';

/** int → bigint, real → Rational (exact), player/outcome → number, bool → boolean, array → RefValue[],
 *  position → numbers (a bigint or Rational where a float64 cannot hold the value) */
export type RefValue = bigint | number | boolean | Rational | RefValue[];

export interface RefEnv {
  /** fields, params and outer binders (numbers are accepted for ints and converted) */
  values: Map<string, RefValue>;
  defines?: Map<string, { params: string[]; body: Expr }>;
  players?: [string, string];
  oracle?: Oracle;
  state?: StateLayoutField[];
  stateSize?: number;
  recursionLimit?: number;
  /** pure mathematics: never throw 'overflow' below the resource limit */
  unchecked?: boolean;
  /** At most this many expression nodes are evaluated (counted down); then OutOfSteps is thrown. */
  budget?: { steps: number };
  /** names not in `values` are read from this frame (fields, params), by `scope`'s slots */
  frame?: ArrayLike<number>;
  scope?: CompileScope;
  /** definitions: tried compiled first (memoised, fast), evaluated exactly when they overflow */
  calls?: ExactCalls;
}

/** The evaluation needed more than RefEnv.budget steps: no result (the caller bounded its work). */
export class OutOfSteps extends Error {
  constructor() {
    super('the reference evaluation ran out of steps');
  }
}

/** How the exact evaluator calls the program's definitions (program.ts implements it). */
export interface ExactCalls {
  /** the definition's value for these arguments, exactly (the fast path first) */
  call(name: string, args: RefValue[], frame: ArrayLike<number> | undefined, oracle: Oracle | undefined, span: Expr['span']): RefValue;
}

/** Integers with more digits than this are a resource limit (memory and time), not mathematics. */
export const MAX_DIGITS = 100_000;
const HUGE = 10n ** BigInt(MAX_DIGITS);
const NEG_HUGE = -HUGE; // computed once: negating a 330 000-bit number per test was the hot spot
const MAX = BigInt(Number.MAX_SAFE_INTEGER);

/** Throws the resource-limit error when v has more than MAX_DIGITS digits. */
export function withinLimit(v: bigint, e: { span: Expr['span'] }): bigint {
  if (v <= MAX && v >= -MAX) return v; // the common case, compared with small numbers only
  if (v >= HUGE || v <= NEG_HUGE) {
    const err = new EvalError('overflow', `resource limit: an integer of more than ${MAX_DIGITS.toLocaleString('en-US').replace(/,/g, ' ')} digits`, e.span);
    throw err;
  }
  return v;
}

/** Throws the resource-limit error when a rational's numerator or denominator is too large. */
export function ratWithinLimit(v: Rational, e: { span: Expr['span'] }): Rational {
  withinLimit(Q.magnitude(v), e);
  return v;
}

function safe(v: bigint, e: Expr): bigint {
  if (v > MAX || v < -MAX) throw new EvalError('overflow', 'integer overflow', e.span);
  return v;
}
/** |v| ≤ 2^53 − 1: representable as a float64 without rounding. */
export function isSafeBig(v: bigint): boolean {
  return v <= MAX && v >= -MAX;
}
const zmod = (a: bigint, b: bigint): bigint => {
  const r = a % b;
  return r < 0n ? r + (b < 0n ? -b : b) : r;
};
const zdiv = (a: bigint, b: bigint): bigint => (a - zmod(a, b)) / b;

/** A number value as an exact rational: an int, a rational, or a float64 read from a frame. */
function num(v: RefValue, e: { span: Expr['span'] }): Rational {
  if (v instanceof Rational) return v;
  if (typeof v === 'bigint') return Rational.int(v);
  const r = Q.fromDouble(v as number);
  // ±Infinity is the stand-in of an int beyond every region (exactFallback.ts); it has no value here
  if (r === undefined) throw new EvalError('overflow', `resource limit: the value ${String(v)} is beyond every region`, e.span);
  return r;
}
/** Converts a value to the representation of type t (int → bigint, real → Rational). */
function as(v: RefValue, t: Type | undefined, e: { span: Expr['span'] }): RefValue {
  if (t === undefined) return v;
  switch (t.kind) {
    case 'int':
      return typeof v === 'number' ? BigInt(v) : v;
    case 'real':
      return num(v, e);
    case 'array':
      return Array.isArray(v) ? v.map((x) => as(x, t.elem, e)) : v;
    case 'bool':
      return typeof v === 'number' ? v !== 0 : v;
    default:
      return v;
  }
}
function equal(a: RefValue, b: RefValue): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, k) => equal(x, b[k]!));
  if (a instanceof Rational || b instanceof Rational) return order(a, b) === 0;
  // loose equality on purpose: a bigint == a number compares the values exactly
  return a == b;
}

/** The order of two numbers of any representation (bigint, number, Rational), exactly. */
function order(a: RefValue, b: RefValue): number {
  if (!(a instanceof Rational) && !(b instanceof Rational)) return a < b ? -1 : a > b ? 1 : 0;
  // a number here is a float64 from a frame; ±Infinity (a stand-in beyond every region) by its sign
  const side = (x: RefValue): Rational | number => (typeof x === 'number' ? (Q.fromDouble(x) ?? x) : Q.rat(x as bigint | Rational));
  const x = side(a);
  const y = side(b);
  if (typeof x === 'number') return typeof y === 'number' ? Math.sign(x - y) : Math.sign(x);
  return typeof y === 'number' ? -Math.sign(y) : Q.cmp(x, y);
}

/** A position as the oracle takes it; one with a value beyond ±(2^53 − 1) lies outside every region
 *  (regions are bounded by memory). */
function positionFrame(p: RefValue[], e: Expr): Float64Array {
  // one plain pass (this runs once per oracle call of a claim): the first unsafe value is reported
  const at = new Float64Array(p.length);
  for (let k = 0; k < p.length; k++) {
    const x = p[k]!;
    if (typeof x === 'bigint' && !isSafeBig(x)) throw new EvalError('outside-region', `the position has a value ${x}, outside every region (regions lie within ±(2^53 − 1))`, e.span);
    if (x instanceof Rational) throw notADouble(x, e);
    at[k] = typeof x === 'boolean' ? (x ? 1 : 0) : Number(x);
  }
  return at;
}

const OUTCOMES = { safe: OUTCOME_SAFE, fragile: OUTCOME_FRAGILE, neutral: OUTCOME_NEUTRAL } as const;

/** A position's real value that no float64 holds: positions are float64 vectors in every engine. */
export function notADouble(x: Rational, e: { span: Expr['span'] }): EvalError {
  return new EvalError(
    'outside-region',
    `the position has the real value ${x.num}/${x.den}, which is not a binary fraction: positions hold reals as float64 numbers, so it lies outside every region`,
    e.span,
  );
}

function compare(op: string, left: RefValue, right: RefValue): boolean {
  switch (op) {
    case '=':
      return equal(left, right);
    case '!=':
      return !equal(left, right);
    case '<':
      return order(left, right) < 0;
    case '<=':
      return order(left, right) <= 0;
    case '>':
      return order(left, right) > 0;
    default:
      return order(left, right) >= 0;
  }
}

/** Writes a field's value (an array: its elements) into position p, as the oracle's frame holds it. */
function place(p: RefValue[], field: StateLayoutField, v: RefValue): void {
  const values = Array.isArray(v) ? v : [v];
  for (let k = 0; k < values.length; k++) {
    const x = values[k]!;
    if (x instanceof Rational)
      p[field.offset + k] = Q.toDouble(x) ?? x; // kept exact where no float64 is
    else p[field.offset + k] = typeof x === 'boolean' ? (x ? 1 : 0) : typeof x === 'bigint' && !isSafeBig(x) ? x : Number(x);
  }
}

/** The exact value of a real literal: the decimal fraction its text spells (`0.1` = 1/10). */
const literals = new WeakMap<object, Rational>();
export function realLiteral(e: ExprOf<'real'>): Rational {
  let r = literals.get(e);
  if (r === undefined) {
    // the text a file wrote; a node built by code may carry only its value (a float64, exact)
    r = /^-?\d+(\.\d+)?$/.test(e.text ?? '') ? Q.parseDecimal(e.text) : Q.fromDouble(e.value);
    if (r === undefined) throw new Error(`reference: the real literal ${e.value} is not a number`);
    literals.set(e, r);
  }
  return r;
}

export function evalReference(e: Expr, env: RefEnv): RefValue {
  return new Interpreter(env).eval(e, new Map());
}

class Interpreter {
  private depth = 0;
  /** The state layout's fields by name (a record names its fields; looked up once per name). */
  private fieldsByName: Map<string, StateLayoutField> | undefined;
  constructor(private readonly env: RefEnv) {}

  private safe(v: bigint, e: Expr): bigint {
    return this.env.unchecked ? withinLimit(v, e) : safe(v, e);
  }

  eval(e: Expr, locals: Map<string, RefValue>): RefValue {
    const budget = this.env.budget;
    if (budget && --budget.steps < 0) throw new OutOfSteps();
    tick(); // the run's deadline (deadline.ts)
    return as(this.raw(e, locals), e.type, e);
  }

  private raw(e: Expr, L: Map<string, RefValue>): RefValue {
    switch (e.kind) {
      case 'int':
        return this.safe(e.value, e);
      case 'real':
        return realLiteral(e);
      case 'bool':
        return e.value;
      case 'name':
        return this.name(e, L);
      case 'neg':
        return e.type?.kind === 'int' ? this.safe(-(this.eval(e.arg, L) as bigint), e) : Q.neg(num(this.eval(e.arg, L), e));
      case 'not':
        return !this.eval(e.arg, L);
      case 'arith':
        return this.arith(e, this.eval(e.left, L), this.eval(e.right, L));
      case 'xor':
        return this.xor(this.eval(e.left, L) as bigint, this.eval(e.right, L) as bigint, e);
      case 'logic': {
        const a = this.eval(e.left, L) as boolean;
        if (e.op === 'iff') return a === this.eval(e.right, L);
        if (e.op === 'and') return a ? this.eval(e.right, L) : false;
        if (e.op === 'or') return a ? true : this.eval(e.right, L);
        return a ? this.eval(e.right, L) : true;
      }
      case 'cmp': {
        let left = this.eval(e.args[0]!, L);
        for (let k = 0; k < e.ops.length; k++) {
          const right = this.eval(e.args[k + 1]!, L);
          if (!compare(e.ops[k]!, left, right)) return false;
          left = right;
        }
        return true;
      }
      case 'in': {
        const x = this.eval(e.elem, L);
        let found = false;
        if (e.set.kind === 'set') found = e.set.elems.some((el) => equal(x, this.eval(el, L)));
        else if (e.set.kind === 'range') {
          const lo = this.eval(e.set.lo, L);
          const hi = this.eval(e.set.hi, L);
          // lo..hi holds the integers from lo to hi, as a binder over it takes them: a real is in it
          // only when it is an integer
          found = (!(x instanceof Rational) || x.isInteger()) && order(lo, x) <= 0 && order(x, hi) <= 0;
        } else found = (this.eval(e.set, L) as RefValue[]).some((el) => equal(x, el));
        return e.negated ? !found : found;
      }
      case 'array':
        return e.elems.map((x) => this.eval(x, L));
      case 'index': {
        const arr = this.eval(e.target, L) as RefValue[];
        const i = this.eval(e.index, L) as bigint;
        if (i < 0n || i >= BigInt(arr.length)) throw new EvalError('index-out-of-range', 'index out of range', e.span);
        return arr[Number(i)]!;
      }
      case 'ite':
        return this.eval(e.cond, L) ? this.eval(e.then, L) : this.eval(e.else, L);
      case 'quant': {
        const forall = e.quantifier === 'forall';
        let result = forall;
        this.each(e.binders, L, false, (inner) => {
          if (Boolean(this.eval(e.body, inner)) !== forall) {
            result = !forall;
            return false;
          }
          return true;
        });
        return result;
      }
      case 'count': {
        let k = 0n;
        this.each(e.binders, L, true, (inner) => {
          if (this.eval(e.body, inner)) k++;
          return true;
        });
        return k;
      }
      case 'call':
        return this.call(e, L);
      case 'record':
        return this.position(e.fields.map((f) => [f.name, this.eval(f.value, L)]));
      case 'set':
      case 'range':
        throw new Error('reference: a set outside ∈');
      case 'comp':
        throw new Error('reference: a comprehension outside a data table');
    }
  }

  /** a op b, both operands evaluated (left first); only the operation asked for is computed. */
  private arith(e: ExprOf<'arith'>, a: RefValue, b: RefValue): RefValue {
    if (e.type?.kind !== 'int') {
      const x = num(a, e);
      const y = num(b, e);
      if (e.op === '/' && Q.isZero(y)) throw new EvalError('division-by-zero', 'division by zero', e.span);
      const r = e.op === '+' ? Q.add(x, y) : e.op === '-' ? Q.sub(x, y) : e.op === '*' ? Q.mul(x, y) : Q.div(x, y);
      return ratWithinLimit(r, e);
    }
    const x = a as bigint;
    const y = b as bigint;
    if ((e.op === 'div' || e.op === 'mod') && y === 0n) throw new EvalError('division-by-zero', 'division by zero', e.span);
    switch (e.op) {
      case '+':
        return this.safe(x + y, e);
      case '-':
        return this.safe(x - y, e);
      case '*':
        return this.safe(x * y, e);
      case 'div':
        return this.safe(zdiv(x, y), e);
      default:
        return this.safe(zmod(x, y), e);
    }
  }

  private xor(a: bigint, b: bigint, e: Expr): bigint {
    if (a < 0n || b < 0n) throw new EvalError('domain', 'xor of a negative number', e.span);
    return a ^ b;
  }

  private name(e: ExprOf<'name'>, L: Map<string, RefValue>): RefValue {
    const ref = e.ref;
    if (ref?.kind === 'binder') {
      const bound = L.get(e.name); // values are never undefined
      if (bound !== undefined) return bound;
    }
    switch (ref?.kind) {
      case 'binder':
      case 'field':
      case 'param': {
        const v = this.env.values.get(e.name) ?? this.fromFrame(e.name);
        if (v === undefined) throw new Error(`reference: no value for '${e.name}'`);
        return v;
      }
      case 'define':
        return this.define(e.name, [], e);
      case 'player':
        return this.env.players!.indexOf(e.name);
      case 'outcome':
        return OUTCOMES[ref.name];
      case 'start':
        return Array.from(this.env.oracle!.start(e.span));
      default:
        throw new Error(`reference: unresolved name '${e.name}'`);
    }
  }

  /** A field or param read from env.frame (its slots in env.scope); undefined when there is none. */
  private fromFrame(name: string): RefValue | undefined {
    const info = this.env.scope?.slots.get(name);
    const f = this.env.frame;
    if (!info || !f) return undefined;
    if (info.type.kind === 'array') return Array.from({ length: info.type.length }, (_, k) => f[info.slot + k]!);
    return f[info.slot]!;
  }

  /** Calls `visit` for every assignment of the binders; stops when visit returns false. */
  private each(binders: Binder[], L: Map<string, RefValue>, distinct: boolean, visit: (inner: Map<string, RefValue>) => boolean, k = 0): boolean {
    if (k === binders.length) return visit(L);
    const b = binders[k]!;
    const d = b.domain;
    let values: RefValue[];
    if (d.kind === 'range') {
      const lo = this.eval(d.lo, L) as bigint;
      const hi = this.eval(d.hi, L) as bigint;
      // the compiled loops' work limit, on the exact bounds
      if (hi - lo >= BigInt(MAX_RANGE_VALUES)) rangeTooLarge(b.span, b.name, lo, hi);
      // one map per entry into this binder, not per value: the deeper binders copy it on entry, so
      // every domain is still evaluated with the binders before it only (a shadowed outer name too)
      const inner = new Map(L);
      for (let i = lo; i <= hi; i++) {
        if (!this.each(binders, inner.set(b.name, i), distinct, visit, k + 1)) return false;
      }
      return true;
    } else if (d.kind === 'set') {
      const all = d.elems.map((x) => this.eval(x, L));
      values = distinct ? all.filter((v, j) => all.findIndex((w) => equal(v, w)) === j) : all;
    } else values = this.eval(d, L) as RefValue[];
    const inner = new Map(L);
    for (const v of values) {
      if (!this.each(binders, inner.set(b.name, v), distinct, visit, k + 1)) return false;
    }
    return true;
  }

  private define(name: string, args: RefValue[], e: Expr): RefValue {
    if (this.env.calls) return this.env.calls.call(name, args, this.env.frame, this.env.oracle, e.span);
    const def = this.env.defines?.get(name);
    if (!def) throw new Error(`reference: no definition '${name}'`);
    if (this.depth >= (this.env.recursionLimit ?? 10_000)) throw new EvalError('recursion-limit', 'recursion limit', e.span);
    this.depth++;
    try {
      return this.eval(def.body, new Map(def.params.map((p, k) => [p, args[k]!])));
    } finally {
      this.depth--;
    }
  }

  /** A position in the state layout: numbers, or a bigint where a value is not a safe integer. */
  private position(entries: [string, RefValue][]): RefValue[] {
    const p = this.emptyPosition();
    if (!this.fieldsByName) this.fieldsByName = new Map((this.env.state ?? this.env.scope?.state)!.map((f) => [f.name, f]));
    for (const [name, v] of entries) place(p, this.fieldsByName.get(name)!, v);
    return p;
  }

  /** The position of an oracle call's arguments, one per field of the state layout, in its order. */
  private positionOf(state: StateLayoutField[], args: RefValue[]): RefValue[] {
    const p = this.emptyPosition();
    for (let k = 0; k < state.length; k++) place(p, state[k]!, args[k]!);
    return p;
  }

  private emptyPosition(): RefValue[] {
    const size = this.env.stateSize ?? this.env.scope?.stateSize ?? 0;
    const p: RefValue[] = [];
    for (let k = 0; k < size; k++) p.push(0);
    return p;
  }

  private call(e: ExprOf<'call'>, L: Map<string, RefValue>): RefValue {
    const args = e.args.map((a) => this.eval(a, L));
    if (e.ref?.kind === 'define') return this.define(e.callee, args, e);
    if (e.ref?.kind === 'oracle') {
      const state = this.env.state ?? this.env.scope?.state;
      const p = args.length === 1 && e.args[0]!.type?.kind === 'position' ? (args[0] as RefValue[]) : this.positionOf(state!, args);
      const o = this.env.oracle!;
      const at = positionFrame(p, e);
      if (e.callee === 'grundy') return BigInt(o.grundy(at, e.span));
      if (e.callee === 'value') return BigInt(o.value(at, e.span));
      const outcome = o.outcome(at, e.span);
      if (e.callee === 'outcome') return outcome;
      return outcome === OUTCOMES[e.callee as 'safe'];
    }
    const list = args.length === 1 && Array.isArray(args[0]) ? (args[0] as RefValue[]) : args;
    const int = e.type?.kind === 'int';
    switch (e.callee) {
      case 'min':
      case 'max': {
        if (list.length === 0) throw new EvalError('domain', 'min/max of an empty array', e.span);
        const rs = int ? list : list.map((x) => num(x, e));
        return rs.reduce((a, b) => ((e.callee === 'min' ? order(b, a) < 0 : order(b, a) > 0) ? b : a));
      }
      case 'abs':
        return int ? this.safe((args[0] as bigint) < 0n ? -(args[0] as bigint) : (args[0] as bigint), e) : Q.abs(num(args[0]!, e));
      case 'floor':
      case 'ceil': {
        if (typeof args[0] === 'bigint') return args[0];
        const x = num(args[0]!, e);
        return this.safe(e.callee === 'floor' ? Q.floor(x) : Q.ceil(x), e);
      }
      case 'xor':
        return list.reduce((a, b) => this.xor(a as bigint, b as bigint, e), 0n);
      case 'bit': {
        const i = args[1] as bigint;
        if (i < 0n) throw new EvalError('domain', 'bit index below 0', e.span);
        return ((args[0] as bigint) >> i) & 1n;
      }
      case 'len':
        return BigInt((args[0] as RefValue[]).length);
      case 'sum':
        if (!int) return list.reduce<Rational>((a, b) => ratWithinLimit(Q.add(a, num(b, e)), e), Rational.int(0n));
        return list.reduce<bigint>((a, b) => this.safe(a + (b as bigint), e), 0n);
      default:
        throw new Error(`reference: no builtin '${e.callee}'`);
    }
  }
}
