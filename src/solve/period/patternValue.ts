// Stage: certify/period. Reads a certified period back: the value (or whole row) of any n ≥ 0, however
// large, from a certificate alone. Input: a certificate and n (number up to 2^53 − 1, or bigint);
// output: the value the certificate predicts (the preperiod's stored values, else the pattern's).

import type { PeriodCertificate } from './certificate.js';

/** Index of row n inside the certificate: ['exception', n] below the preperiod, else ['pattern', (n − e) mod p]. */
export function patternRowIndex(cert: PeriodCertificate, n: number | bigint): ['exception' | 'pattern', number] {
  if (typeof n === 'bigint') {
    if (n < 0n) throw new RangeError(`n must be ≥ 0, got ${n}`);
    if (n < BigInt(cert.preperiod)) return ['exception', Number(n)];
    return ['pattern', Number((n - BigInt(cert.preperiod)) % BigInt(cert.period))];
  }
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`n must be a safe integer ≥ 0, got ${n}`);
  if (n < cert.preperiod) return ['exception', n];
  return ['pattern', (n - cert.preperiod) % cert.period];
}

/** Entry `column` (default 0) of row n as the certificate predicts it. */
export function patternValue(cert: PeriodCertificate, n: number | bigint, column = 0): number {
  if (!Number.isSafeInteger(column) || column < 0 || column >= cert.rowWidth) {
    throw new RangeError(`column must be in [0, ${cert.rowWidth}), got ${column}`);
  }
  const [where, row] = patternRowIndex(cert, n);
  const source = where === 'exception' ? cert.exceptions : cert.pattern;
  const value = source[row * cert.rowWidth + column];
  if (value === undefined) throw new Error(`malformed certificate: no stored ${where} row ${row}`);
  return value;
}

/** The whole row n as the certificate predicts it (a fresh array of rowWidth entries). */
export function patternRow(cert: PeriodCertificate, n: number | bigint): number[] {
  const [where, row] = patternRowIndex(cert, n);
  const source = where === 'exception' ? cert.exceptions : cert.pattern;
  const start = row * cert.rowWidth;
  if (start + cert.rowWidth > source.length) throw new Error(`malformed certificate: no stored ${where} row ${row}`);
  return source.slice(start, start + cert.rowWidth);
}
