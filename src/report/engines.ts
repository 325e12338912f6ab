// Stage: report. The stages a file goes through, as one injectable interface: load (spec/), the
// bounded check (check/), periodicity certificates (certify/) and the symbolic prover (prove/,
// imported lazily so that Z3 loads only when a proof runs). The real implementations live in
// pipeline.ts; tests may pass fakes.

import type { Diagnostic, Result } from '../diag/diagnostic.js';
import type { Spec } from '../spec/model.js';
import type { BoundedSummary, CertificateReport, ClaimReport, CounterexampleReport, ObligationReport, SymbolicSummary } from './model.js';

export interface BoundedRun {
  summary: BoundedSummary;
  counterexamples: CounterexampleReport[];
  claims: ClaimReport[];
  diagnostics: Diagnostic[]; // errors in the game found while running it (ZM4xxx, ZM5xxx)
}

export interface SymbolicRun {
  summary: SymbolicSummary;
  counterexamples: CounterexampleReport[];
  claims: ClaimReport[];
  diagnostics: Diagnostic[];
  smt?: { name: string; text: string }[]; // one SMT-LIB2 script per obligation (--emit-smt)
}

export interface CertifyRun {
  summary: CertificateReport;
  counterexamples: CounterexampleReport[]; // source 'certificate', re-confirmed before reporting
  claims: ClaimReport[]; // claims decided for every n (proved or refuted)
  diagnostics: Diagnostic[];
}

export interface SymbolicOptions {
  timeoutMs: number; // per obligation
  emitSmtDir?: string; // as the user wrote it (relative paths stay relative in reports)
  onObligation?: (o: ObligationReport) => void; // progress, in order
}

export interface Engines {
  load(file: string, text: string): Promise<Result<Spec>>;
  /** undefined: no bounded engine is available (then no verdict is made up). */
  bounded(spec: Spec): Promise<BoundedRun | undefined>;
  /** undefined: no symbolic engine is available. */
  symbolic(spec: Spec, opts: SymbolicOptions): Promise<SymbolicRun | undefined>;
  /** Periodicity certificates for one-heap games (src/certify); absent or undefined: not available. */
  certify?(spec: Spec): Promise<CertifyRun | undefined>;
}
