// Law: ImageMoves.same (solve/imageMoves.ts) says whether the moves listed at σp are, as a multiset,
// the images under σ of the moves listed at p — compared here naively (images sorted as strings) on
// random lists with repeated moves, moves leaving the region (key ignored), flags and points, and
// lists that differ in one word; the images are read at an offset into p's list.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import type { Region } from '../../src/game/region.js';
import { ImageMoves } from '../../src/solve/imageMoves.js';
import { keyLayout, type KeyLayout } from '../../src/solve/sparseKey.js';
import { keySymmetry, type KeySymmetry } from '../../src/solve/symmetryKey.js';

const OUTSIDE = 2;
const K = 40; // a bool field of 40 elements: two key words
const layout = keyLayout({ lo: new Array<number>(K).fill(0), hi: new Array<number>(K).fill(1) } as unknown as Region) as KeyLayout;
const rot = Int32Array.from({ length: K }, (_, i) => (i + 1) % K);
const sym = keySymmetry(
  { field: 's', offset: 0, length: K, generators: [], elements: [rot], inverses: [Int32Array.from({ length: K }, (_, i) => (i + K - 1) % K)], words: ['rot'] },
  layout,
) as KeySymmetry;
const W = layout.words;
const E = W + 3;

const move = fc.tuple(fc.nat(0xffff), fc.nat(0xff), fc.constantFrom(0, 1, OUTSIDE, OUTSIDE | 1), fc.integer({ min: -3, max: 3 }));

/** A list of n moves of E words; a move leaving the region has a zero key, as the listers write it. */
function list(moves: [number, number, number, number][], pad = 0): Int32Array {
  const buf = new Int32Array((pad + moves.length) * E);
  moves.forEach(([lo, hi, flags, points], i) => {
    const at = (pad + i) * E;
    if ((flags & OUTSIDE) === 0) [buf[at], buf[at + 1]] = [lo * 0x10001, hi];
    buf[at + W] = flags;
    buf[at + W + 1] = points >>> 0;
    buf[at + W + 2] = points < 0 ? -1 : 0;
  });
  return buf;
}

const entries = (buf: Int32Array, n: number, at = 0): string[] => Array.from({ length: n }, (_, i) => Array.from(buf.subarray((at + i) * E, (at + i + 1) * E)).join(',')).sort();

test('same = the images and the moves are equal as multisets (sorted and compared)', () => {
  const images = new ImageMoves(sym, W, E, OUTSIDE);
  fc.assert(
    fc.property(fc.array(move, { minLength: 1, maxLength: 30 }), fc.nat(3), fc.nat(), fc.nat(E - 1), fc.integer({ min: -1, max: 1 }), (moves, pad, pick, word, delta) => {
      const mine = list(moves.concat(moves.slice(0, 2)), pad); // some moves listed twice
      const n = moves.length + Math.min(2, moves.length);
      // the images, shuffled: theirs
      const theirs = new Int32Array(n * E);
      for (let i = 0; i < n; i++) {
        const from = (pad + i) * E;
        const to = ((i * 7 + pick) % n) * E;
        if ((mine[from + W]! & OUTSIDE) === 0) sym.apply(0, mine, theirs, from, to);
        for (let w = W; w < E; w++) theirs[to + w] = mine[from + w]!;
      }
      const shuffled = new Set(Array.from({ length: n }, (_, i) => (i * 7 + pick) % n)).size === n;
      if (!shuffled) return; // 7 shares a factor with n: not a permutation
      expect(images.same(0, mine, pad, theirs, n)).toBe(true);
      // one word changed: the same exactly when the multisets still are
      const j = pick % n;
      theirs[j * E + word] = theirs[j * E + word]! + delta;
      const images2 = new Int32Array(n * E);
      for (let i = 0; i < n; i++) {
        const from = (pad + i) * E;
        if ((mine[from + W]! & OUTSIDE) === 0) sym.apply(0, mine, images2, from, i * E);
        for (let w = W; w < E; w++) images2[i * E + w] = mine[from + w]!;
      }
      expect(images.same(0, mine, pad, theirs, n)).toBe(entries(images2, n).join(';') === entries(theirs, n).join(';'));
    }),
    { numRuns: 300 },
  );
});
