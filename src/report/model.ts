// Stage: report. The report model: plain JSON-serialisable data, built from the loader's diagnostics
// and the bounded and symbolic results (see fromBounded.ts, fromProof.ts); renderers only format it.
// Contract for `--json` (documented in docs/ci.md and docs/report.schema.json): add fields freely,
// never rename or remove one without bumping REPORT_SCHEMA_VERSION.

import type { SentenceFacts } from '../teach/sentences/facts.js';

export const REPORT_SCHEMA_VERSION = 1;

import type { Severity } from '../diag/diagnostic.js';
import type { BoundedStatus, CertificateStatus, ClaimStatus, CounterexampleSource, Expectation, FileKind, FileStatus, FileVerdict, ObligationStatus, SymbolicStatus } from './outcomes.js';

export type { BoundedStatus, CertificateStatus, ClaimStatus, CounterexampleSource, Expectation, FileKind, FileStatus, FileVerdict, ObligationStatus, SymbolicStatus } from './outcomes.js';

export interface Location {
  line: number; // 1-based
  col: number; // 1-based, in code points
}

export interface DiagnosticReport {
  code: string;
  severity: Severity;
  message: string;
  at: Location | null;
  hint: string | null;
}

/** Safe integers as numbers; larger integers and rationals as strings ("1/3"); players by name. */
export type Scalar = number | boolean | string;
export type PositionValue = Scalar | PositionValue[];

export interface MoveReport {
  name: string | null; // the move schema's label, e.g. "take k"
  to: string; // the target, e.g. "n = 1"
  conjectured: string | null; // safe | fragile | neutral | a Grundy value, as the conjecture says
  truth: string | null; // the true class within bounds, when known
  /** In memory only (renderJson folds them into `name`, in English): the move keeps the turn; its
   *  name is zermelo's (a family's move), which the renderers translate (teach/moveName.ts). */
  keeps?: true;
  generated?: true;
}

/** One move of a line of perfect play and the position it reaches, with that position's true class. */
export interface LineStepReport {
  move: string; // the move's label; renderJson marks a kept turn in English, like a move's name
  to: string;
  class: string;
  generation: number | null;
  /** In memory only, as on MoveReport. */
  keeps?: true;
  generated?: true;
}

/** A line of perfect play (solve/principalLine.ts): where it starts, its moves, why it stops
 *  (terminal: the game is over; limit: more moves follow; repeat: a draw goes round; undetermined,
 *  sum: the next class is not in the table). */
export interface LineReport {
  from: string;
  steps: LineStepReport[];
  end: 'terminal' | 'limit' | 'repeat' | 'undetermined' | 'sum';
}

export interface CounterexampleReport {
  /** What the sentence is made from (teach/sentences/): each language's renderer reads it. Kept in
   *  memory, in worker messages and in the cache; not part of the JSON report (renderJson drops it). */
  facts?: SentenceFacts;
  /** certificate: found for every n through a periodicity certificate (src/certify), re-confirmed.
   *  sample: found by sampling beyond the bounds (check.sample, --sample), re-confirmed. */
  source: CounterexampleSource;
  /** What breaks: requirement (partition/terminals), I, II, III, truth, finiteness, grundy, claim, domain. */
  condition: string;
  params: Record<string, PositionValue>;
  position: Record<string, PositionValue>;
  positionText: string; // "n = 2"
  sentence: string; // the student-facing explanation
  moves: MoveReport[];
  /** The true class of the position (a claim: of the position it asks the solved game about last,
   *  named in `position`). */
  truth: { class: string; generation: number | null; position?: string } | null;
  /** A claim: what is true where it fails — the values of the sides it compares (literals left
   *  out), and the class of each other position it asks about (`outcome(n = 3)`). */
  values?: { expression: string; value: string }[];
  /** Perfect play from the position (a claim: from `truth.position`), read off the solved game. */
  line?: LineReport;
  /** A `value:` conjecture (scores): the formula's value here, the best of points ± formula over the
   *  moves, the true value (null: not determined within the bounds) and a move achieving it. */
  value?: ValueReport;
  claim: string | null; // the claim's name or text when condition = claim
  at: Location | null; // the conjecture or claim line the failure points at
}

export interface ValueReport {
  conjectured: number | string; // exact digits in a string beyond ±(2^53 − 1)
  local: number | string;
  truth: number | string | null;
  best: { name: string; to: string; points: number | string; keeps?: true } | null;
}

export interface ParamSummary {
  params: Record<string, PositionValue>;
  positions: number;
  undetermined: number;
  cyclic: boolean;
  failures: number;
}

/** Positions sampled far outside the region and checked for the local conditions only. */
export interface SampleSummary {
  status: BoundedStatus; // skipped: the file cannot be sampled (reason)
  reason: string | null;
  samples: number; // asked for
  checked: number; // evaluated (the rest skipped: too many moves, or an expression failed there)
  skipped: number;
  seed: number; // always printed: `--sample <samples> --seed <seed>` reproduces the run
  ranges: string[]; // what was drawn, e.g. "n ≤ 2^40"
  command: string; // the command that reproduces the run
}

