// Stage: game. The bounded region: a box of positions, one inclusive range per slot, numbered in
// mixed radix with the FIRST slot most significant (so `turn`, the last slot, varies fastest and
// "n decreases" means "index decreases"). Input: per-slot lo/hi. Output: index ↔ position.

export interface Region {
  /** Number of positions (product of the slot ranges). */
  size: number;
  lo: readonly number[];
  hi: readonly number[];
  /** stride[s] = product of the ranges of the slots after s. */
  stride: readonly number[];
  /** Region index of a position, or -1 when some slot lies outside its range (or is not an integer). */
  encode(position: ArrayLike<number>): number;
  /** The position with this index, written into `out` (a fresh vector when omitted). */
  decode(index: number, out?: Float64Array): Float64Array;
}

/** Largest region we index with int32 arithmetic and typed arrays. */
export const MAX_REGION_SIZE = 2 ** 31 - 1;

/** Builds the region; returns a message instead when it is empty or too large. */
export function makeRegion(lo: readonly number[], hi: readonly number[]): Region | string {
  const slots = lo.length;
  const stride = new Array<number>(slots).fill(1);
  let size = 1;
  for (let s = slots - 1; s >= 0; s--) {
    const range = hi[s]! - lo[s]! + 1;
    if (!(range >= 1)) return `the region is empty (slot ${s}: ${lo[s]}..${hi[s]})`;
    stride[s] = size;
    size *= range;
    if (size > MAX_REGION_SIZE) return `the region has more than ${MAX_REGION_SIZE} positions`;
  }
  const los = [...lo];
  const his = [...hi];
  return {
    size,
    lo: los,
    hi: his,
    stride,
    encode(position) {
      let index = 0;
      for (let s = 0; s < slots; s++) {
        const v = position[s]!;
        if (!(v >= los[s]! && v <= his[s]!) || !Number.isInteger(v)) return -1;
        index += (v - los[s]!) * stride[s]!;
      }
      return index;
    },
    decode(index, out = new Float64Array(slots)) {
      let rest = index;
      for (let s = 0; s < slots; s++) {
        const digit = Math.floor(rest / stride[s]!);
        rest -= digit * stride[s]!;
        out[s] = los[s]! + digit;
      }
      return out;
    },
  };
}
