// Stage: check. The separate computation a value counterexample is re-confirmed by before it is shown
// (scores, issue 29): the conjectured value read by the BigInt reference interpreter
// (lang/reference.ts) instead of the compiled formula, and the true value by a plain recursive
// negamax with its own memo (not the value table's search). Both read the moves through the move
// lister. Input: the game, the formula, a position. Output: exact bigints, or why there is none.

import type { SpecGame } from '../game/buildGame.js';
import type { MoveInfo } from '../game/game.js';
import type { Expr } from '../lang/ast.js';
import { DEFAULT_RECURSION_LIMIT } from '../lang/program.js';
import { evalReference, type RefEnv } from '../lang/reference.js';

/** The formula at a position, exactly (the reference interpreter). */
export function referenceFormula(game: SpecGame, formula: Expr, position: Float64Array): bigint {
  const frame = Float64Array.from(game.frame);
  frame.set(position.subarray(0, game.layout.stateSize), game.layout.stateOffset);
  const env: RefEnv = {
    values: new Map(),
    defines: new Map(game.spec.defines.map((d) => [d.name, { params: d.params, body: d.body }])),
    ...(game.players ? { players: [game.players[0], game.players[1]] as [string, string] } : {}),
    frame,
    scope: game.layout.scope,
    state: game.layout.scope.state,
    stateSize: game.layout.stateSize,
    recursionLimit: DEFAULT_RECURSION_LIMIT,
    unchecked: true,
  };
  return BigInt(evalReference(formula, env) as bigint | number);
}

/** Positions the reference search visits at most per question (it is for a few counterexamples). */
const REFERENCE_POSITIONS = 200_000;

/** The points of a move, exactly. */
export const pointsOf = (m: MoveInfo): bigint => BigInt(m.points ?? 0);

/** The true value of a region position by recursive negamax, or undefined where it is not defined
 *  (a cycle, a move leaving the region, too much work). */
export function referenceValue(game: SpecGame, position: Float64Array): bigint | undefined {
  const memo = new Map<number, bigint | undefined>();
  const onPath = new Set<number>();
  let budget = REFERENCE_POSITIONS;
  const v = (index: number): bigint | undefined => {
    if (memo.has(index)) return memo.get(index);
    if (onPath.has(index) || --budget < 0) return undefined;
    const p = game.region.decode(index);
    const moves = game.terminalOf(p) !== 0 ? [] : game.listMoves(p);
    onPath.add(index);
    let best: bigint | undefined;
    let defined = true;
    for (const m of moves) {
      const t = m.targets.length === 1 ? m.targets[0]!.index : -1;
      const w = t >= 0 ? v(t) : undefined;
      if (w === undefined) {
        defined = false;
        break;
      }
      const total = m.keeps ? pointsOf(m) + w : pointsOf(m) - w;
      if (best === undefined || total > best) best = total;
    }
    onPath.delete(index);
    const result = defined ? (best ?? 0n) : undefined;
    memo.set(index, result);
    return result;
  };
  const index = game.region.encode(position);
  return index < 0 ? undefined : v(index);
}
