// Stage: prove (exact re-check of real-valued moves). Evaluates an expression over intervals of
// exact rationals: numbers become intervals containing every value the evaluator could compute for
// values of the variables in their intervals, conditions become true / false / unknown. Anything it
// cannot bound soundly (an error that may happen, xor of a range, an oracle) throws Undecided, which
// callers read as "unknown" — never as true or false.

import type { Binder, Expr, ExprOf } from '../../lang/ast.js';
import { ceil, floor, fromDecimal, isFinite, isInteger, q, type Q } from './rational.js';
import * as I from './interval.js';
import { F, T, U, tvAnd, tvIff, tvNot, tvOr, type Iv, type TV } from './interval.js';

export type IValue = { k: 'num'; v: Iv } | { k: 'bool'; v: TV } | { k: 'arr'; v: IValue[] };

export class Undecided extends Error {}

/** f's truth value, or unknown where the intervals cannot decide it. */
export function orUnknown(f: () => TV): TV {
  try {
    return f();
  } catch (err) {
    if (err instanceof Undecided) return U;
    throw err;
  }
}

export interface IEnv {
  fields: Map<string, IValue>;
  params: Map<string, IValue>;
  defines: Map<string, { params: string[]; body: Expr }>;
  players?: readonly [string, string];
}

const RANGE_LIMIT = 100_000;
const DEPTH_LIMIT = 64;

export const num = (v: Iv): IValue => ({ k: 'num', v });
export const bool = (v: TV): IValue => ({ k: 'bool', v });

/** Whether the values of an interval are integers (lo..hi holds integers only): true, false (a
 *  point that is a fraction) or unknown (an interval that may hold both). */
function integral(a: Iv): TV {
  if (a.int) return T;
  if (I.isPoint(a)) return isFinite(a.lo) && isInteger(a.lo) ? T : F;
  if (!isFinite(a.lo) || !isFinite(a.hi)) return U;
  // the least and the greatest integer inside: none when they cross
  const least = a.loOpen && isInteger(a.lo) ? a.lo.n + 1n : ceil(a.lo);
  const greatest = a.hiOpen && isInteger(a.hi) ? a.hi.n - 1n : floor(a.hi);
  return least > greatest ? F : U;
}

function asNum(x: IValue): Iv {
  if (x.k !== 'num') throw new Undecided('a number was expected');
  return x.v;
}
function asBool(x: IValue): TV {
  if (x.k !== 'bool') throw new Undecided('a condition was expected');
  return x.v;
}
function asArr(x: IValue): IValue[] {
  if (x.k !== 'arr') throw new Undecided('an array was expected');
  return x.v;
}
/** The value as a rational, when it is a single point. */
function pointOf(x: Iv): Q | undefined {
  return I.isPoint(x) && isFinite(x.lo) ? x.lo : undefined;
}

function eqValues(a: IValue, b: IValue): TV {
  if (a.k === 'num' && b.k === 'num') return I.eq(a.v, b.v);
  if (a.k === 'bool' && b.k === 'bool') return tvIff(a.v, b.v);
  if (a.k === 'arr' && b.k === 'arr') return a.v.length !== b.v.length ? F : a.v.reduce<TV>((t, x, i) => tvAnd(t, eqValues(x, b.v[i]!)), T);
  throw new Undecided('values of different kinds compared');
}

function hullValues(a: IValue, b: IValue): IValue {
  if (a.k === 'num' && b.k === 'num') return num(I.hull(a.v, b.v));
  if (a.k === 'bool' && b.k === 'bool') return bool(a.v === b.v ? a.v : U);
  if (a.k === 'arr' && b.k === 'arr' && a.v.length === b.v.length) return { k: 'arr', v: a.v.map((x, i) => hullValues(x, b.v[i]!)) };
  throw new Undecided('branches of different kinds');
}

export function evalInterval(e: Expr, env: IEnv, locals: Map<string, IValue> = new Map()): IValue {
  return new IntervalEvaluator(env).eval(e, locals);
}

class IntervalEvaluator {
  private depth = 0;
  constructor(private readonly env: IEnv) {}

  eval(e: Expr, L: Map<string, IValue>): IValue {
    const v = this.raw(e, L);
    return v.k === 'num' && e.type?.kind === 'int' && !v.v.int ? num(I.asInt(v.v)) : v;
  }

