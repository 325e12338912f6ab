// Stage: solve. A symmetry group (game/symmetryGroup.ts) acting on packed keys (sparseKey.ts): the
// image of a key under an element, and the canonical key of an orbit — the smallest image over the
// group (words compared in order, as unsigned) — by which a sparse table stores one position per
// orbit. The field's elements must be stored alike in the key (same lower bound and width), so that
// exchanging them keeps a key a key: an element permutes the key's bits, and the image of a key is
// the OR of table rows, one per byte of the field (byteTables).

import type { SymmetryGroup } from '../game/symmetryGroup.js';
import type { KeyLayout } from './sparseKey.js';

export interface KeySymmetry {
  group: SymmetryGroup;
  /** Writes the image of the key at key[at ..] under element e (an index into group.elements) into
   *  out[outAt ..]. */
  apply(e: number, key: Int32Array, out: Int32Array, at?: number, outAt?: number): Int32Array;
  /** The canonical key of key's orbit, in a buffer of its own (valid until the next call). */
  canonical(key: Int32Array): Int32Array;
  /** The number of distinct images of key (its orbit's size). */
  orbitSize(key: Int32Array): number;
}

/** The action on keys (read slot by slot where the byte tables would pass maxTableWords), or the slot of the field that is not stored as its first one is. */
export function keySymmetry(group: SymmetryGroup, layout: KeyLayout, maxTableWords = MAX_TABLE_WORDS): KeySymmetry | { slot: number } {
  const { offset, length } = group;
  const W = layout.words;
  for (let i = 1; i < length; i++) {
    const s = offset + i;
    if (layout.mask[s] !== layout.mask[offset] || layout.lo[s] !== layout.lo[offset]) return { slot: s };
  }
  const clear = new Int32Array(W).fill(-1);
  for (let i = 0; i < length; i++) clear[layout.word[offset + i]!]! &= ~(layout.mask[offset + i]! << layout.shift[offset + i]!);
  // the field's elements have one width: an element's image moves each slot's bits to the bits of
  // another slot, a permutation of the key's bits (the other bits stay). The image is read off
  // tables per element and byte of the key: the image bits of each of the 256 values of that byte.
  const width = 32 - Math.clz32(layout.mask[offset] ?? 0);
  const bytes: number[] = []; // (word · 4 + byte) of the bytes holding bits of the field
  for (let w = 0; w < W; w++) for (let b = 0; b < 4; b++) if (((~clear[w]! >>> (8 * b)) & 0xff) !== 0) bytes.push(4 * w + b);
  const perElement = bytes.length * 256 * W;
  const tables = group.elements.length * perElement <= maxTableWords ? byteTables(group, layout, width, bytes) : undefined;
  const apply = (e: number, key: Int32Array, out: Int32Array, at = 0, outAt = 0): Int32Array => {
    for (let w = 0; w < W; w++) out[outAt + w] = key[at + w]! & clear[w]!;
    if (tables) {
      const base = e * perElement;
      for (let j = 0; j < bytes.length; j++) {
        const wb = bytes[j]!;
        const v = ((key[at + (wb >>> 2)]! & ~clear[wb >>> 2]!) >>> (8 * (wb & 3))) & 0xff;
        if (v === 0) continue;
        const row = base + (j * 256 + v) * W;
        for (let w = 0; w < W; w++) out[outAt + w]! |= tables[row + w]!;
      }
      return out;
    }
    const p = group.elements[e]!;
    for (let i = 0; i < length; i++) {
      const s = offset + i;
      const v = (key[at + layout.word[s]!]! >>> layout.shift[s]!) & layout.mask[s]!;
      const t = offset + p[i]!;
      out[outAt + layout.word[t]!]! |= v << layout.shift[t]!;
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

/** At most this many words of byte tables (16 MiB); a larger group or key reads the key slot by slot. */
const MAX_TABLE_WORDS = 1 << 22;

/** Per element e, per byte j of the field (bytes[j] = word · 4 + byte), per value v of that byte:
 *  the W words of the image of the field bits v stands for, at [((e · bytes + j) · 256 + v) · W]. */
function byteTables(group: SymmetryGroup, layout: KeyLayout, width: number, bytes: readonly number[]): Int32Array {
  const W = layout.words;
  const { offset, length } = group;
  // where each key bit of the field goes under each element (−1: not a field bit)
  const tables = new Int32Array(group.elements.length * bytes.length * 256 * W);
  group.elements.forEach((p, e) => {
    const dest = new Int32Array(W * 32).fill(-1);
    for (let i = 0; i < length; i++) {
      const from = layout.word[offset + i]! * 32 + layout.shift[offset + i]!;
      const to = layout.word[offset + p[i]!]! * 32 + layout.shift[offset + p[i]!]!;
      for (let k = 0; k < width; k++) dest[from + k] = to + k;
    }
    bytes.forEach((wb, j) => {
      const row0 = (e * bytes.length + j) * 256 * W;
      for (let v = 1; v < 256; v++) {
        const row = row0 + v * W;
        for (let k = 0; k < 8; k++) {
          if (((v >>> k) & 1) === 0) continue;
          const d = dest[(wb >>> 2) * 32 + (wb & 3) * 8 + k]!;
          if (d >= 0) tables[row + (d >>> 5)]! |= 1 << (d & 31);
        }
      }
    });
  });
  return tables;
}

/** a < b, the words compared in order as unsigned numbers. */
function less(a: Int32Array, b: Int32Array, words: number): boolean {
  for (let w = 0; w < words; w++) {
    if (a[w] !== b[w]) return a[w]! >>> 0 < b[w]! >>> 0;
  }
  return false;
}
