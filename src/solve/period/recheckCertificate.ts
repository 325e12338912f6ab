// Stage: certify/period. Recomputes a stored periodicity certificate (issue 8: certificates are never
// trusted as given). Input: a certificate and the values it claims to describe; output: confirmed,
// or rejected with the first row that disagrees and why.

import type { PeriodCertificate } from './certificate.js';
import { octalWindow } from './certifyOctalPeriod.js';
import { subtractionWindow } from './certifySubtractionPeriod.js';
import { firstBreak, rowsEqual } from './rows.js';

export type RecheckResult = { kind: 'confirmed' } | { kind: 'rejected'; message: string; row?: number };

/**
 * Confirms, in order: the certificate is well formed; its window is exactly the one its theorem
 * demands for (e, p, k) — a shorter stored window is rejected, not trusted; the values reach
 * checkedThrough; the stored exceptions and pattern are the values' rows 0 … e + p − 1; the window
 * check row(n + p) = row(n) passes again; and every further row given agrees with the pattern (a
 * disagreement there means the values break the theorem's hypothesis, or a solver bug).
 */
export function recheckCertificate(cert: PeriodCertificate, values: ArrayLike<number>): RecheckResult {
  const { preperiod: e, period: p, rowWidth: w } = cert;
  const malformed = malformedReason(cert);
  if (malformed !== undefined) return { kind: 'rejected', message: `malformed certificate: ${malformed}` };
  if (values.length % w !== 0) return { kind: 'rejected', message: `values.length is not a multiple of ${w}` };
  const rows = values.length / w;
  if (rows <= cert.checkedThrough) {
    return { kind: 'rejected', message: `values stop at row ${rows - 1}; the window reads through ${cert.checkedThrough}` };
  }
  for (let n = 0; n < e + p; n++) {
    const stored = n < e ? cert.exceptions : cert.pattern;
    const base = (n < e ? n : n - e) * w;
    for (let c = 0; c < w; c++) {
      if (stored[base + c] !== values[n * w + c]) {
        return { kind: 'rejected', message: `stored row ${n} differs from the values`, row: n };
      }
    }
  }
  const at = firstBreak(values, w, p, cert.window[0], cert.window[1]);
  if (at >= 0) return { kind: 'rejected', message: `row ${at + p} differs from row ${at} inside the window`, row: at + p };
  for (let n = e + p; n < rows; n++) {
    if (!rowsEqual(values, w, n, e + ((n - e) % p))) {
      return { kind: 'rejected', message: `row ${n} disagrees with the certified pattern (hypothesis violated?)`, row: n };
    }
  }
  return { kind: 'confirmed' };
}

function malformedReason(cert: PeriodCertificate): string | undefined {
  const { preperiod: e, period: p, rowWidth: w } = cert;
  if (![e, p, w].every(Number.isSafeInteger) || e < 0 || p < 1 || w < 1) return 'preperiod, period, rowWidth';
  if (cert.pattern.length !== p * w) return `pattern holds ${cert.pattern.length} entries, not ${p * w}`;
  if (cert.exceptions.length !== e * w) return `exceptions hold ${cert.exceptions.length} entries, not ${e * w}`;
  let expected: [number, number];
  switch (cert.kind) {
    case 'subtraction':
      if (!Number.isSafeInteger(cert.maxTake) || cert.maxTake < 1) return 'maxTake';
      if (!Number.isSafeInteger(cert.uniformFrom) || cert.uniformFrom < 0) return 'uniformFrom';
      expected = subtractionWindow(e, cert.maxTake, cert.uniformFrom);
      break;
    case 'octal':
      if (!Number.isSafeInteger(cert.maxRemove) || cert.maxRemove < 0) return 'maxRemove';
      if (w !== 1) return 'an octal certificate has rowWidth 1';
      expected = octalWindow(e, p, cert.maxRemove);
      break;
    default: {
      const unknown: never = cert;
      return `unknown kind ${(unknown as { kind: string }).kind}`;
    }
  }
  if (cert.window[0] !== expected[0] || cert.window[1] !== expected[1]) {
    return `window [${cert.window[0]}, ${cert.window[1]}) is not the theorem's [${expected[0]}, ${expected[1]})`;
  }
  if (cert.checkedThrough !== expected[1] + p - 1) return `checkedThrough ${cert.checkedThrough}`;
  return undefined;
}
