// Stage: model. `check.from: start` — solve only the positions reachable from the start position —
// needs a start position, and answers questions about outcomes only: a Grundy conjecture, grundy(p)
// in a claim and moves to sums need the Grundy values of whole regions. Input: the loaded Spec.
// Output: ZM1041 errors at `check.from`.

import { findNode } from '../lang/walk.js';
import type { Spec } from './model.js';
import type { SpecContext } from './schemaContext.js';

export function validateFrom(ctx: SpecContext, spec: Spec): void {
  const from = spec.check.from;
  if (from?.value !== 'start') return;
  const refuse = (message: string, hint: string): void => ctx.error('ZM1041', from.span, message, { hint });
  if (!spec.game.start) return refuse('`check.from: start` needs a start position, and the game has none', 'give one in the game, e.g. start: { n: 2008 }, or remove check.from');
  const region = 'remove check.from to solve the whole region (check.bounds)';
  if (spec.conjecture?.grundy) return refuse('`check.from: start` solves outcomes only; a Grundy conjecture needs the Grundy values of the whole region', region);
  if (spec.game.moves.some((m) => m.targets.length !== 1))
    return refuse('`check.from: start` does not apply to moves that lead to sums of positions (their outcomes come from Grundy values of the whole region)', region);
  const grundy = spec.claims.find((c) => findNode(c.holds, (e) => e.kind === 'call' && e.callee === 'grundy' && e.ref?.kind === 'oracle'));
  if (grundy) return refuse('`check.from: start` solves outcomes only; a claim asks for grundy(…)', region);
}
