// Stage: run. The cross-checks between the engines of one file (docs/soundness.md, "The cross-checks"): the
// bounded check refuting what the prover or a certificate proved, and a confirmed counterexample of
// the prover or a certificate at a position the bounded check determined and found no failure at.
// Each is an internal error (ZM9xxx, exit 70) whose message shows both results — never a verdict.

import type { Code } from '../diag/codes.js';
import type { Diagnostic } from '../diag/diagnostic.js';
import { internalError } from '../diag/internalError.js';
import { buildGame } from '../game/buildGame.js';
import type { Spec } from '../model/model.js';
import { parsePosition } from '../teach/positionInput.js';
import type { BoundedRun, CertifyRun } from './engines.js';
import type { CertificateRunReport, CounterexampleReport, ObligationReport, SymbolicSummary } from '../report/model.js';
import { reachedFromStart } from './reachedFromStart.js';
import { refutationDisagreements } from './verdict.js';

/** What the other engines said, for the cross-checks against the bounded run. */
export interface Verdicts {
  bounded: BoundedRun | undefined;
  certified: CertifyRun | undefined;
  symbolic: SymbolicSummary | null;
  symbolicCounterexamples: readonly CounterexampleReport[];
}

/** Conditions that compare the conjecture with the truth at one position and its moves: a failure at a
 *  position determined inside the region contradicts a bounded "holds" (theory.md, Theorem 4.1 and the
 *  mex rule: a determined position's truth and that of its deciding moves are all determined). The
 *  others (finiteness, domain, a claim's quantified range) may fail there without any contradiction. */
const LOCAL_CONDITIONS = new Set(['requirement', 'I', 'II', 'III', 'truth', 'grundy']);

export function crossCheck(spec: Spec, v: Verdicts): Diagnostic[] {
  const out: Diagnostic[] = [];
  const b = v.bounded;
  if (!b) return out;
  if (b.summary.status === 'refuted') {
    const against = refutationDisagreements(v.symbolic, v.certified?.summary.status, b.counterexamples[0]);
    if (v.symbolic && against.prover) out.push(disagreement(spec, b, v.symbolic));
    if (v.certified && against.certificate) out.push(certificateDisagreement(spec, b, v.certified));
    return out;
  }
  // A slice of the region says nothing about positions of the other slices.
  if (b.summary.status !== 'holds' || b.sliced) return out;
  const found = [...(v.symbolic?.status === 'refuted' ? v.symbolicCounterexamples : []), ...(v.certified?.summary.status === 'refuted' ? v.certified.counterexamples : [])];
  const inside = found.find((cx) => LOCAL_CONDITIONS.has(cx.condition) && insideDetermined(spec, b, cx));
  if (inside) out.push(insideDisagreement(spec, b, inside));
  return out;
}

/** Whether the counterexample's position lies in the bounded region of its parameter values, and every
 *  position of that region was determined (undetermined positions are counted per region only). A
 *  run from the start (check.from) determined only the positions reachable from it. */
export function insideDetermined(spec: Spec, b: BoundedRun, cx: CounterexampleReport): boolean {
  const params: Record<string, number> = {};
  for (const [k, x] of Object.entries(cx.params)) {
    if (typeof x !== 'number') return false;
    params[k] = x;
  }
  const same = (p: Record<string, unknown>): boolean => Object.keys(params).length === Object.keys(p).length && Object.entries(params).every(([k, x]) => p[k] === x);
  const run = b.summary.perParam.length === 0 ? (Object.keys(params).length === 0 ? b.summary : undefined) : b.summary.perParam.find((r) => same(r.params));
  if (!run || run.undetermined > 0 || run.positions === 0) return false;
  const game = buildGame(spec, params).value;
  if (!game) return false;
  const position = parsePosition(cx.positionText, game);
  const index = typeof position === 'string' ? -1 : game.region.encode(position);
  return index >= 0 && (b.summary.from !== 'start' || reachedFromStart(game, spec, index));
}

/** Both engines ran and contradict each other: never a verdict, always a bug to report (exit 70). */
export function disagreement(spec: Spec, bounded: BoundedRun, symbolic: SymbolicSummary): Diagnostic {
  return internalError(spec.file, disagreementMessage(bounded.counterexamples[0], bounded.summary.failures, symbolic.obligations), spec.conjecture?.span);
}

/** The message of `disagreement` (also rebuilt by `zermelo merge`, mergeSliceRecords.ts). */
export function disagreementMessage(cx: CounterexampleReport | undefined, failures: Record<string, number>, obligations: readonly ObligationReport[]): string {
  const s = obligations.map((o) => `${o.name}: ${o.status}`).join('; ');
  return `${refutedBy(cx, failures)} but the prover proved every obligation (${s})`;
}

/** The bounded check refuted what a certificate proved for every n: a bug, never a verdict (exit 70). */
function certificateDisagreement(spec: Spec, bounded: BoundedRun, certified: CertifyRun): Diagnostic {
  return internalError(spec.file, certificateDisagreementMessage(bounded.counterexamples[0], bounded.summary.failures, certified.summary.runs[0]), spec.conjecture?.span);
}

/** The message of `certificateDisagreement` (also rebuilt by `zermelo merge`). */
export function certificateDisagreementMessage(cx: CounterexampleReport | undefined, failures: Record<string, number>, run: CertificateRunReport | undefined): string {
  return `${refutedBy(cx, failures)} but a periodicity certificate proved it (period ${run?.period} from ${run?.preperiod})`;
}

/** A confirmed counterexample where the bounded check determined every position and found none. */
function insideDisagreement(spec: Spec, bounded: BoundedRun, cx: CounterexampleReport): Diagnostic {
  const by = cx.source === 'certificate' ? 'a periodicity certificate' : 'the prover';
  const params = Object.keys(cx.params).length
    ? ` (${Object.entries(cx.params)
        .map(([k, x]) => `${k} = ${String(x)}`)
        .join(', ')})`
    : '';
  return internal(
    spec,
    'ZM9011',
    `internal error: the engines disagree — ${by} found a counterexample inside the bounded region (${cx.positionText}${params}: ${cx.sentence}), ` +
      `but the bounded check determined every position of that region (${bounded.summary.region}) and found the conjecture holds there`,
  );
}

/** The shared start of the refutation messages: what the bounded check found. */
function refutedBy(cx: CounterexampleReport | undefined, failures: Record<string, number>): string {
  const b = cx ? `${cx.positionText}: ${cx.sentence}` : `failures ${JSON.stringify(failures)}`;
  return `internal error: the engines disagree — the bounded check refuted the file (${b})`;
}

function internal(spec: Spec, code: Code, message: string): Diagnostic {
  return { code, severity: 'error', file: spec.file, message, ...(spec.conjecture ? { span: spec.conjecture.span } : {}) };
}
