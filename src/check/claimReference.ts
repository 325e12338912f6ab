// Stage: check. The independent re-evaluation of a claim (issue 14): its statement evaluated again
// by the slow BigInt reference interpreter (lang/reference.ts) against the same solved truth (the
// claim oracle), and compared with the compiled evaluation. A refuted claim is always re-checked at
// its failing instance; the whole statement is re-checked within a step budget.

import type { SpecGame } from '../game/buildGame.js';
import type { Expr } from '../lang/ast.js';
import { DEFAULT_RECURSION_LIMIT } from '../lang/program.js';
import { OutOfSteps, evalReference, type RefEnv } from '../lang/reference.js';
import { EvalError, type Oracle } from '../lang/runtime.js';

/** Expression nodes the reference may evaluate per claim: about a second of work at most. */
export const REFERENCE_STEPS = 2_000_000;

export type ReferenceResult = { value: boolean } | { error: string } | { outOfSteps: true };

/** The claim (or, with `instance`, the body under its leading ∀ at those binder values) by the reference. */
export function referenceClaim(game: SpecGame, holds: Expr, oracle: Oracle, opts: { steps: number; instance?: readonly { name: string; value: number }[] }): ReferenceResult {
  const { env, body } = referenceEnv(game, holds, oracle, opts);
  try {
    return { value: Boolean(evalReference(body, env)) };
  } catch (error) {
    if (error instanceof OutOfSteps) return { outOfSteps: true };
    if (error instanceof EvalError) return { error: error.message };
    throw error;
  }
}

/** The reference's environment for a claim: the params, and with `instance` the binder values of its
 *  leading ∀ (whose body is then what is evaluated). */
export function referenceEnv(game: SpecGame, holds: Expr, oracle: Oracle, opts: { steps: number; instance?: readonly { name: string; value: number }[] }): { env: RefEnv; body: Expr } {
  const values = new Map<string, number>();
  for (const p of game.spec.game.params) values.set(p.name, game.frame[game.layout.scope.slots.get(p.name)!.slot]!);
  let e = holds;
  if (opts.instance) {
    while (e.kind === 'quant' && e.quantifier === 'forall') e = e.body;
    opts.instance.forEach((b) => values.set(b.name, b.value));
  }
  const env: RefEnv = {
    values,
    defines: new Map(game.spec.defines.map((d) => [d.name, { params: d.params, body: d.body }])),
    ...(game.players ? { players: [game.players[0], game.players[1]] as [string, string] } : {}),
    oracle,
    state: game.layout.scope.state,
    stateSize: game.layout.stateSize,
    recursionLimit: DEFAULT_RECURSION_LIMIT,
    // exact mathematics: where the compiled code gave a value, an exact result must equal it
    unchecked: true,
    budget: { steps: opts.steps },
  };
  return { env, body: e };
}

/** How a reference result reads next to the compiled one in a message. */
export function referenceText(r: ReferenceResult): string {
  return 'value' in r ? (r.value ? 'true' : 'false') : 'error' in r ? `an error (${r.error})` : 'no result (out of steps)';
}
