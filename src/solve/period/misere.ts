// Stage: certify/period. Bouton's rule for misère Nim (the player who takes the last stone loses), as
// a pure function used as an oracle. Input: the heap sizes; output: whether the player to move is
// lost against perfect play (a safe position, CGT P-position).

const TWO_32 = 2 ** 32;

/**
 * Safe iff: when every heap has at most one stone, the number of one-stone heaps is odd; otherwise
 * the nim-sum is 0. The empty position is not safe: the opponent just took the last stone and lost.
 * Heaps are safe integers ≥ 0 (up to 2^53 − 1: the nim-sum is taken on two 32-bit halves, since JS
 * `^` would silently truncate to 32 bits).
 */
export function misereNimSafe(heaps: readonly number[]): boolean {
  let high = 0;
  let low = 0;
  let ones = 0;
  let allSmall = true;
  for (const h of heaps) {
    if (!Number.isSafeInteger(h) || h < 0) throw new RangeError(`a heap must be a safe integer ≥ 0, got ${h}`);
    if (h > 1) allSmall = false;
    if (h === 1) ones++;
    high ^= Math.floor(h / TWO_32);
    low ^= h % TWO_32;
  }
  return allSmall ? ones % 2 === 1 : high === 0 && low === 0;
}
