// Stage: run. Adapter: certify/'s CertifySpecResult → the report model (the certificate summary,
// a re-confirmed counterexample with source 'certificate', claims decided for every n). The only
// file of report/ that knows the certificate stage's result shape.

import type { Diagnostic } from '../diag/diagnostic.js';
import { lineColOf } from '../diag/lineMap.js';
import type { CertifiedRun, CertifySpecResult } from '../certify/index.js';
import type { Spec } from '../model/model.js';
import type { CertifyRun } from './engines.js';
import { positionRecord } from './fromBounded.js';
import { claimName } from './fromProof.js';
import type { CertificateRunReport, ClaimReport, CounterexampleReport } from '../report/model.js';
import { formatParams } from '../report/renderText.js';
import { internalError } from '../diag/internalError.js';
import type { CertificateFacts } from '../teach/sentences/facts.js';
import { renderSentenceEn } from '../teach/sentences/en.js';

export function fromCertify(spec: Spec, result: CertifySpecResult): CertifyRun {
  const runs = result.runs.map(runReport);
  const counterexamples: CounterexampleReport[] = [];
  for (const run of result.runs) {
    const cx = run.counterexample;
    if (run.status !== 'refuted' || !cx) continue;
    const span = spec.conjecture?.grundy?.span ?? spec.conjecture?.span;
    const params = Object.keys(run.params).length > 0 ? formatParams(run.params) : '';
    const facts: CertificateFacts = {
      kind: 'certificate',
      position: cx.positionText,
      conjectured: cx.conjectured,
      truth: cx.truth,
      confirmedBy: cx.confirmedBy,
      heap: cx.heap,
      n: cx.n,
      preperiod: cx.preperiod,
      period: cx.period,
    };
    counterexamples.push({
      facts,
      source: 'certificate',
      condition: 'truth',
      params: run.params,
      position: positionRecord(spec, Array.from(cx.position)),
      positionText: [cx.positionText, params].filter(Boolean).join(', '),
      sentence: renderSentenceEn(facts),
      moves: cx.moves.map((m) => ({ name: m.name, to: m.to, conjectured: m.conjectured, truth: m.truth, ...(m.generated ? { generated: true as const } : {}) })),
      truth: { class: cx.truth, generation: null },
      claim: null,
      at: span ? lineColOf(spec.source, span.start) : null,
    });
  }
  // A claim is proved only when the whole sweep was certified (the stage stops at the first run that
  // is not proved, so the runs may not cover every param value otherwise); a refutation always counts.
  const claims: ClaimReport[] = [];
  const decidedClaims: number[] = [];
  spec.claims.forEach((c, i) => {
    const decided = result.runs.map((r) => r.claims[i]);
    const refuted = decided.find((d) => d?.status === 'refuted');
    const proved = result.status === 'proved' && decided.every((d) => d?.status === 'proved');
    if (!refuted && !proved) return;
    decidedClaims.push(i);
    const detail = refuted ? `by the periodicity certificate: ${refuted.detail}` : `proved for every n by the periodicity certificate: ${decided[0]?.detail ?? ''}`;
    const at = lineColOf(spec.source, c.span.start);
    claims.push({ name: claimName(spec, i), status: refuted ? 'refuted' : 'proved', at, detail });
    const run = result.runs.find((r) => r.claims[i]?.status === 'refuted');
    if (!run) return;
    counterexamples.push({
      source: 'certificate',
      condition: 'claim',
      params: run.params,
      position: {},
      positionText: formatParams(run.params),
      sentence: `the claim "${claimName(spec, i)}" is ${refuted!.detail}.`,
      moves: [],
      truth: null,
      claim: claimName(spec, i),
      at,
    });
  });
  // The stage caught itself in a contradiction (the certificate and the solver disagree, or the
  // syntactic period of the conjecture failed its numeric guard): a bug, never a verdict.
  const diagnostics: Diagnostic[] = result.reason?.startsWith('internal:')
    ? [internalError(spec.file, `internal error in the periodicity certificate: ${result.reason.slice('internal:'.length).trim()}`, spec.conjecture?.span)]
    : [];
  return {
    summary: { status: result.status, reason: result.reason, runs },
    counterexamples,
    claims,
    decidedClaims,
    diagnostics,
  };
}

function runReport(run: CertifiedRun): CertificateRunReport {
  const cert = run.certificate;
  const h = run.hypothesis;
  const c = run.conjecture;
  return {
    params: run.params,
    status: run.status,
    reason: run.reason,
    heap: h?.heap ?? null,
    hypothesis: h?.text ?? null,
    theorem: h?.kind ?? null,
    statement: cert?.theorem ?? null,
    values: run.values,
    columns: run.columns,
    preperiod: cert?.preperiod ?? null,
    period: cert?.period ?? null,
    maxTake: cert ? (cert.kind === 'octal' ? cert.maxRemove : cert.maxTake) : null,
    uniformFrom: cert?.kind === 'subtraction' ? cert.uniformFrom : null,
    window: cert ? [cert.window[0], cert.window[1]] : null,
    checkedThrough: cert?.checkedThrough ?? null,
    rowsComputed: run.rowsComputed,
    pattern: cert ? [...cert.pattern] : [],
    exceptions: cert ? [...cert.exceptions] : [],
    conjecture: c
      ? c.kind === 'proved'
        ? { status: 'proved', from: c.from, period: c.period, checkedBelow: c.checkedBelow, detail: null }
        : c.kind === 'refuted'
          ? { status: 'refuted', from: null, period: null, checkedBelow: null, detail: run.counterexample?.sentence ?? `fails at n = ${c.n}` }
          : { status: 'undecided', from: null, period: null, checkedBelow: null, detail: c.reason }
      : null,
  };
}
