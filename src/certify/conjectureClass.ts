// Stage: certify. Evaluates a file's conjecture at one position and compares it with a certified
// value (outcome code or Grundy value). Omitted sets are complements as in format.md §2 (only S:
// F = ¬S, N = ∅; two given: the third is the rest). Input: the game (layout, frame, program) and the
// conjecture; output: a fast per-position comparison and readable class names for reports.

import type { SpecGame } from '../game/buildGame.js';
import type { Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import type { ConjectureSpec } from '../model/model.js';
import { FRAGILE, NEUTRAL, SAFE } from '../solve/solution.js';
import type { RowValues } from './solveRows.js';

const BITS: Record<number, number> = { [SAFE]: 1, [FRAGILE]: 2, [NEUTRAL]: 4 };

export interface ConjectureEvaluator {
  /** Does the conjecture agree with the true value at the position? May throw EvalError. */
  agrees(position: ArrayLike<number>, truth: number): boolean;
  /** The conjecture's class (or Grundy value) at the position, in words. */
  conjectured(position: ArrayLike<number>): string;
  /** The true class (or Grundy value) in words. */
  truthText(truth: number): string;
  /** A Grundy conjecture's value of a sum of positions (the nim-sum of its components'), in words. */
  sumText?(positions: readonly ArrayLike<number>[]): string;
}

export function conjectureEvaluator(game: SpecGame, c: ConjectureSpec, kind: RowValues): ConjectureEvaluator | string {
  const frame = Float64Array.from(game.frame);
  const so = game.layout.stateOffset;
  const load = (p: ArrayLike<number>) => {
    for (let i = 0; i < game.layout.stateSize; i++) frame[so + i] = p[i]!;
  };
  const truthBits = (t: number) => (kind === 'grundy' ? (t === 0 ? 1 : 2) : (BITS[t] ?? 0));
  const truthText = (t: number) => (kind === 'grundy' ? `${t === 0 ? 'safe' : 'fragile'} (Grundy value ${t})` : className(truthBits(t)));
  if (c.grundy) {
    if (kind !== 'grundy') return 'the conjecture gives Grundy values, but only outcomes were certified';
    const f = compileExpr<number>(c.grundy, game.layout.scope, game.program);
    return {
      agrees(p, truth) {
        load(p);
        return f(frame) === truth;
      },
      conjectured(p) {
        load(p);
        return `Grundy value ${f(frame)}`;
      },
      truthText: (t) => `Grundy value ${t}`,
      sumText(ps) {
        let x = 0n;
        for (const p of ps) {
          load(p);
          x ^= BigInt(f(frame));
        }
        return `Grundy value ${x}`;
      },
    };
  }
  if (c.neutral && !c.safe && !c.fragile) return 'the conjecture gives only the neutral positions';
  const parts: [Expr | undefined, number][] = [
    [c.safe, 1],
    [c.fragile, 2],
    [c.neutral, 4],
  ];
  const given = parts.filter(([e]) => e !== undefined).map(([e, bit]) => [compileExpr<boolean>(e!, game.layout.scope, game.program), bit] as const);
  const missing = parts.filter(([e]) => e === undefined).map(([, bit]) => bit);
  const complement = missing.length === 0 ? 0 : given.length === 1 ? (missing.includes(2) ? 2 : 1) : missing[0]!;
  const mask = (p: ArrayLike<number>) => {
    load(p);
    let m = 0;
    for (const [f, bit] of given) if (f(frame)) m |= bit;
    return m === 0 ? complement : m;
  };
  return {
    agrees: (p, truth) => mask(p) === truthBits(truth),
    conjectured: (p) => className(mask(p)),
    truthText,
  };
}

function className(mask: number): string {
  if (mask === 1) return 'safe';
  if (mask === 2) return 'fragile';
  if (mask === 4) return 'neutral';
  if (mask === 0) return 'in none of S, F, N';
  return `in several of S, F, N`;
}
