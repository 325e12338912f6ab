// Law: the prover and the bounded check agree where both speak. An obligation Z3 proves for every
// position (partition, conditions I–III) has no failure in any run of the bounded check; a file proved
// as a whole is never refuted by it; a counterexample of the prover that lies in a run's region is
// one of that run's counterexamples of the same condition (all of them are kept here; for I–III at a
// position where the game goes on); and the
// prover never reports an internal error (a model its evaluator does not confirm).

import { buildGame } from '../../src/game/buildGame.js';
import { checkBounded } from '../../src/check/checkBounded.js';
import type { Game } from '../../src/game/game.js';
import { proveSpec } from '../../src/prove/proveSpec.js';
import type { ObligationKind, ProofResult, ShownValue } from '../../src/prove/result.js';
import type { Spec } from '../../src/model/model.js';

/** The bounded check's name of each condition both engines state the same way. Terminals are left
 *  out of "proved ⇒ no failure": the prover asks membership (a terminal in S and F passes), the
 *  bounded check exactly the right set; a membership failure is an exact one, so they stay for
 *  counterexamples. */
const SAME: Partial<Record<ObligationKind, string>> = { partition: 'partition', 'condition-I': 'I', 'condition-II': 'II', 'condition-III-a': 'IIIa', 'condition-III-b': 'IIIb' };
const TERMINAL: Partial<Record<ObligationKind, string>> = { 'terminal-lose': 'terminal-lose', 'terminal-draw': 'terminal-draw', 'terminal-win': 'terminal-win' };

/** The prover's position as the game's slots (booleans 0/1, `turn` by player index), or undefined. */
function slotsOf(game: Game, position: Record<string, ShownValue>): number[] | undefined {
  const out: number[] = [];
  for (const s of game.slots) {
    const field = position[s.field];
    const v = s.element === undefined ? field : Array.isArray(field) ? field[s.element] : undefined;
    if (typeof v === 'boolean') out.push(v ? 1 : 0);
    else if (typeof v === 'number') out.push(v);
    else if (typeof v === 'string' && game.players?.includes(v)) out.push(game.players.indexOf(v));
    else return undefined;
  }
  return out;
}

export interface ProverBoundedTally {
  proved: number;
  refuted: number;
  matched: number;
}

export async function lawProverBounded(spec: Spec, timeoutMs: number, tally?: ProverBoundedTally): Promise<string | undefined> {
  if (!spec.conjecture || !(spec.conjecture.safe || spec.conjecture.fragile || spec.conjecture.neutral)) return undefined;
  const proof: ProofResult = await proveSpec(spec, { timeoutMs });
  const internal = proof.obligations.find((o) => o.code === 'ZM9001' || o.internalError);
  if (internal) return `the prover reports an internal error on ${internal.id}: ${internal.detail ?? internal.internalError}`;
  const bounded = checkBounded(spec, { limit: 1_000_000 });
  if (proof.status === 'proved' && bounded.outcome === 'refuted') return 'the prover proves the file, the bounded check refutes it';
  for (const run of bounded.runs) {
    // a run that stopped (an evaluation error, a move leaving its domain) has partial conditions
    if (run.status !== 'checked' || run.diagnostics.some((d) => d.severity === 'error')) continue;
    const at = `(params ${JSON.stringify(run.params)})`;
    const failures = (name: string) => run.conditions.filter((c) => c.condition === name);
    for (const o of proof.obligations) {
      const name = SAME[o.kind];
      if (o.status === 'proved' && name) {
        const n = failures(name).reduce((a, c) => a + c.failures, 0);
        if (n > 0) return `Z3 proved ${o.id}, the bounded check finds ${n} failure(s) of ${name} ${at}`;
        if (tally) tally.proved++;
      }
      const cx = o.counterexample;
      const cond = name ?? TERMINAL[o.kind];
      if (o.status !== 'refuted' || !cx?.confirmed || !cond) continue;
      if (JSON.stringify(cx.params) !== JSON.stringify(run.params)) continue;
      const game = buildGame(spec, run.params).value;
      if (!game) continue;
      const slots = slotsOf(game, cx.position);
      if (!slots || game.region.encode(slots) < 0) continue;
      // the bounded check states I–III only where the game goes on (a terminal outside its set is a
      // failure of the terminal rule there); the prover's I and III-a also fail at such a terminal
      const position = Float64Array.from(slots);
      if (name && name !== 'partition' && (game.terminalOf(position) !== 0 || game.listMoves(position).length === 0)) continue;
      if (tally) tally.refuted++;
      const found = failures(cond).flatMap((c) => c.counterexamples.map((x) => x.position.join(',')));
      if (!found.includes(slots.join(','))) return `Z3's counterexample to ${o.id} at ${game.formatPosition(slots)} ${at} is not a bounded counterexample of ${cond} (those: ${found.length})`;
      if (tally) tally.matched++;
    }
  }
  return undefined;
}
