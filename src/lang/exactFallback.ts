// Stage: lang (compiled code's run-time support). The exact path behind the float64 fast path: where
// compiled code meets an int outside ±(2^53 − 1) it throws EvalError('overflow'); the top-level
// expression catches it and re-evaluates itself with the BigInt interpreter (reference.ts), then
// returns the exact value in the compiled representation — or, by its context (Mode), a stand-in.

import type { Expr } from './ast.js';
import { evalReference, isSafeBig, notADouble, type ExactCalls, type RefValue } from './reference.js';
import { Rational, toDouble } from './rational.js';
import { EvalError, type CompileScope, type Oracle } from './runtime.js';
import { beyondTarget, finalErrors } from './runtimeHelpers.js';

/**
 * What an int result outside ±(2^53 − 1) becomes:
 *  value  — the bigint itself (top-level closures, conjecture and Grundy values in the kernels);
 *  beyond — ±Infinity: a move target beyond every region (regions are bounded by memory) — it only
 *           meets the region and domain tests, which it fails on the side of its sign;
 *  throw  — an overflow error carrying the exact value (definitions: the caller re-evaluates).
 */
export type Mode = 'value' | 'beyond' | 'throw';

/** An 'overflow' thrown for an unsafe result in mode `throw`, with the exact value. */
const exactValues = new WeakMap<object, RefValue>();

/** True for an overflow the exact path should handle (not one it raised itself). */
export function retryExactly(err: unknown): boolean {
  return err instanceof EvalError && err.kind === 'overflow' && !finalErrors.has(err);
}

/** The exact value an overflow of mode `throw` carries, or undefined. */
export function exactValueOf(err: unknown): RefValue | undefined {
  return typeof err === 'object' && err !== null ? exactValues.get(err) : undefined;
}

/** The error for an unsafe result in mode `throw`. */
export function unsafeResult(value: RefValue, e: Expr): EvalError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0; // a signal to the caller, thrown often in deep recursions: no stack trace
  const err = new EvalError('overflow', `integer overflow: the value ${value} leaves the safe range ±(2^53 − 1), where exact arithmetic cannot go on here`, e.span);
  Error.stackTraceLimit = limit;
  exactValues.set(err, value);
  return err;
}

/** Runs the exact evaluation; its own errors are final. */
export function exactly<T>(run: () => T): T {
  try {
    return run();
  } catch (err) {
    if (err instanceof EvalError && !exactValues.has(err)) finalErrors.add(err);
    throw err;
  }
}

/** An exact value in the compiled representation (see runtime.ts), unsafe ints by `mode`. */
export function toCompiled(v: RefValue, e: Expr, mode: Mode): unknown {
  const int = (x: bigint): unknown => {
    if (isSafeBig(x)) return Number(x);
    if (mode === 'value') return x;
    if (mode === 'beyond') return x > 0n ? Infinity : -Infinity;
    throw unsafeResult(v, e);
  };
  const real = (x: Rational): unknown => {
    const d = toDouble(x);
    if (d !== undefined) return d;
    if (mode === 'throw') throw unsafeResult(v, e);
    // no float64 is this value: compiled code never holds a rounded real (docs/soundness.md)
    const err = new EvalError(
      'overflow',
      `resource limit: the real value ${x.num}/${x.den} is not a binary fraction, and the engine holds a real outside a condition (a move target, a measure, a strategy's move) as a float64 number; it is not rounded`,
      e.span,
    );
    finalErrors.add(err);
    throw err;
  };
  if (typeof v === 'bigint') return int(v);
  if (v instanceof Rational) return real(v);
  if (e.type?.kind === 'position') {
    const cells = v as RefValue[];
    const big = cells.find((x) => typeof x === 'bigint' && !isSafeBig(x));
    if (big !== undefined) {
      const err = new EvalError('outside-region', `the position has a value ${big}, outside every region (regions lie within ±(2^53 − 1))`, e.span);
      finalErrors.add(err);
      throw err;
    }
    const inexact = cells.find((x): x is Rational => x instanceof Rational);
    if (inexact !== undefined) {
      const err = notADouble(inexact, e);
      finalErrors.add(err);
      throw err;
    }
    return Float64Array.from(cells, (x) => (typeof x === 'boolean' ? (x ? 1 : 0) : Number(x)));
  }
  if (Array.isArray(v)) return v.map((x) => (typeof x === 'bigint' ? int(x) : x instanceof Rational ? real(x) : x));
  return v;
}

/** What the generated catch block calls: (error, frame, oracle, values of `names`) → the exact value. */
export type Fallback = (err: unknown, frame: ArrayLike<number> | undefined, oracle: Oracle | undefined, values: unknown[]) => unknown;

/** `names` are the free names whose values the catch block passes; `ints[k]` says names[k] is an int. */
export function fallback(e: Expr, names: readonly string[], ints: readonly boolean[], scope: CompileScope, mode: Mode, calls: () => ExactCalls | undefined): Fallback {
  return (err, frame, oracle, values) => {
    if (!retryExactly(err)) throw err;
    // a stand-in ±Infinity (a target beyond every region) has no exact value to start from
    if (values.some((v, k) => ints[k] && typeof v === 'number' && !Number.isFinite(v))) beyondTarget(e.span);
    const env = {
      values: new Map(names.map((n, k) => [n, values[k] as RefValue])),
      unchecked: true,
      scope,
      ...(frame ? { frame } : {}),
      ...(oracle ? { oracle } : {}),
      ...(scope.players ? { players: scope.players } : {}),
      ...(calls() ? { calls: calls()! } : {}),
    };
    return toCompiled(
      exactly(() => evalReference(e, env)),
      e,
      mode,
    );
  };
}
