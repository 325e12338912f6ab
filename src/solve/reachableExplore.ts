// Stage: solve. Forward exploration from one region index: breadth first over the game's move kernel,
// every move of every reached position generated once (so an error in a rule shows at the reached
// position where it occurs). Output: per region index its number in the exploration (0 = not
// reached), the reached indices in the order found, the number of moves, and whether every move
// between reached positions goes to a smaller index (then ascending index order solves them).
// Each position is charged to the run's deadline (lang/deadline.ts), as in the other kernels.

import type { Game } from '../game/game.js';
import { compileKernelFunction, type TargetCode } from '../game/kernel.js';
import { REACHED_BYTES, type ReachableBudget } from './reachableBudget.js';
import { exploreProgress } from './reachableProgress.js';

export interface Reached {
  /** Per region index: 1 when reached (one byte per position: the marks stay in cache longer). */
  mark: Uint8Array;
  /** The reached region indices, breadth first from the start (length `count`). */
  order: Int32Array;
  count: number;
}

type ExploreFn = (
  start: number,
  id: Uint8Array,
  order: Int32Array,
  stats: Float64Array,
  progress: ((done: number, found: number) => void) | undefined,
  grow: (order: Int32Array) => Int32Array,
) => Int32Array;

const cache = new WeakMap<Game, ExploreFn>();

/** stats[1] receives the index being explored when an exception escapes (a Float64Array of length ≥ 2).
 *  The mark table is charged by the caller; the list of found positions is charged here as it grows. */
export function exploreReachable(game: Game, start: number, stats = new Float64Array(6), budget?: ReachableBudget): Reached {
  let fn = cache.get(game);
  if (!fn) cache.set(game, (fn = buildExplore(game)));
  const mark = new Uint8Array(game.region.size);
  const room = Math.min(game.region.size, 1 << 16);
  budget?.charge(room * REACHED_BYTES, 'the list of reached positions');
  const first = new Int32Array(room);
  // a copy with twice the room (the order list grows as positions are found): charged before it is
  // made (both are alive during the copy), the old list released once copied
  const grow = (order: Int32Array): Int32Array => {
    budget?.charge(2 * order.length * REACHED_BYTES, `room for more than the ${order.length} positions reached so far`);
    const bigger = new Int32Array(order.length * 2);
    bigger.set(order);
    budget?.release(order.length * REACHED_BYTES);
    return bigger;
  };
  const order = fn(start, mark, first, stats, exploreProgress(), grow);
  const count = stats[2]!;
  return { mark, order: order.subarray(0, count), count };
}

function buildExplore(game: Game): ExploreFn {
  const session = game.kernel.begin();
  const onTarget = (t: TargetCode): string => `{
  const s_t = ${t.index};
  if (${t.inside ? '' : 's_t >= 0 && '}id[s_t] === 0) {
    if (k_tail === order.length) order = K_grow(order);
    order[k_tail++] = s_t;
    id[s_t] = 1;
  }
}`;
  const enter = session.enter('p');
  const terminal = session.terminal();
  const moves = session.moves({ target: onTarget });
  const body = `return function explore(start, id, order, stats, progress, K_grow) {
  ${session.declarations()}
  let p = start, term = 0, k_head = 0, k_tail = 0;
  order[k_tail++] = start;
  id[start] = 1;
  try {
    while (k_head < k_tail) {
      p = order[k_head++];
      if ((k_head & 65535) === 0 && progress !== undefined) progress(k_head, k_tail);
      k_tick(); // the run's deadline, once per position (KERNEL_UNITS)
      ${enter}
      term = 0;
      ${terminal}
      if (term === 0) {
        ${moves}
      }
    }
  } catch (k_error) {
    stats[1] = p;
    throw k_error;
  }
  stats[2] = k_tail;
  return order;
};`;
  return compileKernelFunction<ExploreFn>(session.bindings(), body, `explore_${game.name}`);
}
