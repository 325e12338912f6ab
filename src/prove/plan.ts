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
  return { negation: g.all([formula, ...sides.filter((s) => !s.quantified && s.kind === 'defined').map((s) => s.cond)]), witness };
}

export function positionHyp(g: SymGame, p: SymPos): BoolT[] {
  return [g.inDomain(p), g.widthGuard(p)];
}

/** A negated obligation over the params only (claims): the claim fails OR one of the side
 *  conditions met while evaluating it fails (so the claim is proved well-defined as well). */
export function overParams(g: SymGame, claim: () => BoolT): Built {
  const enc = g.enc;
  const [[hyp, holds], sides] = enc.collect(() => {
    const h = g.all([g.paramDomain(), g.widthGuard(undefined, g.regionWidth)]);
    return [h, enc.under(h, claim)] as const;
  });
  return { negation: g.ctx.And(hyp, g.any([holds.not(), ...sides.map((s) => s.cond.not())])), witness: {} };
}
