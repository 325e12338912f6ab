// Unit tests of certifySubtractionPeriod: the book's games 13 and 20 (oracles written here), the exact
// window and how far the data must reach, breaks inside the window, a rule that is uniform only
// from some n (uniformFrom), and a real game showing the window cannot be one shorter.

import { describe, expect, it } from 'vitest';
import { certifySubtractionPeriod, detectPeriod, recheckCertificate, subtractionWindow } from '../../../src/solve/period/index.js';

/** Backward induction over rows: entry (n, c) is 1 (safe) iff every move leads to a 0 (fragile) entry. */
function solveRows(rows: number, width: number, moves: (n: number, c: number) => Array<[number, number]>): number[] {
  const out: number[] = [];
  for (let n = 0; n < rows; n++) {
    for (let c = 0; c < width; c++) out.push(moves(n, c).every(([m, d]) => out[m * width + d] === 0) ? 1 : 0);
  }
  return out;
}

/** Game 13: A (column 0) takes 1 or 4, B (column 1) takes 2 or 3; the other player moves next. */
const game13 = (rows: number) => solveRows(rows, 2, (n, c) => (c === 0 ? [1, 4] : [2, 3]).filter((t) => t <= n).map((t): [number, number] => [n - t, 1 - c]));

/** Game 20: take 1…5 but not what the opponent just took; column r − 1 holds (n, r). */
const game20 = (rows: number) => solveRows(rows, 5, (n, c) => [1, 2, 3, 4, 5].filter((t) => t <= n && t !== c + 1).map((t): [number, number] => [n - t, t - 1]));

/** Grundy values of the subtraction game S (a move from n takes some s ∈ S, s ≤ n). */
function subtractionGrundy(set: number[], length: number, extraFrom = Infinity, extra: number[] = []): number[] {
  const g: number[] = [];
  for (let n = 0; n < length; n++) {
    const takes = n >= extraFrom ? [...set, ...extra] : set;
    const seen = new Set(takes.filter((s) => s <= n).map((s) => g[n - s]));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

describe('certifySubtractionPeriod', () => {
  it('game 13: period 1 from 12, certified by filling the table up to 16 (the book)', () => {
    const rows = game13(40);
    expect(detectPeriod(rows, { rowWidth: 2 })).toEqual({ preperiod: 12, period: 1 });
    expect(rows.slice(24, 26)).toEqual([1, 0]); // from 12 on, A (who starts) loses; B to move wins
    const short = certifySubtractionPeriod(rows.slice(0, 16 * 2), { maxTake: 4, rowWidth: 2, preperiod: 12, period: 1 });
    expect(short).toMatchObject({ kind: 'needsMore', window: [12, 16], needsUpTo: 16 });
    const result = certifySubtractionPeriod(rows.slice(0, 17 * 2), { maxTake: 4, rowWidth: 2, preperiod: 12, period: 1 });
    expect(result.kind).toBe('certified');
    if (result.kind !== 'certified') return;
    expect(result.certificate).toMatchObject({ window: [12, 16], checkedThrough: 16, pattern: [1, 0] });
    expect(result.certificate.exceptions).toEqual(rows.slice(0, 24));
    expect(recheckCertificate(result.certificate, rows)).toEqual({ kind: 'confirmed' });
  });

  it('game 20: period 13 from 9, certified at row 26 (the book waited for row 35: two full periods)', () => {
    const rows = game20(120);
    expect(detectPeriod(rows, { rowWidth: 5 })).toEqual({ preperiod: 9, period: 13 });
    const result = certifySubtractionPeriod(rows.slice(0, 27 * 5), { maxTake: 5, rowWidth: 5, preperiod: 9, period: 13 });
    expect(result).toMatchObject({ kind: 'certified', certificate: { window: [9, 14], checkedThrough: 26 } });
    if (result.kind === 'certified') expect(recheckCertificate(result.certificate, rows)).toEqual({ kind: 'confirmed' });
  });

  it('reports the first break inside the window rather than asking for more rows', () => {
    const g = subtractionGrundy([1, 2, 3], 30); // n mod 4
    const mutated = g.slice(0, 10);
    mutated[6] = 7; // row 6 = row 2 + period 4 is inside the window [0, 3) + 4
    expect(certifySubtractionPeriod(mutated, { maxTake: 3, preperiod: 0, period: 4 })).toMatchObject({
      kind: 'broken',
      at: 2,
      window: [0, 3],
    });
    expect(certifySubtractionPeriod(g.slice(0, 6), { maxTake: 3, preperiod: 0, period: 4 })).toMatchObject({
      kind: 'needsMore',
      needsUpTo: 6,
    });
  });

  it('a break after the window passes the theorem but not the recheck of the full data', () => {
    const g = subtractionGrundy([1, 2, 3], 60);
    const result = certifySubtractionPeriod(g, { maxTake: 3, preperiod: 0, period: 4 });
    expect(result.kind).toBe('certified');
    if (result.kind !== 'certified') return;
    const broken = g.slice();
    broken[41] = 9;
    expect(recheckCertificate(result.certificate, broken)).toMatchObject({ kind: 'rejected', row: 41 });
    const shortened = { ...result.certificate, window: [0, 2] as [number, number], checkedThrough: 5 };
    expect(recheckCertificate(shortened, g)).toMatchObject({ kind: 'rejected' });
  });

  it('uniformFrom: a rule that changes at n = 20 needs the window to reach it', () => {
    // take 1 or 2, and from n = 20 on also 3: n mod 3 up to 19, then g(20) = 3.
    const g = subtractionGrundy([1, 2], 80, 20, [3]);
    expect(g.slice(15, 21)).toEqual([0, 1, 2, 0, 1, 3]);
    expect(certifySubtractionPeriod(g, { maxTake: 3, preperiod: 0, period: 3 }).kind).toBe('certified'); // hypothesis broken
    expect(certifySubtractionPeriod(g, { maxTake: 3, preperiod: 0, period: 3, uniformFrom: 20 })).toMatchObject({
      kind: 'broken',
      at: 17,
      window: [0, 20],
    });
  });

  it('rejects bad parameters', () => {
    expect(certifySubtractionPeriod([0, 1], { maxTake: 0, preperiod: 0, period: 1 }).kind).toBe('invalid');
    expect(certifySubtractionPeriod([0, 1], { maxTake: 1, preperiod: -1, period: 1 }).kind).toBe('invalid');
    expect(certifySubtractionPeriod([0, 1, 2], { maxTake: 1, rowWidth: 2, preperiod: 0, period: 1 }).kind).toBe('invalid');
  });

  it('the window is tight: one row shorter would certify false periods of real subtraction games', () => {
    let witnesses = 0;
    for (let mask = 1; mask < 1 << 5; mask++) {
      const set = [1, 2, 3, 4, 5].filter((s) => mask & (1 << (s - 1)));
      const k = Math.max(...set);
      const g = subtractionGrundy(set, 400);
      for (let e = 0; e < 25; e++) {
        for (let p = 1; p <= 25; p++) {
          const truly = g.every((v, n) => n < e || n + p >= g.length || g[n + p] === v);
          const [from, to] = subtractionWindow(e, k);
          const tooShort = g.slice(from, to - 1).every((v, i) => g[from + i + p] === v);
          const result = certifySubtractionPeriod(g, { maxTake: k, preperiod: e, period: p });
          expect(result.kind === 'certified').toBe(truly);
          if (tooShort && !truly && k >= 3) {
            witnesses++;
            expect(result).toMatchObject({ kind: 'broken', at: to - 1 });
          }
        }
      }
    }
    expect(witnesses).toBeGreaterThan(0);
  });
});
