// Stage: run. The results of the stages one file goes through, each extending the one before:
// loaded → bounded → certified → proved → judged. checkFile.ts runs the stages in this order;
// verdict.ts decides from them; fileReport.ts turns the last into the FileReport.

import type { Diagnostic } from '../diag/diagnostic.js';
import type { DiagnosticStage, FileKind, SymbolicSummary } from '../report/model.js';
import type { SymbolicMode } from '../report/outcomes.js';
import type { Spec } from '../model/model.js';
import type { BoundedRun, CertifyRun, SymbolicRun } from './engines.js';
import type { FileOutcome } from './verdict.js';

export interface Loaded {
  file: string;
  text: string;
  /** undefined: the file did not load (its errors are in diagnostics). */
  spec: Spec | undefined;
  kind: FileKind;
  mode: SymbolicMode;
  proofClaimed: boolean;
  /** Every diagnostic so far, in order; later stages append theirs. */
  diagnostics: Diagnostic[];
  /** Which stage each diagnostic comes from: a sliced file's report keeps it for `zermelo merge`. */
  stages: Map<Diagnostic, DiagnosticStage>;
  loadMs: number;
}

export interface Bounded extends Loaded {
  /** undefined: not run (under `prove`, or the file did not load), or the engine is absent or threw. */
  bounded: BoundedRun | undefined;
  boundedMs: number;
}

export interface Certified extends Bounded {
  certified: CertifyRun | undefined;
  /** ZM4203 errors (a claim beyond the bounds) of claims the certificate decided: dropped from
   *  diagnostics, kept for `zermelo merge`. */
  settled: Diagnostic[];
}

export interface Proved extends Certified {
  symbolic: SymbolicRun | undefined;
  /** What the report says of the prover: its summary, or why it did not run; null: errors. */
  symbolicSummary: SymbolicSummary | null;
  symbolicMs: number;
  /** The bounded run the cross-checks compare with: `bounded`, or under `prove` the bounded check
   *  run after a decision. */
  crossBounded: BoundedRun | undefined;
}

export interface Judged extends Proved {
  outcome: FileOutcome;
}
