// Stage: semantics. Misère play of a game whose moves lead to sums: a position of the sum game is a
// multiset of components (a component without a legal move drops out); a move replaces one component
// by the parts of one of its moves; the player to move with no move at all WINS. Naive minimax over
// the multisets, memoised; a move with a part outside the region has an unknown value.

import type { RefGraph } from './refGraph.js';
import { REF_FRAGILE, REF_SAFE, REF_UNDETERMINED } from './refOutcomes.js';

/** Outcomes of the single region positions, or 'cycle' when the sum game may be infinite. */
export function refMisereSums(graph: RefGraph, maxStates = 50_000): number[] | 'cycle' | 'too large' {
  const n = graph.positions.length;
  const hasMove = graph.moves.map((ms) => ms.length > 0);
  if (cyclicInside(graph)) return 'cycle';
  const memo = new Map<string, number>();
  const outcome = (multiset: number[]): number => {
    if (multiset.length === 0) return REF_FRAGILE;
    const key = multiset.join(',');
    const known = memo.get(key);
    if (known !== undefined) return known;
    if (memo.size > maxStates) throw new TooLarge();
    let unknown = false;
    let result = 0;
    for (let i = 0; i < multiset.length && result === 0; i++) {
      for (const move of graph.moves[multiset[i]!]!) {
        if (move.some((t) => t < 0)) {
          unknown = true;
          continue;
        }
        const next = [...multiset.slice(0, i), ...multiset.slice(i + 1), ...move.filter((t) => hasMove[t])].sort((a, b) => a - b);
        const r = outcome(next);
        if (r === REF_SAFE) {
          result = REF_FRAGILE;
          break;
        }
        if (r === REF_UNDETERMINED) unknown = true;
      }
    }
    if (result === 0) result = unknown ? REF_UNDETERMINED : REF_SAFE;
    memo.set(key, result);
    return result;
  };
  try {
    return Array.from({ length: n }, (_, p) => (hasMove[p] ? outcome([p]) : REF_FRAGILE));
  } catch (e) {
    if (e instanceof TooLarge) return 'too large';
    throw e;
  }
}

class TooLarge extends Error {}

/** A cycle through moves that lie wholly inside the region. */
function cyclicInside(graph: RefGraph): boolean {
  const colour = new Uint8Array(graph.positions.length);
  const visit = (v: number): boolean => {
    colour[v] = 1;
    for (const move of graph.moves[v]!) {
      if (move.some((t) => t < 0)) continue;
      for (const t of move) {
        if (colour[t] === 1 || (colour[t] === 0 && visit(t))) return true;
      }
    }
    colour[v] = 2;
    return false;
  };
  for (let v = 0; v < colour.length; v++) if (colour[v] === 0 && visit(v)) return true;
  return false;
}
