// Stage: prove. `proof.lemmas`: each lemma L is an obligation "L holds at every position of the
// domain" (one fresh position p, the params in their domains, the lemmas proved before it assumed),
// discharged like the others. Once proved, a lemma is a fact of the encoding: every later obligation
// over a position p assumes it at p (positionHyp) and at the target t of each free move, guarded by
// t ∈ domain (SymGame.instanceOf). What is proved is exactly what is assumed: ∀ p in the domain,
// (the definedness conditions the encoding conjoins, at p) ⇒ L(p) — see SymGame.lemmaFact.

import type { LemmaSpec, Spec } from '../model/model.js';
import { printExpr } from '../lang/print.js';
import { overPosition, type Plan } from './plan.js';
import type { SymGame } from './symGame.js';

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
