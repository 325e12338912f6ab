// Stage: model. Moves that keep the turn (`again:`) against what they rule out: Grundy values (a
// `grundy:` conjecture, `grundy(…)` in claims) and moves to sums — Sprague–Grundy theory assumes the
// turn passes after every move, and in a sum the same player could move twice in a row.
// Input: the typechecked Spec. Output: ZM1040 diagnostics at the offending place.

import { findNode } from '../lang/walk.js';
import type { MoveSpec, Spec } from './model.js';
import type { SpecContext } from './schemaContext.js';

/** The first move schema with an `again:` condition, if any. */
export function firstKeptMove(spec: Pick<Spec, 'game'>): MoveSpec | undefined {
  return spec.game.moves.find((m) => m.again !== undefined);
}

export function checkKeptMoves(ctx: SpecContext, spec: Spec): void {
  const kept = firstKeptMove(spec);
  if (!kept?.again) return;
  const by = 'a move of this game can keep the turn (`again:`)';
  const related = [{ message: 'this move can keep the turn', span: kept.again.span }];
  const grundy = spec.conjecture?.grundy;
  if (grundy) {
    ctx.error('ZM1040', grundy.span, `Grundy values are not defined for this game: ${by}`, {
      hint: 'characterise the positions with S/F/N instead (Theorem 4.1 with kept moves applies)',
      related,
    });
  }
  for (const claim of spec.claims) {
    const call = findNode(claim.holds, (e) => e.kind === 'call' && e.callee === 'grundy' && e.ref?.kind === 'oracle');
    if (call) {
      ctx.error('ZM1040', call.span, `\`grundy(…)\` has no value in this game: ${by}`, {
        hint: 'ask safe(…), fragile(…), neutral(…) or outcome(…) instead',
        related,
      });
    }
  }
  for (const m of spec.game.moves) {
    if (m.targets.length === 1) continue;
    const to = { start: m.targets[0]!.span.start, end: m.targets[m.targets.length - 1]!.span.end };
    ctx.error('ZM1040', to, `this move leads to a sum of positions, and ${by}: a sum would let the same player move twice in a row, so its value is not given by its components`, {
      hint: 'write the whole position as one state (a field per component), or remove `again:`',
      related,
    });
  }
}
