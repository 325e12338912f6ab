// Stage: game. The parameter assignments a file is checked for: the product of the ranges of
// check.params, in declaration order. Shared by the bounded check and the certificate stage.

import type { Diagnostic } from '../diag/diagnostic.js';
import type { Spec } from '../spec/model.js';
import { evalInteger, isDiagnostic } from './evalConst.js';
import { buildLayout } from './layout.js';

/** The most games (parameter assignments) one file's sweep may check. */
export const MAX_PARAMETER_RUNS = 100_000;

/** Every assignment of the swept parameters, or the error that stops the sweep. */
export function parameterSweep(spec: Spec): Record<string, number>[] | Diagnostic {
  const layout = buildLayout(spec);
  const frame = new Float64Array(layout.frameSize);
  let sweep: Record<string, number>[] = [{}];
  for (const [name, b] of Object.entries(spec.check.params)) {
    const lo = evalInteger(b.lo, layout, frame, spec.file, `the lowest value of \`${name}\``);
    if (isDiagnostic(lo)) return lo;
    const hi = evalInteger(b.hi, layout, frame, spec.file, `the highest value of \`${name}\``);
    if (isDiagnostic(hi)) return hi;
    // each value is a separate game: refuse a sweep that could never finish (or fill the memory)
    const games = sweep.length * Math.max(0, hi - lo + 1);
    if (games > MAX_PARAMETER_RUNS) {
      return {
        code: 'ZM4004',
        severity: 'error',
        file: spec.file,
        span: b.span,
        message: `check.params sweeps ${games} games (each value of \`${name}\` is a separate game); at most ${MAX_PARAMETER_RUNS} are checked`,
        hint: `lower the range of \`${name}\` in check.params`,
      };
    }
    const next: Record<string, number>[] = [];
    for (const partial of sweep) for (let v = lo; v <= hi; v++) next.push({ ...partial, [name]: v });
    sweep = next;
  }
  return sweep;
}
