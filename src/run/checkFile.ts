// Stage: run. One file through the stages, in one direction: load, bounded check, periodicity
// certificate, symbolic proof (auto / off / required), the cross-checks, then the verdict
// (verdict.ts) and the FileReport (fileReport.ts). Input: the file's relative path and text, the
// engines, options. Output: the report, the loaded spec (if any) and every diagnostic to render.

import type { LoadLimits } from '../model/loadLimits.js';
import { hasErrors, type Diagnostic } from '../diag/diagnostic.js';
import { stackOverflowDiagnostic } from '../diag/stackOverflow.js';
import { placeStackOverflow } from '../model/definitionChain.js';
import { deadlineExpired, TimeLimitReached } from '../lang/deadline.js';
import type { DiagnosticStage, ObligationReport } from '../report/model.js';
import type { SymbolicMode } from '../report/outcomes.js';
import type { Spec } from '../model/model.js';
import { crossCheck } from './crossCheck.js';
import { certificateOnReached, proverOnReached } from './reachedFromStart.js';
import type { BoundedOptions, ConfirmRequest, Engines } from './engines.js';
import { checkedFile, type CheckedFile } from './fileReport.js';
import type { Bounded, Certified, Judged, Loaded, Proved } from './stages.js';
import { PROVER_UNAVAILABLE, certificateRuns, claimsProof, crossCheckRuns, decideFile, proverStep, skipped } from './verdict.js';
import { internalError } from '../diag/internalError.js';

export type { SymbolicMode } from '../report/outcomes.js';
export { PROVER_AFTER_REFUTATION, skipped } from './verdict.js';
export { diagnosticReport, mergeClaims, type CheckedFile } from './fileReport.js';

export interface CheckFileOptions {
  engines: Engines;
  now(): number;
  symbolic?: SymbolicMode; // overrides check.symbolic of the file
  symbolicOffReason?: string; // shown when the CLI switched the prover off, e.g. '--no-symbolic'
  timeoutMs?: number; // overrides check.timeout
  emitSmtDir?: string;
  confirm?: ConfirmRequest; // --confirm: every obligation Z3 proved re-checked by another solver
  onObligation?: (o: ObligationReport) => void; // progress of the prover
  bounded?: BoundedOptions; // sampling and the memory limit of the bounded stage
  limits?: LoadLimits; // --max-table-entries, --max-claims
  /** `zermelo prove`: the bounded check gives no verdict; it runs only after a proof or a refutation
   *  (by the prover or a certificate), to cross-check it (crossCheck.ts). */
  boundedAsCrossCheck?: boolean;
}

export async function checkFile(file: string, text: string, opts: CheckFileOptions): Promise<CheckedFile> {
  const start = opts.now();
  const loaded = await load(file, text, opts);
  // solving a region nobody asks about can take minutes: say so instead, and solve nothing
  if (loaded.spec && asksNothing(loaded.spec)) return checkedFile(judgeFile(nothingAsked(loaded)), opts.engines.slice, opts.now() - start);
  // An engine that throws is a bug: it becomes a ZM9001 diagnostic of this file (exit 70), and the
  // run goes on with the next file (a --json report is still written).
  const engines = guarded(opts.engines, file, loaded.diagnostics);
  const bounded = await runBounded(loaded, engines, opts);
  const certified = await runCertificate(bounded, engines);
  const proved = await runProver(certified, engines, opts);
  return checkedFile(judgeFile(proved), opts.engines.slice, opts.now() - start);
}

async function load(file: string, text: string, opts: CheckFileOptions): Promise<Loaded> {
  const start = opts.now();
  const result = await opts.engines.load(file, text, opts.limits);
  const loadMs = opts.now() - start;
  const spec = hasErrors(result.diagnostics) ? undefined : result.value;
  const kind = spec?.kind ?? (isUnderProofs(file) ? 'proof' : 'conjecture');
  const mode: SymbolicMode = opts.symbolic ?? spec?.check.symbolic ?? 'auto';
  const loaded: Loaded = { file, text, spec, kind, mode, proofClaimed: false, diagnostics: [...result.diagnostics], stages: new Map(), loadMs };
  tag(loaded, result.diagnostics, 'load');
  return loaded;
}

