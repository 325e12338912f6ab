// Stage: solve. The fast path of the value engine (valueTable.ts): where every move leads to a larger
// region index (a set field gaining an element: Dots and Boxes, the triangulation games) or every
// move to a smaller one (a heap shrinking), the values of the whole region follow from one sweep in
// the opposite order, as D. Wilson's retrograde analysis of Dots and Boxes does: v(p) = max over moves
// of points + v(q) (kept turn) or points − v(q) (passed turn), 0 without moves. The sweep is one
// generated function: over bit masks where the position is a few bits (maskSweep.ts), else over the
// game's move kernel, with the `score:` expression compiled into it and
// the values in an Int8Array: no allocation per position. It gives up — and the caller falls back to
// the depth-first solve, which says why a value is not defined — at the first move that breaks the
// order (or leaves the region), a point count that is not a safe integer, a value outside ±127, or a
// rule that fails to evaluate: never a wrong value.

import type { Game } from '../../game/game.js';
import { compileKernelFunction, type MoveSite, type TargetCode } from '../../game/kernel.js';
import type { SpecGame } from '../../game/buildGame.js';
import type { SpecSession } from '../../game/specKernel.js';
import { TimeLimitReached } from '../../lang/deadline.js';
import { maskSweepValues } from './maskSweep.js';
import { FAILURES, type SweepFailure, type Swept } from './sweepResult.js';

/** Regions up to this size may be swept (one byte per position). */
export const SWEEP_LIMIT = 2 ** 28;

/** One sweep: fills values[p] for p from `from` down to 0 ('down': targets above p) or from 0 up to
 *  `from` ('up': targets below p). Returns 0 when done, else a failure code. */
type SweepFn = (values: Int8Array, last: number, stats: Float64Array) => number;

/** Whether the game can be swept at all (a file's game with an indexed region of at most SWEEP_LIMIT
 *  positions, without sums). */
export function sweepable(game: Game): game is SpecGame {
  return 'spec' in game && !game.region.sparse && game.region.size <= SWEEP_LIMIT && !game.hasSums && game.family === undefined;
}

function sweepFunction(game: SpecGame, direction: 'down' | 'up'): SweepFn {
  const session = game.kernel.begin() as SpecSession;
  const down = direction === 'down';
  const outOfOrder = (t: string): string => (down ? `${t} <= p` : `${t} < 0 || ${t} >= p`);
  const onTarget = (t: TargetCode, site: MoveSite): string => {
    const score = game.spec.game.moves[site.schema]?.score;
    const points = score ? session.evaluate(score) : { code: '', value: '0' };
    return `{
  const s_t = ${t.index};
  if (${outOfOrder('s_t')}) { stats[0] = p; return 1; }
  ${points.code}
  const s_pts = ${points.value};
  if (!(Number.isSafeInteger(s_pts))) { stats[0] = p; return 2; }
  const s_tot = s_pts ${site.keeps ? '+' : '-'} values[s_t];
  if (s_any === 0 || s_tot > s_best) { s_best = s_tot; s_any = 1; }
}`;
  };
  const terminal = session.terminal();
  const moves = session.moves({ target: onTarget });
  const step = down ? session.retreat() : session.advance();
  const next = step ?? session.enter(down ? 'p - 1' : 'p + 1');
  const body = `return function valueSweep(values, last, stats) {
  ${session.declarations()}
  let p = ${down ? 'last' : '0'}, term = 0;
  ${session.enter('p')}
  for (;;) {
    k_tick();
    term = 0;
    ${terminal}
    let s_best = 0, s_any = 0;
    if (term === 0) {
      ${moves}
    }
    if (s_best > 127 || s_best < -127) { stats[0] = p; return 3; }
    values[p] = s_best;
    if (p === ${down ? '0' : 'last'}) return 0;
    ${next}
    p = p ${down ? '-' : '+'} 1;
  }
};`;
  return compileKernelFunction<SweepFn>(session.bindings(), body, `value_${direction}_${game.name}`);
}

/** The values of every region position by a sweep, or why not (then the depth-first solve runs).
 *  Tries the order of a set gaining elements first, then the order of a shrinking count. */
export function sweepValues(game: SpecGame): Swept | SweepFailure {
  // a position of a few bits: the moves as tables over bit masks (maskSweep.ts)
  const masked = maskSweepValues(game);
  if (typeof masked !== 'string' || FAILURES.includes(masked as SweepFailure)) return masked as Swept | SweepFailure;
  const values = new Int8Array(game.region.size);
  const stats = new Float64Array(1);
  let failure: SweepFailure = 'order';
  for (const direction of ['down', 'up'] as const) {
    let code: number;
    try {
      code = sweepFunction(game, direction)(values, game.region.size - 1, stats);
    } catch (error) {
      if (error instanceof TimeLimitReached) throw error;
      // a rule that fails to evaluate: the depth-first solve says where and why
      return 'error';
    }
    if (code === 0) return { values, direction };
    failure = FAILURES[code - 1]!;
    if (failure !== 'order') return failure;
  }
  return failure;
}
