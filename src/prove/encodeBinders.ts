// Stage: prove (encoder). Binders: `x ∈ S`, ∀ / ∃, count, and move binders. A domain that is a set
// literal, an array, or a constant range of at most UNROLL_LIMIT values is unrolled (a conjunction or
// disjunction over its values); any other range becomes a Z3 quantifier over a bounded integer, with
// the side conditions found inside it quantified the same way.

import type { Binder, Expr, ExprOf } from '../lang/ast.js';
import type { BoolT, NumT } from './backend.js';
import type { ExprEncoder, Scope } from './exprEncoder.js';
import { asNum, num, symEq, type Sym } from './sym.js';
import { Unsupported } from './unsupported.js';
import { constInt } from './constInt.js';
import { encodeMonotoneCount } from './encodeMonotoneCount.js';
import { isRealLine } from '../lang/builtins.js';

export const UNROLL_LIMIT = 64;

/** `real`: a move's `for: x ∈ real` — any real number; the move's guard bounds it. */
export type Domain = { kind: 'values'; values: Sym[]; isSet: boolean } | { kind: 'range'; lo: NumT; hi: NumT } | { kind: 'real' };

export function binderDomain(enc: ExprEncoder, d: Expr, scope: Scope): Domain {
  if (isRealLine(d)) return { kind: 'real' };
  if (d.kind === 'set') return { kind: 'values', values: d.elems.map((x) => enc.encode(x, scope)), isSet: true };
  if (d.kind === 'range') {
    const a = constInt(d.lo);
    const b = constInt(d.hi);
    if (a !== undefined && b !== undefined && b - a < BigInt(UNROLL_LIMIT)) {
      const values: Sym[] = [];
      for (let v = a; v <= b; v++) values.push(enc.intVal(v));
      return { kind: 'values', values, isSet: true };
    }
    return { kind: 'range', lo: enc.num(d.lo, scope).term, hi: enc.num(d.hi, scope).term };
  }
  const arr = enc.encode(d, scope);
  if (arr.kind !== 'array') throw new Unsupported('a binder domain that is not a set, a range or an array', d.span);
  return { kind: 'values', values: arr.elems, isSet: false };
}

function withBinder(scope: Scope, name: string, v: Sym): Scope {
  const binders = new Map(scope.binders);
  binders.set(name, v);
  return { ...scope, binders };
}

/** ∀ / ∃ over binders (left to right, later domains may use earlier binders). */
export function quantify(enc: ExprEncoder, q: 'forall' | 'exists', binders: Binder[], scope: Scope, body: (s: Scope) => BoolT): BoolT {
  const { ctx, be } = enc;
  if (binders.length === 0) return body(scope);
  const [b, ...rest] = binders as [Binder, ...Binder[]];
  const dom = binderDomain(enc, b.domain, scope);
  if (dom.kind === 'values') {
    const parts = dom.values.map((v) => quantify(enc, q, rest, withBinder(scope, b.name, v), body));
    if (parts.length === 0) return ctx.Bool.val(q === 'forall');
    return q === 'forall' ? ctx.And(...parts) : ctx.Or(...parts);
  }
  const real = dom.kind === 'real';
  const x = enc.fresh(b.name, real ? 'real' : 'int');
  const xt = asNum(x).term;
  const member = real ? ctx.Bool.val(true) : ctx.And(be.le(dom.lo, xt), be.le(xt, dom.hi));
  const [inner, sides] = enc.collect(() => enc.under(member, () => underQuantifier(enc, () => quantify(enc, q, rest, withBinder(scope, b.name, x), body))));
  const bound = xt as Parameters<typeof ctx.ForAll>[0][number];
  // x is not used beyond its domain (e.g. "some move exists" with a guard-free body): no quantifier,
  // since ∃x ∈ [lo, hi]: B ⇔ lo ≤ hi ∧ B and ∀x ∈ [lo, hi]: B ⇔ (lo ≤ hi ⇒ B) for B free of x
  const other = enc.fresh(`${b.name}_`, real ? 'real' : 'int');
  const free = (t: BoolT): boolean => ctx.substitute(t, [xt, asNum(other).term]).eqIdentity(t);
  if (free(inner)) {
    const nonEmpty = real ? ctx.Bool.val(true) : be.le(dom.lo, dom.hi);
    for (const s of sides) {
      // a side met under x's membership: replace that membership by lo ≤ hi (sound when it is the
      // only use of x: then ∀x. cond ⇔ cond with member := lo ≤ hi), else keep the ∀
      const c = ctx.substitute(s.cond, [member, nonEmpty]) as BoolT;
      enc.sides.push(free(c) ? { ...s, cond: c } : { ...s, cond: ctx.ForAll([bound], s.cond), quantified: true });
    }
    return q === 'forall' ? ctx.Implies(nonEmpty, inner) : ctx.And(nonEmpty, inner);
  }
  for (const s of sides) enc.sides.push({ ...s, cond: ctx.ForAll([bound], s.cond), quantified: true });
  return q === 'forall' ? ctx.ForAll([bound], ctx.Implies(member, inner)) : ctx.Exists([bound], ctx.And(member, inner));
}

/** Runs f with the encoder marked as inside a Z3 quantifier (see Encoder.quantDepth). */
export function underQuantifier<T>(enc: ExprEncoder, f: () => T): T {
  enc.quantDepth++;
  try {
    return f();
  } finally {
    enc.quantDepth--;
  }
}

