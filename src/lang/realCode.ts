// Stage: lang (compiler). JS code for reals. Compiled code holds a real as a float64 only when the
// float64 is exactly the value: a literal that is a binary fraction (0.25, not 0.1), a frame read (a
// position holds only exact values), and + − · / of integer-valued operands whose result is a safe
// integer (exact in float64). Anything else signals H.overflow, and the top-level expression is
// re-evaluated with exact rationals (exactFallback.ts). Comparisons, floor, ceil, abs, min and max of
// exact float64 values are exact, so they need no test.

import type { ExprOf } from './ast.js';
import type { CodeEmitter } from './codeEmitter.js';
import { MAX_SAFE, numberLiteral } from './intCode.js';
import { realLiteral } from './reference.js';
import { toDouble } from './rational.js';

/** The float64 of a real literal when it is exactly the literal's value, else undefined (0.1). */
export function exactLiteral(e: ExprOf<'real'>): number | undefined {
  const d = toDouble(realLiteral(e));
  return d === undefined ? undefined : d + 0; // + 0: the literal -0.0 is 0
}

export function realLiteralCode(g: CodeEmitter, e: ExprOf<'real'>): string {
  const d = exactLiteral(e);
  if (d !== undefined) return numberLiteral(d);
  g.emit(`H.overflow(${g.span(e)});`); // no float64 is this value: the exact path computes with it
  return '0';
}

/** A test that a value is a safe integer (false for fractions, huge values, ±Infinity and NaN). */
export function safeInteger(v: string): string {
  return `Number.isInteger(${v}) && ${v} <= ${MAX_SAFE} && ${v} >= -${MAX_SAFE}`;
}

/** a op b on reals (op one of + − * /), exact or H.overflow. */
export function realArith(g: CodeEmitter, e: ExprOf<'arith'>, a: string, b: string): string {
  const span = g.span(e);
  if (e.op === '/') {
    g.emit(`if (${b} === 0) H.divisionByZero(${span});`);
    // b divides a (% is exact on float64): the quotient is an integer, exact when it is safe
    const q = g.bind(`${a} / ${b} + 0`);
    g.emit(`if (!(Number.isInteger(${a}) && Number.isInteger(${b}) && ${a} % ${b} === 0 && ${q} <= ${MAX_SAFE} && ${q} >= -${MAX_SAFE})) H.overflow(${span});`);
    return q;
  }
  const v = g.bind(`${a} ${e.op} ${b} + 0`); // + 0: -1 · 0 is -0
  // integers whose exact result is a safe integer: the float64 result is that integer; a result
  // beyond ±(2^53 − 1) rounds to a float64 beyond it too, which the test sees
  g.emit(`if (!(Number.isInteger(${a}) && Number.isInteger(${b}) && ${v} <= ${MAX_SAFE} && ${v} >= -${MAX_SAFE})) H.overflow(${span});`);
  return v;
}
