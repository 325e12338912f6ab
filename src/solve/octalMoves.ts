// Stage: solve. How many moves the heaps lo..hi of an octal game have: a split digit (bit 4 of d_j:
// take j and split the rest into two non-empty heaps) gives floor((n − j)/2) moves at heap n, so heaps
// up to N cost about N²/4 per such digit; a take digit (bits 1, 2) at most one. The up-front limits
// of the bounded check (check/moveWork.ts) and of the periodicity certifier (certify/certifySpec.ts)
// are set with it, before any value is computed.

/** The moves of heaps lo..hi of the octal game with these digits (digits[0] before the point). */
export function octalMoves(digits: readonly number[], lo: number, hi: number): number {
  let moves = 0;
  for (let j = 1; j < digits.length; j++) {
    const d = digits[j]!;
    if ((d & 4) !== 0) moves += splitMoves(Math.max(lo, j + 2) - j, hi - j); // rest = n - j ≥ 2
    if ((d & 3) !== 0) moves += Math.max(0, hi - Math.max(lo, j) + 1);
  }
  return moves;
}

/** Σ floor(r / 2) for r in a..b (0 when a > b), as a float: an estimate, exact below 2^53. */
function splitMoves(a: number, b: number): number {
  if (a > b) return 0;
  const upTo = (r: number): number => Math.floor(r / 2) * Math.ceil(r / 2); // Σ_{i=0}^{r} floor(i/2)
  return upTo(b) - upTo(a - 1);
}

/** The most rows 0..rows−1 whose moves stay within `budget` (at least 2). */
export function octalRowsWithin(digits: readonly number[], budget: number): number {
  let rows = 2;
  for (let step = 2 ** 40; step >= 1; step /= 2) if (octalMoves(digits, 0, rows + step - 1) <= budget) rows += step;
  return rows;
}
