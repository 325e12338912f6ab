// Stage: solve. An exact ranking of the sets of k bits among n (n ≤ 31), for the tiered value sweep
// (tierSweep.ts): tier k is stored densely, one byte per set, at the set's rank in 0..C(n,k) − 1.
// The n bits are split into a low part (the L = min(n, 16) lowest bits) and a high part; within a
// tier the sets are ordered by their high part, then by their low part. So
//   rank_k(p) = offset_k[p >>> L] + lowRank[p & (2^L − 1)],
// offset_k[h] counting the k-sets whose high part is below h and lowRank[l] the rank of l among the
// L-bit masks of its own size: two table reads per set, where the combinatorial number system costs
// one binomial per bit. Walking each high part in order and, within it, the low masks of the right
// size in order (lowsBySize) visits tier k at ranks 0, 1, 2, … (the sweep writes sequentially).

export interface TierRanking {
  /** Bits in all (the set field's, without the turn). */
  n: number;
  /** The low part's width: min(n, 16). */
  low: number;
  /** The rank of each low mask among the low masks with as many bits. */
  lowRank: Int32Array;
  /** The low masks with c bits, in increasing order, for c = 0..low. */
  lowsBySize: Int32Array[];
  /** offsets[k][h]: the sets of k bits whose high part is below h (k = 0..n + 1; tier n + 1 is empty). */
  offsets: Int32Array[];
  /** Bits set in each high part. */
  highSize: Uint8Array;
  /** C(n, k): the sets of tier k (0 for k > n). */
  count(k: number): number;
}

export const MAX_TIER_BITS = 31;
const LOW_BITS = 16;

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let c = 1;
  for (let i = 1; i <= Math.min(k, n - k); i++) c = (c * (n - i + 1)) / i;
  return Math.round(c);
}

export function popcount(x: number): number {
  let c = 0;
  for (let v = x >>> 0; v !== 0; v &= v - 1) c++;
  return c;
}

/** The ranking tables for n bits. */
export function tierRanking(n: number): TierRanking {
  if (!(Number.isInteger(n) && n >= 0 && n <= MAX_TIER_BITS)) throw new Error(`internal: a tier ranking of ${n} bits`);
  const low = Math.min(n, LOW_BITS);
  const high = n - low;
  const lowRank = new Int32Array(2 ** low);
  const seen = new Int32Array(low + 1);
  const lowsBySize = Array.from({ length: low + 1 }, (_, c) => new Int32Array(binomial(low, c)));
  for (let l = 0; l < lowRank.length; l++) {
    const c = popcount(l);
    lowRank[l] = seen[c]!;
    lowsBySize[c]![seen[c]!++] = l;
  }
  const highSize = new Uint8Array(2 ** high);
  for (let h = 0; h < highSize.length; h++) highSize[h] = popcount(h);
  const offsets: Int32Array[] = [];
  for (let k = 0; k <= n + 1; k++) {
    const offset = new Int32Array(highSize.length);
    let below = 0;
    for (let h = 0; h < highSize.length; h++) {
      offset[h] = below;
      below += binomial(low, k - highSize[h]!);
    }
    offsets.push(offset);
  }
  return { n, low, lowRank, lowsBySize, offsets, highSize, count: (k) => binomial(n, k) };
}

/** The rank of the set p (of k bits) in its tier. */
export function rankOf(r: TierRanking, p: number, k: number): number {
  return r.offsets[k]![p >>> r.low]! + r.lowRank[p & (2 ** r.low - 1)]!;
}

/** The bytes of the ranking tables. */
export function rankingBytes(n: number): number {
  const low = Math.min(n, LOW_BITS);
  return 4 * 2 * 2 ** low + (n + 2) * 5 * 2 ** (n - low);
}

/** Calls visit(p, rank) for every set p of k bits, in rank order. */
export function forEachInTier(r: TierRanking, k: number, visit: (p: number, rank: number) => void): void {
  let rank = 0;
  for (let h = 0; h < r.highSize.length; h++) {
    const c = k - r.highSize[h]!;
    if (c < 0 || c > r.low) continue;
    for (const l of r.lowsBySize[c]!) visit(h * 2 ** r.low + l, rank++);
  }
}
