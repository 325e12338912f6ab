// Stage: lang (compiler analysis). The range analysis: an interval containing the value of an int
// expression whenever it evaluates without error, from the ranges of its leaves (fields, binders,
// params) given by a RangeEnv; and the refinement a condition gives its leaves on the path where it
// holds (or fails). The code generator uses them to drop checks that can never fire, so every rule
// here must be sound: when unsure, answer TOP (or refine nothing).

import type { CmpOp, Expr } from './ast.js';
import * as I from './interval.js';
import { TOP, type Interval } from './interval.js';

export interface Leaf {
  /** Identity of the value (a JS local) for refinements; absent when it cannot be refined. */
  key?: string;
  range: Interval;
}

export interface RangeEnv {
  /** A name, or an element of an array field with a known index: its range. */
  leaf(e: Expr): Leaf | undefined;
  /** The hull of the elements of an array-typed name (TOP when unknown). */
  elements(e: Expr): Interval;
  /** `small ≤ big` is known for these two leaves (e.g. a binder of `k ∈ 1..n` and n). */
  ordered(small: Expr, big: Expr): boolean;
}

const isInt = (e: Expr): boolean => e.type?.kind === 'int';

/** An interval holding e's value whenever e evaluates without error (TOP for non-int expressions). */
export function rangeOf(e: Expr, env: RangeEnv): Interval {
  if (!isInt(e)) return TOP;
  switch (e.kind) {
    case 'int':
      return e.value <= BigInt(I.MAX_SAFE_INT) && e.value >= -BigInt(I.MAX_SAFE_INT) ? I.point(Number(e.value)) : TOP;
    case 'name':
      return env.leaf(e)?.range ?? TOP;
    case 'index':
      return env.leaf(e)?.range ?? elementsOf(e.target, env);
    case 'neg':
      return I.neg(rangeOf(e.arg, env));
    case 'arith': {
      const a = rangeOf(e.left, env);
      const b = rangeOf(e.right, env);
      switch (e.op) {
        case '+':
          return I.add(a, b);
        case '-': {
          const d = I.sub(a, b);
          return env.ordered(e.right, e.left) && d.lo < 0 ? I.interval(0, d.hi) : d;
        }
        case '*':
          return I.mul(a, b);
        case 'mod':
          return I.emod(a, b);
        case 'div':
          return I.ediv(a, b);
        default:
          return TOP;
      }
    }
    case 'ite':
      return I.hull(rangeOf(e.then, env), rangeOf(e.else, env));
    case 'count':
      return I.interval(0, Infinity);
    case 'call':
      return e.ref?.kind === 'builtin' ? builtinRange(e.callee, e.args, env) : TOP;
    default:
      return TOP;
  }
}

/** The hull of an array expression's elements. */
export function elementsOf(e: Expr, env: RangeEnv): Interval {
  if (e.type?.kind !== 'array' || e.type.elem.kind !== 'int') return TOP;
  if (e.kind === 'array') return e.elems.length ? e.elems.map((x) => rangeOf(x, env)).reduce(I.hull) : TOP;
  if (e.kind === 'name') return env.elements(e);
  return TOP;
}

function builtinRange(callee: string, args: Expr[], env: RangeEnv): Interval {
  const single = args.length === 1 && args[0]!.type?.kind === 'array' ? args[0]! : undefined;
  const length = single?.type?.kind === 'array' ? single.type.length : 0;
  // the ranges of the values combined: one per argument, or the element hull of a single array
  const parts = single ? [elementsOf(single, env)] : args.map((a) => rangeOf(a, env));
  if (parts.length === 0) return TOP;
  switch (callee) {
    case 'min':
      return parts.reduce(I.min);
    case 'max':
      return parts.reduce(I.max);
    case 'abs':
      return I.abs(parts[0]!);
    case 'floor':
    case 'ceil':
      // the identity on ints; a real argument's range is not tracked
      return args[0]?.type?.kind === 'int' ? parts[0]! : TOP;
    case 'xor':
      return parts.reduce(I.xor, { lo: 0, hi: 0 });
    case 'bit':
      return { lo: 0, hi: 1 };
    case 'len':
      return single ? I.point(length) : TOP;
    case 'sum':
      return single ? sumRange(parts[0]!, length) : TOP;
    default:
      return TOP;
  }
}