  private raw(e: Expr, L: Map<string, IValue>): IValue {
    const ev = (x: Expr): IValue => this.eval(x, L);
    const n = (x: Expr): Iv => asNum(ev(x));
    const b = (x: Expr): TV => asBool(ev(x));
    switch (e.kind) {
      case 'int':
        return num(I.point(q(e.value), true));
      case 'real':
        return num(I.point(fromDecimal(e.text), false));
      case 'bool':
        return bool(e.value ? T : F);
      case 'name':
        return this.name(e, L);
      case 'neg':
        return num(I.neg(n(e.arg)));
      case 'not':
        return bool(tvNot(b(e.arg)));
      case 'arith':
        return num(this.arith(e, n(e.left), n(e.right)));
      case 'xor': {
        const [x, y] = [pointOf(n(e.left)), pointOf(n(e.right))];
        if (!x || !y || x.n < 0n || y.n < 0n || x.d !== 1n || y.d !== 1n) throw new Undecided('xor of a range');
        return num(I.point(q(x.n ^ y.n), true));
      }
      case 'logic': {
        const a = b(e.left);
        if (e.op === 'and' && a === F) return bool(F);
        if (e.op === 'or' && a === T) return bool(T);
        if (e.op === 'implies' && a === F) return bool(T);
        const right = a === U ? orUnknown(() => b(e.right)) : b(e.right);
        if (e.op === 'and') return bool(tvAnd(a, right));
        if (e.op === 'or') return bool(tvOr(a, right));
        if (e.op === 'implies') return bool(tvOr(tvNot(a), right));
        return bool(tvIff(a, right));
      }
      case 'cmp': {
        let result: TV = T;
        let left = ev(e.args[0]!);
        for (let k = 0; k < e.ops.length; k++) {
          if (result === F) break; // the evaluator stops at the first false pair
          const right = result === U ? this.lazyValue(() => ev(e.args[k + 1]!)) : ev(e.args[k + 1]!);
          if (!right) return bool(U);
          result = tvAnd(result, this.compare(e.ops[k]!, left, right));
          left = right;
        }
        return bool(result);
      }
      case 'in': {
        const x = ev(e.elem);
        let found: TV;
        if (e.set.kind === 'set') found = e.set.elems.reduce<TV>((t, el) => tvOr(t, eqValues(x, ev(el))), F);
        else if (e.set.kind === 'range') found = tvAnd(tvAnd(I.le(n(e.set.lo), asNum(x)), I.le(asNum(x), n(e.set.hi))), integral(asNum(x)));
        else found = asArr(ev(e.set)).reduce<TV>((t, el) => tvOr(t, eqValues(x, el)), F);
        return bool(e.negated ? tvNot(found) : found);
      }
      case 'array':
        return { k: 'arr', v: e.elems.map(ev) };
      case 'index': {
        const arr = asArr(ev(e.target));
        const i = I.asInt(n(e.index));
        if (!isFinite(i.lo) || !isFinite(i.hi) || i.lo.n < 0n || i.hi.n >= BigInt(arr.length)) throw new Undecided('an index that may be out of range');
        let v = arr[Number(i.lo.n)]!;
        for (let k = i.lo.n + 1n; k <= i.hi.n; k++) v = hullValues(v, arr[Number(k)]!);
        return v;
      }
      case 'ite': {
        const c = b(e.cond);
        if (c === T) return ev(e.then);
        if (c === F) return ev(e.else);
        return hullValues(ev(e.then), ev(e.else));
      }
      case 'quant': {
        const forall = e.quantifier === 'forall';
        let result: TV = forall ? T : F;
        this.each(e.binders, L, false, (inner, member) => {
          const body = member === T ? asBool(this.eval(e.body, inner)) : orUnknown(() => asBool(this.eval(e.body, inner)));
          result = forall ? tvAnd(result, tvOr(tvNot(member), body)) : tvOr(result, tvAnd(member, body));
          return forall ? result !== F : result !== T;
        });
        return bool(result);
      }
      case 'count': {
        let lo = 0n;
        let hi = 0n;
        this.each(e.binders, L, true, (inner, member) => {
          const body = member === T ? asBool(this.eval(e.body, inner)) : orUnknown(() => asBool(this.eval(e.body, inner)));
          const t = tvAnd(member, body);
          if (t === T) lo++;
          if (t !== F) hi++;
          return true;
        });
        return num({ lo: q(lo), hi: q(hi), loOpen: false, hiOpen: false, int: true });
      }
      case 'call':
        return this.call(e, L);
      case 'record':
      case 'set':
      case 'range':
      case 'comp':
        throw new Undecided(`${e.kind} is not evaluated over intervals`);
    }
  }

