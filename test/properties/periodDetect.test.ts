// Laws of detectPeriod (src/solve/period): it agrees with a brute-force reading of its definition,
// its period is fundamental and its preperiod least, a planted period behind random junk is found
// exactly, and a sequence broken near its end is not reported with the planted period.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectPeriod } from '../../src/solve/period/index.js';

/** row(n + p) = row(n) for every e ≤ n < R − p. */
function tailConsistent(values: number[], w: number, e: number, p: number): boolean {
  const rows = values.length / w;
  for (let n = e; n + p < rows; n++) {
    for (let c = 0; c < w; c++) if (values[n * w + c] !== values[(n + p) * w + c]) return false;
  }
  return true;
}

/** The definition, read literally: least e ≥ from, then least p with minRepeats·p ≤ R − e. O(R³). */
function bruteDetect(values: number[], w: number, minRepeats: number, from: number) {
  const rows = values.length / w;
  for (let e = from; e < rows; e++) {
    for (let p = 1; minRepeats * p <= rows - e; p++) {
      if (tailConsistent(values, w, e, p)) return { preperiod: e, period: p };
    }
  }
  return undefined;
}

const table = fc
  .integer({ min: 1, max: 3 })
  .chain((w) => fc.tuple(fc.constant(w), fc.array(fc.integer({ min: 0, max: 2 }), { maxLength: 40 * w })))
  .map(([w, flat]) => ({ w, values: flat.slice(0, flat.length - (flat.length % w)) }));

/** Junk, then a random pattern repeated over a tail at least junk + 2·|pattern| long, cut anywhere. */
const planted = fc
  .record({
    w: fc.integer({ min: 1, max: 3 }),
    junk: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 30 }),
    pattern: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 1, maxLength: 12 }),
    extra: fc.nat(40),
  })
  .map(({ w, junk, pattern, extra }) => {
    const junkRows = Math.floor(junk.length / w);
    const patternRows = Math.max(1, Math.floor(pattern.length / w));
    const pat = Array.from({ length: patternRows * w }, (_, i) => pattern[i % pattern.length] as number);
    const tailRows = junkRows + 2 * patternRows + extra;
    const values = junk.slice(0, junkRows * w);
    for (let i = 0; i < tailRows * w; i++) values.push(pat[i % pat.length] as number);
    return { w, values, junkRows, patternRows };
  });

/** What detection must find in a planted sequence: the primitive root of the pattern, walked back. */
function expectedPlanted(values: number[], w: number, junkRows: number, patternRows: number) {
  let period = patternRows;
  for (let d = 1; d < patternRows; d++) {
    if (patternRows % d === 0 && tailConsistent(values.slice(junkRows * w), w, 0, d)) {
      period = d;
      break;
    }
  }
  let preperiod = junkRows;
  const rowEq = (i: number, j: number) => values.slice(i * w, i * w + w).every((v, c) => v === values[j * w + c]);
  while (preperiod > 0 && rowEq(preperiod - 1, preperiod - 1 + period)) preperiod--;
  return { preperiod, period };
}

describe('detectPeriod laws', () => {
  it('agrees with the brute-force definition (rows of width 1–3, minRepeats 1–3, from 0–5)', () => {
    fc.assert(
      fc.property(table, fc.integer({ min: 1, max: 3 }), fc.nat(5), ({ w, values }, minRepeats, from) => {
        expect(detectPeriod(values, { rowWidth: w, minRepeats, from })).toEqual(bruteDetect(values, w, minRepeats, from));
      }),
      { numRuns: 500 },
    );
  });

  it('reports a fundamental period and the least preperiod; every other supported period is a multiple', () => {
    fc.assert(
      fc.property(table, ({ w, values }) => {
        const found = detectPeriod(values, { rowWidth: w });
        if (found === undefined) return;
        const { preperiod: e, period: p } = found;
        const rows = values.length / w;
        expect(tailConsistent(values, w, e, p) && 2 * p <= rows - e).toBe(true);
        for (let d = 1; d < p; d++) expect(tailConsistent(values, w, e, d)).toBe(false);
        for (let q = p + 1; 2 * q <= rows - e; q++) {
          if (tailConsistent(values, w, e, q)) expect(q % p).toBe(0);
        }
        if (e > 0) {
          for (let q = 1; 2 * q <= rows - e + 1; q++) expect(tailConsistent(values, w, e - 1, q)).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('finds a planted period behind random junk exactly', () => {
    fc.assert(
      fc.property(planted, ({ w, values, junkRows, patternRows }) => {
        expect(detectPeriod(values, { rowWidth: w })).toEqual(expectedPlanted(values, w, junkRows, patternRows));
      }),
      { numRuns: 500 },
    );
  });

  it('does not report the planted period when one row near the end breaks it', () => {
    fc.assert(
      fc.property(planted, fc.nat(), fc.nat(), ({ w, values, junkRows, patternRows }, back, column) => {
        const planted = expectedPlanted(values, w, junkRows, patternRows);
        const rows = values.length / w;
        const broken = rows - 1 - (back % planted.period);
        const mutated = values.slice();
        mutated[broken * w + (column % w)] = 99;
        const found = detectPeriod(mutated, { rowWidth: w });
        expect(found).not.toEqual(planted);
        // Whatever is reported never compares the broken row with another row.
        if (found !== undefined) {
          const compared = broken - found.period >= found.preperiod || (broken >= found.preperiod && broken + found.period < rows);
          expect(compared).toBe(false);
        }
      }),
      { numRuns: 500 },
    );
  });
});
