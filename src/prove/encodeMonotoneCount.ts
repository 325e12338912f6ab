// Stage: prove (encoder). `count(v ∈ a..b: P(v))` over a range that does not unroll, when P is
// downward closed on it (P(v + 1) ⇒ P(v) for a ≤ v < b): P then holds on a prefix a..W, and the count
// is W − a + 1 for a fresh W defined by  a − 1 ≤ W ≤ max(b, a − 1),  W ≥ a ⇒ P(W),  W < b ⇒ ¬P(W + 1).
// Input: the count, its bounds as terms; output: the term W − a + 1, plus (encoder.ts, SideKind)
// the definition of W (axiom) and the closure condition to prove (closure), which, where it is
// assumed, is given as instances of what it implies: P holds exactly on a..W (plan.ts).

import type { ExprOf } from '../lang/ast.js';
import type { BoolT, NumT } from './backend.js';
import type { CountTerms, ExprEncoder, Scope, Side } from './exprEncoder.js';
import { asNum } from './sym.js';
import { Unsupported } from './unsupported.js';

type Bound = Parameters<ExprEncoder['ctx']['ForAll']>[0][number];

/**
 * Soundness. The definition is satisfiable for any values of a, b and P (take W = a − 1 if ¬P(a),
 * else the end of the first run of P from a), so conjoining it constrains nothing else; where P is
 * downward closed on a..b that W is unique, W − a + 1 is the count, and P holds exactly on a..W (the
 * facts). The closure condition is a side condition like a division by zero: proved for every
 * position by its own obligation ('count-closure'), it makes the term exact wherever it is used,
 * and instances of the facts, conjoined to the other obligations, true.
 */
export function encodeMonotoneCount(enc: ExprEncoder, e: ExprOf<'count'>, lo: NumT, hi: NumT, scope: Scope): NumT {
  const { ctx, be } = enc;
  const b = e.binders[0]!;
  if (be.mode !== 'int') throw new Unsupported(`count over '${b.name}' in a range that does not unroll, in the bitvector encoding`, b.span);
  if (enc.quantDepth > 0) throw new Unsupported(`count over '${b.name}' in a range that does not unroll, inside a quantifier`, b.span);
  const x = asNum(enc.fresh(b.name)).term;
  const member = ctx.And(be.le(lo, x), be.le(x, hi));
  // P(x) for a fresh x; its own side conditions must hold for every x of the range (as the evaluator
  // computes P on the whole range); a count inside P would need a W depending on x: refused
  const [px, inner] = enc.collect(() =>
    enc.under(member, () => {
      enc.quantDepth++;
      try {
        return enc.bool(e.body, { ...scope, binders: new Map(scope.binders).set(b.name, { kind: 'num', real: false, term: x }) });
      } finally {
        enc.quantDepth--;
      }
    }),
  );
  const at = (t: NumT): BoolT => ctx.substitute(px, [x as never, t as never]) as BoolT;
  const push = (s: Side): void => void enc.sides.push(s);
  for (const s of inner) push({ ...s, cond: ctx.ForAll([x as Bound], s.cond), quantified: true });
  // the same count met again (the strategy and the conjecture at one position): the same W and
  // the same formulas (a second W would have to be proved equal to the first)
  // (the entry keeps its terms alive, so Z3 cannot reuse their ids for other terms; checked anyway)
  const shape = at(enc.countVar());
  const key = `${lo.id()}|${hi.id()}|${shape.id()}`;
  let c = enc.counts.get(key);
  if (!c || !c.lo.eqIdentity(lo) || !c.hi.eqIdentity(hi) || !c.shape.eqIdentity(shape)) {
    c = { ...define(enc, b.name, lo, hi, at), lo, hi, shape };
    enc.counts.set(key, c);
  }
  const terms = c;
  push({ kind: 'axiom', what: 'the definition of a count over a range', cond: terms.definition, span: e.span });
  const path = enc.pathCondition(); // now: the instances are made later (plan.ts)
  push({
    kind: 'closure',
    what: `the condition of this count is not downward closed in '${b.name}' (it holds at some value of the range and not at the one below)`,
    cond: enc.guarded(terms.closed),
    span: e.span,
    quantified: true,
    count: { ends: [terms.w, be.add(terms.w, be.intVal(1n))], factsAt: (v: NumT) => ctx.Implies(path, terms.factsAt(v)) },
  });
  return be.sub(terms.w, be.sub(lo, be.intVal(1n)));
}

function define(enc: ExprEncoder, name: string, lo: NumT, hi: NumT, at: (t: NumT) => BoolT): Omit<CountTerms, 'lo' | 'hi' | 'shape'> {
  const { ctx, be } = enc;
  const one = be.intVal(1n);
  const before = be.sub(lo, one);
  const top = ctx.If(be.le(before, hi), hi, before) as NumT;
  const w = asNum(enc.fresh(`count_${name}`)).term;
  const definition = ctx.And(be.le(before, w), be.le(w, top), ctx.Implies(be.le(lo, w), at(w)), ctx.Implies(be.lt(w, top), at(be.add(w, one)).not()));
  const y = asNum(enc.fresh(`${name}_`)).term;
  const py = at(y);
  const closed = ctx.ForAll([y as Bound], ctx.Implies(ctx.And(be.le(lo, y), be.lt(y, hi), at(be.add(y, one))), py));
  const factsAt = (v: NumT): BoolT => ctx.And(ctx.Implies(ctx.And(be.le(lo, v), be.le(v, w)), at(v)), ctx.Implies(ctx.And(be.lt(w, v), be.le(v, hi)), at(v).not()));
  return { w, definition, closed, factsAt };
}
