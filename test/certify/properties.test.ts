// Laws, on random subtraction games (impartial normal and misère, Grundy values, partizan): the
// certified pattern matches values computed by brute force far beyond the window, the window is the
// theorem's, the preperiod is the least and the period fundamental. Seeds are printed for replay.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { patternRow, subtractionWindow } from '../../src/solve/period/index.js';
import { seedFor } from '../solve/randomGraphs.js';
import { certify } from './helpers.js';
import { campaignRuns } from '../setup/campaignSize.js';

const takeSet = fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }).map((s) => s.sort((a, b) => a - b));

/** Outcome codes (1 safe, 2 fragile) of one heap: normal play, or misère (no move: the player to move wins). */
function bruteOutcomes(set: number[], misere: boolean, size: number): number[] {
  const out: number[] = [];
  for (let n = 0; n < size; n++) {
    const moves = set.filter((k) => k <= n);
    if (moves.length === 0) out.push(misere ? 2 : 1);
    else out.push(moves.some((k) => out[n - k] === 1) ? 2 : 1);
  }
  return out;
}

function bruteGrundy(set: number[], size: number): number[] {
  const g: number[] = [];
  for (let n = 0; n < size; n++) {
    const seen = new Set(set.filter((k) => k <= n).map((k) => g[n - k]));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** Rows (A to move, B to move) of a partizan subtraction game, normal play. */
function brutePartizan(a: number[], b: number[], size: number): number[][] {
  const rows: number[][] = [];
  for (let n = 0; n < size; n++) {
    const wins = (set: number[], other: number) => set.some((k) => k <= n && rows[n - k]![other] === 1);
    rows.push([wins(a, 1) ? 2 : 1, wins(b, 0) ? 2 : 1]);
  }
  return rows;
}

/** The least e and the fundamental p of the data (brute force), to compare with the certificate. */
function leastPeriod(rows: string[], e: number, p: number): void {
  if (e > 0) expect(rows[e - 1]).not.toBe(rows[e - 1 + p]); // e is the least preperiod
  for (let q = 1; q < p; q++) {
    const holds = rows.every((r, n) => n < e || n + q >= rows.length || rows[n + q] === r);
    expect(holds, `period ${q} < ${p} also fits`).toBe(false);
  }
}

function checkAgainst(textOf: string, truth: (size: number) => number[][], maxTake: number): void {
  const r = certify(textOf);
  expect(r.reason).toBeNull();
  const cert = r.runs[0]!.certificate!;
  expect(cert.kind).toBe('subtraction');
  if (cert.kind !== 'subtraction') return;
  expect(cert.maxTake).toBe(maxTake);
  expect(cert.window).toEqual(subtractionWindow(cert.preperiod, cert.maxTake, cert.uniformFrom));
  const size = cert.checkedThrough + 4 * cert.period + 300;
  const rows = truth(size);
  for (let n = 0; n < size; n++) expect(patternRow(cert, n), `row ${n}`).toEqual(rows[n]);
  leastPeriod(
    rows.map((x) => x.join(',')),
    cert.preperiod,
    cert.period,
  );
}

describe('certified patterns agree with brute force far beyond the window', () => {
  it('impartial subtraction games, normal and misère play (outcomes)', () => {
    const seed = seedFor('certify outcomes');
    fc.assert(
      fc.property(takeSet, fc.boolean(), (set, misere) => {
        const text = `name: r\ngame: { subtraction: [${set.join(', ')}]${misere ? ', play: misère' : ''} }\nclaims:\n  - holds: outcome(0) = outcome(0)\ncheck: { bounds: { n: 0..20 } }\n`;
        const values = bruteOutcomes(set, misere, 5000);
        checkAgainst(text, (size) => values.slice(0, size).map((v) => [v]), set[set.length - 1]!);
      }),
      { seed, numRuns: campaignRuns(60) },
    );
  });

  it('Grundy values of subtraction games', () => {
    const seed = seedFor('certify grundy');
    fc.assert(
      fc.property(takeSet, (set) => {
        const text = `name: r\ngame: { subtraction: [${set.join(', ')}] }\nclaims:\n  - holds: grundy(0) = 0\ncheck: { bounds: { n: 0..20 } }\n`;
        const values = bruteGrundy(set, 5000);
        checkAgainst(text, (size) => values.slice(0, size).map((v) => [v]), set[set.length - 1]!);
      }),
      { seed, numRuns: campaignRuns(60) },
    );
  });

  it('partizan subtraction games (rows of two entries)', () => {
    const seed = seedFor('certify partizan');
    fc.assert(
      fc.property(takeSet, takeSet, (a, b) => {
        const text = `name: r\ngame: { subtraction: { A: [${a.join(', ')}], B: [${b.join(', ')}] } }\nclaims:\n  - holds: outcome({ n: 0, turn: A }) = outcome({ n: 0, turn: A })\ncheck: { bounds: { n: 0..20 } }\n`;
        const rows = brutePartizan(a, b, 5000);
        checkAgainst(text, (size) => rows.slice(0, size), Math.max(a[a.length - 1]!, b[b.length - 1]!));
      }),
      { seed, numRuns: campaignRuns(60) },
    );
  });
});
