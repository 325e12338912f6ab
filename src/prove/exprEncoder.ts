// Stage: prove. The encoder's vocabulary (scopes, side conditions, the program it encodes) and the
// encoder as the encoders of calls, binders, counts and operators (encodeCall.ts, encodeBinders.ts,
// encodeMonotoneCount.ts, encodeOps.ts) use it; encoder.ts's Encoder implements it. Its own file so
// that those encoders and encoder.ts do not import each other.

import type { Span } from '../diag/diagnostic.js';
import type { Expr } from '../lang/ast.js';
import type { Definition } from '../model/model.js';
import type { FuncDecl } from 'z3-solver';
import type { Ctx } from './z3.js';
import type { Backend, BoolT, NumT } from './backend.js';
import type { NumSym, Sym } from './sym.js';

export interface Scope {
  fields?: Map<string, Sym>; // the current position (absent in claims)
  params: Map<string, Sym>;
  binders: Map<string, Sym>;
}

/** defined: the evaluator would stop with an error; overflow / limit: where the encoding stops being
 *  exact (bitvector overflow, recursion cut off) — not errors, but they must be shown unreachable;
 *  closure: a count over a range that does not unroll is exact only if its condition is downward
 *  closed there (encodeMonotoneCount.ts), proved by its own obligation. axiom: not a condition to
 *  prove but a hypothesis, valid whatever the values (the definition of a fresh constant):
 *  conjoined to every negation. */
export type SideKind = 'defined' | 'overflow' | 'limit' | 'closure' | 'axiom';

/** Side conditions that are to be proved (not hypotheses, and not already settled). */
export function isGoal(s: Side): boolean {
  return s.kind !== 'axiom' && !s.settled;
}
export interface Side {
  kind: SideKind;
  what: string; // "division by zero", "index out of range", …
  cond: BoolT; // must hold (already under its path)
  span?: Span;
  quantified?: boolean; // met inside a Z3 quantifier (then `cond` is itself a ∀)
  /** `cond` holds for every value of its constants, decided from the bounds in its own premises
   *  (intervalValidity.ts): not a goal, and not worth conjoining. Stays true through a ∀ over it. */
  settled?: boolean;
  /** closure of a count: its ends W and W + 1, and what closure implies at one value (plan.ts) */
  count?: { ends: NumT[]; factsAt(v: NumT): BoolT };
}

/** How claims reach the conjecture (safe(p) etc.), and the start position. */
export interface OracleHooks {
  query(kind: 'safe' | 'fragile' | 'neutral' | 'outcome' | 'grundy' | 'value', position: Sym, span: Span): Sym;
  start(span: Span): Sym;
}

export interface EncodeProgram {
  defines: Map<string, Definition>;
  players?: [string, string];
  stateFields: string[]; // state-field order (positional oracle arguments)
  oracle?: OracleHooks; // set while a claim is encoded
  /** Recursive definitions shown to terminate (recursiveDefs.ts): called as Z3 recursive functions
   *  on symbolic integer arguments instead of being unrolled. */
  recursive?: Map<string, RecursiveFunction>;
  /** Told of each call of a function of `recursive`, with its path (the termination check). */
  onRecursiveCall?: (name: string, args: NumT[], path: BoolT) => void;
}

/** A recursive definition as a Z3 function of integers. */
export interface RecursiveFunction {
  decl: FuncDecl<'main'>;
  /** The same signature, uninterpreted: what obligations call, with the defining equation given
   *  at each call met (Encoder.unfoldOnce), so that Z3's own unfolding does not run. */
  twin?: FuncDecl<'main'>;
  result: 'int' | 'bool';
}

/** A monotone count's fresh constant W and what it comes with (encodeMonotoneCount.ts). */
export interface CountTerms {
  lo: NumT; // the key: bounds, and P at the encoder's countVar
  hi: NumT;
  shape: BoolT;
  w: NumT; // the end of the prefix where P holds (a − 1 when P(a) fails)
  definition: BoolT;
  closed: BoolT; // ∀v: a ≤ v < b ∧ P(v + 1) ⇒ P(v)
  factsAt(v: NumT): BoolT; // what closure gives, at v: a ≤ v ≤ W ⇒ P(v), W < v ≤ b ⇒ ¬P(v)
}

/** The encoder as the encoders of calls, binders, counts and operators use it. */
export interface ExprEncoder {
  readonly ctx: Ctx;
  readonly be: Backend;
  readonly program: EncodeProgram;
  sides: Side[];
  /** > 0 while encoding under a Z3 quantifier (a fresh constant there would not depend on it). */
  quantDepth: number;
  /** Monotone counts already encoded: key (bounds and predicate) → their fresh constant. */
  readonly counts: Map<string, CountTerms>;
  fresh(name: string, sort?: 'int' | 'real' | 'bool'): Sym;
  under<T>(cond: BoolT, f: () => T): T;
  pathCondition(): BoolT;
  guarded(cond: BoolT): BoolT;
  countVar(): NumT;
  side(kind: SideKind, what: string, cond: BoolT, span?: Span): void;
  op<T>(f: () => T, span?: Span): T;
  collect<T>(f: () => T): [T, Side[]];
  bool(e: Expr, scope: Scope): BoolT;
  num(e: Expr, scope: Scope): NumSym;
  intVal(v: bigint | number): Sym;
  encode(e: Expr, scope: Scope): Sym;
  small(e: Expr, scope: Scope): NumT;
  xor(a: NumT, b: NumT, span: Span): NumT;
  inline(name: string, args: Sym[], scope: Scope, span: Span): Sym;
  compare(op: string, a: Sym, b: Sym): BoolT;
}