/** A sum of `length` values in r (0 for an empty array). */
function sumRange(r: Interval, length: number): Interval {
  if (length === 0) return I.point(0);
  return I.mul(r, I.point(length));
}

/** Refinements (leaf key → interval to intersect with) valid where `cond` evaluates to `holds`. */
export function refine(cond: Expr, env: RangeEnv, holds = true): Map<string, Interval> {
  const out = new Map<string, Interval>();
  collect(cond, env, holds, out);
  return out;
}

function collect(e: Expr, env: RangeEnv, holds: boolean, out: Map<string, Interval>): void {
  switch (e.kind) {
    case 'not':
      return collect(e.arg, env, !holds, out);
    case 'logic':
      // a ∧ b true: both true; a ∨ b false: both false; a ⇒ b false: a true and b false
      if (e.op === 'and' && holds) return both(e.left, true, e.right, true);
      if (e.op === 'or' && !holds) return both(e.left, false, e.right, false);
      if (e.op === 'implies' && !holds) return both(e.left, true, e.right, false);
      return;
    case 'cmp':
      if (holds) e.ops.forEach((op, k) => link(e.args[k]!, op, e.args[k + 1]!, env, out));
      else if (e.ops.length === 1) link(e.args[0]!, NEGATED[e.ops[0]!], e.args[1]!, env, out);
      return;
    case 'in':
      if (holds !== e.negated && isInt(e.elem)) {
        const r = setHull(e.set, env);
        if (r) narrow(e.elem, r, env, out);
      }
      return;
    default:
      return;
  }
  function both(a: Expr, ha: boolean, b: Expr, hb: boolean): void {
    collect(a, env, ha, out);
    collect(b, env, hb, out);
  }
}

const NEGATED: Record<CmpOp, CmpOp> = { '=': '!=', '!=': '=', '<': '>=', '<=': '>', '>': '<=', '>=': '<' };

/** a op b holds: narrow whichever side is a leaf. */
function link(a: Expr, op: CmpOp, b: Expr, env: RangeEnv, out: Map<string, Interval>): void {
  if (!isInt(a) || !isInt(b)) return;
  const ra = rangeOf(a, env);
  const rb = rangeOf(b, env);
  switch (op) {
    case '<=':
      narrow(a, I.interval(-Infinity, rb.hi), env, out);
      return narrow(b, I.interval(ra.lo, Infinity), env, out);
    case '<':
      narrow(a, I.interval(-Infinity, rb.hi - 1), env, out);
      return narrow(b, I.interval(ra.lo + 1, Infinity), env, out);
    case '>=':
      return link(b, '<=', a, env, out);
    case '>':
      return link(b, '<', a, env, out);
    case '=':
      narrow(a, rb, env, out);
      return narrow(b, ra, env, out);
    case '!=':
      // only a known single value at an end of the other side's range trims it
      notEqual(a, ra, rb, env, out);
      return notEqual(b, rb, ra, env, out);
  }
}

function notEqual(x: Expr, rx: Interval, other: Interval, env: RangeEnv, out: Map<string, Interval>): void {
  if (!I.isPoint(other)) return;
  if (rx.lo === other.lo) narrow(x, I.interval(other.lo + 1, Infinity), env, out);
  else if (rx.hi === other.lo) narrow(x, I.interval(-Infinity, other.lo - 1), env, out);
}

function setHull(set: Expr, env: RangeEnv): Interval | undefined {
  if (set.kind === 'range') return I.interval(rangeOf(set.lo, env).lo, rangeOf(set.hi, env).hi);
  if (set.kind === 'set' && set.elems.length && set.elems.every(isInt)) return set.elems.map((x) => rangeOf(x, env)).reduce(I.hull);
  return undefined;
}

