// Stage: game. The generated kernel's view of one position: the region indices of its move targets
// (a list per move: one index, or the components of a sum; -1 outside the region). Allocates; for
// tests (fast path = slow path) and for tools that walk a few positions (play, tables).

import type { Game } from './game.js';
import { compileKernelFunction } from './kernel.js';

export type KernelMovesFn = (index: number) => { terminal: number; moves: number[][] };

export function kernelMoves(game: Game): KernelMovesFn {
  const session = game.kernel.begin();
  const terminal = session.terminal();
  const moves = session.moves({
    target: (t) => `k_out.push([${t.index}]);`,
    sum: (parts) => `{ const k_parts = []; ${parts.each((c) => `k_parts.push(${c.index});`)} k_out.push(k_parts); }`,
  });
  // the generated code assumes the position lies in the region (its checks rely on the slot ranges)
  const body = `return function kernelMoves(p) {
  if (!(Number.isInteger(p) && p >= 0 && p < ${game.region.size})) throw new RangeError('kernelMoves: index ' + p + ' is outside the region');
  ${session.declarations()}
  let term = 0;
  const k_out = [];
  ${session.enter('p')}
  ${terminal}
  if (term === 0) { ${moves} }
  return { terminal: term, moves: k_out };
};`;
  return compileKernelFunction<KernelMovesFn>(session.bindings(), body, `moves_${game.name}`);
}
