// Stage: lang. The contract between compiled expressions and whoever runs them (game, check, solve).
// A compiled expression is a JS function generated once per expression (see compile.ts); it reads
// variables from a flat numeric frame and calls back into the runtime only for oracles (claims).
//
// Value representation at run time:
//   int      → number, always a safe integer inside compiled code: an operation leaving ±(2^53 − 1)
//              throws EvalError 'overflow', which the top-level expression catches to re-evaluate
//              exactly (exactFallback.ts); a result beyond is returned as a bigint
//   real     → number, only a float64 that is exactly the value (realCode.ts); anything else goes
//              exact (rationals, rational.ts) like an int beyond ±(2^53 − 1)
//   bool     → boolean (stored in a frame as 0 / 1)
//   player   → number: index into game.players (A = 0, B = 1); stored as such in the frame
//   outcome  → number: 1 safe, 2 fragile, 3 neutral (see OUTCOME_* below)
//   array    → number[]  (array fields are flattened into consecutive frame slots)
//   position → Float64Array in the state layout (the same layout the game stage uses)
//   set      → never a run-time value: ∈ over a set or range is compiled to comparisons

import type { Span } from '../diag/diagnostic.js';
import type { Type } from './types.js';

export const OUTCOME_SAFE = 1;
export const OUTCOME_FRAGILE = 2;
export const OUTCOME_NEUTRAL = 3;

/** Where a variable lives in the frame. Arrays occupy `length` consecutive slots from `slot`. */
export interface SlotInfo {
  slot: number;
  type: Type;
}

/** The state layout: field name → offset in a position vector (arrays flattened). */
export interface StateLayoutField {
  name: string;
  offset: number;
  type: Type; // int | real | bool | player | array(int, k)
}

export interface CompileScope {
  /** Every name visible to the expression that is read from the frame: params, fields, binders. */
  slots: Map<string, SlotInfo>;
  /** Frame offset of the current position's fields and their layout (for `{…}` literals and `start`). */
  state: StateLayoutField[];
  stateOffset: number; // frame slot where the position's first field is stored
  stateSize: number; // number of slots of a position vector
  players?: [string, string];
}

export type Value = number | boolean | number[] | Float64Array;

/** Called by compiled claims: safe(p), fragile(p), neutral(p), outcome(p), grundy(p), start. */
export interface Oracle {
  outcome(position: Float64Array, span: Span): number; // OUTCOME_*; throws EvalError if undetermined/outside
  grundy(position: Float64Array, span: Span): number;
  /** The value of a game with points (`score:`): a safe integer; throws EvalError where not defined. */
  value(position: Float64Array, span: Span): number;
  start(span: Span): Float64Array;
}

export type CompiledExpr<T extends Value = Value> = (frame: Float64Array, oracle?: Oracle) => T;

export type EvalErrorKind =
  | 'division-by-zero'
  | 'overflow'
  | 'index-out-of-range'
  | 'recursion-limit'
  | 'undetermined' // an oracle asked about a position whose value the bounded region does not determine
  | 'outside-region' // an oracle asked about a position outside the solved region
  | 'domain' // e.g. a negative heap where nat is required
  | 'range-limit'; // a binder or quantifier range too large to enumerate (issue 8)

/** The only exception compiled code throws; checkers catch it and turn it into a diagnostic. */
export class EvalError extends Error {
  constructor(
    readonly kind: EvalErrorKind,
    message: string,
    readonly span: Span,
  ) {
    super(message);
    this.name = 'EvalError';
  }
}
