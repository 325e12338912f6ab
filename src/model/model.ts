// Stage: model. The validated, desugared description of one YAML file. Families (subtraction, nim,
// octal) are already expanded into general move schemas here: nothing downstream special-cases them
// except through `family`, which is kept for `explain`, for fast paths and for certificates.
// Every expression is a typechecked lang AST whose spans are file offsets.

import type { LoadLimits } from './loadLimits.js';
import type { Span } from '../diag/diagnostic.js';
import type { Binder, Expr } from '../lang/ast.js';

export type FieldDomain =
  | { kind: 'nat' }
  | { kind: 'int' }
  | { kind: 'bool' }
  | { kind: 'real' }
  | { kind: 'range'; lo: Expr; hi: Expr } // inclusive, may mention params
  // nat[3]; elem is nat | int | range | bool. `bool[edges]`: one element per row of the data table
  // `edges` (rowsOf; the length is set when the tables are read), shown as the set of rows marked
  // true, each row by its entries joined with '-' (labels): `{0-2, 1-3}`
  | { kind: 'array'; length: number; elem: FieldDomain; rowsOf?: string; labels?: string[] }
  | { kind: 'player' }; // the implicit `turn` of partizan games

export interface FieldSpec {
  name: string;
  domain: FieldDomain;
  span: Span;
}

/** One assignment of a `to:` map: `n: n - k`, or `h[i]: h[i] - k` (index set). */
export interface Assignment {
  field: string;
  index?: Expr;
  value: Expr;
  span: Span;
}

/** A target position: fields not assigned keep their value; `turn` flips implicitly. */
export interface Update {
  assignments: Assignment[];
  span: Span;
}

export interface MoveSpec {
  name?: string; // label shown in reports, e.g. "take k"
  /** The name is zermelo's, made by a family (`subtraction:`, `nim:`, `octal:`), not the file's:
   *  renderers may translate it (teach/moveName.ts). */
  generated?: true;
  by?: string; // partizan: the player who may use this schema
  binders: Binder[]; // for: k ∈ {1, 4}   (several binders: nested, in order)
  guard?: Expr; // if:
  /** again: the same player moves next when this holds (read, like `if`, in the position before the
   *  move with the binders' values); absent: the move passes the turn. */
  again?: Expr;
  /** score: the points this move scores for its mover (an integer expression read, like `if`, in
   *  the position before the move); absent: 0. Only the value engine reads it (solve/value/). */
  score?: Expr;
  targets: Update[]; // length 1, or ≥ 2 when the move leads to a sum of independent positions
  span: Span; // the whole move entry (for "move leaves the domain" errors)
}

export interface EndSpec {
  lose?: Expr; // the player to move has lost
  draw?: Expr;
  win?: Expr; // the player to move has won
}

export type Family =
  | { kind: 'subtraction'; set: number[] }
  | { kind: 'partizan-subtraction'; sets: Record<string, number[]> }
  | { kind: 'nim'; heaps: number; take?: number[] }
  | { kind: 'octal'; code: string; digits: number[] }; // digits[k] = d_k (digits[0] before the point)

export interface GameSpec {
  params: FieldSpec[];
  state: FieldSpec[]; // in declaration order; partizan games end with { name: 'turn', domain: player }
  players?: [string, string]; // partizan only
  impartial: boolean; // no players: both players have the same moves
  start?: Update; // fields of the start position (all fields assigned)
  moves: MoveSpec[];
  end: EndSpec;
  play: 'normal' | 'misere';
  family?: Family;
  /** symmetry: permutations of one array field's indices declared to be symmetries (model/loadSymmetry.ts) */
  symmetry?: SymmetrySpec;
  span: Span; // the `game:` value
}

/** `symmetry: { field: drawn, maps: [rot, refl] }`: each map an int array expression read from the
 *  parameters (a list literal, a data table, a comprehension); map[i] is the index element i goes to. */
export interface SymmetrySpec {
  field: string;
  fieldSpan: Span;
  maps: Expr[];
  span: Span; // the `symmetry:` value
}

export interface Definition {
  name: string;
  params: string[];
  body: Expr;
  span: Span; // the key `big(x)`
  /** a real parameter fixed to a value (model/realParams.ts), not a `define:` of the file */
  fromParam?: true;
}