  private lazyValue(f: () => IValue): IValue | undefined {
    try {
      return f();
    } catch (err) {
      if (err instanceof Undecided) return undefined;
      throw err;
    }
  }

  private compare(op: string, a: IValue, b: IValue): TV {
    if (op === '=') return eqValues(a, b);
    if (op === '!=') return tvNot(eqValues(a, b));
    const [x, y] = [asNum(a), asNum(b)];
    if (op === '<') return I.lt(x, y);
    if (op === '<=') return I.le(x, y);
    if (op === '>') return I.lt(y, x);
    return I.le(y, x);
  }

  private arith(e: ExprOf<'arith'>, a: Iv, b: Iv): Iv {
    switch (e.op) {
      case '+':
        return I.add(a, b);
      case '-':
        return I.sub(a, b);
      case '*':
        return I.mul(a, b);
      case '/': {
        const c = pointOf(b);
        if (!c || c.n === 0n) throw new Undecided('division by a range');
        return I.divPoint(a, c);
      }
      default: {
        const c = pointOf(b);
        if (!c || c.n === 0n || c.d !== 1n) throw new Undecided(`${e.op} by a range`);
        const m = c.n < 0n ? -c.n : c.n;
        const ai = I.asInt(a);
        const x = pointOf(ai);
        if (x) {
          const r = ((x.n % m) + m) % m;
          return I.point(q(e.op === 'mod' ? r : (x.n - r) / c.n), true);
        }
        if (!isFinite(ai.lo) || !isFinite(ai.hi)) {
          if (e.op === 'mod') return { lo: q(0n), hi: q(m - 1n), loOpen: false, hiOpen: false, int: true };
          throw new Undecided('div of an unbounded range');
        }
        const fl = (v: bigint): bigint => (v - (((v % m) + m) % m)) / m; // ⌊v / m⌋
        if (e.op === 'mod') {
          const [l, h] = [ai.lo.n, ai.hi.n];
          if (fl(l) === fl(h)) return { lo: q(l - fl(l) * m), hi: q(h - fl(h) * m), loOpen: false, hiOpen: false, int: true };
          return { lo: q(0n), hi: q(m - 1n), loOpen: false, hiOpen: false, int: true };
        }
        // Euclidean: a div c = ⌊a / m⌋ for c > 0 and −⌊a / m⌋ for c < 0 (monotone either way)
        const ends = [fl(ai.lo.n), fl(ai.hi.n)].map((v) => (c.n < 0n ? -v : v));
        const [l, h] = ends[0]! <= ends[1]! ? ends : [ends[1]!, ends[0]!];
        return { lo: q(l!), hi: q(h!), loOpen: false, hiOpen: false, int: true };
      }
    }
  }

  private name(e: ExprOf<'name'>, L: Map<string, IValue>): IValue {
    const ref = e.ref;
    if (ref?.kind === 'binder' && L.has(e.name)) return L.get(e.name)!;
    if (ref?.kind === 'field' && this.env.fields.has(e.name)) return this.env.fields.get(e.name)!;
    if (ref?.kind === 'param' && this.env.params.has(e.name)) return this.env.params.get(e.name)!;
    if (ref?.kind === 'define') return this.define(e.name, []);
    if (ref?.kind === 'player' && this.env.players) return num(I.point(q(BigInt(this.env.players.indexOf(e.name))), true));
    throw new Undecided(`no value for '${e.name}'`);
  }

