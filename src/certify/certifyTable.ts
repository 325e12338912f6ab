// Stage: certify. Computes rows as far as a certificate needs: solve, detect (e, p) on the rows, ask
// the theorem's certifier, and grow the table while it asks for more rows (up to a cap); the final
// certificate is rechecked from the values before anyone uses it. Input: the hypothesis and a row
// solver; output: the rechecked certificate with the table, or why none was found.

import { certifyOctalPeriod, certifySubtractionPeriod, detectPeriod, recheckCertificate, type CertifyResult, type PeriodCertificate } from '../solve/period/index.js';
import type { Hypothesis } from './hypothesis.js';
import type { RowTable } from './solveRows.js';

export interface CertifyTableOptions {
  /** Rows to start with (the file's bound on the heap, plus one). */
  startRows: number;
  /** Give up beyond this many rows. */
  maxRows: number;
  /** Give up beyond this many positions (rows × row width). */
  maxPositions?: number;
}

export type TableCertificate = { ok: true; certificate: PeriodCertificate; table: RowTable; attempts: number } | { ok: false; reason: string; rows: number };

export function certifyTable(hypothesis: Hypothesis, solve: (rows: number) => RowTable | string, opts: CertifyTableOptions): TableCertificate {
  const maxPositions = opts.maxPositions ?? 20_000_000;
  let rows = Math.max(2, Math.min(opts.startRows, opts.maxRows));
  let last = '';
  for (let attempts = 1; ; attempts++) {
    const table = solve(rows);
    if (typeof table === 'string') return { ok: false, reason: table, rows };
    const { values, rowWidth } = table;
    let want = 0;
    const found = detectPeriod(values, { rowWidth });
    if (!found) {
      last = `no period shows in the ${rows} rows computed`;
    } else {
      const result = certify(hypothesis, values, rowWidth, found.preperiod, found.period);
      if (result.kind === 'certified') {
        const recheck = recheckCertificate(result.certificate, values);
        if (recheck.kind !== 'confirmed') return { ok: false, reason: `the certificate did not pass its recheck: ${recheck.message}`, rows };
        return { ok: true, certificate: result.certificate, table, attempts };
      }
      if (result.kind === 'invalid') return { ok: false, reason: result.message, rows };
      last = `period ${found.period} from ${found.preperiod} seen, but ${result.message}`;
      if (result.kind === 'needsMore') want = result.needsUpTo + 1;
    }
    const growing = hypothesis.kind === 'octal' && want === 0 ? stillGrowing(values, rows) : undefined;
    if (growing) return { ok: false, reason: `${last}; the values keep growing (${growing}): gave up at ${rows} rows`, rows };
    const next = Math.max(want, rows * 2);
    const cap = Math.min(opts.maxRows, Math.floor(maxPositions / rowWidth));
    if (rows >= cap) return { ok: false, reason: `${last}; gave up at ${rows} rows`, rows };
    rows = Math.min(next, cap);
  }
}

const GROWTH_FROM = 4096;

/** Periodic values are bounded: when the last quarter of the rows holds values half as large again
 *  as any of the first half, no period is near and the table is not grown further (a give-up rule,
 *  never a verdict). Says what it saw, or undefined. */
function stillGrowing(values: Int32Array, rows: number): string | undefined {
  if (rows < GROWTH_FROM) return undefined;
  let early = 0;
  let late = 0;
  for (let n = 0; n < rows >> 1; n++) early = Math.max(early, values[n]!);
  for (let n = rows - (rows >> 2); n < rows; n++) late = Math.max(late, values[n]!);
  return late >= 1.5 * early && late > early + 16 ? `largest value ${early} in the first half, ${late} in the last quarter` : undefined;
}

function certify(h: Hypothesis, values: Int32Array, rowWidth: number, preperiod: number, period: number): CertifyResult<PeriodCertificate> {
  if (h.kind === 'octal') return certifyOctalPeriod(values, { maxRemove: h.maxRemove, preperiod, period });
  return certifySubtractionPeriod(values, { maxTake: h.maxTake, uniformFrom: h.uniformFrom, rowWidth, preperiod, period });
}
