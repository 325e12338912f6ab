// Stage: report. One file through the pipeline: load, bounded check, periodicity certificate,
// symbolic proof (auto / off / required), then the verdict and the FileReport. Input: the file's
// relative path and text, the engines, options. Output: the report, the loaded spec (if any) and
// every diagnostic to render.

import { stackOverflowDiagnostic } from '../diag/stackOverflow.js';
import { deadlineExpired, TimeLimitReached } from '../lang/deadline.js';
import { createHash } from 'node:crypto';
import { hasErrors, type Diagnostic } from '../diag/diagnostic.js';
import { lineColOf } from '../diag/lineMap.js';
import type { Spec } from '../spec/model.js';
import type { BoundedOptions, BoundedRun, CertifyRun, Engines, SymbolicRun } from './engines.js';
import type { ClaimReport, DiagnosticReport, DiagnosticStage, FileReport, Location, ObligationReport, SymbolicSummary } from './model.js';
import { crossCheck } from './crossCheck.js';
import { summarize } from './summarize.js';
import { judge } from './verdict.js';
import { assumptionOf } from './assumption.js';
import { TOOL_NAME, VERSION } from './version.js';

export type SymbolicMode = 'auto' | 'off' | 'required';

/** Why the prover did not run on a file the bounded check refuted (no proof claimed). */
export const PROVER_AFTER_REFUTATION = 'the bounded check found a counterexample';

export interface CheckFileOptions {
  engines: Engines;
  now(): number;
  symbolic?: SymbolicMode; // overrides check.symbolic of the file
  symbolicOffReason?: string; // shown when the CLI switched the prover off, e.g. '--no-symbolic'
  timeoutMs?: number; // overrides check.timeout
  emitSmtDir?: string;
  onObligation?: (o: ObligationReport) => void; // progress of the prover
  bounded?: BoundedOptions; // sampling and the memory limit of the bounded stage
  /** `zermelo prove`: the bounded check gives no verdict; it runs only after a proof or a refutation
   *  (by the prover or a certificate), to cross-check it (crossCheck.ts). */
  boundedAsCrossCheck?: boolean;
}

export interface CheckedFile {
  report: FileReport;
  spec?: Spec;
  diagnostics: Diagnostic[];
  smt?: SymbolicRun['smt'];
  /** Set when the result depends on a time limit or a crash (SymbolicRun.timeLimited): not cached. */
  timeLimited?: string;
}