export interface BoundedSummary {
  status: BoundedStatus; // skipped: the region cannot be enumerated (see notes)
  region: string; // e.g. "n ≤ 10000" or "size ∈ 2..60, i, j ∈ 1..size"
  positions: number; // summed over swept parameter values
  /** Only the positions reachable from the start were solved and checked; `positions` counts them. */
  from?: 'start';
  /** From the start, with claims about `start` alone: only the positions its outcome depends on were
   *  solved (a depth-first search, solve/startSearch.ts); `positions` counts those. */
  searched?: true;
  /** The positions were stored by packed key, not by their index in the box (a box too large to
   *  index, solve/solveSparse.ts), or the values swept tier by tier (tiers, solve/value/tierSweep.ts);
   *  absent when stored by index. */
  storage?: 'sparse' | 'tiers';
  /** Stored by key though the box could be indexed: only values from the start were asked, in a box
   *  larger than 2^24 positions (values-large) or with a declared symmetry (values-symmetry). */
  storageWhy?: 'values-large' | 'values-symmetry';
  /** A symmetry was declared but not used (each position solved on its own; see notes). */
  symmetryUnused?: true;
  /** The game's declared symmetry was used (positions stored one per orbit, each checked): the
   *  largest group of the runs, and the orbits stored and positions they hold, summed over the runs;
   *  absent when no symmetry was used. */
  symmetry?: { group: number; orbits: number; positions: number };
  undetermined: number;
  cyclic: boolean; // some region has a cycle: Theorem 4.1 alone proves nothing there
  failures: Record<string, number>; // condition → number of failing positions (all, not only shown)
  perParam: ParamSummary[];
  notes: string[];
  /** Sampling beyond the bounds (check.sample or --sample); absent when not asked for. */
  sample?: SampleSummary;
}

export interface ObligationReport {
  name: string; // e.g. "condition II", "finiteness (measure n)"
  status: ObligationStatus;
  timeMs: number;
  detail: string | null; // widths, assumptions, or why unknown
  /** Only with `--confirm`, on a proved obligation: the solvers that proved it ("z3", then "cvc5" when
   *  it confirmed), and each second solver's answer. */
  solvers?: string[];
  confirmations?: ConfirmationReport[];
  /** Only on an obligation proved for every natural with xor by its axioms (no bit-vector width):
   *  the names of the axioms the solver was given (src/prove/xorAxioms.ts, docs/soundness.md). */
  axioms?: string[];
}

/** A second solver's answer on an obligation Z3 proved (`--confirm cvc5`). */
export interface ConfirmationReport {
  solver: 'cvc5';
  status: 'confirmed' | 'not-confirmed' | 'disagrees';
  timeMs: number;
  detail: string | null; // why not confirmed; what it disagrees with
  /** How many side conditions settled by interval reasoning (without Z3) it re-checked too. */
  settled: number;
}

/** With `--confirm`: how many of the obligations Z3 proved the second solver confirmed. */
export interface ConfirmationSummary {
  solver: 'cvc5';
  confirmed: number;
  proved: number; // obligations Z3 proved
}

export interface SymbolicSummary {
  /** skipped: not run (off, or the bounded check refuted); unavailable: the prover is not installed;
   *  width-bounded: every obligation proved, some only for integers below 2^width (bitvectors). */
  status: SymbolicStatus;
  reason: string | null;
  obligations: ObligationReport[];
  /** Only with status width-bounded: the proof covers fields and params in [-2^width, 2^width). */
  width?: number;
  /** Only with `--confirm`. */
  confirmation?: ConfirmationSummary;
}

/** What a verdict rests on beyond what its word says: a *holds* whose proof covers every value
 *  below a bitvector width only (the bounded check alone covers less). */
export interface AssumptionReport {
  kind: 'bitvector-width';
  width: number;
  text: string; // "proved for values below 2^53 only — bit-vector obligations"
}

/** One value of the swept params through the certificate stage (src/certify). */
export interface CertificateRunReport {
  params: Record<string, PositionValue>;
  status: CertificateStatus;
  reason: string | null;
  heap: string | null; // the unbounded field the rows are indexed by
  /** The theorem's hypothesis as checked for this game, e.g. "every move takes 1 to 5 from n …". */
  hypothesis: string | null;
  /** subtraction: the rows theorem (moves take 1…k, one heap); octal: Guy–Smith. */
  theorem: 'subtraction' | 'octal' | null;
  statement: string | null; // the theorem instantiated (window and conclusion)
  values: 'outcome' | 'grundy' | null; // what a row holds
  columns: string[]; // what each entry of a row is, e.g. "r = 0", "turn = A"; [] for one value per n
  preperiod: number | null;
  period: number | null;
  maxTake: number | null; // k: the most one move takes (octal: removes)
  uniformFrom: number | null; // u: the same moves for every n ≥ u (rows theorem only)
  window: [number, number] | null; // every n in [a, b) was checked: row(n + p) = row(n)
  checkedThrough: number | null; // the last row the window check read
  rowsComputed: number;
  pattern: number[]; // rows e … e + p − 1, flat (outcome codes 1 safe, 2 fragile, 3 neutral, or Grundy values)
  exceptions: number[]; // rows 0 … e − 1, flat
  /** The conjecture decided for every n: periodic in n from `from` with `period`, every n < checkedBelow compared. */
  conjecture: { status: 'proved' | 'refuted' | 'undecided'; from: number | null; period: number | null; checkedBelow: number | null; detail: string | null } | null;
}

