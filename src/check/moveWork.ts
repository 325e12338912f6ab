// Stage: check. An up-front bound on the moves a bounded check enumerates where the region's size
// alone does not bound them: an octal game with a split digit (bit 4 of d_j: take j and split the rest
// into two heaps) has about (n − j)/2 moves at heap n, so solving and checking heaps up to N costs
// about N²/4 moves per such digit — quadratic work that the memory estimate does not see (the octal
// recurrence stores no move graph). Beyond MAX_MOVES the region is refused before any work, at the
// bound of the heap, with the largest bound that fits (ZM4211).

import type { Diagnostic } from '../diag/diagnostic.js';
import type { SpecGame } from '../game/buildGame.js';
import { octalMoves } from '../solve/octalMoves.js';
import { octalGrundySparse, type OctalSparseStats } from '../solve/octalSparse.js';
import type { Spec } from '../model/model.js';

/** Moves a bounded check may enumerate (heaps ≤ 60 000 of 0.77, 1.8·10^9 moves: 4 s of CPU, 2026-12-02). */
export const MAX_MOVES = 2e9;

export { octalMoves };

/** The positioned error for a region whose moves exceed MAX_MOVES; undefined when it fits. */
export function moveWorkProblem(game: SpecGame, spec: Spec): Diagnostic | undefined {
  const family = game.family;
  if (family?.kind !== 'octal' || game.slots.length !== 1) return undefined;
  const lo = Math.max(0, game.region.lo[0]!);
  const hi = game.region.hi[0]!;
  const moves = octalMoves(family.digits, lo, hi);
  if (!(moves > MAX_MOVES)) return undefined;
  let fits = lo;
  for (let step = 2 ** 40; step >= 1; step /= 2) if (fits + step < hi && octalMoves(family.digits, lo, fits + step) <= MAX_MOVES) fits += step;
  if (periodicWithin(family.digits, fits) && (!spec.conjecture || spec.conjecture.grundy !== undefined)) return undefined;
  const [field, bound] = Object.entries(spec.check.bounds)[0] ?? [];
  return {
    code: 'ZM4211',
    severity: 'error',
    file: spec.file,
    ...(bound ? { span: bound.span } : {}),
    message: `the octal game ${family.code} splits heaps: heaps ${lo}..${hi} have about ${sci(moves)} moves to solve and check (about n/2 per heap of n); at most ${sci(MAX_MOVES)} are done`,
    hint: `lower ${field ? `check.bounds.${field}` : 'the bound'} to at most ${fits}, or test larger heaps without solving with --sample`,
  };
}

/** The values (solve/octalSparse.ts) are continued by a certified period found among the heaps up
 *  to `fits`: then the Grundy values, and a Grundy conjecture's check (check/grundyOctalCheck.ts),
 *  cost O(n) beyond them, not a split per move. The probe itself is bounded by `fits`. */
function periodicWithin(digits: readonly number[], fits: number): boolean {
  if (fits < 256) return false;
  const stats: OctalSparseStats = { periodicFrom: -1, period: 0 };
  return octalGrundySparse(digits, fits, stats) !== undefined && stats.periodicFrom >= 0;
}

function sci(n: number): string {
  if (n < 1e6) return String(Math.round(n));
  const exponent = Math.floor(Math.log10(n));
  return `${(n / 10 ** exponent).toFixed(1)}·10^${exponent}`;
}
