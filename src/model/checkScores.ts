// Stage: model. Moves that score points (`score:`) against what has no points: Grundy values (a
// `grundy:` conjecture, `grundy(…)` in claims; a Grundy value ignores the points) and moves to sums
// (the value of a sum of scored games is not the sum of anything the components give). A `value:`
// conjecture or `value(…)` in a claim in a game where no move scores is allowed: every value is 0.
// Input: the typechecked Spec. Output: ZM1046 diagnostics at the offending place.

import { findNode } from '../lang/walk.js';
import type { MoveSpec, Spec } from './model.js';
import type { SpecContext } from './schemaContext.js';

/** The first move schema with a `score:`, if any. */
export function firstScoringMove(spec: Pick<Spec, 'game'>): MoveSpec | undefined {
  return spec.game.moves.find((m) => m.score !== undefined);
}

export function checkScores(ctx: SpecContext, spec: Spec): void {
  const scoring = firstScoringMove(spec);
  if (!scoring?.score) return;
  const by = 'a move of this game scores points (`score:`)';
  const related = [{ message: 'this move scores points', span: scoring.score.span }];
  const grundy = spec.conjecture?.grundy;
  if (grundy) {
    ctx.error('ZM1046', grundy.span, `Grundy values say nothing about points: ${by}`, {
      hint: 'conjecture the value of each position instead (`value: <formula>`), or S/F/N',
      related,
    });
  }
  for (const claim of spec.claims) {
    const call = findNode(claim.holds, (e) => e.kind === 'call' && e.callee === 'grundy' && e.ref?.kind === 'oracle');
    if (call) ctx.error('ZM1046', call.span, `\`grundy(…)\` says nothing about points: ${by}`, { hint: 'ask value(…) instead', related });
  }
  for (const m of spec.game.moves) {
    if (m.targets.length === 1 || !m.score) continue;
    const to = { start: m.targets[0]!.span.start, end: m.targets[m.targets.length - 1]!.span.end };
    ctx.error('ZM1046', to, 'a move that scores points cannot lead to a sum of positions: the value of a sum of scored games is not given by its components', {
      hint: 'write the whole position as one state (a field per component), or remove `score:`',
      related: [{ message: 'this move scores points', span: m.score.span }],
    });
  }
}
