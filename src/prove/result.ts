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
  keeps?: true; // the move keeps the turn (`again:`), as the evaluator found
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
  | 'value-local'
  | 'finiteness'
  | 'claim'
  | 'lemma';

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
  /** Set on a proved obligation whose proof holds only for integers in [-2^w, 2^w): it was
   *  discharged with bitvectors (or under the width bound on the parameters of such a file), so it
   *  says nothing about larger values of the mathematical game. */
  widthBound?: number;
  /** Proved by the width-free route (axiomRoute.ts): the names of the xor axioms Z3 was given
   *  (src/prove/xorAxioms.ts); the proof holds for every natural, with no width. */
  axioms?: string[];
  /** ZM6005 only: some measure tried was unknown (Z3 out of time), so more time might find one;
   *  absent when every candidate failed for good (not encodable, or does not drop). */
  timeLimited?: boolean;
  /** Only when asked (ProveOptions.keepSmt) and proved: the SMT-LIB2 scripts Z3 found unsat. */
  smt?: ObligationSmt;
  /** What other solvers said of this obligation's scripts (`--confirm cvc5`, scale/confirmProof.ts). */
  confirmations?: Confirmation[];
}

/** A proved obligation as SMT-LIB2, for a second solver: `parts` are exactly the scripts Z3 found
 *  unsat (one per part); `settled` (well-defined only) negates the side conditions that interval
 *  reasoning settled without Z3 (intervalValidity.ts), under the same hypotheses: unsat iff all hold. */
export interface ObligationSmt {
  parts: string[];
  settled?: { text: string; count: number };
}

/** One other solver's answer on a proved obligation's scripts: confirmed (every script unsat),
 *  not-confirmed (some script unknown, timed out or unreadable: the reason in detail), or disagrees
 *  (some script sat: a bug somewhere, an internal error, never a verdict). */
export interface Confirmation {
  solver: 'cvc5';
  status: 'confirmed' | 'not-confirmed' | 'disagrees';
  timeMs: number;
  detail?: string;
  /** How many side conditions settled by interval reasoning this solver re-checked too (all of them). */
  settled?: number;
}

/** width-bounded: every obligation was proved, but some only below a bitvector width (widthBound):
 *  not a proof for the mathematical game, whose integers are unbounded (format.md §3). */
export type ProofStatus = ObligationStatus | 'width-bounded';

export interface ProofResult {
  file: string;
  name: string;
  /** proved: every obligation proved (finiteness included) for every value; width-bounded: every
   *  obligation proved, some only below 2^widthBound; refuted: a confirmed counterexample to the
   *  conjecture or a claim; unknown otherwise. */
  status: ProofStatus;
  widthBound?: number; // with status width-bounded: the width of the weakest obligation
  obligations: ObligationResult[];
  encoding: 'int' | 'bitvector';
  width?: number; // bitvector: fields and params below 2^width
  bits?: number; // bitvector: the width of the terms
  assumptions: string[];
  timeMs: number;
  detail?: string; // e.g. why nothing could be attempted
}

export function overallStatus(obligations: ObligationResult[]): ProofStatus {
  if (obligations.some((o) => o.status === 'refuted' && o.refutes !== 'none' && o.counterexample?.confirmed && !o.internalError)) return 'refuted';
  if (obligations.length > 0 && obligations.every((o) => o.status === 'proved')) return widthBoundOf(obligations) === undefined ? 'proved' : 'width-bounded';
  return 'unknown';
}

/** The smallest width below which some obligation alone is proved (undefined: none is bounded). */
export function widthBoundOf(obligations: readonly ObligationResult[]): number | undefined {
  const widths = obligations.flatMap((o) => (o.status === 'proved' && o.widthBound !== undefined ? [o.widthBound] : []));
  return widths.length > 0 ? Math.min(...widths) : undefined;
}
