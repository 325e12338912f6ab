// Stage: prove. Re-check of the "well-defined" obligation: evaluate everything zermelo evaluates at
// the position (conjecture, end rules, moves, strategy, measure, lemmas); an EvalError confirms it. No error
// means the side condition Z3 broke was an overflow of the bitvector encoding, not a real error.

import type { Spec } from '../model/model.js';
import type { ConcreteGame } from './concrete.js';
import { grundyAt, setsAt } from './concreteSets.js';
import type { RecheckResult } from './recheckResult.js';

export function recheckWellDefined(game: ConcreteGame, spec: Spec, p: number[], at: string): RecheckResult {
  // EvalErrors propagate to recheck(), which reports them as the confirmation
  const sets = setsAt(game, spec, p);
  if (spec.conjecture?.grundy) grundyAt(game, spec, p);
  game.endOf(p);
  for (const m of game.moves(p)) setsAt(game, spec, m.target);
  const f = game.frame(p);
  if (sets.fragile && game.terminalOf(p) !== 'win') {
    for (const c of spec.proof?.strategy ?? []) if (game.test(c.when, f)) game.apply(c.move, p, f, true);
  }
  for (const e of spec.proof?.termination ?? []) game.num(e, f);
  for (const l of spec.proof?.lemmas ?? []) (game.test(l.holds, f), l.induction && game.num(l.induction, f));
  return { confirmed: false, explanation: `every expression evaluates at ${at}: the condition Z3 could break is a limit of the encoding, not an error` };
}
