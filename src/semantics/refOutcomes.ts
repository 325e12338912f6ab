// Stage: semantics. What a game file means, part 3: the outcome of every region position, by naive
// fixed-point iteration. Terminals by `end:`; no move: safe (normal play) or fragile (misère).
// Repeat until nothing changes: a move to a safe position makes a position fragile; only moves to
// fragile positions inside the region make it safe (a move that keeps the turn: read with S and F
// exchanged, since the same player judges the target). Positions never decided are undetermined when
// some play through undecided positions reaches a move leaving the region, else neutral (a draw).

import { hasCycle, type RefGraph } from './refGraph.js';

export const REF_SAFE = 1;
export const REF_FRAGILE = 2;
export const REF_NEUTRAL = 3;
export const REF_UNDETERMINED = 4;

export interface RefOutcomes {
  outcome: number[];
  generation: number[];
  cyclic: boolean;
}

/** Outcomes of a game whose moves lead to single positions (no sums), with generations: round r
 *  labels, from the labels of the earlier rounds only, a position fragile when some move reaches a
 *  safe one, safe when every move reaches a fragile one inside the region (the book's backward
 *  induction; the round is the generation, -1 for neutral and undetermined positions). */
export function refOutcomes(graph: RefGraph): RefOutcomes {
  const n = graph.positions.length;
  const misere = graph.game.spec.game.play === 'misere';
  const outcome = new Array<number>(n).fill(0);
  const generation = new Array<number>(n).fill(-1);
  for (let p = 0; p < n; p++) {
    const t = graph.terminal[p]!;
    if (t === 1) outcome[p] = REF_SAFE;
    else if (t === 2) outcome[p] = REF_NEUTRAL;
    else if (t === 3) outcome[p] = REF_FRAGILE;
    else if (graph.moves[p]!.length === 0) outcome[p] = misere ? REF_FRAGILE : REF_SAFE;
    if (outcome[p] === REF_SAFE || outcome[p] === REF_FRAGILE) generation[p] = 0;
  }
  for (let round = 1, changed = true; changed; round++) {
    changed = false;
    const before = [...outcome];
    for (let p = 0; p < n; p++) {
      if (before[p] !== 0) continue;
      // a move wins for its mover when it passes the turn into S or keeps it into F (theory.md,
      // "Moves that keep the turn"); it loses when it passes into F or keeps into S
      const moves = graph.moves[p]!.map((m, k) => ({ t: m[0]!, keeps: graph.raw[p]![k]!.keeps }));
      const wins = (o: number, keeps: boolean): boolean => o === (keeps ? REF_FRAGILE : REF_SAFE);
      const loses = (o: number, keeps: boolean): boolean => o === (keeps ? REF_SAFE : REF_FRAGILE);
      if (moves.some(({ t, keeps }) => t >= 0 && wins(before[t]!, keeps))) outcome[p] = REF_FRAGILE;
      else if (moves.every(({ t, keeps }) => t >= 0 && loses(before[t]!, keeps))) outcome[p] = REF_SAFE;
      else continue;
      generation[p] = round;
      changed = true;
    }
  }
  for (let changed = true; changed;) {
    changed = false;
    for (let p = 0; p < n; p++) {
      if (outcome[p] !== 0) continue;
      if (graph.moves[p]!.some((m) => m[0]! < 0 || outcome[m[0]!] === REF_UNDETERMINED)) {
        outcome[p] = REF_UNDETERMINED;
        changed = true;
      }
    }
  }
  return { outcome: outcome.map((o) => (o === 0 ? REF_NEUTRAL : o)), generation, cyclic: hasCycle(graph) };
}
