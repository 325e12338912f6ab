// Stage: solve. The comparison at the heart of the symmetry check (symmetryCheck.ts for outcomes,
// value/keyValueSearch.ts for values): whether the moves listed at σp are exactly the images under σ
// of the moves listed at p. A listed move is E words: the target's key (W words, zero for a move
// leaving the region), then words that must match as they are (flags: keep/pass, leaving the region;
// the points). The n images are put in an open-addressing table keyed by a hash of their words and
// each move of σp takes out an equal one: exact (words compared, not hashes), a multiset (a move
// listed twice must be an image twice), in O(n) and without allocation per position.

import { hash } from './sparseTable.js';
import type { KeySymmetry } from './symmetryKey.js';

export class ImageMoves {
  private images = new Int32Array(0);
  private slots = new Int32Array(0);
  private taken = new Uint8Array(0);

  /** W key words per move, E words per move in all; `outside`: the flag bit (in word W) of a move leaving the region. */
  constructor(
    private readonly sym: KeySymmetry,
    private readonly W: number,
    private readonly E: number,
    private readonly outside: number,
  ) {}

  /** Whether the n moves in theirs (from entry 0) are the images under element e of the n moves in
   *  mine (from entry base). */
  same(e: number, mine: Int32Array, base: number, theirs: Int32Array, n: number): boolean {
    const { W, E, sym } = this;
    if (this.images.length < n * E) {
      this.images = new Int32Array(2 * n * E);
      this.taken = new Uint8Array(2 * n);
    }
    let size = 8;
    while (size < 2 * n) size *= 2;
    if (this.slots.length < size) this.slots = new Int32Array(size);
    const { images, slots, taken } = this;
    const mask = size - 1;
    slots.fill(0, 0, size);
    for (let i = 0; i < n; i++) {
      const from = (base + i) * E;
      const at = i * E;
      if ((mine[from + W]! & this.outside) !== 0) images.fill(0, at, at + W);
      else sym.apply(e, mine, images, from, at);
      for (let w = W; w < E; w++) images[at + w] = mine[from + w]!;
      taken[i] = 0;
      let h = hash(images, E, at) & mask;
      while (slots[h] !== 0) h = (h + 1) & mask;
      slots[h] = i + 1;
    }
    next: for (let j = 0; j < n; j++) {
      const at = j * E;
      for (let h = hash(theirs, E, at) & mask; slots[h] !== 0; h = (h + 1) & mask) {
        const i = slots[h]! - 1;
        if (taken[i]) continue;
        let w = 0;
        while (w < E && images[i * E + w] === theirs[at + w]) w++;
        if (w === E) {
          taken[i] = 1;
          continue next;
        }
      }
      return false;
    }
    return true;
  }
}
