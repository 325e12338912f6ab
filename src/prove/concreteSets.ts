// Stage: prove. The conjecture evaluated on a concrete position (same complement rules as
// conjectureSets.ts), the Grundy conjecture, the measures, and an Oracle for claims that answers
// from the conjecture. Used by recheck.ts.

import type { Spec } from '../model/model.js';
import { EvalError, OUTCOME_FRAGILE, OUTCOME_NEUTRAL, OUTCOME_SAFE, type Oracle } from '../lang/runtime.js';
import type { ConcreteGame } from './concrete.js';

export interface ConcreteSets {
  safe: boolean;
  fragile: boolean;
  neutral: boolean;
}

export function setsAt(game: ConcreteGame, spec: Spec, pos: ArrayLike<number>): ConcreteSets {
  const c = spec.conjecture;
  const f = game.frame(pos);
  if (c && !c.safe && !c.fragile && !c.neutral && c.grundy) {
    const zero = game.num(c.grundy, f) === 0;
    return { safe: zero, fragile: !zero, neutral: false };
  }
  const given = (['safe', 'fragile', 'neutral'] as const).filter((k) => c?.[k] !== undefined);
  const v = (k: 'safe' | 'fragile' | 'neutral'): boolean | undefined => (c?.[k] ? game.test(c[k], f) : undefined);
  let safe = v('safe');
  let fragile = v('fragile');
  let neutral = v('neutral');
  if (neutral === undefined) neutral = given.length === 1 ? false : !safe && !fragile;
  if (safe === undefined) safe = !fragile && !neutral;
  if (fragile === undefined) fragile = !safe && !neutral;
  return { safe, fragile, neutral };
}

export function grundyAt(game: ConcreteGame, spec: Spec, pos: ArrayLike<number>): number {
  return game.num(spec.conjecture!.grundy!, game.frame(pos));
}

export function conjectureOracle(game: ConcreteGame, spec: Spec, width?: number): Oracle {
  return {
    outcome(position, span) {
      if (!game.inDomain(position, width)) throw new EvalError('outside-region', 'the position is outside the domain', span);
      const s = setsAt(game, spec, position);
      return s.safe ? OUTCOME_SAFE : s.fragile ? OUTCOME_FRAGILE : OUTCOME_NEUTRAL;
    },
    grundy(position, span) {
      if (!spec.conjecture?.grundy) throw new EvalError('undetermined', 'no Grundy conjecture', span);
      if (!game.inDomain(position, width)) throw new EvalError('outside-region', 'the position is outside the domain', span);
      return grundyAt(game, spec, position);
    },
    value(position, span) {
      if (!spec.conjecture?.value) throw new EvalError('undetermined', 'the claim reads value(…), and the file has no value conjecture', span);
      if (!game.inDomain(position, width)) throw new EvalError('outside-region', 'the position is outside the domain', span);
      return game.num(spec.conjecture.value, game.frame(position));
    },
    start(span) {
      const start = spec.game.start;
      if (!start) throw new EvalError('undetermined', 'the game has no start position', span);
      const zero = new Array<number>(game.stateSize).fill(0);
      return Float64Array.from(game.apply(start, zero, game.frame(zero), false));
    },
  };
}
