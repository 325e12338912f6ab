// Stage: prove. An obligation before it is discharged: how to build its NEGATION (sat ⇔ there is a
// counterexample) lazily, and what to read back from a model. Builders throw Unsupported for what
// they cannot encode; the runner turns that into `unknown` with the reason.

import type { BoolT } from './backend.js';
import type { Encoder, Side } from './encoder.js';
import type { FreeMove, SymGame, SymPos } from './symGame.js';
import type { Sym } from './sym.js';
import type { ObligationKind } from './result.js';

export interface Witness {
  position?: SymPos;
  moves?: FreeMove[]; // one free move per schema; the model says which one is the culprit
  moveHits?: BoolT[]; // per move: the disjunct that makes it the culprit (default: its legality)
  values?: { name: string; sym: Sym }[];
  sides?: Side[]; // well-defined: the side conditions (the model breaks one of them)
}

export interface Built {
  negation: BoolT; // includes hypotheses and side conditions
  /** The negation as a disjunction (one disjunct per move instance), each part complete on its own:
   *  Z3 decides several small problems faster than their disjunction. */
  parts?: BoolT[];
  witness: Witness;
  trivial?: boolean; // nothing to check (e.g. no partial operation): the obligation is omitted
}

export interface Plan {
  id: string;
  kind: ObligationKind;
  title: string;
  refutes: 'conjecture' | 'claim' | 'none';
  detail?: string;
  claimIndex?: number;
  build(): Built;
  /** Tried in order when there is no build of its own to trust (finiteness without a measure). */
  candidates?: { label: string; build(): Built }[];
  /** Tried when this plan is not proved (condition I without the strategy hint). */
  fallback?: Plan;
  /** A hint zermelo guessed (guessStrategy.ts): its attempt gets at most HINT_TIMEOUT_MS, so that a
   *  guess that does not work costs little before the fallback runs. */
  guessed?: boolean;
}

/** Encodes a negated obligation over one fresh position p: hypotheses (params and p in their
 *  domains, the width assumption) ∧ body(p), with the quantifier-free definedness conditions met on
 *  the way conjoined (so a model is a point where the evaluator computes everything). Quantified
 *  ones and the no-overflow guards would only slow Z3 down: the well-defined obligation proves all
 *  of them for every position of the region, so they cannot change the verdict. */
export function overPosition(g: SymGame, body: (p: SymPos, w: Witness) => BoolT, prefix = 'p'): Built {
  const enc: Encoder = g.enc;
  const witness: Witness = {};
  const [formula, sides] = enc.collect(() => {
    const hyp = g.all([g.paramDomain(), g.widthGuard(undefined, g.regionWidth), ...positionHyp(g, (witness.position = g.freshPosition(prefix)))]);
    return g.ctx.And(hyp, enc.under(hyp, () => body(witness.position!, witness)));
  });
  return { negation: g.all([formula, ...sides.filter(conjoined).map((s) => s.cond)]), witness };
}

/** Side conditions conjoined to a negation: quantifier-free, and not the (costly) no-overflow
 *  guards; recursion cut-offs are included so that Z3 cannot pick the cut-off value freely. Axioms
 *  always; the closure of counts too (proved by their own obligation, like definedness, and what
 *  makes the axioms about counts usable; encodeMonotoneCount.ts). */
function conjoined(s: Side): boolean {
  if (s.kind === 'axiom' || s.kind === 'closure') return true;
  return !s.quantified && s.kind !== 'overflow';
}

/** Like overPosition, for a negation that is a disjunction (∃ a bad move): one part per disjunct. */
export function overPositionParts(g: SymGame, body: (p: SymPos, w: Witness) => BoolT[], prefix = 'p'): Built {
  const enc: Encoder = g.enc;
  const witness: Witness = {};
  const [[hyp, disjuncts], sides] = enc.collect(() => {
    const h = g.all([g.paramDomain(), g.widthGuard(undefined, g.regionWidth), ...positionHyp(g, (witness.position = g.freshPosition(prefix)))]);
    return [h, enc.under(h, () => body(witness.position!, witness))] as const;
  });
  const defined = sides.filter(conjoined).map((s) => s.cond);
  const parts = disjuncts.map((d) => g.all([hyp, d, ...defined]));
  return { negation: g.all([hyp, g.any(disjuncts), ...defined]), parts, witness };
}

export function positionHyp(g: SymGame, p: SymPos): BoolT[] {
  return [g.inDomain(p), g.widthGuard(p)];
}

/** A negated obligation over the params only (claims): one part per way the claim can fail
 *  (see claimNegation), each with the hypotheses on the params. */
export function overParams(g: SymGame, negation: (w: Witness) => BoolT[]): Built {
  const witness: Witness = {};
  const hyp = g.all([g.paramDomain(), g.widthGuard(undefined, g.regionWidth)]);
  const parts = g.enc.under(hyp, () => negation(witness)).map((d) => g.ctx.And(hyp, d));
  return { negation: g.ctx.And(hyp, g.any(parts)), parts, witness };
}
