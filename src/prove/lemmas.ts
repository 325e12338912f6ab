// Stage: prove. `proof.lemmas`: each lemma L is an obligation "L holds at every position of the
// domain" (one fresh position p, the params in their domains, the lemmas proved before it assumed),
// discharged like the others. Once proved, a lemma is a fact of the encoding: every later obligation
// over a position p assumes it at p (positionHyp) and at the target t of each free move, guarded by
// t ∈ domain (SymGame.instanceOf). What is proved is exactly what is assumed: ∀ p in the domain,
// (the definedness conditions the encoding conjoins, at p) ⇒ L(p) — see SymGame.lemmaFact.

import type { Expr } from '../lang/ast.js';
import type { LemmaSpec, Spec } from '../model/model.js';
import type { BoolT, NumT } from './backend.js';
import { conjoined } from './conjoined.js';
import { printExpr } from '../lang/print.js';
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
 * Strong induction on an integer measure m, with the hypothesis taken at the targets of the moves:
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
  const hypothesis = (p: SymPos, mp: NumT): BoolT =>
    g.overMoves('forall', p, (t) => {
      const [mt, sides] = g.enc.collect(() => m(t));
      const defined = sides.filter((s) => s.kind !== 'axiom' && conjoined(s)).map((s) => s.cond);
      const axioms = sides.filter((s) => s.kind === 'axiom').map((s) => s.cond);
      return ctx.Implies(g.all([g.inDomain(t), ...axioms, ...defined, be.le(zero, mt), be.lt(mt, mp)]), g.lemmaFact(lemma, t));
    });
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
      title: `lemma ${lemma.name}, step: ${shown} where ${mText} > 0, if it holds at every move's target of smaller ${mText}`,
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

/** An expression as written (its source text), one line. */
function sourceText(spec: Spec, e: Expr): string {
  const { start, end } = e.span;
  const text = spec.source.slice(start, end).replace(/\s+/g, ' ').trim();
  return text || printExpr(e);
}
