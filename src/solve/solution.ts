// Stage: solve. The result of solving a game within its region: per region index an outcome and a
// generation, in typed arrays. Outcome codes match lang/runtime.ts (OUTCOME_*), plus UNDETERMINED.
//
// Generation (the book's "geração", section 2 footnote 5 and section 4): the step of the backward
// induction that labelled a position, counted from 0 — i.e. its remoteness:
//   terminals (losing, or winning under `end: win`/misère) are generation 0;
//   fragile: 1 + the least generation of a safe position it can move to;
//   safe (not terminal): 1 + the greatest generation among its moves (all fragile).
// The book's "k-th generation S" is generation 2k-2, its "k-th generation P" is 2k-1 (normal play).
// Neutral and undetermined positions have generation -1. Moves leaving the region are not counted,
// so for a fragile position with such moves the generation is that of the region's induction.

export const SAFE = 1;
export const FRAGILE = 2;
export const NEUTRAL = 3;
export const UNDETERMINED = 4;

export type OutcomeCode = typeof SAFE | typeof FRAGILE | typeof NEUTRAL | typeof UNDETERMINED;
export type OutcomeName = 'safe' | 'fragile' | 'neutral' | 'undetermined';

export const OUTCOME_NAMES: readonly OutcomeName[] = ['undetermined', 'safe', 'fragile', 'neutral', 'undetermined'];

export function outcomeName(code: number): OutcomeName {
  return OUTCOME_NAMES[code] ?? 'undetermined';
}

export interface OutcomeCounts {
  safe: number;
  fragile: number;
  neutral: number;
  undetermined: number;
}

export interface Solution {
  size: number;
  /** Per region index: SAFE, FRAGILE, NEUTRAL or UNDETERMINED. */
  outcome: Uint8Array;
  /** Per region index: the generation, -1 when neutral/undetermined. Absent when not requested. */
  generation?: Int32Array;
  /** 'forward': every move went to a smaller index (one pass, no edge lists); 'retrograde': the
   *  general algorithm with predecessor lists; 'grundy': outcomes from Grundy values (sums, normal
   *  play); 'misere-sums': sums under misère play, solved over multisets of components. */
  method: 'forward' | 'retrograde' | 'grundy' | 'misere-sums';
  /** The region's move graph has no cycle (moves leaving the region ignored). */
  acyclic: boolean;
  counts: OutcomeCounts;
  /** Moves examined (counted by the retrograde and Grundy algorithms, not by the forward pass). */
  moves?: number;
  /** 'misere-sums': the outcome of a sum of region positions (indices; -1 outside the region). */
  sumOutcome?: (components: readonly number[]) => number;
  /** 'misere-sums': positions of the sum game solved (memoised multisets). */
  sumStates?: number;
  /** Solved from a start position only (solveReachable.ts): its region index and the number of
   *  positions reached; the other positions have outcome 0. `searched`: only the start's outcome was
   *  asked for, and `positions` counts those it depends on that the search solved (startSearch.ts).
   *  `bounds`: the start's outcome was found by that many searches against a bound (boundSearch.ts,
   *  `positions` their positions together); only the start's outcome is known. */
  reachable?: { start: number; positions: number; searched?: boolean; bounds?: number };
  /** The positions are stored by key, not by region index (a sparse region, solveSparse.ts):
   *  `outcome` is empty and this gives the outcome of a position (0 when it was not solved). */
  outcomeAt?: (position: ArrayLike<number>) => number;
  /** Stored by key: solves a position the search did not solve, by a search from it (a claim names
   *  it), and gives its outcome — or a sentence saying why it could not be solved. */
  solveAt?: (position: ArrayLike<number>) => number | string;
  /** A declared symmetry was used (solveSparse.ts): the group's size, the orbits stored (one
   *  position each), the positions those orbits hold, and the positions checked for it. */
  symmetry?: { group: number; orbits: number; positions: number; checked: number };
  /** 'forward', stopped where the outcomes repeat (periodicForward.ts): outcome[x] =
   *  outcome[x − period] for every x ≥ from (the table is filled all the same). */
  repeats?: { from: number; period: number };
  seconds: number;
}

export interface GrundySolution {
  size: number;
  /** Per region index: the Grundy value, or -1 when it depends on positions outside the region. */
  grundy: Int32Array;
  /** Outcomes derived from the values (a move to a known 0 makes a position fragile even when
   *  its own value is undetermined). */
  outcome: Uint8Array;
  method: 'forward' | 'topological' | 'octal';
  counts: OutcomeCounts;
  moves: number;
  seconds: number;
}

export function countOutcomes(outcome: Uint8Array): OutcomeCounts {
  const c = [0, 0, 0, 0, 0];
  for (let i = 0; i < outcome.length; i++) c[outcome[i]!]!++;
  return { safe: c[SAFE]!, fragile: c[FRAGILE]!, neutral: c[NEUTRAL]!, undetermined: c[UNDETERMINED]! + c[0]! };
}
