// Unit and property tests of certifyOctalPeriod (Guy–Smith): Kayles 0.77 period 12 from 71, Dawson's
// Kayles 0.07 period 34, Dawson's chess 0.137, the exact window, the e = 0 gap (0.04), the off-by-one
// trap, and random octal codes. The Grundy oracle is a direct mex recurrence written here only.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { certifyOctalPeriod, detectPeriod, octalWindow, patternValue, recheckCertificate } from '../../../src/solve/period/index.js';

/** Grundy values g(0 … length−1) of the octal game `code` ("0.77", "4.07", …), by the definition. */
function octalGrundy(code: string, length: number): number[] {
  const [before, after = ''] = code.split('.');
  const digits = [Number(before), ...after.split('').map(Number)];
  const g: number[] = [];
  for (let n = 0; n < length; n++) {
    const options = new Set<number>();
    digits.forEach((d, j) => {
      const rest = n - j;
      if (rest < 0) return;
      if (d & 1 && rest === 0) options.add(0);
      if (d & 2 && rest > 0) options.add(g[rest] as number);
      if (d & 4) for (let a = 1; 2 * a <= rest; a++) options.add((g[a] as number) ^ (g[rest - a] as number));
    });
    let mex = 0;
    while (options.has(mex)) mex++;
    g.push(mex);
  }
  return g;
}

const kayles = octalGrundy('0.77', 1000);

describe('certifyOctalPeriod', () => {
  it('Kayles 0.77: last exception at 70, period 12 from 71, window [71, 156), values through 167', () => {
    expect(kayles.slice(0, 12)).toEqual([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
    expect(kayles[70]).not.toBe(kayles[82]);
    expect(detectPeriod(kayles)).toEqual({ preperiod: 71, period: 12 });
    expect(octalWindow(71, 12, 2)).toEqual([71, 2 * 71 + 12 + 2]);
    const opts = { maxRemove: 2, preperiod: 71, period: 12 };
    expect(certifyOctalPeriod(kayles.slice(0, 167), opts)).toMatchObject({ kind: 'needsMore', needsUpTo: 167 });
    expect(certifyOctalPeriod(kayles, { ...opts, preperiod: 70 })).toMatchObject({ kind: 'broken', at: 70 });
    const result = certifyOctalPeriod(kayles.slice(0, 168), opts);
    expect(result.kind).toBe('certified');
    if (result.kind !== 'certified') return;
    expect(result.certificate).toMatchObject({ kind: 'octal', window: [71, 156], checkedThrough: 167 });
    expect(result.certificate.pattern).toEqual([7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2]); // g(71 … 82)
    expect(recheckCertificate(result.certificate, kayles)).toEqual({ kind: 'confirmed' });
    expect(patternValue(result.certificate, 10n ** 30n)).toBe(kayles[71 + Number((10n ** 30n - 71n) % 12n)]);
  });

  it("Dawson's Kayles 0.07: period 34 from 53 (found by computing), certified through 175", () => {
    const dawson = octalGrundy('0.07', 1500);
    const found = detectPeriod(dawson);
    expect(found).toEqual({ preperiod: 53, period: 34 });
    const result = certifyOctalPeriod(dawson, { maxRemove: 2, preperiod: 53, period: 34 });
    expect(result).toMatchObject({ kind: 'certified', certificate: { window: [53, 142], checkedThrough: 175 } });
    if (result.kind === 'certified') expect(recheckCertificate(result.certificate, dawson)).toEqual({ kind: 'confirmed' });
  });

  it("Dawson's chess 0.137: period 34 from 52", () => {
    const chess = octalGrundy('0.137', 800);
    expect(detectPeriod(chess)).toEqual({ preperiod: 52, period: 34 });
    expect(certifyOctalPeriod(chess, { maxRemove: 3, preperiod: 52, period: 34 }).kind).toBe('certified');
  });

  it('trap: a break one step past a window computed one too short is caught', () => {
    const trap = kayles.slice(0, 168);
    trap[167] = 99; // g(155 + 12) ≠ g(155): n = 155 = 2e + p + k − 1 is the window's last n
    const tooShort = (g: number[], e: number, p: number, k: number) => g.slice(e, 2 * e + p + k - 1).every((v, i) => g[e + i + p] === v);
    expect(tooShort(trap, 71, 12, 2)).toBe(true); // an off-by-one certifier would say "proved"
    expect(certifyOctalPeriod(trap, { maxRemove: 2, preperiod: 71, period: 12 })).toMatchObject({
      kind: 'broken',
      at: 155,
    });
  });

  it('e = 0: the window needs one more step than 2e + p + k (0.4 is periodic on [0, 2) only)', () => {
    const g = octalGrundy('0.4', 50); // take one, split the rest into two non-empty heaps
    expect(g.slice(0, 4)).toEqual([0, 0, 0, 1]);
    expect(octalWindow(0, 1, 1)).toEqual([0, 3]);
    expect(certifyOctalPeriod(g, { maxRemove: 1, preperiod: 0, period: 1 })).toMatchObject({ kind: 'broken', at: 2 });
    // Kayles-like codes that are periodic from 0 are still certified: 0.3 (take one) is 0, 1, 0, 1, …
    expect(certifyOctalPeriod(octalGrundy('0.3', 10), { maxRemove: 1, preperiod: 0, period: 2 }).kind).toBe('certified');
  });

  it('rejects bad parameters', () => {
    expect(certifyOctalPeriod(kayles, { maxRemove: -1, preperiod: 0, period: 1 }).kind).toBe('invalid');
    expect(certifyOctalPeriod(kayles, { maxRemove: 2, preperiod: 0, period: 0 }).kind).toBe('invalid');
    expect(certifyOctalPeriod(kayles, { maxRemove: 2, preperiod: 1.5, period: 1 }).kind).toBe('invalid');
  });

  it('property: for random octal codes, a certified (e, p) holds over all values computed', () => {
    const code = fc
      .tuple(fc.constantFrom('0', '4'), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }))
      .filter(([, digits]) => digits[digits.length - 1] !== 0)
      .map(([d0, digits]) => `${d0}.${digits.join('')}`);
    fc.assert(
      fc.property(code, (text) => {
        const k = text.length - 2;
        const g = octalGrundy(text, 400);
        for (let e = 0; e <= 8; e++) {
          for (let p = 1; p <= 30; p++) {
            const result = certifyOctalPeriod(g, { maxRemove: k, preperiod: e, period: p });
            if (result.kind !== 'certified') continue;
            const wrong = g.findIndex((v, n) => patternValue(result.certificate, n) !== v);
            expect(wrong, `${text} e=${e} p=${p}`).toBe(-1);
          }
        }
        const found = detectPeriod(g);
        if (found !== undefined && found.preperiod < 100) {
          const result = certifyOctalPeriod(g, { maxRemove: k, ...found });
          if (result.kind === 'certified') expect(recheckCertificate(result.certificate, g)).toEqual({ kind: 'confirmed' });
        }
      }),
      { numRuns: 150 },
    );
  });
});
