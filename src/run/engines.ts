// Stage: run. The stages a file goes through, as one injectable interface: load (model/), the
// bounded check (check/), periodicity certificates (certify/) and the symbolic prover (prove/,
// imported lazily so that Z3 loads only when a proof runs). The real implementations live in
// pipeline.ts; tests may pass fakes.

import type { LoadLimits } from '../model/loadLimits.js';
import type { Diagnostic, Result } from '../diag/diagnostic.js';
import type { Spec } from '../model/model.js';
import type { BoundedSummary, CertificateReport, ClaimReport, CounterexampleReport, ObligationReport, SliceBoundedReport, SymbolicSummary } from '../report/model.js';

export interface BoundedRun {
  summary: BoundedSummary;
  counterexamples: CounterexampleReport[];
  claims: ClaimReport[];
  diagnostics: Diagnostic[]; // errors in the game found while running it (ZM4xxx, ZM5xxx)
  /** Only when one slice of the region was checked (scale/shardSlice.ts): the slice's exhaustive
   *  check for `zermelo merge`, and which of `diagnostics` came from sampling. */
  sliced?: { report: SliceBoundedReport; sampleDiagnostics: readonly Diagnostic[] };
}

export interface SymbolicRun {
  summary: SymbolicSummary;
  counterexamples: CounterexampleReport[];
  claims: ClaimReport[];
  diagnostics: Diagnostic[];
  smt?: { name: string; text: string }[]; // one SMT-LIB2 script per obligation (--emit-smt)
  /** Why the result depends on a time limit or a crash (an obligation Z3 gave up on, the prover
   *  stopped): another run may decide more, so the result cache does not keep it. */
  timeLimited?: string;
}

export interface CertifyRun {
  summary: CertificateReport;
  counterexamples: CounterexampleReport[]; // source 'certificate', re-confirmed before reporting
  claims: ClaimReport[]; // claims decided for every n (proved or refuted)
  /** Indexes (in spec.claims) of the claims decided exactly, beyond the bounds if need be. */
  decidedClaims?: number[];
  diagnostics: Diagnostic[];
}

/** `--confirm cvc5`: every obligation Z3 proved is re-checked by another solver, run as `command`. */
export interface ConfirmRequest {
  solver: 'cvc5';
  command: string; // the binary (default `cvc5`, found on PATH)
}

export interface SymbolicOptions {
  timeoutMs: number; // per obligation
  emitSmtDir?: string; // as the user wrote it (relative paths stay relative in reports)
  confirm?: ConfirmRequest;
  onObligation?: (o: ObligationReport) => void; // progress, in order
}

/** Options of the bounded stage (boundedStage.ts): sampling beyond the bounds, the memory limit. */
export interface BoundedOptions {
  sample?: number; // overrides check.sample: positions sampled beyond the bounds (0: none)
  seed?: number; // the sampler's seed (default: derived from the file's text)
  maxMemoryBytes?: number; // a region estimated to need more is not solved (an error naming the bound)
}

export interface Engines {
  /** Set when these engines check one slice of a file split across shards (scale/shardSlice.ts): the
   *  report then carries `slice` (model.ts SliceReport) for `zermelo merge`. */
  readonly slice?: { index: number; count: number };
  /** `limits`: the size limits raised by options (model/loadLimits.ts) */
  load(file: string, text: string, limits?: LoadLimits): Promise<Result<Spec>>;
  /** undefined: no bounded engine is available (then no verdict is made up). */
  bounded(spec: Spec, opts?: BoundedOptions): Promise<BoundedRun | undefined>;
  /** undefined: no symbolic engine is available. */
  symbolic(spec: Spec, opts: SymbolicOptions): Promise<SymbolicRun | undefined>;
  /** Periodicity certificates for one-heap games (src/certify); absent or undefined: not available. */
  certify?(spec: Spec): Promise<CertifyRun | undefined>;
}

/** The file-content limits the commands raise with --max-table-entries and --max-claims. */
export { DEFAULT_MAX_CLAIMS, DEFAULT_MAX_TABLE_ENTRIES, type LoadLimits } from '../model/loadLimits.js';
