// The one edit distance (src/diag/editDistance.ts) and the three ways its callers use it: options
// (plain Levenshtein), YAML keys (transpositions, code points, any case), expression names
// (transpositions, code units, case-sensitive).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from '../../src/diag/editDistance.js';
import { editDistance as optionDistance } from '../../src/cli/args.js';
import { editDistance as keyDistance } from '../../src/model/didYouMean.js';
import { editDistance as nameDistance } from '../../src/lang/suggest.js';

describe('editDistance', () => {
  it('counts edits, a transposition as one only when asked', () => {
    expect(editDistance([...'kitten'], [...'sitting'], false)).toBe(3);
    expect(editDistance([...'bound'], [...'bonud'], false)).toBe(2);
    expect(editDistance([...'bound'], [...'bonud'], true)).toBe(1);
    expect(editDistance([], [...'abc'], true)).toBe(3);
  });

  it('keeps each call site as it was', () => {
    expect(optionDistance('jnuit', 'junit')).toBe(2);
    expect(keyDistance('Bonuds', 'bounds')).toBe(1);
    expect(nameDistance('Heap', 'heap')).toBe(1);
    expect(nameDistance('haep', 'heap')).toBe(1);
  });

  it('is a metric on small words (symmetric, zero only on equal words, triangle inequality)', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c'), maxLength: 6 }).map((s) => [...s]);
    fc.assert(
      fc.property(word, word, word, (a, b, c) => {
        const d = (x: string[], y: string[]) => editDistance(x, y, false);
        expect(d(a, b)).toBe(d(b, a));
        expect(d(a, b) === 0).toBe(a.join('') === b.join(''));
        expect(d(a, c)).toBeLessThanOrEqual(d(a, b) + d(b, c));
      }),
    );
  });
});