function narrow(x: Expr, r: Interval, env: RangeEnv, out: Map<string, Interval>): void {
  const key = env.leaf(x)?.key;
  if (key === undefined) return;
  const old = out.get(key);
  out.set(key, old ? I.meet(old, r) : r);
}

/** The value of condition `cond` when the ranges decide it and its evaluation cannot fail (no
 *  overflow, division, call, definition or array access that could raise an error); undefined
 *  otherwise. A decided condition can be left out of the generated code without changing a result. */
export function decide(cond: Expr, env: RangeEnv): boolean | undefined {
  return cond.type?.kind === 'bool' && total(cond, env) ? truth(cond, env) : undefined;
}

/** e evaluates without error (on every path where its leaves lie in their ranges). */
function total(e: Expr, env: RangeEnv): boolean {
  switch (e.kind) {
    case 'int':
      return e.value <= BigInt(I.MAX_SAFE_INT) && e.value >= -BigInt(I.MAX_SAFE_INT);
    case 'bool':
      return true;
    case 'name': {
      const k = e.ref?.kind;
      return (k === 'field' || k === 'param' || k === 'binder') && (e.type?.kind === 'int' || e.type?.kind === 'bool');
    }
    case 'index':
      // only an element the code generator reads from a local (a literal index inside the array)
      return isInt(e) && env.leaf(e) !== undefined;
    case 'neg':
      return isInt(e) && total(e.arg, env);
    case 'arith':
      return isInt(e) && (e.op === '+' || e.op === '-' || e.op === '*') && total(e.left, env) && total(e.right, env) && I.isSafe(rangeOf(e, env));
    case 'not':
      return total(e.arg, env);
    case 'logic':
      return total(e.left, env) && total(e.right, env);
    case 'cmp':
      return e.args.every((a) => isInt(a) && total(a, env));
    default:
      return false;
  }
}

function truth(e: Expr, env: RangeEnv): boolean | undefined {
  switch (e.kind) {
    case 'bool':
      return e.value;
    case 'not': {
      const v = truth(e.arg, env);
      return v === undefined ? undefined : !v;
    }
    case 'logic': {
      const a = truth(e.left, env);
      const b = truth(e.right, env);
      switch (e.op) {
        case 'and':
          return a === false || b === false ? false : a === true && b === true ? true : undefined;
        case 'or':
          return a === true || b === true ? true : a === false && b === false ? false : undefined;
        case 'implies':
          return a === false || b === true ? true : a === true && b === false ? false : undefined;
        case 'iff':
          return a === undefined || b === undefined ? undefined : a === b;
      }
      return undefined;
    }
    case 'cmp': {
      let all = true;
      for (let k = 0; k < e.ops.length; k++) {
        const v = compare(e.args[k]!, e.ops[k]!, e.args[k + 1]!, env);
        if (v === false) return false;
        if (v === undefined) all = false;
      }
      return all ? true : undefined;
    }
    default:
      return undefined;
  }
}

/** a op b for two int expressions, from their ranges (and a known a ≤ b between leaves). */
function compare(a: Expr, op: CmpOp, b: Expr, env: RangeEnv): boolean | undefined {
  const ra = rangeOf(a, env);
  const rb = rangeOf(b, env);
  switch (op) {
    case '<=':
      return ra.hi <= rb.lo || env.ordered(a, b) ? true : ra.lo > rb.hi ? false : undefined;
    case '<':
      return ra.hi < rb.lo ? true : ra.lo >= rb.hi || env.ordered(b, a) ? false : undefined;
    case '>=':
      return compare(b, '<=', a, env);
    case '>':
      return compare(b, '<', a, env);
    case '=':
      return ra.hi < rb.lo || rb.hi < ra.lo ? false : I.isPoint(ra) && I.isPoint(rb) && ra.lo === rb.lo && Number.isFinite(ra.lo) ? true : undefined;
    case '!=': {
      const v = compare(a, '=', b, env);
      return v === undefined ? undefined : !v;
    }
  }
}
