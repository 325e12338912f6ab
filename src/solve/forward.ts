// Stage: solve. The forward pass: positions in index order, each move looked up in the table of
// already-solved positions (stops at the first safe target unless generations are wanted). Valid
// only while every move goes to a smaller index — detected on the fly: the pass gives up at the
// first move to an index ≥ the current one. O(positions + moves) time, no memory beyond the tables.

import type { Game } from '../game/game.js';
import { compileKernelFunction, type TargetCode } from '../game/kernel.js';
import { FRAGILE, NEUTRAL, SAFE, UNDETERMINED } from './solution.js';

/** Returns -1 when every position was solved, else the index whose move went forward.
 *  stats[1] receives the index being solved when an exception escaped; stats[2..4] the numbers of
 *  safe, neutral and undetermined positions (a Float64Array of length ≥ 5). */
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
  // s_acc collects 1 << outcome of the targets (bit 4 also for a target outside the region);
  // a safe target ends the scan unless generations are wanted.
  const onTarget = (t: TargetCode): string => `{
  const s_t = ${t.index};
  ${t.inside ? '' : `if (s_t < 0) s_acc |= ${1 << UNDETERMINED}; else`}
  ${t.backward ? '' : 'if (s_t >= p) return p; else'}
  {
    const s_o = out[s_t];
    ${
      generations
        ? `if (s_o === ${SAFE}) { const s_g = gen[s_t]; if (s_best < 0 || s_g < s_best) s_best = s_g; }
    else if (s_o === ${FRAGILE}) { const s_g = gen[s_t]; if (s_g > s_worst) s_worst = s_g; }`
        : `if (s_o === ${SAFE}) { s_acc = ${1 << SAFE}; break s_moves; }`
    }
    s_acc |= 1 << s_o;
  }
}`;
  const enter = session.enter('0');
  const terminal = session.terminal();
  const moves = session.moves({ target: onTarget, outside: () => `s_acc |= ${1 << UNDETERMINED};` });
  const advance = session.advance();
  const body = `return function forward(out, gen, size, stats) {
  ${session.declarations()}
  let p = 0, term = 0, k_safe = 0, k_neutral = 0, k_undetermined = 0;
  ${enter}
  try {
    for (; p < size; p++) {
      ${
        // without end: rules no position is terminal by rule: the branch is left out
        terminal
          ? `term = 0;\n${terminal}
      if (term !== 0) {
        if (term === 1) { out[p] = ${SAFE}; k_safe++; ${G('gen[p] = 0;')} }
        else if (term === 3) { out[p] = ${FRAGILE}; ${G('gen[p] = 0;')} }
        else { out[p] = ${NEUTRAL}; k_neutral++; ${G('gen[p] = -1;')} }
      } else`
          : ''
      } {
        let s_acc = 0${generations ? ', s_best = -1, s_worst = -1' : ''};
        s_moves: {
          ${moves}
        }
        if ((s_acc & ${1 << SAFE}) !== 0) { out[p] = ${FRAGILE}; ${G('gen[p] = s_best + 1;')} }
        else if (s_acc === 0) { out[p] = ${noMove}; ${noMove === SAFE ? 'k_safe++;' : ''} ${G('gen[p] = 0;')} }
        else if ((s_acc & ${1 << UNDETERMINED}) !== 0) { out[p] = ${UNDETERMINED}; k_undetermined++; ${G('gen[p] = -1;')} }
        else if ((s_acc & ${1 << NEUTRAL}) !== 0) { out[p] = ${NEUTRAL}; k_neutral++; ${G('gen[p] = -1;')} }
        else { out[p] = ${SAFE}; k_safe++; ${G('gen[p] = s_worst + 1;')} }
      }
      ${advance}
    }
  } catch (k_error) {
    stats[1] = p;
    throw k_error;
  }
  stats[2] = k_safe; stats[3] = k_neutral; stats[4] = k_undetermined;
  return -1;
};`;
  return compileKernelFunction<ForwardFn>(session.bindings(), body, `forward_${game.name}`);
}