export async function checkFile(file: string, text: string, opts: CheckFileOptions): Promise<CheckedFile> {
  const start = opts.now();
  const loaded = await opts.engines.load(file, text);
  const loadMs = opts.now() - start;
  const diagnostics = [...loaded.diagnostics];
  // Which stage each diagnostic comes from: a sliced file's report keeps it for `zermelo merge`.
  const stages = new Map<Diagnostic, DiagnosticStage>();
  const tag = (list: readonly Diagnostic[], stage: DiagnosticStage): void => list.forEach((d) => stages.has(d) || stages.set(d, stage));
  tag(loaded.diagnostics, 'load');
  let settled: Diagnostic[] = [];
  let proofClaimed = false;
  const spec = hasErrors(loaded.diagnostics) ? undefined : loaded.value;
  const kind = spec?.kind ?? (isUnderProofs(file) ? 'proof' : 'conjecture');
  let bounded: BoundedRun | undefined;
  let symbolic: SymbolicRun | undefined;
  let certified: CertifyRun | undefined;
  let symbolicSummary: SymbolicSummary | null = null;
  let boundedMs = 0;
  let symbolicMs = 0;
  const mode: SymbolicMode = opts.symbolic ?? spec?.check.symbolic ?? 'auto';
  // An engine that throws is a bug: it becomes a ZM9001 diagnostic of this file (exit 70), and the
  // run goes on with the next file (a --json report is still written).
  const engines = guarded(opts.engines, file, diagnostics);

  if (spec && !opts.boundedAsCrossCheck) {
    const t = opts.now();
    bounded = await engines.bounded(spec, opts.bounded);
    boundedMs = opts.now() - t;
  }
  if (spec) {
    if (bounded) {
      tag(bounded.sliced?.sampleDiagnostics ?? [], 'sample');
      tag(bounded.diagnostics, 'bounded');
      diagnostics.push(...bounded.diagnostics);
    }
    const refuted = bounded?.summary.status === 'refuted';
    // Cross-check (issue 8): where a proof is claimed, the prover runs even after a bounded
    // refutation, so that a "proved" contradicting it is caught (below) instead of never seen.
    proofClaimed = spec.expect === 'proved' || kind === 'proof' || mode === 'required';
    // Periodicity certificates (src/certify) decide one-heap games for every n, independently of Z3;
    // where one decides the file the prover is not needed, elsewhere it runs as before.
    // A claim asking beyond the bounds (ZM4203) does not stop it: the certificate may decide the claim.
    const blocking = diagnostics.filter((d) => d.code !== 'ZM4203');
    if (engines.certify && !hasErrors(blocking) && (!refuted || proofClaimed)) {
      certified = await engines.certify(spec);
      if (certified) {
        tag(certified.diagnostics, 'certificate');
        diagnostics.push(...certified.diagnostics);
        settled = settleClaimErrors(spec, diagnostics, certified.decidedClaims ?? []);
      }
    }
    const byCertificate = certified?.summary.status === 'proved' || certified?.summary.status === 'refuted' ? certified.summary.status : null;
    if (hasErrors(diagnostics)) symbolicSummary = null;
    else if (refuted && !proofClaimed) symbolicSummary = skipped(PROVER_AFTER_REFUTATION);
    else if (byCertificate) {
      // the file's own proof hints are then never checked: say so rather than imply they were used
      const hints = spec.proof && (spec.proof.termination || spec.proof.strategy) ? ' (the hints under proof: were not checked)' : '';
      symbolicSummary = skipped(byCertificate === 'proved' ? `not needed: proved for every n by a periodicity certificate${hints}` : `not needed: a periodicity certificate found a counterexample${hints}`);
    }
    // A file that claims a proof but switches the prover off itself is not proved (no CI loophole);
    // switching it off on the command line (--no-symbolic) is the user's choice: skipped.
    else if (mode === 'off' && opts.symbolic === undefined && proofClaimed) symbolicSummary = { status: 'unknown', reason: 'check.symbolic: off in a file that must be proved (under proofs/ or expect: proved), so nothing was proved', obligations: [] };
    else if (mode === 'off') symbolicSummary = skipped(opts.symbolicOffReason ?? 'check.symbolic is off');
    else {
      const s = opts.now();
      symbolic = await engines.symbolic(spec, {
        timeoutMs: opts.timeoutMs ?? spec.check.timeoutMs,
        ...(opts.emitSmtDir !== undefined ? { emitSmtDir: opts.emitSmtDir } : {}),
        ...(opts.onObligation ? { onObligation: opts.onObligation } : {}),
      });
      symbolicMs = opts.now() - s;
      if (symbolic) {
        tag(symbolic.diagnostics, 'symbolic');
        diagnostics.push(...symbolic.diagnostics);
      }
      symbolicSummary = symbolic?.summary ?? {
        status: 'unavailable',
        reason: 'the symbolic prover is not available in this build',
        obligations: [],
      };
    }
  }

  // `prove`: a decision is cross-checked by the bounded check, which otherwise stays out of the report.
  const decided = (x: string | undefined): boolean => x === 'proved' || x === 'width-bounded' || x === 'refuted';
  const crossBounded = opts.boundedAsCrossCheck && spec && !hasErrors(diagnostics) && (decided(symbolicSummary?.status) || decided(certified?.summary.status)) ? await engines.bounded(spec, opts.bounded) : bounded;
  if (spec) diagnostics.push(...crossCheck(spec, { bounded: crossBounded, certified, symbolic: symbolicSummary, symbolicCounterexamples: symbolic?.counterexamples ?? [] }));
  const ok = spec !== undefined && !hasErrors(diagnostics);
  const expect = spec?.expect ?? null;
  const judged = judge({
    loaded: ok,
    kind,
    expect,
    bounded: ok && bounded && bounded.summary.status !== 'skipped' && !vacuous(spec, bounded) ? bounded.summary.status : null,
    symbolic: ok ? (symbolicSummary?.status ?? null) : null,
    proofRequired: mode === 'required',
    certified: ok && certified && (certified.summary.status === 'proved' || certified.summary.status === 'refuted') ? certified.summary.status : null,
  });
  // The bounded check's counterexamples explain more (conditions, moves); the certificate's are shown
  // when it is the only engine that found one (beyond the bounds).
  const fromCertificate = bounded?.summary.status === 'refuted' ? [] : (certified?.counterexamples ?? []);
  const counterexamples = ok ? [...(bounded?.counterexamples ?? []), ...fromCertificate, ...(symbolic?.counterexamples ?? [])] : [];
  const assumption = assumptionOf(judged.verdict, ok ? symbolicSummary : null);
  const report: FileReport = {
    file,
    sha256: createHash('sha256').update(text, 'utf8').digest('hex'),
    tool: { name: TOOL_NAME, version: VERSION },
    name: spec?.name ?? null,
    title: spec?.title ?? null,
    kind,
    ...judged,
    expect,
    summary: '',
    at: spec ? conjectureLocation(spec) : null,
    diagnostics: diagnostics.map((d) => diagnosticReport(d, text)),
    bounded: ok ? (bounded?.summary ?? null) : null,
    symbolic: ok ? symbolicSummary : null,
    counterexamples,
    claims: ok ? mergeClaims(bounded?.claims ?? [], [...(certified?.claims ?? []), ...(symbolic?.claims ?? [])]) : [],
    certificate: ok && certified ? certified.summary : null,
    ...(assumption ? { assumption } : {}),
    timings: { loadMs: ms(loadMs), boundedMs: ms(boundedMs), symbolicMs: ms(symbolicMs), totalMs: ms(opts.now() - start) },
  };
  // A ZM9xxx diagnostic means zermelo caught itself in a bug (e.g. the evaluator disagreed with Z3):
  // whatever the engines said, that is never a verdict.
  const internal = diagnostics.find((d) => d.severity === 'error' && d.code.startsWith('ZM9'));
  if (internal) Object.assign(report, { status: 'internal', met: null });
  report.summary = internal ? internal.message : summarize(report);
  if (opts.engines.slice) {
    report.slice = {
      ...opts.engines.slice,
      conjecture: spec?.conjecture !== undefined,
      proofClaimed,
      proofRequired: mode === 'required',
      diagnostics: diagnostics.map((d) => stages.get(d) ?? 'engines'),
      claims: bounded?.claims ?? [],
      settled: settled.map((d) => diagnosticReport(d, text)),
      bounded: bounded?.sliced?.report ?? null,
    };
  }
  return { report, ...(spec ? { spec } : {}), diagnostics, ...(symbolic?.smt ? { smt: symbolic.smt } : {}), ...(symbolic?.timeLimited !== undefined ? { timeLimited: symbolic.timeLimited } : {}) };
}

