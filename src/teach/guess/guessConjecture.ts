// Stage: teach (guess). The book's "processo de adivinhação", automated: read the solved table, find
// the simplest formulas for the safe (and, with draws, the neutral) positions, write them as a
// conjecture, and keep the first one that the check confirms. Input: a SolvedGame. Output: the
// conjecture (or why nothing simple fits) and every attempt with its verdict.

import { NEUTRAL, SAFE, UNDETERMINED } from '../../solve/solution.js';
import type { SolvedGame } from '../engine.js';
import { fitSet } from './fitSet.js';
import { TRUE, type Formula } from './formula.js';
import type { Coord, Sample } from './relations.js';

export interface GuessedConjecture {
  safe: string;
  neutral: string | null;
  cost: number;
}

/** Selectors: the player to move, and coordinates with at most this many values (beside a long one). */
export const SMALL = 8;
const MAX_TRIES = 8;

export function guessCoordinates(solved: SolvedGame): { coords: Coord[]; selectors: Coord[] } {
  const { game } = solved;
  const all: Coord[] = game.slots.flatMap((s, slot) => {
    const lo = game.region.lo[slot]!;
    const hi = game.region.hi[slot]!;
    if (hi === lo) return [];
    return [{ name: s.name, slot, lo, hi, ...(s.kind === 'player' && game.players ? { valueNames: game.players } : {}) }];
  });
  const turn = all.filter((c) => c.valueNames);
  const numeric = all.filter((c) => !c.valueNames);
  const hasLong = numeric.some((c) => c.hi - c.lo + 1 > SMALL);
  const small = hasLong ? numeric.filter((c) => c.hi - c.lo + 1 <= SMALL) : [];
  return { coords: numeric.filter((c) => !small.includes(c)), selectors: [...turn, ...small] };
}

function samplesOf(solved: SolvedGame, cls: number): Sample[] {
  const { game, solution } = solved;
  const out: Sample[] = [];
  for (let i = 0; i < solution.size; i++) {
    const o = solution.outcome[i]!;
    // 0: not reached from the start (a solve from the start): no truth to fit
    if (o === UNDETERMINED || o === 0) continue;
    out.push({ pos: game.region.decode(i), v: o === cls ? 1 : 0 });
  }
  return out;
}

/** Candidate conjectures, simplest first (each matches every determined position of the region). */
export function guessCandidates(solved: SolvedGame): GuessedConjecture[] {
  const { coords, selectors } = guessCoordinates(solved);
  const safe = fitSet(samplesOf(solved, SAFE), coords, selectors);
  const hasNeutral = solved.solution.counts.neutral > 0;
  const neutral: (Formula | null)[] = hasNeutral ? fitSet(samplesOf(solved, NEUTRAL), coords, selectors) : [null];
  const out: GuessedConjecture[] = [];
  for (const s of safe) for (const n of neutral) out.push({ safe: s.text, neutral: n?.text ?? null, cost: s.cost + (n?.cost ?? 0) });
  // A conjecture "everything is safe" with draws present would leave N empty: not a partition.
  return out
    .filter((c) => !(c.safe === TRUE.text && c.neutral))
    .sort((a, b) => a.cost - b.cost)
    .slice(0, MAX_TRIES);
}
