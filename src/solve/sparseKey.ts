// Stage: solve. The packed key of a position in a sparse region (game/region.ts): each slot's value
// minus its lower bound in as many bits as its range needs (one bit for a bool), slots in order,
// packed into 32-bit words without splitting a slot across two words. Input: the region's slot
// ranges. Output: per slot its word, shift and mask, and pack/unpack of whole positions.

import type { Region } from '../game/region.js';

export interface KeyLayout {
  /** 32-bit words per key. */
  words: number;
  /** Per slot: the word holding it, its shift in the word, its mask (before the shift), its lower bound. */
  word: Int32Array;
  shift: Int32Array;
  mask: Int32Array;
  lo: Float64Array;
}

/** A slot whose range needs more than a 31-bit part of a key: its index and number of values. */
export interface TooWideSlot {
  slot: number;
  values: number;
}

/** The layout, or the first slot whose range needs more than 31 bits. */
export function keyLayout(region: Region): KeyLayout | TooWideSlot {
  const slots = region.lo.length;
  const word = new Int32Array(slots);
  const shift = new Int32Array(slots);
  const mask = new Int32Array(slots);
  let w = 0;
  let used = 0;
  for (let s = 0; s < slots; s++) {
    const span = region.hi[s]! - region.lo[s]!;
    const bits = span === 0 ? 0 : Math.floor(Math.log2(span)) + 1;
    if (bits > 31) return { slot: s, values: span + 1 };
    if (used + bits > 32) {
      w++;
      used = 0;
    }
    word[s] = w;
    shift[s] = used;
    mask[s] = bits === 0 ? 0 : bits === 31 ? 0x7fffffff : (1 << bits) - 1;
    used += bits;
  }
  return { words: Math.max(1, used === 0 ? w : w + 1), word, shift, mask, lo: Float64Array.from(region.lo) };
}

/** The key of a position (inside the region) written into `out`. */
export function packKey(layout: KeyLayout, position: ArrayLike<number>, out = new Int32Array(layout.words)): Int32Array {
  out.fill(0);
  for (let s = 0; s < layout.word.length; s++) out[layout.word[s]!]! |= (position[s]! - layout.lo[s]!) << layout.shift[s]!;
  return out;
}

/** The position of the key at words[at .. at + layout.words). */
export function unpackKey(layout: KeyLayout, words: Int32Array, at = 0, out = new Float64Array(layout.word.length)): Float64Array {
  for (let s = 0; s < layout.word.length; s++) out[s] = layout.lo[s]! + ((words[at + layout.word[s]!]! >>> layout.shift[s]!) & layout.mask[s]!);
  return out;
}
