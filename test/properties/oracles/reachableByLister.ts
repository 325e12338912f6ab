// Test oracle: the region positions reachable from `start`, by a plain breadth-first search over the
// move lister (the slow path): a terminal by rule has no moves; every target of a move (each
// component of a sum) inside the region is followed, those outside it (index -1) are not.

import type { Game } from '../../../src/game/game.js';

export function reachableByLister(game: Game, start: number): Set<number> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const p = queue.shift()!;
    const position = game.region.decode(p);
    if (game.terminalOf(position) !== 0) continue;
    for (const m of game.listMoves(position)) for (const t of m.targets) if (t.index >= 0 && !seen.has(t.index)) (seen.add(t.index), queue.push(t.index));
  }
  return seen;
}
