// misereNimSafe (Bouton's misère rule) against a brute-force misère solver written here: every
// position with up to three heaps of at most 4 stones and four heaps of at most 3, plus large heaps.

import { describe, expect, it } from 'vitest';
import { misereNimSafe } from '../../../src/solve/period/index.js';

/** Safe = the player to move loses when the last player to move loses. Memoised on sorted heaps. */
function bruteMisereSafe(heaps: number[], memo = new Map<string, boolean>()): boolean {
  const key = [...heaps].sort((a, b) => a - b).join(',');
  const known = memo.get(key);
  if (known !== undefined) return known;
  let safe = heaps.some((h) => h > 0); // no stones left: the opponent took the last one and lost
  for (let i = 0; i < heaps.length && safe; i++) {
    for (let take = 1; take <= (heaps[i] as number) && safe; take++) {
      const next = heaps.slice();
      next[i] = (heaps[i] as number) - take;
      if (bruteMisereSafe(next, memo)) safe = false; // a move to a safe position: fragile
    }
  }
  memo.set(key, safe);
  return safe;
}

function* positions(count: number, max: number): Generator<number[]> {
  if (count === 0) return yield [];
  for (const rest of positions(count - 1, max)) for (let h = 0; h <= max; h++) yield [...rest, h];
}

describe('misereNimSafe', () => {
  it('agrees with brute force on 4×4×4 (three heaps ≤ 4) and four heaps ≤ 3', () => {
    let checked = 0;
    for (const [count, max] of [
      [1, 6],
      [2, 5],
      [3, 4],
      [4, 3],
    ] as const) {
      for (const heaps of positions(count, max)) {
        expect(misereNimSafe(heaps), heaps.join(' ')).toBe(bruteMisereSafe(heaps));
        checked++;
      }
    }
    expect(checked).toBe(7 + 36 + 125 + 256);
  });

  it('follows the rule at its edges', () => {
    expect(misereNimSafe([])).toBe(false);
    expect(misereNimSafe([0, 0])).toBe(false);
    expect(misereNimSafe([1])).toBe(true);
    expect(misereNimSafe([1, 1])).toBe(false);
    expect(misereNimSafe([1, 1, 1])).toBe(true);
    expect(misereNimSafe([2, 2])).toBe(true); // nim-sum 0 with a heap ≥ 2
    expect(misereNimSafe([1, 2, 3])).toBe(true);
  });

  it('takes the nim-sum on all 53 bits (JS ^ alone would truncate to 32)', () => {
    expect(misereNimSafe([2 ** 32, 0])).toBe(false);
    expect(misereNimSafe([2 ** 40 + 5, 2 ** 40 + 5])).toBe(true);
    expect(misereNimSafe([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER - 1, 1])).toBe(true);
    expect(() => misereNimSafe([-1])).toThrow(RangeError);
    expect(() => misereNimSafe([2 ** 53])).toThrow(RangeError);
  });
});
