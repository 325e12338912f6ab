// Stage: prove. The obligations "every expression is well-defined" and "every count over a range is
// downward closed": evaluated over one arbitrary position (and one free move per schema), every side
// condition met by the encoder must hold — no division by zero, indices in range, xor of naturals, in
// the bitvector encoding no overflow; and, separately, the closure of counts (encodeMonotoneCount.ts).
// Both take the axioms (definitions of counts) as hypotheses, not the other side conditions.

import type { Spec } from '../model/model.js';
import type { SymSets } from './conjectureSets.js';
import type { BoolT, NumT } from './backend.js';
import type { Side } from './encoder.js';
import type { Built, Plan, Witness } from './plan.js';
import { strategyMoves } from './strategy.js';
import type { SymGame, SymPos } from './symGame.js';

type Sets = (() => SymSets) | undefined;
type Grundy = ((p: SymPos) => NumT) | undefined;

/** Everything zermelo evaluates at one position: the hypotheses and the side conditions met. */
function encodeAll(g: SymGame, spec: Spec, sets: Sets, grundy: Grundy): { hyp: BoolT; sides: Side[]; witness: Witness } {
  const { enc } = g;
  const witness: Witness = {};
  const [hyp, sides] = enc.collect(() => {
    const p = (witness.position = g.freshPosition('p'));
    const h = g.all([g.paramDomain(), g.widthGuard(undefined, g.regionWidth), g.inDomain(p), g.widthGuard(p)]);
    enc.under(h, () => {
      if (sets) {
        const s = sets();
        (s.safe(p), s.neutral(p));
        // the strategy is only consulted at non-terminal positions of F (condition I)
        const fragile = s.fragile(p);
        // (not read in a game whose moves can keep the turn: obligations.ts)
        if (spec.proof?.strategy && !g.kept) g.andThen([() => fragile, () => g.terminals(p).win.not(), () => strategyMoves(g, spec, p, s.safe)]);
      }
      if (grundy) grundy(p);
      const over = g.ends(p).over;
      witness.moves = g.freeMoves(p, over.not());
      for (const m of spec.proof?.termination ?? []) enc.num(m, g.scope(p));
      // a lemma is proved where it is defined (lemmas.ts): here, that it is defined everywhere
      for (const l of spec.proof?.lemmas ?? []) (enc.bool(l.holds, g.scope(p)), l.induction && enc.num(l.induction, g.scope(p)));
    });
    return h;
  });
  return { hyp, sides, witness };
}

function sidePlan(g: SymGame, spec: Spec, sets: Sets, grundy: Grundy, which: (s: Side) => boolean): () => Built {
  const { ctx } = g;
  return () => {
    const { hyp, sides, witness } = encodeAll(g, spec, sets, grundy);
    const met = sides.filter(which);
    if (met.length === 0) return { negation: ctx.Bool.val(false), witness, trivial: true } as Built;
    // settled ones hold for every value (intervalValidity.ts): proved already, without Z3
    const goals = met.filter((s) => !s.settled);
    const axioms = sides.filter((s) => s.kind === 'axiom').map((s) => s.cond);
    const done = met.filter((s) => s.settled);
    // kept apart for a second solver (--confirm): the same hypotheses, the settled conditions negated
    const settled = done.length > 0 ? { settled: { negation: g.all([hyp, ...axioms, g.any(done.map((s) => s.cond.not()))]), count: done.length } } : {};
    if (goals.length === 0) return { negation: ctx.Bool.val(false), witness, ...settled } as Built;
    witness.sides = goals;
    return { negation: g.all([hyp, ...axioms, g.any(goals.map((s) => s.cond.not()))]), witness, ...settled };
  };
}

export function wellDefinedPlan(g: SymGame, spec: Spec, sets: Sets, grundy: Grundy): Plan {
  const kinds = g.width === undefined ? '' : `, and no ${g.be.bits}-bit overflow`;
  return {
    id: 'well-defined',
    kind: 'well-defined',
    title: `every expression is well-defined (no division by zero, indices in range, xor of naturals${kinds})`,
    refutes: 'none',
    build: sidePlan(g, spec, sets, grundy, (s) => s.kind === 'defined' || s.kind === 'overflow' || s.kind === 'limit'),
  };
}

/** Absent (trivial) unless a count ranges over a range that does not unroll. Reported with the
 *  kind 'well-defined' (the report's table of kinds is not prove's to extend; id: count-closure). */
export function countClosurePlan(g: SymGame, spec: Spec, sets: Sets, grundy: Grundy): Plan {
  return {
    id: 'count-closure',
    kind: 'well-defined',
    title: 'every count over a range that does not unroll has a downward-closed condition (P(v + 1) ⇒ P(v)), so it counts a prefix',
    refutes: 'none',
    build: sidePlan(g, spec, sets, grundy, (s) => s.kind === 'closure'),
  };
}
