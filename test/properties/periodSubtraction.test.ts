// Law: for random subtraction-like games (impartial sets S ⊆ 1..6 under normal and misère play,
// partizan pairs of sets, "take 1..m but not the previous take"), detect + certify on a short
// prefix, then the certificate predicts every value computed 20 times further. Oracles live here.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certifySubtractionPeriod, detectPeriod, patternRow, recheckCertificate, type SubtractionCertificate } from '../../src/solve/period/index.js';

type Moves = (n: number, c: number) => Array<[number, number]>;

/** Entry (n, c) = 1 (safe) iff the position has moves (or normal play) and every move reaches a 0. */
function outcomes(rows: number, width: number, moves: Moves, misere = false): number[] {
  const out: number[] = [];
  for (let n = 0; n < rows; n++) {
    for (let c = 0; c < width; c++) {
      const targets = moves(n, c);
      const lost = targets.every(([m, d]) => out[m * width + d] === 0) && !(misere && targets.length === 0);
      out.push(lost ? 1 : 0);
    }
  }
  return out;
}

function grundyValues(rows: number, set: number[]): number[] {
  const g: number[] = [];
  for (let n = 0; n < rows; n++) {
    const seen = new Set(set.filter((s) => s <= n).map((s) => g[n - s]));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

interface Family {
  name: string;
  width: number;
  maxTake: number;
  compute: (rows: number) => number[];
}

const takes = fc.subarray([1, 2, 3, 4, 5, 6], { minLength: 1 });
const impartial = fc.tuple(takes, fc.constantFrom('grundy', 'normal', 'misere')).map(([set, play]): Family => ({
  name: `${play} S=${set}`,
  width: 1,
  maxTake: Math.max(...set),
  compute: (rows) => (play === 'grundy' ? grundyValues(rows, set) : outcomes(rows, 1, (n) => set.filter((s) => s <= n).map((s): [number, number] => [n - s, 0]), play === 'misere')),
}));
const partizan = fc.tuple(takes, takes).map(([left, right]): Family => ({
  name: `partizan A=${left} B=${right}`,
  width: 2,
  maxTake: Math.max(...left, ...right),
  compute: (rows) => outcomes(rows, 2, (n, c) => (c === 0 ? left : right).filter((s) => s <= n).map((s): [number, number] => [n - s, 1 - c])),
}));
const noRepeat = fc.integer({ min: 2, max: 6 }).map((m): Family => ({
  name: `take 1..${m}, never the previous take`,
  width: m,
  maxTake: m,
  compute: (rows) =>
    outcomes(rows, m, (n, c) =>
      Array.from({ length: m }, (_, i) => i + 1)
        .filter((t) => t <= n && t !== c + 1)
        .map((t): [number, number] => [n - t, t - 1]),
    ),
}));

/** Detect on a prefix, certify, computing more when the theorem asks for it. */
function certifyFamily(family: Family): { cert: SubtractionCertificate; prefixRows: number } {
  let prefixRows = 200;
  for (;;) {
    const values = family.compute(prefixRows);
    const found = detectPeriod(values, { rowWidth: family.width });
    if (found === undefined) throw new Error(`${family.name}: no period in ${prefixRows} rows`);
    const result = certifySubtractionPeriod(values, { maxTake: family.maxTake, rowWidth: family.width, ...found });
    if (result.kind === 'certified') return { cert: result.certificate, prefixRows };
    if (result.kind !== 'needsMore' || prefixRows > 10_000) {
      throw new Error(`${family.name}: ${JSON.stringify(result)}`);
    }
    prefixRows = result.needsUpTo + 1;
  }
}

describe('subtraction periodicity law', () => {
  it('a certified period predicts every row 20 times beyond the prefix it came from', () => {
    fc.assert(
      fc.property(fc.oneof(impartial, partizan, noRepeat), (family) => {
        const { cert, prefixRows } = certifyFamily(family);
        const far = family.compute(20 * prefixRows);
        let wrong = -1;
        for (let n = 0; n < 20 * prefixRows && wrong < 0; n++) {
          const predicted = patternRow(cert, n);
          if (predicted.some((v, c) => v !== far[n * family.width + c])) wrong = n;
        }
        expect(wrong, family.name).toBe(-1);
        expect(recheckCertificate(cert, far)).toEqual({ kind: 'confirmed' });
        expect(cert.window).toEqual([cert.preperiod, cert.preperiod + family.maxTake]);
      }),
      { numRuns: 200 },
    );
  });

  it('a prefix broken on the last row the window reads is not certified, and the break is reported', () => {
    fc.assert(
      fc.property(fc.oneof(impartial, partizan, noRepeat), fc.nat(), (family, column) => {
        const { cert } = certifyFamily(family);
        const values = family.compute(cert.checkedThrough + 1);
        values[cert.checkedThrough * family.width + (column % family.width)] = 42;
        const result = certifySubtractionPeriod(values, {
          maxTake: family.maxTake,
          rowWidth: family.width,
          preperiod: cert.preperiod,
          period: cert.period,
        });
        expect(result).toMatchObject({ kind: 'broken', at: cert.window[1] - 1 });
        expect(detectPeriod(values, { rowWidth: family.width })).not.toEqual({
          preperiod: cert.preperiod,
          period: cert.period,
        });
      }),
      { numRuns: 200 },
    );
  });
});
