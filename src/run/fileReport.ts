// Stage: run. The FileReport of a judged file: its verdict (decided in verdict.ts), what each stage
// found (summaries, counterexamples, claims, the certificate), the diagnostics with line and column,
// timings, and for a slice of a sharded file the record `zermelo merge` rebuilds it from.
// Input: the Judged stage result. Output: the CheckedFile (report, spec, diagnostics).

import { createHash } from 'node:crypto';
import { hasErrors, type Diagnostic } from '../diag/diagnostic.js';
import { lineColOf } from '../diag/lineMap.js';
import { assumptionOf } from '../report/assumption.js';
import type { ClaimReport, DiagnosticReport, FileReport, Location } from '../report/model.js';
import { summarize } from '../report/summarize.js';
import { TOOL_NAME, VERSION } from '../report/version.js';
import type { Spec } from '../model/model.js';
import type { Engines, SymbolicRun } from './engines.js';
import type { Judged } from './stages.js';

/** One file checked: its report, the loaded spec (if any) and every diagnostic to render. */
export interface CheckedFile {
  report: FileReport;
  spec?: Spec;
  diagnostics: Diagnostic[];
  smt?: SymbolicRun['smt'];
  /** Set when the result depends on a time limit or a crash (SymbolicRun.timeLimited): not cached. */
  timeLimited?: string;
}

export function checkedFile(j: Judged, slice: Engines['slice'], totalMs: number): CheckedFile {
  const { spec, bounded, certified, symbolic, symbolicSummary, diagnostics, text } = j;
  const ok = spec !== undefined && !hasErrors(diagnostics);
  const { internal, ...judged } = j.outcome;
  // The bounded check's counterexamples explain more (conditions, moves); the certificate's are shown
  // when it is the only engine that found one (beyond the bounds).
  const fromCertificate = bounded?.summary.status === 'refuted' ? [] : (certified?.counterexamples ?? []);
  const counterexamples = ok ? [...(bounded?.counterexamples ?? []), ...fromCertificate, ...(symbolic?.counterexamples ?? [])] : [];
  const assumption = assumptionOf(judged.verdict, ok ? symbolicSummary : null);
  const report: FileReport = {
    file: j.file,
    sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
    tool: { name: TOOL_NAME, version: VERSION },
    name: spec?.name ?? null,
    title: spec?.title ?? null,
    kind: j.kind,
    ...judged,
    expect: spec?.expect ?? null,
    summary: '',
    at: spec ? conjectureLocation(spec) : null,
    diagnostics: diagnostics.map((d) => diagnosticReport(d, text)),
    bounded: ok ? (bounded?.summary ?? null) : null,
    symbolic: ok ? symbolicSummary : null,
    counterexamples,
    claims: ok ? mergeClaims(bounded?.claims ?? [], [...(certified?.claims ?? []), ...(symbolic?.claims ?? [])]) : [],
    certificate: ok && certified ? certified.summary : null,
    ...(assumption ? { assumption } : {}),
    timings: { loadMs: ms(j.loadMs), boundedMs: ms(j.boundedMs), symbolicMs: ms(j.symbolicMs), totalMs: ms(totalMs) },
  };
  report.summary = internal ?? summarize(report);
  if (slice) {
    report.slice = {
      ...slice,
      conjecture: spec?.conjecture !== undefined,
      proofClaimed: j.proofClaimed,
      proofRequired: j.mode === 'required',
      diagnostics: diagnostics.map((d) => j.stages.get(d) ?? 'engines'),
      claims: bounded?.claims ?? [],
      settled: j.settled.map((d) => diagnosticReport(d, text)),
      bounded: bounded?.sliced?.report ?? null,
    };
  }
  return { report, ...(spec ? { spec } : {}), diagnostics, ...(symbolic?.smt ? { smt: symbolic.smt } : {}), ...(symbolic?.timeLimited !== undefined ? { timeLimited: symbolic.timeLimited } : {}) };
}

/** Durations to a tenth of a millisecond: finer digits are noise and make diffs noisy. */
function ms(value: number): number {
  return Math.round(value * 10) / 10;
}

function conjectureLocation(spec: Spec): Location | null {
  const span = spec.conjecture?.span ?? spec.claims[0]?.span;
  return span ? lineColOf(spec.source, span.start) : null;
}

export function diagnosticReport(d: Diagnostic, source: string): DiagnosticReport {
  return {
    code: d.code,
    severity: d.severity,
    message: d.message,
    at: d.span ? lineColOf(source, d.span.start) : null,
    hint: d.hint ?? null,
  };
}

const CLAIM_RANK: Record<ClaimReport['status'], number> = { refuted: 4, proved: 3, holds: 2, unknown: 1, unchecked: 0 };

/** One entry per claim: a refutation from either engine wins, then a proof, then "holds". */
export function mergeClaims(bounded: readonly ClaimReport[], symbolic: readonly ClaimReport[]): ClaimReport[] {
  const byName = new Map<string, ClaimReport>();
  for (const c of [...bounded, ...symbolic]) {
    const seen = byName.get(c.name);
    if (!seen || CLAIM_RANK[c.status] > CLAIM_RANK[seen.status]) byName.set(c.name, { ...c, at: c.at ?? seen?.at ?? null });
  }
  return [...byName.values()];
}
