// Stage: prove. An obligation before it is discharged: how to build its NEGATION (sat ⇔ there is a
// counterexample) lazily, and what to read back from a model. Builders throw Unsupported for what
// they cannot encode; the runner turns that into `unknown` with the reason.

import type { BoolT } from './backend.js';
import type { Encoder } from './encoder.js';
import type { FreeMove, SymGame, SymPos } from './symGame.js';
import type { Sym } from './sym.js';
import type { ObligationKind } from './result.js';

export interface Witness {
  position?: SymPos;
  moves?: FreeMove[]; // one free move per schema; the model says which one is the culprit
  values?: { name: string; sym: Sym }[];
}

export interface Built {
  negation: BoolT; // includes hypotheses and side conditions
  witness: Witness;
}

export interface Plan {
  id: string;
  kind: ObligationKind;
  title: string;
  refutes: 'conjecture' | 'claim' | 'none';
  detail?: string;
  claimIndex?: number;
  build(): Built;
}

/** Encodes a negated obligation over one fresh position p: hypotheses (params and p in their
 *  domains, the width assumption) ∧ body(p), with every side condition met on the way conjoined. */
export function overPosition(g: SymGame, body: (p: SymPos, w: Witness) => BoolT, prefix = 'p'): Built {
  const enc: Encoder = g.enc;
  const witness: Witness = {};
  const [formula, sides] = enc.collect(() => {
    const hyp = g.all([g.paramDomain(), g.widthGuard(), ...positionHyp(g, (witness.position = g.freshPosition(prefix)))]);
    return g.ctx.And(hyp, enc.under(hyp, () => body(witness.position!, witness)));
  });
  return { negation: g.all([formula, ...sides.map((s) => s.cond)]), witness };
}

export function positionHyp(g: SymGame, p: SymPos): BoolT[] {
  return [g.inDomain(p), g.widthGuard(p)];
}

/** A negated obligation over the params only (claims). */
export function overParams(g: SymGame, body: () => BoolT): Built {
  const enc = g.enc;
  const [formula, sides] = enc.collect(() => {
    const hyp = g.all([g.paramDomain(), g.widthGuard()]);
    return g.ctx.And(hyp, enc.under(hyp, body));
  });
  return { negation: g.all([formula, ...sides.map((s) => s.cond)]), witness: {} };
}
