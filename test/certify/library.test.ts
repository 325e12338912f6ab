// One-heap games proved for every n by a certificate: the book's games 8, 9, 10 (subtraction),
// 13-I (partizan: rows of two entries), 20 (rows (n, r), r ∈ 0..5), Kayles and Dawson's Kayles
// through the real Grundy engine (octal fast path), with the figures of the theory. The files are
// written here (the library's copies move); their conjectures are the book's.

import { describe, expect, it } from 'vitest';
import { certify, certificateOf, check } from './helpers.js';
import { GAMES } from './games.js';

describe('one-heap games proved by a periodicity certificate', () => {
  const cases: [string, { e: number; p: number; width: number; window: [number, number]; kind: string }][] = [
    ['game08', { e: 0, p: 3, width: 1, window: [0, 2], kind: 'subtraction' }],
    ['game09', { e: 0, p: 5, width: 1, window: [0, 4], kind: 'subtraction' }],
    ['game10', { e: 0, p: 5, width: 1, window: [0, 3], kind: 'subtraction' }],
    // the book: "fill the table up to 16, because 4 is the most one may take" — window [12, 16)
    ['game13-I', { e: 12, p: 1, width: 2, window: [12, 16], kind: 'subtraction' }],
    ['game20', { e: 9, p: 13, width: 6, window: [9, 14], kind: 'subtraction' }],
    ['kayles', { e: 71, p: 12, width: 1, window: [71, 156], kind: 'octal' }],
    ['dawson-kayles', { e: 53, p: 34, width: 1, window: [53, 142], kind: 'octal' }],
  ];
  for (const [file, want] of cases) {
    it(`${file}: period ${want.p} from ${want.e}, window [${want.window}]`, () => {
      const r = certify(GAMES[file]!);
      expect(r.reason).toBeNull();
      expect(r.status).toBe('proved');
      const cert = certificateOf(r);
      expect([cert.preperiod, cert.period, cert.rowWidth]).toEqual([want.e, want.p, want.width]);
      expect(cert.window).toEqual(want.window);
      expect(cert.kind).toBe(want.kind);
      expect(cert.checkedThrough).toBe(want.window[1] + want.p - 1);
      const run = r.runs[0]!;
      if (run.conjecture) expect(run.conjecture.kind).toBe('proved');
      expect(run.claims.every((c) => c.status === 'proved')).toBe(true);
    });
  }

  it('game 20: k = 5 and the same moves from n = 5 (the guard s ≤ n), six columns r = 0 … 5', () => {
    const run = certify(GAMES['game20']!).runs[0]!;
    expect(run.hypothesis).toMatchObject({ kind: 'subtraction', maxTake: 5, uniformFrom: 5 });
    expect(run.columns).toEqual(['r = 0', 'r = 1', 'r = 2', 'r = 3', 'r = 4', 'r = 5']);
    expect(run.conjecture).toMatchObject({ kind: 'proved', from: 9, period: 13, checkedBelow: 22 });
  });

  it('Kayles and Dawson use the Grundy values of the octal engine, k = index of the last non-zero digit', () => {
    const kayles = certify(GAMES['kayles']!).runs[0]!;
    expect(kayles.values).toBe('grundy');
    expect(kayles.hypothesis).toMatchObject({ kind: 'octal', maxRemove: 2 });
    // g(70) = 6, the last exception; the cycle from 71 on
    const cert = certificateOf(certify(GAMES['kayles']!));
    expect(cert.exceptions[70]).toBe(6);
    expect(cert.pattern).toEqual([4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7].map((_, i) => [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7][(71 + i) % 12]));
    const chess = certify(GAMES['dawsons-chess']!).runs[0]!;
    expect(chess.hypothesis).toMatchObject({ kind: 'octal', maxRemove: 3 });
    expect([chess.certificate?.preperiod, chess.certificate?.period]).toEqual([52, 34]);
  });

  it('a parameter sweep gets one certificate per value (take 1 … m: period m + 1)', () => {
    const r = certify(GAMES['take-1-to-m']!);
    // m: nat is swept 1..12 only: each value certified, the file not (m = 13, … are left out)
    expect(r.runs.map((x) => x.status)).toEqual(Array(12).fill('proved'));
    expect(r.status).toBe('not-certified');
    expect(r.runs.map((x) => x.certificate?.period)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
  });

  it('zermelo check reports game 20 as proved by the certificate, with the certificate in the report', async () => {
    const report = await check(GAMES['game20']!, 'conjectures/heap/game20-no-repeat.yaml');
    expect(report.verdict).toBe('proved');
    expect(report.status).toBe('pass');
    expect(report.summary).toBe('proved for every n by a periodicity certificate: periodic from n = 9 with period 13, certified over [9, 14)');
    expect(report.certificate?.runs[0]).toMatchObject({ preperiod: 9, period: 13, maxTake: 5, uniformFrom: 5, window: [9, 14], theorem: 'subtraction' });
    expect(report.claims.every((c) => c.status === 'proved')).toBe(true);
  });
});
