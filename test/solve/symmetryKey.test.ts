// Law: the image of a packed key under an element of a symmetry group (solve/symmetryKey.ts, read off
// byte tables) is the key of the permuted position — slot i of the field moved to slot p[i], every
// other slot kept — computed here slot by slot on the unpacked position; the canonical key is the
// smallest image, and an image's image under the inverse element is the key again. Random layouts:
// slots before and after the field, fields of 1- to 5-bit elements spanning several words.

import fc from 'fast-check';
import { permutation } from './randomGraphs.js';
import { expect, test } from 'vitest';
import type { Region } from '../../src/game/region.js';
import type { SymmetryGroup } from '../../src/game/symmetryGroup.js';
import { keyLayout, packKey, unpackKey, type KeyLayout } from '../../src/solve/sparseKey.js';
import { keySymmetry, type KeySymmetry } from '../../src/solve/symmetryKey.js';

interface Case {
  before: number[];
  after: number[];
  length: number;
  width: number;
  perms: number[][];
  positions: number[][];
}

const cases: fc.Arbitrary<Case> = fc
  .record({
    before: fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 3 }),
    after: fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 3 }),
    length: fc.integer({ min: 1, max: 40 }),
    width: fc.integer({ min: 1, max: 5 }),
  })
  .chain((c) =>
    fc.record({
      before: fc.constant(c.before),
      after: fc.constant(c.after),
      length: fc.constant(c.length),
      width: fc.constant(c.width),
      perms: fc.array(permutation(c.length), { minLength: 1, maxLength: 4 }),
      positions: fc.array(
        fc
          .tuple(
            fc.tuple(...c.before.map((h) => fc.integer({ min: 0, max: h }))),
            fc.array(fc.nat(2 ** c.width - 1), { minLength: c.length, maxLength: c.length }),
            fc.tuple(...c.after.map((h) => fc.integer({ min: 0, max: h }))),
          )
          .map(([a, b, d]) => [...a, ...b, ...d]),
        { minLength: 1, maxLength: 5 },
      ),
    }),
  );

/** The elements given (not closed into a group: apply reads one element at a time), with their inverses. */
function group(c: Case): SymmetryGroup {
  const elements = c.perms.map((p) => Int32Array.from(p));
  const inverses = elements.map((p) => {
    const q = new Int32Array(p.length);
    p.forEach((v, i) => (q[v] = i));
    return q;
  });
  return { field: 's', offset: c.before.length, length: c.length, generators: [], elements, inverses, words: elements.map((_, i) => `g${i}`) };
}

function setup(c: Case, maxTableWords?: number): { layout: KeyLayout; sym: KeySymmetry; g: SymmetryGroup } {
  const hi = [...c.before, ...new Array<number>(c.length).fill(2 ** c.width - 1), ...c.after];
  const region = { lo: hi.map(() => 0), hi } as unknown as Region;
  const layout = keyLayout(region);
  if ('slot' in layout) throw new Error('too wide');
  const g = group(c);
  const sym = keySymmetry(g, layout, maxTableWords);
  if ('slot' in sym) throw new Error('unlike slots');
  return { layout, sym, g };
}

test.each([
  ['read off the byte tables', undefined],
  ['read slot by slot (no tables)', 0],
])('an image %s is the permuted position, and the inverse undoes it', (_, maxTableWords) => {
  fc.assert(
    fc.property(cases, (c) => {
      const { layout, sym, g } = setup(c, maxTableWords);
      const W = layout.words;
      for (const position of c.positions) {
        const key = packKey(layout, position);
        let smallest = Array.from(key, (w) => w >>> 0);
        g.elements.forEach((p, e) => {
          const want = [...position];
          for (let i = 0; i < c.length; i++) want[g.offset + p[i]!] = position[g.offset + i]!;
          const image = sym.apply(e, key, new Int32Array(W));
          expect(Array.from(unpackKey(layout, image))).toEqual(want);
          // read at an offset into a longer buffer, as the move lists are
          const padded = new Int32Array(W + 3);
          padded.set(key, 3);
          expect(Array.from(sym.apply(e, padded, new Int32Array(W), 3))).toEqual(Array.from(image));
          expect(Array.from(sym.apply(e, padded, new Int32Array(W + 2), 3, 2).subarray(2))).toEqual(Array.from(image));
          const inv = keySymmetry({ ...g, elements: [g.inverses[e]!] }, layout, maxTableWords) as KeySymmetry;
          expect(Array.from(inv.apply(0, image, new Int32Array(W)))).toEqual(Array.from(key));
          const u = Array.from(image, (w) => w >>> 0);
          if (u.some((w, i) => w !== smallest[i]) && u.findIndex((w, i) => w !== smallest[i]) === u.findIndex((w, i) => w < smallest[i]!)) smallest = u;
        });
        expect(Array.from(sym.canonical(key), (w) => w >>> 0)).toEqual(smallest);
      }
    }),
    { numRuns: 100 },
  );
});
