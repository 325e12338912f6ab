// The up-front move estimate of octal games that split heaps (src/check/moveWork.ts, issue 18):
// `octal: "0.77"` (Kayles) with n up to 10^7 ran until killed; it is now refused at the bound, at
// once, with the largest bound that fits. Games without a split digit have linearly many moves.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { MAX_MOVES, octalMoves } from '../../src/check/moveWork.js';
import { fakeHost } from '../e2e/fakeHost.js';

const octal = (code: string, hi: number): string => `name: o\ngame: { octal: "${code}" }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..${hi} }, symbolic: off }\n`;

/** The moves of heaps lo..hi counted one by one: take j (d_j bit 1: the whole heap, bit 2: leaving
 *  one heap) or take j and split the rest into a + b, 1 ≤ a ≤ b (bit 4). */
function bruteMoves(digits: number[], lo: number, hi: number): number {
  let moves = 0;
  for (let n = lo; n <= hi; n++) {
    for (let j = 1; j < digits.length; j++) {
      const d = digits[j]!;
      if (j > n) continue;
      if (d & 3) moves++; // counted once per digit, as the estimate does (an upper bound)
      if (d & 4) for (let a = 1; 2 * a <= n - j; a++) moves++;
    }
  }
  return moves;
}

describe('octal move estimate', () => {
  it('counts the split moves exactly (and one per take-digit and heap)', () => {
    for (const [digits, lo, hi] of [
      [[0, 7, 7], 0, 60],
      [[0, 4], 0, 33],
      [[0, 7, 7], 5, 41],
      [[0, 3, 3], 0, 50],
      [[0, 1, 4, 6], 2, 40],
    ] as [number[], number, number][]) {
      const brute = bruteMoves(digits, lo, hi);
      const estimate = octalMoves(digits, lo, hi);
      expect(estimate).toBeGreaterThanOrEqual(brute);
      expect(estimate - brute).toBeLessThanOrEqual(digits.length * 2); // take-digits below their j
    }
    expect(octalMoves([0, 3, 3], 0, 1e7)).toBeLessThan(3e7); // no split: linear
  });

  // No clock here: before the estimate this run never ended, so a regression is the test's timeout.
  it('octal "0.77" with n up to 10^7 is a positioned ZM4211 at the bound', async () => {
    const host = fakeHost({ 'o.yaml': octal('0.77', 10_000_000) });
    const code = await main(['check', 'o.yaml'], host);
    expect(code, host.err()).toBe(2);
    expect(host.err()).toMatch(/o\.yaml:4:23: error ZM4211: the octal game 0\.77 splits heaps: heaps 0\.\.10000000 have about 5\.0·10\^13 moves/);
    const fits = Number(/at most (\d+), or test larger heaps/.exec(host.err())?.[1]);
    expect(octalMoves([0, 7, 7], 0, fits)).toBeLessThanOrEqual(MAX_MOVES);
    expect(octalMoves([0, 7, 7], 0, fits + 1)).toBeGreaterThan(MAX_MOVES);
  });

  it('`table` on the same file is the same ZM4211, not a hang', async () => {
    const host = fakeHost({ 'o.yaml': octal('0.77', 10_000_000) });
    expect(await main(['table', 'o.yaml', '--no-color'], host)).toBe(2);
    expect(host.err()).toMatch(/o\.yaml:4:23: error ZM4211: /);
  });

  it("the library's octal files are not refused", async () => {
    const host = fakeHost({ 'o.yaml': octal('0.07', 2000) });
    expect(await main(['check', 'o.yaml'], host)).not.toBe(2);
  });

  it('a Grundy conjecture of a game whose values a certified period continues is not refused (solve/octalSparse.ts: O(n))', async () => {
    const kayles = (hi: number): string =>
      `name: k\ngame: { octal: "0.77" }\ndefine: { cycle: "[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]" }\nconjecture: { grundy: cycle[n mod 12] }\ncheck: { bounds: { n: 0..${hi} }, symbolic: off }\n`;
    const host = fakeHost({ 'k.yaml': kayles(10_000_000) });
    expect(await main(['check', 'k.yaml', '--no-cache'], host), host.err()).toBe(1); // refuted at n = 0: the cycle is Kayles' period, not its first values
    expect(host.err()).not.toContain('ZM4211');
  });
});
