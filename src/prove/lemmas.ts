// Stage: prove. `proof.lemmas`: each lemma L is an obligation "L holds at every position of the
// domain" (one fresh position p, the params in their domains, the lemmas proved before it assumed),
// discharged like the others. Once proved, a lemma is a fact of the encoding: every later obligation
// over a position p assumes it at p (positionHyp) and at the target t of each free move, guarded by
// t ∈ domain (SymGame.instanceOf). What is proved is exactly what is assumed: ∀ p in the domain,
// (the definedness conditions the encoding conjoins, at p) ⇒ L(p) — see SymGame.lemmaFact.

import type { Expr } from '../lang/ast.js';
import type { LemmaSpec, Spec, Update } from '../model/model.js';
import type { Side } from './encoder.js';
import type { BoolT, NumT } from './backend.js';
import { conjoined } from './conjoined.js';
import { printExpr } from '../lang/print.js';
import { printUpdate } from '../model/printMove.js';
import { overPosition, type Plan } from './plan.js';
import type { SymGame, SymPos } from './symGame.js';

export const LEMMA_PREFIX = 'lemma-';

export function lemmaPlans(g: SymGame, spec: Spec): Plan[] {
  return (spec.proof?.lemmas ?? []).flatMap((lemma, k) => (lemma.induction ? inductionPlans(g, spec, lemma, lemma.induction, k) : [directPlan(g, spec, lemma, k)]));
}

function directPlan(g: SymGame, spec: Spec, lemma: LemmaSpec, k: number): Plan {
  return {
    id: `${LEMMA_PREFIX}${lemma.name}`,
    kind: 'lemma',
    title: `lemma ${lemma.name}: ${sourceText(spec, lemma.holds)} at every position of the domain`,
    // a false lemma is refuted with its position, but refutes neither the conjecture nor a claim
    refutes: 'none',
    lemmaIndex: k,
    build: () => overPosition(g, (p) => g.enc.bool(lemma.holds, g.scope(p)).not(), 'lemma'),
  };
}

/**
 * Strong induction on an integer measure m, with the hypothesis taken at the targets of the moves
 * (or, with `at:`, at the positions it names — any position of the domain will do):
 * (measure) m ≥ 0 on the domain; (base) m(p) ≤ 0 ⇒ L(p); (step) m(p) > 0 and L(t) at every target t
 * of a legal move from p with t in the domain and 0 ≤ m(t) < m(p) ⇒ L(p). If L failed somewhere,
 * a failing p of least m would contradict base (m(p) = 0) or step (every such t has L by
 * minimality). The targets only choose where the hypothesis is instantiated.
 */
function inductionPlans(g: SymGame, spec: Spec, lemma: LemmaSpec, measure: Expr, k: number): Plan[] {
  const { ctx, be } = g;
  const zero = be.intVal(0n);
  const m = (p: SymPos) => g.enc.num(measure, g.scope(p)).term;
  const holds = (p: SymPos) => g.enc.bool(lemma.holds, g.scope(p));
  const shown = `${sourceText(spec, lemma.holds)}`;
  const mText = sourceText(spec, measure);
  const id = `${LEMMA_PREFIX}${lemma.name}`;
  /** L at every target t of a move from p with t in the domain and 0 ≤ m(t) < m(p); t's own side
   *  conditions (of m and L) are antecedents, so they never restrict p. */
  const atTarget = (t: SymPos, mp: NumT): BoolT => {
    const [mt, sides] = g.enc.collect(() => m(t));
    return ctx.Implies(g.all([g.inDomain(t), ...antecedents(sides), be.le(zero, mt), be.lt(mt, mp)]), g.lemmaFact(lemma, t));
  };
  // `at:` names the positions instead of the moves: no quantifier over the moves for Z3 to instantiate
  const hypothesis = (p: SymPos, mp: NumT): BoolT => (lemma.at ? g.all(lemma.at.map((u) => atInstance(g, u, p, (t) => atTarget(t, mp)))) : g.overMoves('forall', p, (t) => atTarget(t, mp)));
  return [
    {
      id: `${id}.measure`,
      kind: 'lemma',
      title: `lemma ${lemma.name}, induction: the measure ${mText} is ≥ 0 at every position of the domain`,
      refutes: 'none',
      lemmaIndex: k,
      build: () => overPosition(g, (p) => be.lt(m(p), zero), 'lemma'),
    },
    {
      id: `${id}.base`,
      kind: 'lemma',
      title: `lemma ${lemma.name}, base: ${shown} where ${mText} ≤ 0`,
      refutes: 'none',
      lemmaIndex: k,
      build: () => overPosition(g, (p) => ctx.And(be.le(m(p), zero), holds(p).not()), 'lemma'),
    },
    {
      id: `${id}.step`,
      kind: 'lemma',
      title: `lemma ${lemma.name}, step: ${shown} where ${mText} > 0, if it holds ${lemma.at ? `at ${lemma.at.map(printUpdate).join(', ')} where ${mText} is smaller` : `at every move's target of smaller ${mText}`}`,
      refutes: 'none',
      lemmaIndex: k,
      build: () =>
        overPosition(
          g,
          (p) => {
            const mp = m(p);
            return g.all([be.lt(zero, mp), hypothesis(p, mp), holds(p).not()]);
          },
          'lemma',
        ),
    },
  ];
}

/** A side condition's use as an antecedent: what a term's definitions (axioms) and definedness
 *  conditions say, so that they never restrict the position they are read at. */
function antecedents(sides: Side[]): BoolT[] {
  return [...sides.filter((s) => s.kind === 'axiom').map((s) => s.cond), ...sides.filter((s) => s.kind !== 'axiom' && conjoined(s)).map((s) => s.cond)];
}

/**
 * The hypothesis at one `at:` position t = u(p): any position of the domain is a place where a
 * failing p of least measure sees the lemma true, once m(t) < m(p) (`hyp`). The earlier lemmas hold
 * at t too (proved at every position of the domain). The definedness conditions of u and of the
 * facts, and t ∈ domain, are antecedents, so an instance undefined or outside the domain is unused;
 * their axioms (a recursive definition's equation at a term: true at every argument, and no bound
 * variable here) are handed to the obligation like those of any term it encodes.
 */
function atInstance(g: SymGame, u: Update, p: SymPos, hyp: (t: SymPos) => BoolT): BoolT {
  const [[t, facts], sides] = g.enc.collect(() => {
    const target = g.applyUpdate(u, p, g.scope(p), false);
    return [target, g.all([hyp(target), ...g.lemmaFacts(target)])] as const;
  });
  for (const s of sides.filter((x) => x.kind === 'axiom')) g.enc.side('axiom', s.what, s.cond);
  const defined = sides.filter((s) => s.kind !== 'axiom' && conjoined(s)).map((s) => s.cond);
  return g.ctx.Implies(g.all([g.inDomain(t), g.widthGuard(t), ...defined]), facts);
}

/** An expression as written (its source text), one line. */
function sourceText(spec: Spec, e: Expr): string {
  const { start, end } = e.span;
  const text = spec.source.slice(start, end).replace(/\s+/g, ' ').trim();
  return text || printExpr(e);
}