export function encodeQuant(enc: ExprEncoder, e: ExprOf<'quant'>, scope: Scope): BoolT {
  return quantify(enc, e.quantifier, e.binders, scope, (s) => enc.bool(e.body, s));
}

/** `elem ∈ set` for a set literal, a range or an array. */
export function encodeMember(enc: ExprEncoder, elem: Expr, set: Expr, scope: Scope): BoolT {
  const { ctx } = enc;
  const x = enc.encode(elem, scope);
  if (set.kind === 'range') {
    const xt = asNum(x);
    const lo = enc.num(set.lo, scope);
    const hi = enc.num(set.hi, scope);
    const within = [enc.compare('<=', lo, xt), enc.compare('<=', xt, hi)];
    // lo..hi holds integers (as a binder over it takes them): a real must be an integer in it
    if (xt.real) within.push(enc.compare('=', num(enc.be.toInt(xt.term)), xt));
    return ctx.And(...within);
  }
  const values = set.kind === 'set' ? set.elems.map((v) => enc.encode(v, scope)) : arrayElems(enc.encode(set, scope), set);
  if (values.length === 0) return ctx.Bool.val(false);
  return ctx.Or(...values.map((v) => symEq(ctx, enc.be, x, v)));
}

function arrayElems(s: Sym, at: Expr): Sym[] {
  if (s.kind !== 'array') throw new Unsupported('membership in something that is not a set, a range or an array', at.span);
  return s.elems;
}

/** count(binders: body): every domain must unroll, sets count distinct values (as the evaluator);
 *  a single binder over a range that does not unroll: encodeMonotoneCount.ts. */
export function encodeCount(enc: ExprEncoder, e: ExprOf<'count'>, scope: Scope): NumT {
  const { ctx, be } = enc;
  if (e.binders.length === 1 && e.binders[0]!.domain.kind === 'range') {
    const dom = binderDomain(enc, e.binders[0]!.domain, scope);
    if (dom.kind === 'range') return encodeMonotoneCount(enc, e, dom.lo, dom.hi, scope);
  }
  const terms: NumT[] = [];
  const one = be.intVal(1n);
  const zero = be.intVal(0n);
  const walk = (k: number, s: Scope, guard: BoolT[]): void => {
    if (k === e.binders.length) {
      const body = enc.under(ctx.And(...guard, ctx.Bool.val(true)), () => enc.bool(e.body, s));
      terms.push(ctx.If(ctx.And(...guard, body), one, zero) as NumT);
      return;
    }
    const b = e.binders[k]!;
    const dom = binderDomain(enc, b.domain, s);
    if (dom.kind !== 'values') throw new Unsupported(`count over '${b.name}' needs a constant range of at most ${UNROLL_LIMIT} values or a set`, b.span);
    dom.values.forEach((v, j) => {
      // a repeated element of a set is counted once: skip it when it equals an earlier one
      const fresh = dom.isSet ? dom.values.slice(0, j).map((w) => symEq(ctx, be, v, w).not()) : [];
      walk(k + 1, withBinder(s, b.name, v), [...guard, ...fresh]);
    });
  };
  walk(0, scope, []);
  if (terms.length === 0) return zero;
  return terms.reduce((acc, t) => enc.op(() => be.add(acc, t), e.span));
}

export interface FreeBinders {
  scope: Scope;
  member: BoolT; // every binder lies in its domain
  vars: { name: string; sym: Sym }[];
}

/**
 * Binders as free constants with membership constraints (for quantifier-free obligations). Binders
 * over a few values (a set, a small constant range) are split into one instance per value instead,
 * which keeps targets free of if-then-else chains (h[i] with i fixed); at most `limit` instances.
 */
export function freeBinders(enc: ExprEncoder, binders: Binder[], scope: Scope, limit = UNROLL_LIMIT): FreeBinders[] {
  const { ctx, be } = enc;
  let partial: FreeBinders[] = [{ scope, member: ctx.Bool.val(true), vars: [] }];
  for (const b of binders) {
    const next: FreeBinders[] = [];
    for (const inst of partial) {
      const dom = enc.under(inst.member, () => binderDomain(enc, b.domain, inst.scope));
      const extend = (x: Sym, member: BoolT): void => {
        next.push({ scope: withBinder(inst.scope, b.name, x), member: ctx.And(inst.member, member), vars: [...inst.vars, { name: b.name, sym: x }] });
      };
      if (dom.kind === 'values' && partial.length * dom.values.length <= limit) {
        for (const v of dom.values) extend(v, ctx.Bool.val(true));
        continue;
      }
      if (dom.kind === 'range') {
        const x = enc.fresh(b.name);
        const xt = asNum(x).term;
        extend(x, ctx.And(be.le(dom.lo, xt), be.le(xt, dom.hi)));
        continue;
      }
      if (dom.kind === 'real') {
        extend(enc.fresh(b.name, 'real'), ctx.Bool.val(true));
        continue;
      }
      const first = dom.values[0];
      if (first && first.kind !== 'num' && first.kind !== 'bool') throw new Unsupported(`binder '${b.name}' ranges over ${first.kind}s`, b.span);
      const x = enc.fresh(b.name, first?.kind === 'bool' ? 'bool' : first?.kind === 'num' && first.real ? 'real' : 'int');
      extend(x, dom.values.length === 0 ? ctx.Bool.val(false) : ctx.Or(...dom.values.map((v) => symEq(ctx, be, x, v))));
    }
    partial = next;
  }
  return partial;
}
