// Stage: game. The bounded region: a box of positions, one inclusive range per slot, numbered in
// mixed radix with the FIRST slot most significant (so `turn`, the last slot, varies fastest and
// "n decreases" means "index decreases"). Input: per-slot lo/hi. Output: index ↔ position.
// A box too large to index (more than MAX_REGION_SIZE positions) can still be *sparse* when the
// caller asks for it: its positions are then stored by a packed key of their slots, never by an
// index (solve/sparseSearch.ts); encode only says whether a position lies in the box.

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
  /** The box is not indexed: `size` is the box's size as a float (at most a bound), `encode` is 0
   *  inside the box and -1 outside, `decode` throws, and the kernel's target index is 0 or -1. */
  sparse?: true;
}

/** Largest region we index with int32 arithmetic and typed arrays. */
export const MAX_REGION_SIZE = 2 ** 31 - 1;

/** Builds the region; returns a message instead when it is empty or too large (`sparse`: a box too
 *  large to index becomes a sparse region instead; 'always': every box, for the laws that compare
 *  sparse and dense storage on small games). */
export function makeRegion(lo: readonly number[], hi: readonly number[], options: { sparse?: boolean | 'always' } = {}): Region | string {
  const slots = lo.length;
  const stride = new Array<number>(slots).fill(1);
  let size = 1;
  for (let s = slots - 1; s >= 0; s--) {
    const range = hi[s]! - lo[s]! + 1;
    if (!(range >= 1)) return `the region is empty (slot ${s}: ${lo[s]}..${hi[s]})`;
    stride[s] = size;
    size *= range;
    if (size > MAX_REGION_SIZE && !options.sparse) return `the region has more than ${MAX_REGION_SIZE} positions`;
  }
  if (size > MAX_REGION_SIZE || options.sparse === 'always') return sparseRegion(lo, hi, stride, size);
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

/** A box stored by keys, not indices (see Region.sparse). */
function sparseRegion(lo: readonly number[], hi: readonly number[], stride: number[], size: number): Region {
  const los = [...lo];
  const his = [...hi];
  return {
    size,
    lo: los,
    hi: his,
    stride,
    sparse: true,
    encode(position) {
      for (let s = 0; s < los.length; s++) {
        const v = position[s]!;
        if (!(v >= los[s]! && v <= his[s]!) || !Number.isInteger(v)) return -1;
      }
      return 0;
    },
    decode() {
      throw new Error('internal: a sparse region has no position indices');
    },
  };
}
