// Stage: game. Where the current position's packed key is (solve/sparseKey.ts's layout, seen from the
// kernel): the JS name of its Int32Array and each state slot's word, shift, mask and lower bound.
// Its own file so that the kernel contract (kernel.ts) and the mask compiler (keyMasks.ts) share it.

export interface KeyView {
  words: number;
  word: Int32Array;
  shift: Int32Array;
  /** Per state slot, the mask of its bits (1 for a bool slot that varies) and its lower bound. */
  mask: Int32Array;
  lo: Float64Array;
  key: string;
}