/** The engines, each call turned into undefined plus a ZM9001 diagnostic if it throws. */
function guarded(e: Engines, file: string, diagnostics: Diagnostic[]): Engines {
  const safely = async <T>(stage: string, call: () => Promise<T>): Promise<T | undefined> => {
    let result: T;
    try {
      result = await call();
    } catch (error) {
      // the run's deadline (--total-timeout) passed during this stage: whatever it did is unfinished
      if (error instanceof TimeLimitReached || deadlineExpired()) throw new TimeLimitReached();
      const message = error instanceof Error ? error.message : String(error);
      const overflow = stackOverflowDiagnostic(error, file, `for the ${stage}`);
      if (overflow) {
        diagnostics.push(overflow);
        return undefined;
      }
      diagnostics.push({ code: 'ZM9001', severity: 'error', file, message: `internal error: ${message.split('\n')[0]} (in the ${stage}; a bug in zermelo, please report it with this file)` });
      return undefined;
    }

    // a stage that caught the deadline's exception itself (and went on) is unfinished too
    if (deadlineExpired()) throw new TimeLimitReached();
    return result;
  };
  return {
    load: (f, t) => e.load(f, t),
    bounded: (spec, o) => safely('bounded check', () => e.bounded(spec, o)),
    symbolic: (spec, o) => safely('symbolic prover', () => e.symbolic(spec, o)),
    ...(e.certify ? { certify: (spec: Spec) => safely('periodicity certificate', () => e.certify!(spec)) } : {}),
  };
}

/** ZM4203 errors (a claim asks beyond the bounds) of claims the certificate decided exactly are
 *  dropped, in place: the claim's report says how it was decided instead. */
function settleClaimErrors(spec: Spec, diagnostics: Diagnostic[], decided: readonly number[]): Diagnostic[] {
  const settled = (d: Diagnostic): boolean => {
    if (d.code !== 'ZM4203' || !d.span) return false;
    const i = spec.claims.findIndex((c) => c.holds.span.start <= d.span!.start && d.span!.end <= c.holds.span.end);
    return i >= 0 && decided.includes(i);
  };
  const kept = diagnostics.filter((d) => !settled(d));
  const dropped = diagnostics.filter(settled);
  diagnostics.splice(0, diagnostics.length, ...kept);
  return dropped;
}

/** A bounded "holds" where no position of the region was determined (every play leaves it) compared
 *  the conjecture with nothing: it establishes nothing, so it must not count as "holds". */
function vacuous(spec: Spec | undefined, bounded: BoundedRun): boolean {
  const s = bounded.summary;
  return spec?.conjecture !== undefined && s.status === 'holds' && s.positions > 0 && s.undetermined >= s.positions;
}

/** Durations to a tenth of a millisecond: finer digits are noise and make diffs noisy. */
function ms(value: number): number {
  return Math.round(value * 10) / 10;
}

export function skipped(reason: string): SymbolicSummary {
  return { status: 'skipped', reason, obligations: [] };
}

export function isUnderProofs(file: string): boolean {
  return file.split('/').includes('proofs');
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
