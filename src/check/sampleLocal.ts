// Stage: check (sampling). The LOCAL conditions of Theorem 4.1 at one position anywhere (no solving):
// the partition, the terminal rules, I, II, III for S/F/N conjectures, and the mex characterisation
// for Grundy conjectures — the conjecture evaluated at the position and at its move targets only.
// Input: a game, the conjecture's slow evaluators, a position. Output: the first failing condition.

import type { Game } from '../game/game.js';
import type { Condition } from './result.js';
import { grundyXor } from './grundyXor.js';

export interface LocalConjecture {
  /** S/F/N: bit 1 safe, 2 fragile, 4 neutral (the omitted sets completed, see classifier.ts). */
  maskOf?: (position: Float64Array) => number;
  /** Grundy: the conjectured value (a non-negative integer when well-formed). */
  grundyOf?: (position: Float64Array) => number | bigint; // bigint: exact, beyond ±(2^53 − 1)
}

const xor = grundyXor;

/** The first condition that fails at `position`, in the order of the bounded check; undefined if none.
 *  Evaluation errors (EvalError, a move leaving the domain) propagate to the caller. */
export function localFailure(game: Game, conj: LocalConjecture, position: Float64Array): Condition | undefined {
  const term = game.terminalOf(position);
  const moves = term === 0 ? game.listMoves(position) : [];
  // a position without moves is a terminal: losing under normal play, winning under misère
  const kind = term !== 0 ? term : moves.length === 0 ? (game.play === 'misere' ? 3 : 1) : 0;
  if (conj.grundyOf) {
    const f = conj.grundyOf(position);
    if (!((typeof f === 'bigint' || Number.isSafeInteger(f)) && f >= 0)) return 'grundy-value';
    const reached = new Set<number | bigint>();
    for (const m of moves) {
      let v: number | bigint = 0;
      for (const t of m.targets) v = xor(v, conj.grundyOf(t.position));
      if (v === f) return 'grundy-keep';
      if (v < f) reached.add(v);
    }
    if (f > reached.size) return 'grundy-reach';
  }
  if (conj.maskOf) {
    const m = conj.maskOf(position);
    if (m !== 1 && m !== 2 && m !== 4) return 'partition';
    if (kind === 1) return m === 1 ? undefined : 'terminal-lose';
    if (kind === 2) return m === 4 ? undefined : 'terminal-draw';
    if (kind === 3) return m === 2 ? undefined : 'terminal-win';
    let any = 0;
    let all = 7;
    for (const mv of moves) {
      const raw = conj.maskOf(mv.targets[0]!.position);
      // a kept move's target is judged by the same player: safe and fragile exchanged
      const t = mv.keeps ? (raw & 4) | ((raw & 1) << 1) | ((raw & 2) >> 1) : raw;
      any |= t;
      all &= t;
    }
    if ((m & 2) !== 0 && (any & 1) === 0) return 'I';
    if ((m & 1) !== 0 && (all & 2) === 0) return 'II';
    if ((m & 4) !== 0 && (any & 4) === 0) return 'IIIa';
    if ((m & 4) !== 0 && (any & 1) !== 0) return 'IIIb';
  }
  return undefined;
}
