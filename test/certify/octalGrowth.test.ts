// Octal certificates stop growing the table when the values keep growing (0.1234, 0.3456: no period
// near), and still grow it as far as a period's window needs (0.165: period 1550 from n ≈ 10^4).

import { describe, expect, it } from 'vitest';
import { certifySpec } from '../../src/certify/index.js';
import { spec } from './helpers.js';

const octalFile = (code: string, top: number): string => `name: o${code}\ngame: { octal: "0.${code}" }\nclaims:\n  - { name: a value, holds: grundy(3) ≥ 0 }\ncheck: { bounds: { n: 0..${top} } }\n`;

describe('octal certificate table growth', () => {
  it.each(['1234', '3456'])('0.%s: gives up below 10^4 rows, saying the values keep growing', (code) => {
    const r = certifySpec(spec(octalFile(code, 300)));
    expect(r.runs[0]!.status).toBe('not-certified');
    expect(r.runs[0]!.reason).toMatch(/the values keep growing \(largest value \d+ in the first half, \d+ in the last quarter\): gave up at 4816 rows/);
    expect(r.runs[0]!.rowsComputed).toBe(4816);
  });

  it('0.165: the table still grows to the window of its period (1550) and is certified', () => {
    const r = certifySpec(spec(octalFile('165', 300)));
    expect(r.runs[0]!.status).toBe('proved');
    expect(r.runs[0]!.certificate!.period).toBe(1550);
  });
});