async function runBounded(l: Loaded, engines: Engines, opts: CheckFileOptions): Promise<Bounded> {
  if (!l.spec) return { ...l, bounded: undefined, boundedMs: 0 };
  let bounded;
  let boundedMs = 0;
  if (!opts.boundedAsCrossCheck) {
    const t = opts.now();
    bounded = await engines.bounded(l.spec, opts.bounded);
    boundedMs = opts.now() - t;
  }
  if (bounded) {
    tag(l, bounded.sliced?.sampleDiagnostics ?? [], 'sample');
    tag(l, bounded.diagnostics, 'bounded');
    l.diagnostics.push(...bounded.diagnostics);
  }
  return { ...l, proofClaimed: claimsProof(l.spec.expect ?? null, l.kind, l.mode), bounded, boundedMs };
}

// Periodicity certificates (src/certify) decide one-heap games for every n, independently of Z3;
// where one decides the file the prover is not needed, elsewhere it runs as before.
async function runCertificate(b: Bounded, engines: Engines): Promise<Certified> {
  const none: Certified = { ...b, certified: undefined, settled: [] };
  if (!b.spec || !engines.certify) return none;
  const blocking = b.diagnostics.filter((d) => d.code !== 'ZM4203');
  if (!certificateRuns(hasErrors(blocking), b.bounded?.summary.status === 'refuted', b.proofClaimed, b.spec.tableParams !== undefined)) return none;
  const found = await engines.certify(b.spec);
  if (!found) return none;
  // checked from the start: the certificate refutes the conjecture only at a position the start reaches
  const certified = certificateOnReached(b.spec, b.bounded, found);
  tag(b, certified.diagnostics, 'certificate');
  b.diagnostics.push(...certified.diagnostics);
  return { ...b, certified, settled: settleClaimErrors(b.spec, b.diagnostics, certified.decidedClaims ?? []) };
}

async function runProver(c: Certified, engines: Engines, opts: CheckFileOptions): Promise<Proved> {
  const proved: Proved = { ...c, symbolic: undefined, symbolicSummary: null, symbolicMs: 0, crossBounded: c.bounded };
  const spec = c.spec;
  if (!spec) return proved;
  const step = proverStep({
    errors: hasErrors(c.diagnostics),
    boundedRefuted: c.bounded?.summary.status === 'refuted',
    proofClaimed: c.proofClaimed,
    certificate: c.certified?.summary.status ?? null,
    hintsUnchecked: Boolean(spec.proof && (spec.proof.termination || spec.proof.strategy || spec.proof.lemmas?.length)),
    ...(spec.tableParams ? { tablesPerValue: spec.tableParams.names } : {}),
    mode: c.mode,
    modeFromCommandLine: opts.symbolic !== undefined,
    ...(opts.symbolicOffReason !== undefined ? { offReason: opts.symbolicOffReason } : {}),
  });
  if (!step.run) proved.symbolicSummary = step.summary;
  else {
    const s = opts.now();
    const symbolic = await engines.symbolic(spec, {
      timeoutMs: opts.timeoutMs ?? spec.check.timeoutMs,
      ...(opts.emitSmtDir !== undefined ? { emitSmtDir: opts.emitSmtDir } : {}),
      ...(opts.confirm ? { confirm: opts.confirm } : {}),
      ...(opts.onObligation ? { onObligation: opts.onObligation } : {}),
    });
    proved.symbolicMs = opts.now() - s;
    if (symbolic) {
      tag(c, symbolic.diagnostics, 'symbolic');
      c.diagnostics.push(...symbolic.diagnostics);
    }
    proved.symbolic = symbolic;
    proved.symbolicSummary = symbolic?.summary ?? { ...PROVER_UNAVAILABLE };
  }
  // `prove`: a decision is cross-checked by the bounded check, which otherwise stays out of the report.
  if (opts.boundedAsCrossCheck && !hasErrors(c.diagnostics) && crossCheckRuns(proved.symbolicSummary?.status, c.certified?.summary.status)) {
    proved.crossBounded = await engines.bounded(spec, opts.bounded);
  }
  return proved;
}

