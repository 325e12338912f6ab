// Stage: teach. What the file's conjecture says about each position of the region: S, F or N (an
// omitted set is the complement of the given ones, format.md §2), or a conjectured Grundy value.
// Input: a SpecGame (compiled definitions, frame with the params). Output: per region index a class
// code (SAFE/FRAGILE/NEUTRAL, 0 when the expression fails to evaluate) or a Grundy value (-1 on failure).

import type { SpecGame } from '../game/buildGame.js';
import { compileExpr } from '../lang/compile.js';
import { EvalError, type CompiledExpr } from '../lang/runtime.js';
import type { ConjectureSpec } from '../model/model.js';
import { FRAGILE, NEUTRAL, SAFE } from '../solve/solution.js';

export interface ConjectureClasses {
  kind: 'classes' | 'grundy';
  /** kind 'classes': SAFE / FRAGILE / NEUTRAL per index, 0 where the conjecture fails to evaluate. */
  cls: Uint8Array;
  /** kind 'grundy': the conjectured value per index, -1 where it fails to evaluate. */
  grundy: Int32Array;
}

type Pred = ((frame: Float64Array) => boolean) | undefined;

/** A predicate per class, completing the omitted sets as format.md §2 says. */
function classPredicates(game: SpecGame, c: ConjectureSpec): [Pred, Pred, Pred] | undefined {
  const compile = (e: ConjectureSpec['safe']): Pred => {
    if (!e) return undefined;
    const f = compileExpr(e, game.layout.scope, game.program) as CompiledExpr<boolean>;
    return (frame) => f(frame) === true;
  };
  let s = compile(c.safe);
  let f = compile(c.fragile);
  let n = compile(c.neutral);
  const given = [s, f, n].filter(Boolean).length;
  if (given === 0 || (given === 1 && n)) return undefined;
  if (!n) n = given === 1 ? () => false : (x) => !s!(x) && !f!(x);
  if (!s) s = (x) => !f!(x) && !n!(x);
  if (!f) f = (x) => !s!(x) && !n!(x);
  return [s, f, n];
}

/** The conjecture as functions of a position (state slots), evaluated anywhere, in or out of the region. */
export interface CompiledConjecture {
  kind: 'classes' | 'grundy';
  /** SAFE / FRAGILE / NEUTRAL, 0 when the expression fails to evaluate. */
  classify(position: ArrayLike<number>): number;
  /** The conjectured Grundy value, -1 when it fails to evaluate (kind 'grundy' only). */
  grundyAt(position: ArrayLike<number>): number;
}

export function compileConjecture(game: SpecGame): CompiledConjecture | undefined {
  const c = game.spec.conjecture;
  if (!c) return undefined;
  const frame = Float64Array.from(game.frame);
  const offset = game.layout.stateOffset;
  const load = (position: ArrayLike<number>): Float64Array => {
    for (let s = 0; s < game.layout.stateSize; s++) frame[offset + s] = position[s]!;
    return frame;
  };
  if (c.grundy && !c.safe && !c.fragile && !c.neutral) {
    const g = compileExpr(c.grundy, game.layout.scope, game.program) as CompiledExpr<number>;
    const grundyAt = (p: ArrayLike<number>): number => guard(() => Number(g(load(p))), -1);
    return { kind: 'grundy', grundyAt, classify: (p) => (grundyAt(p) < 0 ? 0 : grundyAt(p) === 0 ? SAFE : FRAGILE) };
  }
  const preds = classPredicates(game, c);
  if (!preds) return undefined;
  const [s, f, n] = preds;
  return {
    kind: 'classes',
    grundyAt: () => -1,
    classify: (p) => guard(() => (load(p), s!(frame) ? SAFE : f!(frame) ? FRAGILE : n!(frame) ? NEUTRAL : 0), 0),
  };
}

/** The conjecture at every region index, or only at those of `among` (the positions reached from
 *  the start; the others keep 0, or -1 for a Grundy value). */
export function conjectureClasses(game: SpecGame, among?: Int32Array): ConjectureClasses | undefined {
  const conj = compileConjecture(game);
  if (!conj) return undefined;
  const size = game.region.size;
  const position = new Float64Array(game.layout.stateSize);
  const count = among ? among.length : size;
  const at = (k: number): number => (among ? among[k]! : k);
  if (conj.kind === 'grundy') {
    const out = new Int32Array(size).fill(-1);
    for (let k = 0; k < count; k++) out[at(k)] = conj.grundyAt(game.region.decode(at(k), position));
    return { kind: 'grundy', cls: new Uint8Array(0), grundy: out };
  }
  const out = new Uint8Array(size);
  for (let k = 0; k < count; k++) out[at(k)] = conj.classify(game.region.decode(at(k), position));
  return { kind: 'classes', cls: out, grundy: new Int32Array(0) };
}

function guard<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof EvalError) return fallback;
    throw error;
  }
}
