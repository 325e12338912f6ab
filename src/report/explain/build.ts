// Stage: report (explain). Small constructors for synthetic expressions (conditions of Theorem 4.1
// instantiated for a game) with light simplification: `true ∧ x` is x, `¬¬x` is x, and so on.
// Input: Expr pieces. Output: Expr nodes with empty spans, printed later by lang's printExpr.

import type { Binder, Expr, LogicOp } from '../../lang/ast.js';

const NOWHERE = { start: 0, end: 0 };

export const TRUE: Expr = { kind: 'bool', value: true, span: NOWHERE };
export const FALSE: Expr = { kind: 'bool', value: false, span: NOWHERE };

export const isTrue = (e: Expr): boolean => e.kind === 'bool' && e.value;
export const isFalse = (e: Expr): boolean => e.kind === 'bool' && !e.value;

export function name(text: string): Expr {
  return { kind: 'name', name: text, span: NOWHERE };
}

const NEGATED_CMP = { '=': '!=', '!=': '=', '<': '>=', '>=': '<', '>': '<=', '<=': '>' } as const;

/** ¬e, written the way a person would: ¬(x ∈ S) as x ∉ S, ¬(a = b) as a ≠ b. */
export function not(e: Expr): Expr {
  if (e.kind === 'bool') return e.value ? FALSE : TRUE;
  if (e.kind === 'not') return e.arg;
  if (e.kind === 'in') return { ...e, negated: !e.negated };
  if (e.kind === 'cmp' && e.ops.length === 1) return { ...e, ops: [NEGATED_CMP[e.ops[0]!]] };
  return { kind: 'not', arg: e, span: NOWHERE };
}

function logic(op: LogicOp, left: Expr, right: Expr): Expr {
  return { kind: 'logic', op, left, right, span: NOWHERE };
}

export function and(...parts: Expr[]): Expr {
  const kept = parts.filter((p) => !isTrue(p));
  if (kept.some(isFalse)) return FALSE;
  if (kept.length === 0) return TRUE;
  return kept.reduce((a, b) => logic('and', a, b));
}

export function or(...parts: Expr[]): Expr {
  const kept = parts.filter((p) => !isFalse(p));
  if (kept.some(isTrue)) return TRUE;
  if (kept.length === 0) return FALSE;
  return kept.reduce((a, b) => logic('or', a, b));
}

export function implies(left: Expr, right: Expr): Expr {
  if (isTrue(left)) return right;
  if (isFalse(left) || isTrue(right)) return TRUE;
  if (isFalse(right)) return not(left);
  return logic('implies', left, right);
}

export function quant(quantifier: 'forall' | 'exists', binders: Binder[], body: Expr): Expr {
  if (binders.length === 0) return body;
  if (quantifier === 'forall' && isTrue(body)) return TRUE;
  if (quantifier === 'exists' && isFalse(body)) return FALSE;
  return { kind: 'quant', quantifier, binders, body, span: NOWHERE };
}

export function eq(left: Expr, right: Expr, op: '=' | '!=' = '='): Expr {
  return { kind: 'cmp', ops: [op], args: [left, right], span: NOWHERE };
}

export function lessThan(left: Expr, right: Expr): Expr {
  return { kind: 'cmp', ops: ['<'], args: [left, right], span: NOWHERE };
}

export function xor(left: Expr, right: Expr): Expr {
  return { kind: 'xor', left, right, span: NOWHERE };
}

export function int(value: number): Expr {
  return { kind: 'int', value: BigInt(value), span: NOWHERE };
}

export function binder(nameText: string, domain: Expr): Binder {
  return { name: nameText, domain, span: NOWHERE };
}

export function range(lo: Expr, hi: Expr): Expr {
  return { kind: 'range', lo, hi, span: NOWHERE };
}

export function minus(left: Expr, right: Expr): Expr {
  return { kind: 'arith', op: '-', left, right, span: NOWHERE };
}
