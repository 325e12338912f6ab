// Stage: prove. The plain-data result of a symbolic proof (JSON-serialisable, no Z3 objects): one
// entry per obligation with its status, time, assumptions and, when refuted, a counterexample given
// as field values. The report/CLI stages render it; nothing here formats text for a terminal.

/** A value as shown: safe integers as numbers, larger integers and rationals as strings ("1/3"),
 *  players by name, booleans, arrays element-wise. */
export type ShownValue = number | string | boolean | ShownValue[];

export interface MoveWitness {
  schema: number; // index into spec.game.moves
  label: string; // "take k" / "move 2"
  binders: Record<string, ShownValue>;
  target?: Record<string, ShownValue>; // as computed by the evaluator
}

export interface Counterexample {
  params: Record<string, ShownValue>;
  position: Record<string, ShownValue>;
  move?: MoveWitness;
  values?: Record<string, ShownValue>; // other witnesses, e.g. the missing Grundy value v
  minimised: boolean; // smallest sum of |field| found by Optimize (false: Z3's first model)
  confirmed: boolean; // the evaluator re-checked it on the concrete position
  explanation?: string; // what the evaluator found there, e.g. "S holds at n = 2, but the move take 1 leads to n = 1, which is not in F"
}

export type ObligationStatus = 'proved' | 'refuted' | 'unknown';

export type ObligationKind =
  | 'well-defined'
  | 'domain'
  | 'partition'
  | 'terminal-lose'
  | 'terminal-draw'
  | 'terminal-win'
  | 'condition-I'
  | 'condition-II'
  | 'condition-III-a'
  | 'condition-III-b'
  | 'grundy-nonneg'
  | 'grundy-terminal'
  | 'grundy-no-equal'
  | 'grundy-mex'
  | 'finiteness'
  | 'claim';

export interface ObligationResult {
  id: string; // stable, unique in the file: "condition-II", "claim-1", …
  kind: ObligationKind;
  title: string; // "condition II: every move from S lands in F"
  status: ObligationStatus;
  timeMs: number;
  detail?: string; // why unknown; which measure proved finiteness; …
  assumptions: string[]; // e.g. "every integer field and parameter is below 2^16 (bitvector encoding, 40 bits)"
  counterexample?: Counterexample;
  /** What a confirmed counterexample refutes: the conjecture, a claim, or nothing (a failed measure,
   *  a move leaving the domain, an undefined expression: the file is then unknown, not refuted). */
  refutes: 'conjecture' | 'claim' | 'none';
  internalError?: string; // the evaluator disagreed with Z3: a bug in zermelo, never a verdict
  smtFile?: string; // where --emit-smt wrote it (several paths, comma-separated, for split obligations)
  code?: string; // ZM6xxx (src/diag/codes/prove.ts) for everything not proved
  /** ZM6005 only: some measure tried was unknown (Z3 out of time), so more time might find one;
   *  absent when every candidate failed for good (not encodable, or does not drop). */
  timeLimited?: boolean;
}

export interface ProofResult {
  file: string;
  name: string;
  /** proved: every obligation proved (finiteness included); refuted: a confirmed counterexample to
   *  the conjecture or a claim; unknown otherwise. */
  status: ObligationStatus;
  obligations: ObligationResult[];
  encoding: 'int' | 'bitvector';
  width?: number; // bitvector: fields and params below 2^width
  bits?: number; // bitvector: the width of the terms
  assumptions: string[];
  timeMs: number;
  detail?: string; // e.g. why nothing could be attempted
}

export function overallStatus(obligations: ObligationResult[]): ObligationStatus {
  if (obligations.some((o) => o.status === 'refuted' && o.refutes !== 'none' && o.counterexample?.confirmed && !o.internalError)) return 'refuted';
  if (obligations.length > 0 && obligations.every((o) => o.status === 'proved')) return 'proved';
  return 'unknown';
}
