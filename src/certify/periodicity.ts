// Stage: certify. Syntactic periodicity of an expression in one integer variable v (the heap field n
// of a conjecture, or a claim's quantified m): an abstract interpretation that proves "for v ≥ from,
// E(v + period) behaves exactly as E(v)" (same value, or the same evaluation error), or refuses.
// Input: a typechecked Expr and the context; output: { from, period } or the reason it refuses.

import type { Span } from '../diag/diagnostic.js';
import type { Expr } from '../lang/ast.js';
import { printExpr } from '../lang/print.js';
import { floorDiv } from './bigMath.js';
import { affine, arithDep, asPeriodic, cmpDep, combine, FREE, isFreeLike, linear, pairFrom, Refused, type Dep, type DepContext, type Periodicity } from './dep.js';

export type { Dep, DepContext, OracleFacts, Periodicity } from './dep.js';

/** Decides from where and with which period E depends periodically on v, or says why it cannot. */
export function periodicity(e: Expr, ctx: DepContext, env: ReadonlyMap<string, Dep> = new Map()): Periodicity {
  try {
    const [from, period] = asPeriodic(new Analyzer(ctx).dep(e, env), e);
    if (from > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: `the threshold ${from} is too large`, span: e.span };
    return { ok: true, from: Number(from), period: Number(period) };
  } catch (err) {
    if (err instanceof Refused) return { ok: false, reason: err.reason, ...(err.span ? { span: err.span } : {}) };
    throw err;
  }
}

/** The value of e when it is a known integer constant (params and literals only), else undefined. */
export function constantValue(e: Expr, ctx: DepContext, env: ReadonlyMap<string, Dep> = new Map()): bigint | undefined {
  try {
    const d = new Analyzer(ctx).dep(e, env);
    return d.kind === 'const' ? d.value : undefined;
  } catch (err) {
    if (err instanceof Refused) return undefined;
    throw err;
  }
}

class Analyzer {
  private readonly active = new Set<string>();
  constructor(private readonly ctx: DepContext) {}

  dep(e: Expr, env: ReadonlyMap<string, Dep>): Dep {
    const d = (x: Expr) => this.dep(x, env);
    const generic = (xs: readonly Expr[]) => combine(xs.map((x) => [d(x), x] as const));
    switch (e.kind) {
      case 'int':
        return { kind: 'const', value: e.value };
      case 'bool':
        return { kind: 'truth', value: e.value };
      case 'real':
        return FREE;
      case 'name':
        return this.name(e, env);
      case 'neg': {
        const x = d(e.arg);
        if (x.kind === 'const') return { kind: 'const', value: -x.value };
        if (x.kind === 'linear') return linear(-x.a, x.b === null ? null : -x.b);
        return combine([[x, e.arg]]);
      }
      case 'not': {
        const x = d(e.arg);
        if (x.kind === 'truth') return { kind: 'truth', value: !x.value };
        if (x.kind === 'eventually') return { kind: 'eventually', from: x.from, value: !x.value };
        return combine([[x, e.arg]]);
      }
      case 'arith':
        return arithDep(e, d(e.left), d(e.right));
      case 'cmp':
        return cmpDep(e, e.args.map(d));
      case 'in':
        return this.member(e, env);
      case 'logic':
        return this.logic(e, env);
      case 'ite': {
        const c = d(e.cond);
        const fixed = c.kind === 'truth' ? { from: 0n, value: c.value } : c.kind === 'eventually' ? { from: c.from, value: c.value } : undefined;
        if (fixed && typeof fixed.value === 'boolean') {
          // From `from` on only one branch is ever evaluated: the other may be anything (e.g. early[n]).
          const branch = fixed.value ? e.then : e.else;
          const b = d(branch);
          if (fixed.from === 0n) return b;
          const [f, p] = asPeriodic(b, branch);
          return { kind: 'periodic', from: f > fixed.from ? f : fixed.from, period: p };
        }
        return combine([
          [c, e.cond],
          [d(e.then), e.then],
          [d(e.else), e.else],
        ]);
      }
      case 'xor':
        return generic([e.left, e.right]);
      case 'set':
      case 'array':
        return generic(e.elems);
      case 'range':
        return generic([e.lo, e.hi]);
      case 'index':
        return generic([e.target, e.index]);
      case 'record':
        return generic(e.fields.map((f) => f.value));
      case 'comp': // evaluated at load: never in a spec's expressions
        throw new Refused('a comprehension outside a data table');
      case 'quant':
      case 'count': {
        const inner = new Map(env);
        const parts: [Dep, Expr][] = [];
        for (const b of e.binders) {
          const dom = this.dep(b.domain, inner);
          parts.push([dom, b.domain]);
          // The binder ranges over a set that is itself free or periodic in v.
          inner.set(b.name, isFreeLike(dom) ? FREE : combine([[dom, b.domain]]));
        }
        parts.push([this.dep(e.body, inner), e.body]);
        return combine(parts);
      }
      case 'call':
        return this.call(e, env);
      default: {
        const never: never = e;
        throw new Refused(`unknown expression ${(never as Expr).kind}`);
      }
    }
  }

