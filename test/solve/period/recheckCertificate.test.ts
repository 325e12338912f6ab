// Unit tests of recheckCertificate: a genuine certificate survives a JSON round trip and is confirmed;
// every kind of tampering (pattern, exceptions, window, kind, too few values) and data that break
// the pattern after the window are rejected with the row at fault.

import { describe, expect, it } from 'vitest';
import { certifyOctalPeriod, certifySubtractionPeriod, recheckCertificate, type PeriodCertificate } from '../../../src/solve/period/index.js';

const mod4 = Array.from({ length: 40 }, (_, n) => (n < 2 ? 5 + n : n % 4)); // 5 6 | 2 3 0 1 …
const result = certifySubtractionPeriod(mod4, { maxTake: 3, preperiod: 2, period: 4 });
if (result.kind !== 'certified') throw new Error(JSON.stringify(result));
const cert = result.certificate;
const tamper = (changes: object) => ({ ...cert, ...changes }) as PeriodCertificate;

describe('recheckCertificate', () => {
  it('confirms a genuine certificate, also after a JSON round trip', () => {
    expect(cert).toMatchObject({ window: [2, 5], checkedThrough: 8, exceptions: [5, 6], pattern: [2, 3, 0, 1] });
    expect(recheckCertificate(JSON.parse(JSON.stringify(cert)) as PeriodCertificate, mod4)).toEqual({
      kind: 'confirmed',
    });
  });

  it('rejects tampered certificates', () => {
    expect(recheckCertificate(tamper({ pattern: [2, 3, 0, 2] }), mod4)).toMatchObject({ kind: 'rejected', row: 5 });
    expect(recheckCertificate(tamper({ exceptions: [5, 7] }), mod4)).toMatchObject({ kind: 'rejected', row: 1 });
    expect(recheckCertificate(tamper({ window: [2, 4], checkedThrough: 7 }), mod4).kind).toBe('rejected');
    expect(recheckCertificate(tamper({ checkedThrough: 7 }), mod4).kind).toBe('rejected');
    expect(recheckCertificate(tamper({ maxTake: 2 }), mod4).kind).toBe('rejected'); // window no longer matches
    expect(recheckCertificate(tamper({ pattern: [2, 3, 0] }), mod4).kind).toBe('rejected');
    expect(recheckCertificate(tamper({ kind: 'octal', maxRemove: 1 }), mod4).kind).toBe('rejected');
    expect(recheckCertificate(tamper({ kind: 'magic' }), mod4)).toMatchObject({ message: expect.stringContaining('magic') });
  });

  it('rejects values that stop before the window or break the pattern later', () => {
    expect(recheckCertificate(cert, mod4.slice(0, 8)).kind).toBe('rejected');
    const broken = mod4.slice();
    broken[33] = 9;
    expect(recheckCertificate(cert, broken)).toMatchObject({ kind: 'rejected', row: 33 });
    const inWindow = mod4.slice();
    inWindow[7] = 9;
    expect(recheckCertificate(cert, inWindow)).toMatchObject({ kind: 'rejected', row: 7 });
  });

  it('rechecks octal certificates against their own window', () => {
    const nim1 = Array.from({ length: 12 }, (_, n) => n % 2); // 0.3: take one stone
    const octal = certifyOctalPeriod(nim1, { maxRemove: 1, preperiod: 0, period: 2 });
    if (octal.kind !== 'certified') throw new Error(JSON.stringify(octal));
    expect(octal.certificate.window).toEqual([0, 4]);
    expect(recheckCertificate(octal.certificate, nim1)).toEqual({ kind: 'confirmed' });
    const short = { ...octal.certificate, window: [0, 3], checkedThrough: 4 } as PeriodCertificate;
    expect(recheckCertificate(short, nim1).kind).toBe('rejected');
  });
});
