// Stage: prove. An obligation before it is discharged: how to build its NEGATION (sat ⇔ there is a
// counterexample) lazily, and what to read back from a model. Builders throw Unsupported for what
// they cannot encode; the runner turns that into `unknown` with the reason.

import type { BoolT, NumT } from './backend.js';
import type { Encoder, Side } from './encoder.js';
import { conjoined } from './conjoined.js';
import type { FreeMove, SymGame, SymPos } from './symGame.js';
import type { Sym } from './sym.js';
import type { ObligationKind } from './result.js';
import type { StrategyCase } from '../model/model.js';

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
  /** The parts together demand more than the obligation: all unsat proves it, but a sat part is no
   *  counterexample (the plan's fallback decides then). */
  sufficient?: boolean;
  /** The side conditions interval reasoning settled (intervalValidity.ts) and left out of `negation`,
   *  as one negation of their own (unsat iff they all hold): what a second solver re-checks of them. */
  settled?: { negation: BoolT; count: number };
}

export interface Plan {
  id: string;
  kind: ObligationKind;
  title: string;
  refutes: 'conjecture' | 'claim' | 'none';
  detail?: string;
  claimIndex?: number;
  lemmaIndex?: number; // index into spec.proof.lemmas
  build(): Built;
  /** Tried in order when there is no build of its own to trust (finiteness without a measure). */
  candidates?: { label: string; build(): Built }[];
  /** Tried when this plan is not proved (condition I without the strategy hint). */
  fallback?: Plan;
  /** The fallback's result stands alone (this plan was only a faster way to the same statement). */
  quietFallback?: boolean;
  /** A hint zermelo guessed (guessStrategy.ts): its attempt gets hintTimeout() (runPlan.ts), so that a
   *  guess that does not work costs little before the fallback runs. */
  guessed?: boolean;
  /** The strategy cases this plan's negation uses (proof.strategy, or the guessed ones): a model is
   *  re-checked against them, not against the plain condition, which may hold where they fail. */
  strategy?: readonly StrategyCase[];
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
    return g.ctx.And(
      hyp,
      enc.under(hyp, () => body(witness.position!, witness)),
    );
  });
  return { negation: g.all([formula, ...sides.filter(conjoined).map((s) => s.cond), ...countInstances(sides)]), witness };
}

/**
 * What the closure of the counts met implies (encodeMonotoneCount.ts: P holds exactly on a..W),
 * instantiated at the ends W and W + 1 of every count of the obligation: relating one count's W to
 * another's is what the conditions need, and Z3 does not find it alone (uniqueness of W takes an
 * induction). Quantifier-free on purpose: with these facts as ∀ instead, game 22's condition I was
 * unknown for 2 of 6 random seeds; with the instances, proved for all (about 1–8 s). With
 * `guarded`, each instance is conditional on its count's closure (where that is still to prove).
 * With `at`, the instances are taken at those terms instead (any term: closure implies the facts at
 * every value; claims.ts uses the witnesses of an ∃).
 */
export function countInstances(sides: Side[], guarded = false, at?: NumT[]): BoolT[] {
  const closures = sides.filter((s) => s.kind === 'closure' && s.count);
  const ends = at ?? [...new Map(closures.flatMap((s) => s.count!.ends).map((w) => [w.id(), w])).values()];
  return closures.flatMap((s) => ends.map((w) => (guarded ? s.cond.ctx.Implies(s.cond, s.count!.factsAt(w)) : s.count!.factsAt(w))));
}

/** Like overPosition, for a negation that is a disjunction (∃ a bad move): one part per disjunct. */
export function overPositionParts(g: SymGame, body: (p: SymPos, w: Witness) => BoolT[], prefix = 'p'): Built {
  const enc: Encoder = g.enc;
  const witness: Witness = {};
  const [[hyp, disjuncts], sides] = enc.collect(() => {
    const h = g.all([g.paramDomain(), g.widthGuard(undefined, g.regionWidth), ...positionHyp(g, (witness.position = g.freshPosition(prefix)))]);
    return [h, enc.under(h, () => body(witness.position!, witness))] as const;
  });
  const defined = [...sides.filter(conjoined).map((s) => s.cond), ...countInstances(sides)];
  const parts = disjuncts.map((d) => g.all([hyp, d, ...defined]));
  return { negation: g.all([hyp, g.any(disjuncts), ...defined]), parts, witness };
}

/** p in the domain (and the width), and the lemmas proved so far at p (lemmas.ts). */
export function positionHyp(g: SymGame, p: SymPos): BoolT[] {
  return [g.inDomain(p), g.widthGuard(p), ...g.lemmaFacts(p)];
}

/** A negated obligation over the params only (claims): one part per way the claim can fail
 *  (see claimNegation), each with the hypotheses on the params. */
export function overParams(g: SymGame, negation: (w: Witness) => BoolT[]): Built {
  const witness: Witness = {};
  const hyp = g.all([g.paramDomain(), g.widthGuard(undefined, g.regionWidth)]);
  const parts = g.enc.under(hyp, () => negation(witness)).map((d) => g.ctx.And(hyp, d));
  return { negation: g.ctx.And(hyp, g.any(parts)), parts, witness };
}