  /** Calls visit(values, membership) for every candidate binder assignment; stops when it returns false. */
  private each(binders: Binder[], L: Map<string, IValue>, distinct: boolean, visit: (inner: Map<string, IValue>, member: TV) => boolean, k = 0, member: TV = T): boolean {
    if (k === binders.length) return visit(L, member);
    const bnd = binders[k]!;
    const d = bnd.domain;
    const next = (v: IValue, m: TV): boolean => this.each(binders, new Map(L).set(bnd.name, v), distinct, visit, k + 1, tvAnd(member, m));
    if (d.kind === 'range') {
      const lo = I.asInt(asNum(this.eval(d.lo, L)));
      const hi = I.asInt(asNum(this.eval(d.hi, L)));
      if (!isFinite(lo.lo) || !isFinite(hi.hi)) throw new Undecided('an unbounded binder range');
      if (hi.hi.n - lo.lo.n > BigInt(RANGE_LIMIT)) throw new Undecided('a binder range too large to enumerate');
      for (let v = lo.lo.n; v <= hi.hi.n; v++) {
        const x = I.point(q(v), true);
        if (!next(num(x), tvAnd(I.le(lo, x), I.le(x, hi)))) return false;
      }
      return true;
    }
    const values = d.kind === 'set' ? d.elems.map((x) => this.eval(x, L)) : asArr(this.eval(d, L));
    if (distinct && d.kind === 'set') {
      // count over a set counts distinct values: only decidable when the values are known exactly
      const exact = values.map((v) => (v.k === 'num' ? pointOf(v.v) : v.k === 'bool' && v.v !== U ? v.v : undefined));
      if (exact.some((x) => x === undefined)) throw new Undecided('count over a set of ranges');
      const seen: IValue[] = [];
      for (const v of values) {
        if (seen.some((w) => eqValues(v, w) === T)) continue;
        seen.push(v);
        if (!next(v, T)) return false;
      }
      return true;
    }
    for (const v of values) if (!next(v, T)) return false;
    return true;
  }

  private define(name: string, args: IValue[]): IValue {
    const def = this.env.defines.get(name);
    if (!def) throw new Undecided(`no definition '${name}'`);
    if (this.depth >= DEPTH_LIMIT) throw new Undecided('recursion too deep for the interval evaluator');
    this.depth++;
    try {
      return this.eval(def.body, new Map(def.params.map((p, k) => [p, args[k]!])));
    } finally {
      this.depth--;
    }
  }

  private call(e: ExprOf<'call'>, L: Map<string, IValue>): IValue {
    if (e.ref?.kind === 'oracle') throw new Undecided('an oracle');
    const args = e.args.map((a) => this.eval(a, L));
    if (e.ref?.kind === 'define') return this.define(e.callee, args);
    const list = args.length === 1 && args[0]!.k === 'arr' ? args[0]!.v : args;
    switch (e.callee) {
      case 'min':
      case 'max': {
        if (list.length === 0) throw new Undecided('min/max of an empty array');
        return num(list.map(asNum).reduce((a, b) => I.minMax(a, b, e.callee === 'min' ? 1 : -1)));
      }
      case 'abs':
        return num(I.abs(asNum(args[0]!)));
      case 'floor':
        return num(I.floorIv(asNum(args[0]!)));
      case 'ceil':
        return num(I.ceilIv(asNum(args[0]!)));
      case 'len':
        return num(I.point(q(BigInt(asArr(args[0]!).length)), true));
      case 'sum':
        return num(list.map(asNum).reduce((a, b) => I.add(a, b), I.point(q(0n), true)));
      case 'xor': {
        let acc = 0n;
        for (const x of list.map((v) => pointOf(asNum(v)))) {
          if (!x || x.d !== 1n || x.n < 0n) throw new Undecided('xor of a range');
          acc ^= x.n;
        }
        return num(I.point(q(acc), true));
      }
      case 'bit': {
        const [x, i] = [pointOf(asNum(args[0]!)), pointOf(asNum(args[1]!))];
        if (!i || i.d !== 1n || i.n < 0n) throw new Undecided('bit with an unknown index');
        if (!x || x.d !== 1n) return num({ lo: q(0n), hi: q(1n), loOpen: false, hiOpen: false, int: true });
        return num(I.point(q((x.n >> i.n) & 1n), true));
      }
      default:
        throw new Undecided(`no interval rule for '${e.callee}'`);
    }
  }
}
