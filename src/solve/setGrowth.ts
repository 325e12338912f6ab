// Stage: solve. A lower bound on the positions reachable from the start, known before any search,
// for a game that grows a set field one element at a time: a move `for e ∈ lo..hi, if: ¬F[e],
// to: { F[e]: true }` whose range covers every index of the `bool[k]` field F, in a game without
// `end:` rules and without `by:` on that move. Then from the start every superset of the start's F
// is reachable (the missing elements drawn one at a time, in any order: each is a move of whoever
// is to move), so at least 2^free positions are, free being the elements of F not in the start.
// solveSparse.ts refuses a search that would store more than the memory limit (ZM7012) before it
// starts, instead of after minutes of work.

import type { Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import type { Game } from '../game/game.js';
import type { SpecGame } from '../game/buildGame.js';

export interface SetGrowth {
  /** The set field. */
  field: string;
  /** Its elements not in the start: at least 2^free positions are reachable. */
  free: number;
}

const isBinder = (e: Expr, name: string): boolean => e.kind === 'name' && e.name === name && e.ref?.kind === 'binder';
const isField = (e: Expr, name: string): boolean => e.kind === 'name' && e.name === name && e.ref?.kind === 'field';

/** The set field with the most free elements that the start grows as above, or undefined. */
export function setGrowth(game: Game, start: Float64Array): SetGrowth | undefined {
  if (!('spec' in game) || game.hasSums) return undefined;
  const { spec, layout, region } = game as SpecGame;
  const end = spec.game.end;
  if (end.lose || end.draw || end.win) return undefined; // an end rule may stop play before the set is full
  let best: SetGrowth | undefined;
  for (const m of spec.game.moves) {
    if (m.by !== undefined || m.binders.length !== 1 || m.targets.length !== 1 || m.targets[0]!.assignments.length !== 1) continue;
    const binder = m.binders[0]!;
    const a = m.targets[0]!.assignments[0]!;
    const field = layout.fields.get(a.field);
    const g = m.guard;
    if (!field || !a.index || !isBinder(a.index, binder.name) || !(a.value.kind === 'bool' && a.value.value)) continue;
    if (!g || g.kind !== 'not' || g.arg.kind !== 'index' || !isField(g.arg.target, a.field) || !isBinder(g.arg.index, binder.name)) continue;
    const domain = binder.domain;
    if (domain.kind !== 'range') continue;
    const lo = constantValue(game as SpecGame, domain.lo);
    const hi = constantValue(game as SpecGame, domain.hi);
    if (lo === undefined || hi === undefined || lo > 0 || hi < field.length - 1) continue;
    let free = 0;
    let bits = true;
    for (let i = 0; i < field.length; i++) {
      const s = field.offset + i;
      if (region.lo[s] !== 0 || region.hi[s] !== 1) bits = false;
      if (start[s] === 0) free++;
    }
    if (bits && (!best || free > best.free)) best = { field: a.field, free };
  }
  return best;
}

/** The value of an expression that reads no state (a range bound such as `len(lines) - 1`), or
 *  undefined where it reads the position, fails, or is not an integer. */
function constantValue(game: SpecGame, e: Expr): number | undefined {
  const { layout } = game;
  const so = layout.stateOffset;
  let readsState = false;
  const frame = Float64Array.from(game.frame);
  const tracked = new Proxy(frame, {
    get(target, key) {
      if (typeof key === 'string' && key === String(Number(key))) {
        const i = Number(key);
        if (i >= so && i < so + layout.stateSize) readsState = true;
        return target[i];
      }
      readsState = true; // reached otherwise: not known to be constant
      return Reflect.get(target, key, target) as unknown;
    },
  }) as unknown as Float64Array;
  try {
    const v = Number(compileExpr(e, layout.scope, game.program)(tracked));
    return readsState || !Number.isSafeInteger(v) ? undefined : v;
  } catch {
    return undefined;
  }
}
