// Stage: prove. Which side conditions met while encoding are conjoined to an obligation's negation
// (plan.ts) and to a proved lemma's hypothesis (symGame.ts: lemmaFacts): the same rule for both, so
// a lemma is assumed exactly as it was proved.

import type { Side } from './encoder.js';

/** Side conditions conjoined to a negation: quantifier-free, and not the (costly) no-overflow
 *  guards; recursion cut-offs are included so that Z3 cannot pick the cut-off value freely. Axioms
 *  (definitions) always; the closure of counts (a ∀, proved by its own obligation like definedness)
 *  only through ground instances of what it implies (countInstances). */
export function conjoined(s: Side): boolean {
  if (s.kind === 'axiom') return true;
  if (s.settled) return false; // valid: conjoined, it would change nothing but Z3's work
  return !s.quantified && s.kind !== 'overflow' && s.kind !== 'closure';
}
