// Stage: certify. Decides a conjecture for EVERY n from a rechecked certificate: the conjecture's
// dependence on n must be periodic from some t with a period q that is derived syntactically
// (periodicity.ts); then every n < max(e, t) + lcm(p, q) is compared with the certified pattern.
// Input: game, conjecture, certificate; output: proved, the least counterexample, or why undecided.

import type { SpecGame } from '../game/buildGame.js';
import { EvalError } from '../lang/runtime.js';
import type { ConjectureSpec, Definition } from '../model/model.js';
import { decideForAllN, patternRow, type PeriodCertificate } from '../solve/period/index.js';
import { gcd } from '../solve/period/rows.js';
import { conjectureEvaluator } from './conjectureClass.js';
import { periodicity, type Dep } from './periodicity.js';
import { columnPosition, type RowValues } from './solveRows.js';

export type ConjectureDecision =
  /** Every n: checked for n < checkedBelow; the conjecture is periodic in n from `from` with `period`. */
  | { kind: 'proved'; from: number; period: number; checkedBelow: number }
  /** The least n where some position (n, x) disagrees with the certified truth. */
  | { kind: 'refuted'; n: number; position: Float64Array; conjectured: string; truth: string; truthValue: number }
  | { kind: 'undecided'; reason: string };

export interface DecideOptions {
  /** Most n to check (e + lcm(p, q)); default 4 000 000, fewer for wide rows (16 000 000 positions). */
  limit?: number;
}

export function decideConjecture(game: SpecGame, conjecture: ConjectureSpec, cert: PeriodCertificate, heap: string, kind: RowValues, opts: DecideOptions = {}): ConjectureDecision {
  const heapSlot = game.layout.fields.get(heap)!.offset;
  const fields = new Map<string, Dep>(game.layout.scope.state.map((f) => [f.name, f.name === heap ? { kind: 'linear', a: 1n, b: 0n } : { kind: 'free' }]));
  const defines = new Map<string, Definition>(game.spec.defines.map((d) => [d.name, d]));
  let from = 0;
  let period = 1;
  for (const e of [conjecture.safe, conjecture.fragile, conjecture.neutral, conjecture.grundy]) {
    if (!e) continue;
    const r = periodicity(e, { fields, params: game.params, defines });
    if (!r.ok) return { kind: 'undecided', reason: `the conjecture's dependence on ${heap} is not periodic in a way zermelo can prove: ${r.reason}` };
    from = Math.max(from, r.from);
    period = (period / gcd(period, r.period)) * r.period;
  }
  const evaluator = conjectureEvaluator(game, conjecture, kind);
  if (typeof evaluator === 'string') return { kind: 'undecided', reason: evaluator };

  // The certificate re-read with a later preperiod e' = max(e, t): still true (rows are periodic from
  // e on, hence from e' on), and from e' on the conjecture sees n only through n mod q.
  const limit = opts.limit ?? Math.min(4_000_000, Math.floor(16_000_000 / cert.rowWidth));
  const cycle = (cert.period / gcd(cert.period, period)) * period;
  const direct = Math.max(cert.preperiod, from) + cycle; // decideForAllN evaluates every n below this itself
  if (!Number.isSafeInteger(direct) || direct > limit) {
    return { kind: 'undecided', reason: `deciding it needs ${direct} values of ${heap} (the limit is ${limit})` };
  }
  const shifted = shiftCertificate(cert, Math.max(cert.preperiod, from));
  const columns = Array.from({ length: cert.rowWidth }, (_, c) => columnPosition(game, heapSlot, 0, c));
  let error: { n: number; message: string } | undefined;
  let lastTruth = true;
  const predicate = (n: number, _value: number, row: readonly number[]): boolean => {
    const isDirect = n < direct;
    try {
      let ok = true;
      for (let c = 0; c < row.length && ok; c++) {
        const p = columns[c]!;
        p[heapSlot] = n;
        ok = evaluator.agrees(p, row[c]!);
      }
      if (isDirect) lastTruth = ok;
      return ok;
    } catch (e) {
      if (!(e instanceof EvalError)) throw e;
      // The guard's far representatives (near 2^53) may overflow; the syntactic period is the proof.
      if (!isDirect) return lastTruth;
      error = { n, message: e.message };
      return false;
    }
  };
  const result = decideForAllN(shifted, predicate, period, { limit });
  switch (result.kind) {
    case 'holds':
      return { kind: 'proved', from, period, checkedBelow: result.checkedBelow };
    case 'fails': {
      if (error && error.n === result.n) return { kind: 'undecided', reason: `the conjecture cannot be evaluated at ${heap} = ${result.n}: ${error.message}` };
      const row = patternRow(cert, result.n);
      for (let c = 0; c < row.length; c++) {
        const p = columnPosition(game, heapSlot, result.n, c);
        if (!evaluator.agrees(p, row[c]!)) {
          return { kind: 'refuted', n: result.n, position: p, conjectured: evaluator.conjectured(p), truth: evaluator.truthText(row[c]!), truthValue: row[c]! };
        }
      }
      return { kind: 'undecided', reason: `internal: the disagreement at ${heap} = ${result.n} did not reproduce` };
    }
    case 'notPeriodic':
      return { kind: 'undecided', reason: `internal: the conjecture differs at ${heap} = ${result.n} and ${result.far} although the analysis found period ${period}` };
    case 'tooLarge':
      return { kind: 'undecided', reason: `deciding it needs ${result.checksNeeded} values of ${heap} (the limit is ${result.limit})` };
    case 'invalid':
      return { kind: 'undecided', reason: result.message };
  }
}

/** The same certified sequence described with a later preperiod (e' ≥ e): exceptions grow, the pattern rotates. */
export function shiftCertificate(cert: PeriodCertificate, preperiod: number): PeriodCertificate {
  if (preperiod <= cert.preperiod) return cert;
  const exceptions: number[] = [];
  for (let n = 0; n < preperiod; n++) exceptions.push(...patternRow(cert, n));
  const pattern: number[] = [];
  for (let n = preperiod; n < preperiod + cert.period; n++) pattern.push(...patternRow(cert, n));
  return { ...cert, preperiod, exceptions, pattern };
}
