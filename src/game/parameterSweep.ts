// Stage: game. The parameter assignments a file is checked for: the product of the ranges of
// check.params, in declaration order. Shared by the bounded check and the certificate stage.

import type { Diagnostic } from '../diag/diagnostic.js';
import type { Spec } from '../model/model.js';
import { evalInteger, isDiagnostic } from './evalConst.js';
import { buildLayout } from './layout.js';

/** The most games (parameter assignments) one file's sweep may check. */
export const MAX_PARAMETER_RUNS = 100_000;

/** Every assignment of the swept parameters, or the error that stops the sweep. The size check
 *  comes first and counts the whole product, so a sweep that could never finish is refused at once
 *  with its true number of games. */
export function parameterSweep(spec: Spec): Record<string, number>[] | Diagnostic {
  const ranges = parameterRanges(spec);
  if (isDiagnostic(ranges)) return ranges;
  let games = 1;
  for (const r of ranges) {
    games *= Math.max(0, r.hi - r.lo + 1);
    if (games > MAX_PARAMETER_RUNS) {
      const total = ranges.reduce((n, x) => n * Math.max(0, x.hi - x.lo + 1), 1);
      const product = ranges.map((x) => `${Math.max(0, x.hi - x.lo + 1)}`).join(' × ');
      return {
        code: 'ZM4004',
        severity: 'error',
        file: spec.file,
        span: r.span,
        message: `check.params sweeps ${formatCount(total)} games${ranges.length > 1 ? ` (${product})` : ''}, each a separate game; at most ${MAX_PARAMETER_RUNS} are checked`,
        hint: `lower the range of \`${r.name}\` in check.params`,
      };
    }
  }
  let sweep: Record<string, number>[] = [{}];
  for (const { name, lo, hi } of ranges) {
    const next: Record<string, number>[] = [];
    for (const partial of sweep) for (let v = lo; v <= hi; v++) next.push({ ...partial, [name]: v });
    sweep = next;
  }
  return sweep;
}

export interface ParameterRange {
  name: string;
  lo: number;
  hi: number;
  span: Spec['check']['params'][string]['span'];
}

/** The range of each swept parameter, in declaration order (bounds are constants). */
export function parameterRanges(spec: Spec): ParameterRange[] | Diagnostic {
  const layout = buildLayout(spec);
  const frame = new Float64Array(layout.frameSize);
  const out: ParameterRange[] = [];
  for (const [name, b] of Object.entries(spec.check.params)) {
    const lo = evalInteger(b.lo, layout, frame, spec.file, `the lowest value of \`${name}\``);
    if (isDiagnostic(lo)) return lo;
    const hi = evalInteger(b.hi, layout, frame, spec.file, `the highest value of \`${name}\``);
    if (isDiagnostic(hi)) return hi;
    out.push({ name, lo, hi, span: b.span });
  }
  return out;
}

/** 1000001, or 1.0·10^12 for counts beyond exact doubles' comfortable reading. */
function formatCount(n: number): string {
  if (n < 1e15) return String(n);
  const exponent = Math.floor(Math.log10(n));
  return `${(n / 10 ** exponent).toFixed(1)}·10^${exponent}`;
}
