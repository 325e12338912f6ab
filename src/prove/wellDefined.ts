// Stage: prove. The obligation "every expression is well-defined": evaluated over one arbitrary
// position (and one free move per schema), every side condition met by the encoder must hold — no
// division by zero, indices in range, xor of naturals, and in the bitvector encoding no overflow.
// Absent when the file has no partial operation at all.

import type { Spec } from '../spec/model.js';
import type { SymSets } from './conjectureSets.js';
import type { NumT } from './backend.js';
import type { Built, Plan, Witness } from './plan.js';
import { strategyMoves } from './strategy.js';
import type { SymGame, SymPos } from './symGame.js';

export function wellDefinedPlan(g: SymGame, spec: Spec, sets: (() => SymSets) | undefined, grundy: ((p: SymPos) => NumT) | undefined): Plan {
  const { ctx, enc } = g;
  const build = (): Built => {
    const witness: Witness = {};
    const [hyp, sides] = enc.collect(() => {
      const p = (witness.position = g.freshPosition('p'));
      const h = g.all([g.paramDomain(), g.widthGuard(undefined, g.regionWidth), g.inDomain(p), g.widthGuard(p)]);
      enc.under(h, () => {
        if (sets) {
          const s = sets();
          s.safe(p), s.neutral(p);
          // the strategy is only consulted at non-terminal positions of F (condition I)
          const fragile = s.fragile(p);
          if (spec.proof?.strategy) g.andThen([() => fragile, () => g.terminals(p).win.not(), () => strategyMoves(g, spec, p, s.safe)]);
        }
        if (grundy) grundy(p);
        const over = g.ends(p).over;
        witness.moves = g.freeMoves(p, over.not());
        for (const m of spec.proof?.termination ?? []) enc.num(m, g.scope(p));
      });
      return h;
    });
    if (sides.length === 0) return { negation: ctx.Bool.val(false), witness, trivial: true } as Built;
    witness.sides = sides;
    return { negation: ctx.And(hyp, g.any(sides.map((s) => s.cond.not()))), witness };
  };
  const kinds = g.width === undefined ? '' : `, and no ${g.be.bits}-bit overflow`;
  return {
    id: 'well-defined',
    kind: 'well-defined',
    title: `every expression is well-defined (no division by zero, indices in range, xor of naturals${kinds})`,
    refutes: 'none',
    build,
  };
}
