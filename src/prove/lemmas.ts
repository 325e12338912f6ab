// Stage: prove. `proof.lemmas`: each lemma L is an obligation "L holds at every position of the
// domain" (one fresh position p, the params in their domains, the lemmas proved before it assumed),
// discharged like the others. Once proved, a lemma is a fact of the encoding: every later obligation
// over a position p assumes it at p (positionHyp) and at the target t of each free move, guarded by
// t ∈ domain (symGame.freeMoves). What is proved is exactly what is assumed: ∀ p in the domain,
// (the definedness conditions the encoding conjoins, at p) ⇒ L(p) — see lemmaFact.

import type { LemmaSpec, Spec } from '../model/model.js';
import type { BoolT } from './backend.js';
import { printExpr } from '../lang/print.js';
import { conjoined, overPosition, type Plan } from './plan.js';
import type { SymGame, SymPos } from './symGame.js';

export const LEMMA_PREFIX = 'lemma-';

export function lemmaPlans(g: SymGame, spec: Spec): Plan[] {
  return (spec.proof?.lemmas ?? []).map((lemma, k) => ({
    id: `${LEMMA_PREFIX}${lemma.name}`,
    kind: 'lemma',
    title: `lemma ${lemma.name}: ${lemmaText(spec, lemma)} at every position of the domain`,
    // a false lemma is refuted with its position, but refutes neither the conjecture nor a claim
    refutes: 'none',
    lemmaIndex: k,
    build: () => overPosition(g, (p) => g.enc.bool(lemma.holds, g.scope(p)).not(), 'lemma'),
  }));
}

/** The lemma as written (its source text), one line. */
function lemmaText(spec: Spec, lemma: LemmaSpec): string {
  const { start, end } = lemma.holds.span;
  const text = spec.source.slice(start, end).replace(/\s+/g, ' ').trim();
  return text || printExpr(lemma.holds);
}

/**
 * The proved lemma at position p as a hypothesis: its axioms (definitions met on the way) and
 * "its conjoined side conditions ⇒ L(p)" — the lemma's obligation conjoined the same side conditions
 * to ¬L(p), so it proved exactly this implication; assuming L(p) alone would be unsound where the
 * lemma is undefined (a division by zero in it, a recursion cut-off).
 */
export function lemmaFact(g: SymGame, lemma: LemmaSpec, p: SymPos): BoolT {
  const { ctx } = g;
  const [holds, sides] = g.enc.collect(() => g.enc.bool(lemma.holds, g.scope(p)));
  const axioms = sides.filter((s) => s.kind === 'axiom').map((s) => s.cond);
  const defined = sides.filter((s) => s.kind !== 'axiom' && conjoined(s)).map((s) => s.cond);
  return g.all([...axioms, defined.length === 0 ? holds : ctx.Implies(g.all(defined), holds)]);
}
