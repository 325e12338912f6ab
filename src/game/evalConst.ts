// Stage: game. Evaluates expressions that depend only on the game parameters (ranges of fields,
// bounds, the start position) with lang's compiled evaluator. Input: an Expr, the layout and the
// params frame. Output: a number, or a diagnostic when it is not an integer / fails to evaluate.

import type { Diagnostic } from '../diag/diagnostic.js';
import type { Expr } from '../lang/ast.js';
import { compileExpr } from '../lang/compile.js';
import type { Program } from '../lang/program.js';
import { EvalError } from '../lang/runtime.js';
import type { Layout } from './layout.js';

export function evalInteger(e: Expr, layout: Layout, frame: Float64Array, file: string, what: string, program?: Program): number | Diagnostic {
  try {
    const exact = compileExpr(e, layout.scope, program)(frame) as unknown;
    // beyond ±(2^53 − 1) (a bigint, exact): a range, bound or start there exceeds every region
    if (typeof exact === 'bigint')
      return { code: 'ZM4008', severity: 'error', file, span: e.span, message: `${what} is ${exact}, beyond ±(2^53 − 1): regions, bounds and positions are limited by memory (a resource limit)` };
    const v = Number(exact);
    if (!Number.isSafeInteger(v)) return { code: 'ZM4008', severity: 'error', file, span: e.span, message: `${what} must be an integer, it evaluates to ${v}` };
    return v;
  } catch (err) {
    if (err instanceof EvalError) return { code: 'ZM4008', severity: 'error', file, span: err.span, message: `${what} fails to evaluate: ${err.message}` };
    throw err;
  }
}

export function isDiagnostic(x: unknown): x is Diagnostic {
  return typeof x === 'object' && x !== null && 'code' in x && 'severity' in x;
}

/** The value of a position field's expression: a number, or the elements of an array (bools as 0/1). */
export function evalCells(e: Expr, layout: Layout, frame: Float64Array, file: string, what: string, program?: Program): number[] | Diagnostic {
  try {
    const v = compileExpr(e, layout.scope, program)(frame);
    if (typeof v === 'bigint' || (Array.isArray(v) && (v as unknown[]).some((x) => typeof x === 'bigint'))) {
      return { code: 'ZM4008', severity: 'error', file, span: e.span, message: `${what} has a value beyond ±(2^53 − 1): positions are limited by memory (a resource limit), found ${String(v)}` };
    }
    const cells = typeof v === 'boolean' ? [v ? 1 : 0] : typeof v === 'number' ? [v] : Array.from(v as ArrayLike<number>, Number);
    if (!cells.every((x) => Number.isSafeInteger(x))) return { code: 'ZM4008', severity: 'error', file, span: e.span, message: `${what} must be integers, found ${cells.join(', ')}` };
    return cells;
  } catch (err) {
    if (err instanceof EvalError) return { code: 'ZM4008', severity: 'error', file, span: err.span, message: `${what} fails to evaluate: ${err.message}` };
    throw err;
  }
}