function asksNothing(spec: Spec): boolean {
  return spec.conjecture === undefined && spec.claims.length === 0 && spec.check.from === undefined;
}

/** A loaded file that asks nothing: a warning, and no stage run. */
function nothingAsked(l: Loaded): Proved {
  const warning: Diagnostic = {
    code: 'ZM1043',
    severity: 'warning',
    file: l.file,
    message: 'this file asks nothing (no conjecture, no claims, no check.from), so its game is not solved',
    hint: 'add a conjecture (S: …), claims, or check.from: start to solve the game from its start position',
  };
  l.diagnostics.push(warning);
  tag(l, [warning], 'load');
  const summary = skipped('nothing to check: the file has no conjecture, no claims and no check.from');
  return { ...l, proofClaimed: false, bounded: undefined, boundedMs: 0, certified: undefined, settled: [], symbolic: undefined, symbolicSummary: summary, symbolicMs: 0, crossBounded: undefined };
}

/** The cross-checks between the engines (crossCheck.ts), then the verdict (verdict.ts). */
function judgeFile(p: Proved): Judged {
  if (p.spec) {
    // checked from the start: the prover refutes only at a position the start reaches
    const scoped = proverOnReached(p.spec, p.crossBounded, { summary: p.symbolicSummary, counterexamples: p.symbolic?.counterexamples ?? [] });
    p.symbolicSummary = scoped.summary;
    if (p.symbolic && scoped.summary) p.symbolic = { ...p.symbolic, summary: scoped.summary, counterexamples: [...scoped.counterexamples] };
    const symbolicCounterexamples = p.symbolic?.counterexamples ?? [];
    p.diagnostics.push(...crossCheck(p.spec, { bounded: p.crossBounded, certified: p.certified, symbolic: p.symbolicSummary, symbolicCounterexamples }));
  }
  const outcome = decideFile({
    loaded: p.spec !== undefined,
    kind: p.kind,
    expect: p.spec?.expect ?? null,
    proofRequired: p.mode === 'required',
    conjecture: p.spec?.conjecture !== undefined,
    diagnostics: p.diagnostics,
    bounded: p.bounded?.summary ?? null,
    symbolic: p.symbolicSummary?.status ?? null,
    certificate: p.certified?.summary.status ?? null,
  });
  return { ...p, outcome };
}

function tag(l: Loaded, list: readonly Diagnostic[], stage: DiagnosticStage): void {
  for (const d of list) if (!l.stages.has(d)) l.stages.set(d, stage);
}

/** The engines, each call turned into undefined plus a ZM9001 diagnostic if it throws. */
function guarded(e: Engines, file: string, diagnostics: Diagnostic[]): Engines {
  const safely = async <T>(stage: string, call: () => Promise<T>, spec?: Spec): Promise<T | undefined> => {
    let result: T;
    try {
      result = await call();
    } catch (error) {
      // the run's deadline (--total-timeout) passed during this stage: whatever it did is unfinished
      if (error instanceof TimeLimitReached || deadlineExpired()) throw new TimeLimitReached();
      const message = error instanceof Error ? error.message : String(error);
      const overflow = stackOverflowDiagnostic(error, file, `for the ${stage}`);
      if (overflow) {
        diagnostics.push(placeStackOverflow(overflow, spec?.defines));
        return undefined;
      }
      diagnostics.push(internalError(file, `internal error: ${message.split('\n')[0]} (in the ${stage}; a bug in zermelo, please report it with this file)`));
      return undefined;
    }
    // a stage that caught the deadline's exception itself (and went on) is unfinished too
    if (deadlineExpired()) throw new TimeLimitReached();
    return result;
  };
  return {
    load: (f, t, l) => e.load(f, t, l),
    bounded: (spec, o) => safely('bounded check', () => e.bounded(spec, o), spec),
    symbolic: (spec, o) => safely('symbolic prover', () => e.symbolic(spec, o), spec),
    ...(e.certify ? { certify: (spec: Spec) => safely('periodicity certificate', () => e.certify!(spec), spec) } : {}),
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

export function isUnderProofs(file: string): boolean {
  return file.split('/').includes('proofs');
}
