// Stage: semantics. Grundy values by naive mex: g(p) = mex of the values of p's moves, a move to a
// sum worth the XOR of its components; a terminal by `end: lose` is 0. A value that depends on a
// position outside the region is unknown (-1); a position with a move of known value 0 is still
// fragile. Defined only for impartial, finite, normal-play games without draw or win rules.

import { hasCycle, type RefGraph } from './refGraph.js';
import { REF_FRAGILE, REF_SAFE, REF_UNDETERMINED } from './refOutcomes.js';

export interface RefGrundy {
  /** Per region index, -1 when unknown. */
  grundy: number[];
  outcome: number[];
}

/** Why the game has no Grundy values, or undefined. */
export function refGrundyUnsupported(graph: RefGraph): string | undefined {
  const g = graph.game.spec.game;
  if (!g.impartial) return 'partizan';
  if (g.play === 'misere') return 'misère';
  if (g.end.draw) return 'draw rule';
  if (g.end.win) return 'win rule';
  if (g.moves.some((m) => m.again)) return 'moves that keep the turn';
  if (hasCycle(graph)) return 'cycle';
  return undefined;
}

export function refGrundy(graph: RefGraph): RefGrundy | string {
  const why = refGrundyUnsupported(graph);
  if (why) return why;
  const n = graph.positions.length;
  const memo = new Array<number | undefined>(n);
  const zeroMove = new Array<boolean>(n).fill(false);
  const valueOf = (p: number): number => {
    const known = memo[p];
    if (known !== undefined) return known;
    const values = new Set<number>();
    let unknown = false;
    for (const move of graph.moves[p]!) {
      let x = 0;
      for (const t of move) {
        const g = t < 0 ? -1 : valueOf(t);
        if (g < 0 || x < 0) x = -1;
        else x ^= g;
      }
      if (x < 0) unknown = true;
      else values.add(x);
    }
    zeroMove[p] = values.has(0);
    let mex = 0;
    while (values.has(mex)) mex++;
    const g = unknown ? -1 : mex;
    memo[p] = g;
    return g;
  };
  const grundy = Array.from({ length: n }, (_, p) => valueOf(p));
  const outcome = grundy.map((g, p) => (g < 0 ? (zeroMove[p] ? REF_FRAGILE : REF_UNDETERMINED) : g === 0 ? REF_SAFE : REF_FRAGILE));
  return { grundy, outcome };
}