export interface CertificateReport {
  /** proved / refuted for every n, or not-certified (the reason says why: hypothesis, no period, …). */
  status: CertificateStatus;
  reason: string | null;
  runs: CertificateRunReport[];
}

export interface ClaimReport {
  name: string;
  status: ClaimStatus;
  at: Location | null;
  detail: string | null;
}

export interface Timings {
  loadMs: number;
  boundedMs: number;
  symbolicMs: number;
  totalMs: number;
}

export interface FileReport {
  file: string; // relative to the working directory, '/'-separated; never absolute
  sha256: string; // of the file's bytes (UTF-8)
  tool: { name: string; version: string };
  name: string | null;
  title: string | null;
  kind: FileKind; // proof: under proofs/, must be proved
  verdict: FileVerdict;
  expect: Expectation | null;
  met: boolean | null; // does the verdict meet `expect`? null when there is nothing to compare
  status: FileStatus;
  summary: string; // one sentence: why this verdict
  at: Location | null; // the conjecture's line (or the first claim's), where CI annotations point
  diagnostics: DiagnosticReport[];
  bounded: BoundedSummary | null;
  symbolic: SymbolicSummary | null;
  counterexamples: CounterexampleReport[];
  claims: ClaimReport[];
  /** Only when the verdict carries an assumption (a holds proved below a bitvector width only). */
  assumption?: AssumptionReport;
  /** The periodicity certificate stage; absent when it did not run (no engine, or not reached). */
  certificate?: CertificateReport | null;
  timings: Timings;
  /** True when this report was reused from the result cache (.zermelo-cache/) instead of recomputed. */
  cached?: boolean;
  /** Only on a file split across shards (--shard, one slice of its region per shard): what
   *  `zermelo merge` needs to rebuild the record of the unsharded run (mergeSliceRecords.ts). */
  slice?: SliceReport;
}

/** The stage that produced a diagnostic of a sliced file (its `diagnostics`, entry by entry). */
export type DiagnosticStage = 'load' | 'bounded' | 'sample' | 'certificate' | 'symbolic' | 'engines';

/** One slice of a file split across shards, machine-readably (the text says it in bounded.region). */
export interface SliceReport {
  index: number; // 1-based
  count: number;
  /** The file has a conjecture (a bounded "holds" then counts only if some position was compared). */
  conjecture: boolean;
  /** expect: proved, under proofs/, or symbolic required: certificates and proofs run even after a refutation. */
  proofClaimed: boolean;
  proofRequired: boolean; // check.symbolic or --symbolic is required
  /** The stage of each entry of the file's `diagnostics`, in order. */
  diagnostics: DiagnosticStage[];
  /** The claims as the bounded check reported them, before certificates and proofs (slice 1). */
  claims: ClaimReport[];
  /** Errors about claims beyond the bounds (ZM4203) dropped because a certificate decided the claim. */
  settled: DiagnosticReport[];
  /** This slice's exhaustive check; null when it did not run (e.g. the region was not solved). */
  bounded: SliceBoundedReport | null;
}

export interface SliceBoundedReport {
  status: BoundedStatus; // of this slice's exhaustive check, before sampling
  limit: number; // counterexamples kept per condition
  /** One per swept parameter value, in the order of perParam. */
  runs: SliceRunReport[];
}

export interface SliceRunReport {
  cyclic: boolean;
  notes: string[]; // the run's own notes (bounded.notes is the union over runs)
  claims: number; // failing claims (one counterexample each, after the conditions')
  /** Every condition checked, in order, with its failures in this slice and the slot values (in the
   *  state layout's order) of the counterexamples shown, in the order of `counterexamples`. */
  conditions: { condition: string; failures: number; shown: number[][] }[];
}

export interface RunSummary {
  files: number;
  byVerdict: Record<FileVerdict, number>;
  byStatus: Record<FileStatus, number>;
  exitCode: number;
}

export interface RunReport {
  schemaVersion: number;
  tool: { name: string; version: string };
  files: FileReport[];
  summary: RunSummary;
  /** With --shard i/n: which shard this report is (zermelo merge checks that every shard is there). */
  shard?: { index: number; count: number };
}