  private name(e: Extract<Expr, { kind: 'name' }>, env: ReadonlyMap<string, Dep>): Dep {
    const ref = e.ref;
    switch (ref?.kind) {
      case 'field': {
        const f = this.ctx.fields.get(ref.name);
        if (!f) throw new Refused(`the field \`${ref.name}\` is not known here`, e.span);
        return f;
      }
      case 'param': {
        const v = this.ctx.params[ref.name];
        if (v === undefined) throw new Refused(`the parameter \`${ref.name}\` has no value`, e.span);
        return { kind: 'const', value: BigInt(v) };
      }
      case 'binder': {
        const b = env.get(ref.name);
        if (!b) throw new Refused(`the name \`${ref.name}\` is bound outside what was analysed`, e.span);
        return b;
      }
      case 'define':
        return this.define(ref.name, [], env, e.span);
      case 'player':
      case 'outcome':
      case 'start':
        return FREE;
      default:
        throw new Refused(`\`${e.name}\` was not resolved by the type checker`, e.span);
    }
  }

  private define(name: string, args: Dep[], _env: ReadonlyMap<string, Dep>, span: Span): Dep {
    const def = this.ctx.defines.get(name);
    if (!def) throw new Refused(`unknown definition \`${name}\``, span);
    if (this.active.has(name)) throw new Refused(`the definition \`${name}\` is recursive`, span);
    this.active.add(name);
    try {
      return this.dep(def.body, new Map(def.params.map((p, i) => [p, args[i] ?? FREE] as const)));
    } finally {
      this.active.delete(name);
    }
  }

  private member(e: Extract<Expr, { kind: 'in' }>, env: ReadonlyMap<string, Dep>): Dep {
    const elem = this.dep(e.elem, env);
    const set = e.set;
    if (elem.kind !== 'linear') {
      const parts: [Dep, Expr][] = [[elem, e.elem]];
      const members = set.kind === 'set' ? set.elems : set.kind === 'range' ? [set.lo, set.hi] : [set];
      for (const m of members) parts.push([this.dep(m, env), m]);
      if (parts.every(([d]) => d.kind === 'const') && set.kind === 'set') {
        const v = (elem as { value: bigint }).value;
        const inside = parts.slice(1).some(([d]) => (d as { value: bigint }).value === v);
        return { kind: 'truth', value: inside !== e.negated };
      }
      return combine(parts);
    }
    const x = affine(elem);
    const constOf = (m: Expr): bigint => {
      const d = this.dep(m, env);
      if (d.kind !== 'const') throw new Refused(`\`${printExpr(e)}\` tests a growing quantity against a set that is not made of known constants`, m.span);
      return d.value;
    };
    if (!x) throw new Refused(`\`${printExpr(e)}\` tests a growing quantity with an unknown offset`, e.span);
    let from = 0n;
    let inside = false;
    if (set.kind === 'set') {
      // a·v + b = c has at most one root; past every root the element is outside the set.
      for (const m of set.elems) {
        const c = constOf(m) - x.b;
        if (c % x.a === 0n && c / x.a >= 0n && c / x.a + 1n > from) from = c / x.a + 1n;
      }
    } else if (set.kind === 'range') {
      const lo = pairFrom('>=', x.a, x.b - constOf(set.lo));
      const hi = pairFrom('<=', x.a, x.b - constOf(set.hi));
      from = lo.from > hi.from ? lo.from : hi.from;
      inside = lo.value && hi.value;
    } else {
      throw new Refused(`\`${printExpr(e)}\` tests a growing quantity against an array`, e.span);
    }
    return { kind: 'eventually', from, value: inside !== e.negated };
  }

