// Stage: solve. A symmetry group (game/symmetryGroup.ts) acting on packed keys (sparseKey.ts): the
// image of a key under an element, and the canonical key of an orbit — the smallest image over the
// group (words compared in order, as unsigned) — by which a sparse table stores one position per
// orbit. The field's elements must be stored alike in the key (same lower bound and width), so that
// exchanging them keeps a key a key; a bool field's image moves only its set bits.

import type { SymmetryGroup } from '../game/symmetryGroup.js';
import type { KeyLayout } from './sparseKey.js';

export interface KeySymmetry {
  group: SymmetryGroup;
  /** Writes the image of key under element e (an index into group.elements) into out. */
  apply(e: number, key: Int32Array, out: Int32Array, at?: number): Int32Array;
  /** The canonical key of key's orbit, in a buffer of its own (valid until the next call). */
  canonical(key: Int32Array): Int32Array;
  /** The number of distinct images of key (its orbit's size). */
  orbitSize(key: Int32Array): number;
}

/** The action on keys, or the slot of the field that is not stored as its first one is. */
export function keySymmetry(group: SymmetryGroup, layout: KeyLayout): KeySymmetry | { slot: number } {
  const { offset, length } = group;
  const W = layout.words;
  for (let i = 1; i < length; i++) {
    const s = offset + i;
    if (layout.mask[s] !== layout.mask[offset] || layout.lo[s] !== layout.lo[offset]) return { slot: s };
  }
  const clear = new Int32Array(W).fill(-1);
  for (let i = 0; i < length; i++) clear[layout.word[offset + i]!]! &= ~(layout.mask[offset + i]! << layout.shift[offset + i]!);
  const bits = length > 0 && layout.mask[offset] === 1;
  // bool field: per element, the key bit each element's bit goes to; and the field's bit positions
  const bitOf = Int32Array.from({ length }, (_, i) => layout.word[offset + i]! * 32 + layout.shift[offset + i]!);
  const dest = group.elements.map((p) => Int32Array.from(p, (j) => bitOf[j]!));
  const fieldBit = new Int32Array(W * 32).fill(-1);
  for (let i = 0; i < length; i++) fieldBit[bitOf[i]!] = i;
  const fieldWords = [...new Set(Array.from(bitOf, (b) => b >>> 5))];
  const apply = (e: number, key: Int32Array, out: Int32Array, at = 0): Int32Array => {
    for (let w = 0; w < W; w++) out[w] = key[at + w]! & clear[w]!;
    if (bits) {
      const d = dest[e]!;
      for (const w of fieldWords) {
        let m = key[at + w]! & ~clear[w]!;
        while (m !== 0) {
          const low = m & -m;
          m ^= low;
          const t = d[fieldBit[w * 32 + 31 - Math.clz32(low)]!]!;
          out[t >>> 5]! |= 1 << (t & 31);
        }
      }
      return out;
    }
    const p = group.elements[e]!;
    for (let i = 0; i < length; i++) {
      const s = offset + i;
      const v = (key[at + layout.word[s]!]! >>> layout.shift[s]!) & layout.mask[s]!;
      const t = offset + p[i]!;
      out[layout.word[t]!]! |= v << layout.shift[t]!;
    }
    return out;
  };
  const best = new Int32Array(W);
  const image = new Int32Array(W);
  const canonical = (key: Int32Array): Int32Array => {
    for (let w = 0; w < W; w++) best[w] = key[w]!;
    for (let e = 0; e < group.elements.length; e++) {
      apply(e, key, image);
      if (less(image, best, W)) best.set(image);
    }
    return best;
  };
  const orbitSize = (key: Int32Array): number => {
    const seen = new Set<string>([Array.from(key.subarray(0, W)).join(',')]);
    for (let e = 0; e < group.elements.length; e++) seen.add(Array.from(apply(e, key, image)).join(','));
    return seen.size;
  };
  return { group, apply, canonical, orbitSize };
}

/** a < b, the words compared in order as unsigned numbers. */
function less(a: Int32Array, b: Int32Array, words: number): boolean {
  for (let w = 0; w < words; w++) {
    if (a[w] !== b[w]) return a[w]! >>> 0 < b[w]! >>> 0;
  }
  return false;
}
