// Stage: check. The plain-data result of the bounded check (JSON-serialisable: no typed arrays, no
// functions). One BoundedRun per swept parameter assignment; BoundedResult for the whole file.
// Consumed by report/ (verdicts, text/JSON/JUnit) and by the teaching features.

import type { Diagnostic, Span } from '../diag/diagnostic.js';
import type { PlayLine } from '../solve/principalLine.js';
import type { OutcomeCounts, OutcomeName } from '../solve/solution.js';

/** What failed. Requirements: partition, terminal-*; Theorem 4.1: I, II, IIIa (N has a move into N),
 *  IIIb (no move from N into S); truth: the conjectured class differs from the solved one;
 *  grundy-*: the mex characterisation (keep: a move keeps f; reach: a smaller value unreachable;
 *  value: f is not a non-negative integer) and agreement with the true Grundy values. */
export type Condition =
  | 'partition'
  | 'terminal-lose'
  | 'terminal-draw'
  | 'terminal-win'
  | 'I'
  | 'II'
  | 'IIIa'
  | 'IIIb'
  | 'truth'
  | 'grundy-value'
  | 'grundy-keep'
  | 'grundy-reach'
  | 'grundy-truth'
  // a `value:` conjecture: the local equation of the value fails; the value differs from the true one
  | 'value-local'
  | 'value-truth';

/** The conjectured class of a position: one set, none (a gap) or several (an overlap). */
export type ConjecturedClass = 'safe' | 'fragile' | 'neutral' | 'none' | 'several';

export interface MoveReport {
  label: string;
  binders: { name: string; value: number }[];
  /** "n = 1"; a sum reads "n = 1 + n = 3"; the empty sum "the empty sum". */
  target: string;
  /** State slots of the target (of each component for a sum). */
  targets: number[][];
  inRegion: boolean;
  /** Class of the target under the conjecture (S/F/N conjectures; undefined for sums). */
  conjectured?: ConjecturedClass;
  /** The conjecture's Grundy value of the target (XOR over the components of a sum). */
  conjecturedGrundy?: number | string; // the exact digits (a string) beyond ±(2^53 − 1)
  /** The solved class; undefined when the target is outside the region. */
  truth?: OutcomeName;
  trueGrundy?: number;
  /** A `value:` conjecture: the move's points, the conjectured and the true value of its target
   *  (exact digits in a string beyond ±(2^53 − 1)). */
  points?: number | string;
  conjecturedValue?: number | string;
  trueValue?: number | string;
  /** The move keeps the turn (`again:`): the same player moves next from the target. */
  keeps?: true;
  /** The label is zermelo's, not the file's (game.ts's MoveInfo): renderers may translate it. */
  generated?: true;
}

export interface Counterexample {
  condition: Condition;
  params: Record<string, number>;
  position: number[];
  /** "n = 2" */
  text: string;
  conjectured?: ConjecturedClass;
  /** Which sets contain the position, when several or none (a partition failure). */
  conjecturedSets?: ('safe' | 'fragile' | 'neutral')[];
  conjecturedGrundy?: number | string; // the exact digits (a string) beyond ±(2^53 − 1)
  terminal?: 'lose' | 'draw' | 'win';
  truth: OutcomeName;
  /** Generation of the position (see solve/solution.ts); absent when neutral/undetermined. */
  generation?: number;
  trueGrundy?: number;
  /** A `value:` conjecture: the formula's value here, the best of points ± formula over the moves
   *  (0 without moves), the true value (absent where it is not determined) and a move achieving it. */
  conjecturedValue?: number | string;
  localValue?: number | string;
  trueValue?: number | string;
  bestMove?: MoveReport;
  /** Every move from the position. */
  moves: MoveReport[];
  /** Indices into `moves` of the moves that break the condition (or witness it). */
  offending: number[];
  /** For a fragile position: a move to a safe position (the fastest win). */
  winningMove?: MoveReport;
  /** Perfect play from the position (solve/principalLine.ts), when its class is known. */
  line?: PlayLine;
  /** Found by sampling beyond the bounds with this seed (the truth there is not solved). The
   *  sentences are made from this data by teach/sentences/ (one renderer per language). */
  sampledSeed?: number;
  /** A sampled position inside the bounds (the bounded check did not solve the game there). */
  sampledWithinBounds?: true;
}