  private logic(e: Extract<Expr, { kind: 'logic' }>, env: ReadonlyMap<string, Dep>): Dep {
    const l = this.dep(e.left, env);
    const lv = l.kind === 'truth' ? { from: 0n, value: l.value } : l.kind === 'eventually' ? { from: l.from, value: l.value } : undefined;
    // Short-circuit: once the left side settles on the deciding value, the right side is never evaluated.
    if (lv && typeof lv.value === 'boolean') {
      const decides = e.op === 'and' ? !lv.value : e.op === 'or' || e.op === 'implies' ? lv.value === (e.op === 'or') : false;
      if (decides) {
        const value = e.op === 'and' ? false : true;
        return lv.from === 0n ? { kind: 'truth', value } : { kind: 'eventually', from: lv.from, value };
      }
    }
    const r = this.dep(e.right, env);
    const rv = r.kind === 'truth' ? { from: 0n, value: r.value } : r.kind === 'eventually' ? { from: r.from, value: r.value } : undefined;
    if (lv && rv && typeof lv.value === 'boolean' && typeof rv.value === 'boolean') {
      const [a, b] = [lv.value, rv.value];
      const value = e.op === 'and' ? a && b : e.op === 'or' ? a || b : e.op === 'implies' ? !a || b : a === b;
      const from = lv.from > rv.from ? lv.from : rv.from;
      return from === 0n ? { kind: 'truth', value } : { kind: 'eventually', from, value };
    }
    return combine([
      [l, e.left],
      [r, e.right],
    ]);
  }

  private call(e: Extract<Expr, { kind: 'call' }>, env: ReadonlyMap<string, Dep>): Dep {
    if (e.ref?.kind === 'oracle') return this.oracle(e, env);
    const args = e.args.map((a) => this.dep(a, env));
    if (e.ref?.kind === 'define') return this.define(e.callee, args, env, e.span);
    return combine(args.map((a, i) => [a, e.args[i]!] as const));
  }

  /** safe(p), grundy(p)…: periodic in the heap size from the certificate's preperiod on. */
  private oracle(e: Extract<Expr, { kind: 'call' }>, env: ReadonlyMap<string, Dep>): Dep {
    const facts = this.ctx.oracle;
    if (!facts) throw new Refused(`\`${e.callee}\` asks about the solved game, which is not available here`, e.span);
    let heap: [Dep, Expr] | undefined;
    const others: [Dep, Expr][] = [];
    const record = e.args.length === 1 && e.args[0]!.kind === 'record' ? e.args[0] : undefined;
    if (record && record.kind === 'record') {
      for (const f of record.fields) {
        const d = this.dep(f.value, env);
        if (f.name === facts.heapField) heap = [d, f.value];
        else others.push([d, f.value]);
      }
    } else if (e.args.length === facts.stateFields.length && e.args.every((a) => a.type?.kind !== 'position')) {
      e.args.forEach((a, i) => (facts.stateFields[i] === facts.heapField ? (heap = [this.dep(a, env), a]) : others.push([this.dep(a, env), a])));
    } else {
      return combine(e.args.map((a) => [this.dep(a, env), a] as const)); // `start`, or a position-valued expression
    }
    if (!heap) return combine(others);
    const [h, at] = heap;
    if (h.kind === 'linear') {
      if (h.b === null || h.a <= 0n) throw new Refused(`\`${printExpr(at)}\`: the heap size asked about must grow with a known offset`, at.span);
      // row(a·v + b) is periodic in v (period p) once a·v + b ≥ preperiod.
      const need = BigInt(facts.preperiod) - h.b;
      const from = need <= 0n ? 0n : -floorDiv(-need, h.a);
      return combine([[{ kind: 'periodic', from, period: BigInt(facts.period) }, at], ...others]);
    }
    return combine([[h, at], ...others]);
  }
}
