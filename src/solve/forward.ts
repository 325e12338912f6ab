// Stage: solve. The forward pass: positions in index order, each move looked up in the table of
// already-solved positions (stops at the first safe target unless generations are wanted). Valid
// only while every move goes to a smaller index — detected on the fly: the pass gives up at the
// first move to an index ≥ the current one. O(positions + moves) time, no memory beyond the tables.

import type { Game } from '../game/game.js';
import { compileKernelFunction, type TargetCode } from '../game/kernel.js';
import { FRAGILE, NEUTRAL, SAFE, UNDETERMINED } from './solution.js';

/** Returns -1 when every position was solved, else the index whose move went forward. stats[0]
 *  receives the moves examined; stats[1] the index being solved when an exception escaped. */
export type ForwardFn = (out: Uint8Array, gen: Int32Array, size: number, stats: Float64Array) => number;

const cache = new WeakMap<Game, Map<string, ForwardFn>>();

export function forwardFunction(game: Game, generations: boolean): ForwardFn {
  const key = generations ? 'gen' : 'plain';
  let perGame = cache.get(game);
  if (!perGame) cache.set(game, (perGame = new Map()));
  let fn = perGame.get(key);
  if (!fn) perGame.set(key, (fn = buildForward(game, generations)));
  return fn;
}

function buildForward(game: Game, generations: boolean): ForwardFn {
  const session = game.kernel.begin();
  const noMove = game.play === 'misere' ? FRAGILE : SAFE;
  const G = (code: string): string => (generations ? code : '');
  const onTarget = (t: TargetCode): string => `{
  s_count++;
  const s_t = ${t.index};
  if (s_t < 0) s_unknown = 1;
  else if (s_t >= p) { stats[0] = k_moves; return p; }
  else {
    const s_o = out[s_t];
    if (s_o === ${SAFE}) { ${generations ? `const s_g = gen[s_t]; if (s_best < 0 || s_g < s_best) s_best = s_g;` : `s_best = 0; break s_moves;`} }
    else if (s_o === ${FRAGILE}) { ${G(`const s_g = gen[s_t]; if (s_g > s_worst) s_worst = s_g;`)} }
    else if (s_o === ${NEUTRAL}) s_neutral = 1;
    else s_unknown = 1;
  }
}`;
  const enter = session.enter('0');
  const terminal = session.terminal();
  const moves = session.moves({ target: onTarget });
  const advance = session.advance();
  const body = `return function forward(out, gen, size, stats) {
  ${session.declarations()}
  let p = 0, term = 0, k_moves = 0;
  ${enter}
  try {
    for (; p < size; p++) {
      term = 0;
      ${terminal}
      if (term !== 0) {
        if (term === 1) { out[p] = ${SAFE}; ${G('gen[p] = 0;')} }
        else if (term === 3) { out[p] = ${FRAGILE}; ${G('gen[p] = 0;')} }
        else { out[p] = ${NEUTRAL}; ${G('gen[p] = -1;')} }
      } else {
        let s_count = 0, s_unknown = 0, s_neutral = 0, s_best = -1, s_worst = -1;
        s_moves: {
          ${moves}
        }
        k_moves += s_count;
        if (s_best >= 0) { out[p] = ${FRAGILE}; ${G('gen[p] = s_best + 1;')} }
        else if (s_count === 0) { out[p] = ${noMove}; ${G('gen[p] = 0;')} }
        else if (s_unknown !== 0) { out[p] = ${UNDETERMINED}; ${G('gen[p] = -1;')} }
        else if (s_neutral !== 0) { out[p] = ${NEUTRAL}; ${G('gen[p] = -1;')} }
        else { out[p] = ${SAFE}; ${G('gen[p] = s_worst + 1;')} }
      }
      ${advance}
    }
  } catch (k_error) {
    stats[1] = p;
    throw k_error;
  }
  stats[0] = k_moves;
  return -1;
};`;
  return compileKernelFunction<ForwardFn>(session.bindings(), body, `forward_${game.name}`);
}
