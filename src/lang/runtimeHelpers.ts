// Stage: lang (compiled code's run-time support). The few operations generated code calls instead
// of inlining: Euclidean div/mod (z3.md §4), 53-bit xor and bit, and the EvalError constructors.
// Input: safe integers (numbers). Output: safe integers, or an EvalError — never a wrong value.

import type { Span } from '../diag/diagnostic.js';
import { tickRange } from './deadline.js';
import { EvalError } from './runtime.js';

const TWO32 = 4294967296;

/** The fast path's signal to go exact (exactFallback.ts catches it): made without a stack trace,
 *  which would cost more than the exact evaluation itself. */
export function overflow(span: Span): never {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    throw new EvalError('overflow', 'integer overflow: a result leaves the safe range ±(2^53 − 1)', span);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** Errors the exact path must not retry (resource limits, genuine errors of the exact evaluation). */
export const finalErrors = new WeakSet<object>();

/** A move target beyond ±(2^53 − 1) (its slot holds the stand-in ±Infinity, see exactFallback.ts)
 *  where an expression must be evaluated at it: positions are float64 in the engine. */
export function beyondTarget(span: Span): never {
  const err = new EvalError(
    'overflow',
    'resource limit: a move target has a value beyond ±(2^53 − 1) (outside every region); the engine keeps positions as float64 numbers, so the conjecture is not evaluated there',
    span,
  );
  finalErrors.add(err);
  throw err;
}

export function divisionByZero(span: Span): never {
  throw new EvalError('division-by-zero', 'division by zero', span);
}

export function indexOutOfRange(span: Span, index: number, length: number): never {
  throw new EvalError('index-out-of-range', `index ${index} is outside the array (indices 0..${length - 1})`, span);
}

/** At most this many values of one binder's range are enumerated at one position (issue 8). */
export const MAX_RANGE_VALUES = 10_000_000;

/** A binder or quantifier range lo..hi of more than MAX_RANGE_VALUES values. */
export function rangeTooLarge(span: Span, name: string, lo: number | bigint, hi: number | bigint): never {
  // counted exactly (bounds may be bigint); a stand-in ±Infinity (a value beyond every region) has no count
  const finite = (x: number | bigint): boolean => typeof x === 'bigint' || Number.isFinite(x);
  const count = finite(lo) && finite(hi) ? String(BigInt(hi) - BigInt(lo) + 1n) : `more than ${MAX_RANGE_VALUES}`;
  throw new EvalError(
    'range-limit',
    `the range of \`${name}\` (${lo}..${hi}) has ${count} values; at most ${MAX_RANGE_VALUES} are enumerated at one position — bound it by the position, e.g. \`${name} ∈ 1..n\``,
    span,
  );
}

export function domainError(span: Span, message: string): never {
  throw new EvalError('domain', message, span);
}

/** Euclidean remainder: 0 ≤ r < |b| (so -7 mod 5 = 3, 7 mod -2 = 1). */
export function emod(a: number, b: number, span: Span): number {
  if (b === 0) divisionByZero(span);
  const r = a % b; // exact for safe integers, sign of a
  return r < 0 ? r + (b < 0 ? -b : b) : r + 0; // + 0 turns -0 into 0
}

/** Euclidean quotient: a = b·q + r with 0 ≤ r < |b| (-7 div 2 = -4, 7 div -2 = -3). */
export function ediv(a: number, b: number, span: Span): number {
  if (b === 0) divisionByZero(span);
  const r = a % b;
  const q = (a - r) / b; // a - r is an exact multiple of b with |a - r| ≤ |a|
  return (r < 0 ? (b > 0 ? q - 1 : q + 1) : q) + 0;
}

/** Bitwise xor of two non-negative safe integers (JS `^` is only 32-bit). */
export function xor53(a: number, b: number, span: Span): number {
  if (a < 0 || b < 0) domainError(span, `xor (⊕) is defined on non-negative integers, given ${a < 0 ? a : b}`);
  if (a < 2147483648 && b < 2147483648) return a ^ b;
  const hi = (Math.floor(a / TWO32) ^ Math.floor(b / TWO32)) >>> 0;
  const lo = ((a >>> 0) ^ (b >>> 0)) >>> 0;
  return hi * TWO32 + lo;
}

/** bit(x, i) = ⌊x / 2^i⌋ mod 2 (two's complement for negative x), i ≥ 0. */
export function bit(x: number, i: number, span: Span): number {
  if (i < 0) domainError(span, `bit(x, i) needs i ≥ 0, given ${i}`);
  if (i > 60) return x < 0 ? 1 : 0;
  const q = Math.floor(x / 2 ** i); // division by a power of two is exact
  const r = q % 2;
  return r < 0 ? r + 2 : r + 0;
}

/** Element-wise equality of two arrays or positions. */
export function sameElements(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false;
  return true;
}

export function noOracle(): never {
  throw new Error('internal: a claim oracle was called but none was given to the compiled expression');
}

/** The object generated code receives as `H`. */
export const HELPERS = { overflow, beyondTarget, divisionByZero, indexOutOfRange, domainError, rangeTooLarge, emod, ediv, xor53, bit, sameElements, noOracle, tickRange };