export interface ConditionSummary {
  condition: Condition;
  /** Positions of the region where it fails. */
  failures: number;
  /** The smallest few (by Σ|field|, then lexicographically), each re-confirmed. */
  counterexamples: Counterexample[];
}

export interface ClaimResult {
  name?: string;
  /** The claim as written (printed expression). */
  text: string;
  span: Span;
  status: 'holds' | 'fails' | 'error';
  /** When it fails: the binder values of the first failing instance of its leading ∀ (if any). */
  instance?: { name: string; value: number }[];
  message?: string;
  /** When it fails: what is true there (claimTruth.ts). */
  truth?: ClaimTruth;
}

/** A position a failing claim asks the solved game about, with its true class. */
export interface TruthPosition {
  position: number[];
  text: string;
  truth: OutcomeName;
  generation?: number;
  grundy?: number;
  /** The position's value (a claim asked `value(p)`), and a move achieving it. */
  value?: number;
  best?: { move: string; points: number; keeps?: true; to: string };
}

/** What is true where a claim fails: the positions it asks about, the true values of the sides it
 *  compares (literals left out), and perfect play from the first position. */
export interface ClaimTruth {
  positions: TruthPosition[];
  values: { expression: string; value: string }[];
  line?: PlayLine;
}

export interface BoundedRun {
  params: Record<string, number>;
  status: 'checked' | 'skipped' | 'error';
  outcome: 'holds' | 'refuted' | 'unknown';
  regionSize: number;
  /** Solved from the start position only (check.from: start): the positions reachable from it. */
  reachable?: number;
  /** `reachable` counts only the positions the start's outcome depends on (solve/startSearch.ts). */
  searched?: boolean;
  /** How the positions were stored where not by their index in the box: by packed key (sparse:
   *  solve/solveSparse.ts, value/keyValueSearch.ts), or the values swept tier by tier (tiers:
   *  value/tierSweep.ts). */
  storage?: 'sparse' | 'tiers';
  /** Why by key though the box can be indexed: only values from the start were asked, in a box larger
   *  than valueScope.ts's SWEEP_BOX (values-large) or with a declared symmetry (values-symmetry);
   *  absent where the box is too large to index. */
  storageWhy?: 'values-large' | 'values-symmetry';
  /** A symmetry was declared (game.symmetry) but not used: each position was solved on its own. */
  symmetryUnused?: true;
  /** A declared symmetry was used: the group's size, the orbits stored, the positions they hold. */
  symmetry?: { group: number; orbits: number; positions: number };
  undetermined: number;
  counts: OutcomeCounts;
  /** The region's move graph has a cycle: Theorem 4.1 proves nothing there (see notes). */
  cyclic: boolean;
  solveMethod?: string;
  /** I–III were evaluated locally (false when moves lead to sums). */
  localConditions: boolean;
  conditions: ConditionSummary[];
  claims: ClaimResult[];
  notes: string[];
  diagnostics: Diagnostic[];
  seconds: { build: number; solve: number; check: number; claims: number; total: number };
  /** Only on a run checked as one slice of its region (mergeSlices.ts removes it). */
  slice?: SliceInfo;
}

/** A run checked as slice `index` of `count`: the positions with index in [from, to) of its region
 *  (the solved truth and the build are those of the whole region; claims only in slice 1). */
export interface SliceInfo {
  index: number;
  count: number;
  from: number;
  to: number;
  /** Counterexamples kept per condition. */
  limit: number;
  /** The conjecture checks of the run in order (a Grundy one, a S/F/N one): how many entries of
   *  `conditions`, and of `diagnostics` from `diagnosticsAt` on, each produced; `stopped`: it stopped
   *  at a position where the conjecture failed to evaluate (its conditions are then empty). */
  parts: { conditions: number; diagnostics: number; stopped: boolean }[];
  diagnosticsAt: number;
}

/** What the bounded engine found; the file's verdict is decided from it (and the prover's) in run/verdict.ts. */
export type BoundedOutcome = 'holds' | 'refuted' | 'skipped' | 'error';

export interface BoundedResult {
  file: string;
  /** refuted if any run has a failure; else error if any run could not be checked; else skipped if
   *  no run could be enumerated (real fields); else holds. */
  outcome: BoundedOutcome;
  runs: BoundedRun[];
  diagnostics: Diagnostic[];
  seconds: number;
}
