// Stage: solve. The generated Grundy evaluator: g(p) = mex of the values of p's moves, where a move
// to a sum is worth the XOR of its components. The mex uses a stamp array (seen[v] = p + 1), so no
// clearing per position. Two shapes: 'forward' (index order, gives up at the first move to an index
// ≥ p) and 'ordered' (positions in a given topological order, each decoded from its index).

import type { Game } from '../game/game.js';
import { compileKernelFunction, type SumCode, type TargetCode } from '../game/kernel.js';
import { FRAGILE, SAFE, UNDETERMINED } from './solution.js';

/**
 * Evaluates positions from `start` (an index, or a position in `order`) on. Returns -1 when done;
 * p ≥ 0 when a move went forward (forward shape); -2 - p when position p has at least
 * seen.length moves (the caller grows `seen` and resumes from p). stats[0] += moves examined;
 * stats[1] = index being evaluated when an exception escaped.
 */
export type GrundyFn = (grundy: Int32Array, out: Uint8Array, seen: Int32Array, start: number, end: number, order: Int32Array | null, stats: Float64Array) => number;

export function grundyFunction(game: Game, shape: 'forward' | 'ordered'): GrundyFn {
  const session = game.kernel.begin();
  const forward = shape === 'forward';
  // the tests a target needs before its table read: outside the region (unless the kernel proved it
  // inside), and in the forward shape a move to an index ≥ p (unless proved backward)
  const guards = (t: TargetCode, outside: string): string =>
    (t.inside ? '' : `if (s_t < 0) ${outside} else `) + (forward && !t.backward ? 'if (s_t >= p) { stats[0] += k_moves; return p; } else ' : '');
  const record = (v: string): string => `if (${v} === 0) s_zero = 1; if (${v} < k_cap) seen[${v}] = k_stamp;`;
  const onTarget = (t: TargetCode): string => `{
  s_count++;
  const s_t = ${t.index};
  ${guards(t, 's_unknown = 1;')}{ const s_g = grundy[s_t]; if (s_g < 0) s_unknown = 1; else { ${record('s_g')} } }
}`;
  const onSum = (parts: SumCode): string => `{
  s_count++;
  let s_x = 0, s_known = 1;
  ${parts.each(
    (c) => `{ const s_t = ${c.index};
    ${guards(c, 's_known = 0;')}{ const s_g = grundy[s_t]; if (s_g < 0) s_known = 0; else s_x ^= s_g; } }`,
  )}
  if (s_known === 0) s_unknown = 1; else { ${record('s_x')} }
}`;
  const terminal = session.terminal();
  const moves = session.moves({ target: onTarget, sum: onSum });
  const solveOne = `
      term = 0;
      ${terminal}
      if (term !== 0) { grundy[p] = 0; out[p] = ${SAFE}; }
      else {
        const k_stamp = p + 1;
        let s_count = 0, s_unknown = 0, s_zero = 0;
        ${moves}
        k_moves += s_count;
        if (s_count >= k_cap) { stats[0] += k_moves; return -2 - ${forward ? 'p' : 'k_i'}; }
        if (s_unknown !== 0) { grundy[p] = -1; out[p] = s_zero !== 0 ? ${FRAGILE} : ${UNDETERMINED}; }
        else { let k_m = 0; while (seen[k_m] === k_stamp) k_m++; grundy[p] = k_m; out[p] = k_m === 0 ? ${SAFE} : ${FRAGILE}; }
      }`;
  const loop = forward
    ? `${session.enter('start')}
    for (p = start; p < end; p++) { k_tick();
      ${solveOne}
      ${session.advance()}
    }`
    : `for (let k_i = start; k_i < end; k_i++) { k_tick();
      p = order[k_i];
      ${session.enter('p')}
      ${solveOne}
    }`;
  const body = `return function grundyPass(grundy, out, seen, start, end, order, stats) {
  ${session.declarations()}
  const k_cap = seen.length;
  let p = start, term = 0, k_moves = 0;
  try {
    ${loop}
  } catch (k_error) { stats[1] = p; throw k_error; }
  stats[0] += k_moves;
  return -1;
};`;
  return compileKernelFunction<GrundyFn>(session.bindings(), body, `grundy_${game.name}`);
}