/** A constant data table `adj: [[1, 4], [0], …]` (rows of integer literals, possibly of different
 *  lengths). Its uses are expanded into array literals before typechecking (model/dataTables.ts). */
export interface DataTable {
  name: string;
  rows: bigint[][];
  span: Span; // the key `adj`
}

export interface ConjectureSpec {
  safe?: Expr;
  fragile?: Expr;
  neutral?: Expr;
  grundy?: Expr;
  /** The value of each position in a game with points (`score:`): an integer formula. */
  value?: Expr;
  span: Span;
}

export interface ClaimSpec {
  name?: string;
  holds: Expr;
  span: Span;
}

export interface BoundSpec {
  lo: Expr;
  hi: Expr;
  span: Span;
}

export interface CheckSpec {
  bounds: Record<string, BoundSpec>; // per unbounded state field (array fields: per element)
  params: Record<string, BoundSpec>; // each value of each swept parameter is a separate game
  symbolic: 'auto' | 'off' | 'required';
  timeoutMs: number; // per proof obligation (default 30 s)
  sample?: number; // positions to sample beyond the bounds
  /** `check.from`: `start` solves only the positions reachable from the start position; `region`
   *  the whole box (the default, unless the claims ask only about `start`: checkScope.ts). */
  from?: { value: 'start' | 'region'; span: Span };
}

export interface StrategyCase {
  when: Expr;
  move: Update;
  span: Span;
}

/** `proof.lemmas` item: a formula over the state, params and definitions, proved at every position
 *  of the domain before it is assumed by the later obligations (prove/lemmas.ts). */
export interface LemmaSpec {
  name: string;
  holds: Expr;
  /** `by: induction on m`: proved by strong induction on the integer measure m (prove/lemmas.ts). */
  induction?: Expr;
  /** `at:` positions (updates of the current one) where the induction hypothesis is taken, instead
   *  of the targets of the moves (prove/lemmas.ts); only with `induction`. */
  at?: Update[];
  span: Span;
}

export interface ProofSpec {
  termination?: Expr[]; // a measure, or a lexicographic tuple of measures
  strategy?: StrategyCase[];
  lemmas?: LemmaSpec[];
  span: Span;
}

/** One heap of a `view: { kind: heaps }`: a field, or one element of an array field. */
export interface ViewHeap {
  field: string;
  element?: number;
  label: string; // "a", "h[2]"
}

/** `view:` — how a position is drawn on the pages (check --html, table --html, serve), resolved when
 *  the file is loaded: names checked against the fields and tables, sizes to numbers. */
export type ViewSpec =
  | { kind: 'heaps'; heaps: ViewHeap[]; span: Span }
  /** `points` on a circle; segment k joins segments[k]; drawn[k] ≠ 0 draws it (its value: the colour). */
  | { kind: 'polygon'; points: number; segments: [number, number][]; drawn: string; span: Span }
  /** The array field `field` row by row, `columns` cells a row, row 0 at the top (or at the bottom,
   *  `origin: bottom-left`); a cell ≠ 0 is marked (its value: the colour). */
  | { kind: 'grid'; field: string; columns: number; rows: number; origin: 'top-left' | 'bottom-left'; span: Span };

export type Verdict = 'proved' | 'holds' | 'refuted' | 'unknown';

export interface Spec {
  file: string; // as given (relative path)
  source: string; // the file text (diagnostics render code frames from it)
  name: string;
  title?: string;
  game: GameSpec;
  defines: Definition[];
  /** the data tables of `define:` (their uses are already expanded in every expression) */
  tables?: DataTable[];
  /** The game parameters the computed data tables read: this Spec's tables (and every expression
   *  that uses them, and a `bool[table]` field's length) are those of `values`; specForParams
   *  (model/tableInstances.ts) gives the Spec of other values. Absent: the tables are constants. */
  tableParams?: { names: string[]; values: Record<string, number> };
  conjecture?: ConjectureSpec;
  claims: ClaimSpec[];
  check: CheckSpec;
  proof?: ProofSpec;
  view?: ViewSpec;
  expect?: Exclude<Verdict, 'unknown'>;
  kind: 'conjecture' | 'proof'; // under proofs/ every obligation must be discharged
  /** the size limits raised by options when it was loaded (model/loadLimits.ts; absent: defaults) */
  limits?: LoadLimits;
}
