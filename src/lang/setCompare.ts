// Stage: lang. What ZM3006 says about a set compared with = or ≠. Sets are not values in the
// expression language (format.md §3: a set or range appears after ∈ / ∉ or as a binder's domain;
// a bool[k] field is given as a set only inside a position, `safe({ taken: {0, 2} })`), so the
// comparison is refused with the form that says what was probably meant: membership for a number,
// the array of booleans for a bool[k] field, elementwise inclusion for two sets.
// Input: the set, the other operand and its type. Output: the message and the hint.

import type { Expr, ExprOf } from './ast.js';
import { printExpr } from './print.js';
import type { Type } from './types.js';

export function setComparison(set: ExprOf<'set'> | ExprOf<'range'>, other: Expr, otherType: Type | undefined, negated: boolean): { message: string; hint: string } {
  const sym = negated ? '≠' : '=';
  const what = set.kind === 'range' ? 'a range a..b' : set.style === 'angle' ? "an angle set '<…>'" : 'a set {…}';
  const message = `${what} cannot be compared with ${sym}: a set is not a value here, it can only appear after ∈ / ∉ or as the domain of a binder`;
  const a = printExpr(other);
  const b = printExpr(set);
  if (other.kind === 'set' || other.kind === 'range') {
    // in the order written; a binder name that neither set uses
    const [l, r] = set.span.start < other.span.start ? [b, a] : [a, b];
    const x = ['x', 'y', 'z', 'e'].find((v) => !new RegExp(`\\b${v}\\b`).test(`${l} ${r}`)) ?? 'x_';
    const equal = `(∀ ${x} ∈ ${l}: ${x} ∈ ${r}) ∧ (∀ ${x} ∈ ${r}: ${x} ∈ ${l})`;
    return { message, hint: `to compare two sets, compare their elements: ${negated ? `¬(${equal})` : equal}` };
  }
  if (otherType?.kind === 'array' && otherType.elem.kind === 'bool') {
    const array = boolArray(set, otherType.length);
    const form = array ? `${a} ${sym} ${array}` : `${a} ${sym} [b0, b1, …] (one boolean per element)`;
    const inside = other.kind === 'name' ? `; a set of indices gives a bool[k] field only inside a position, as in safe({ ${a}: ${b} })` : '';
    return { message, hint: `\`${a}\` is a bool[${otherType.length}] array: compare it with an array of booleans, ${form}${inside}` };
  }
  if (otherType?.kind === 'array') return { message, hint: `to test membership write x ∈ ${a}; an array is compared with an array literal [a, b, c]` };
  return { message, hint: `to test membership write ${a} ${negated ? '∉' : '∈'} ${b}` };
}

/** `{0, 2}` for a bool[4] field → "[true, false, true, false]"; undefined unless every element is a
 *  constant index of the field. */
function boolArray(set: ExprOf<'set'> | ExprOf<'range'>, length: number): string | undefined {
  if (set.kind !== 'set' || length > 16) return undefined;
  const marked = new Set<number>();
  for (const x of set.elems) {
    const k = x.kind === 'int' ? Number(x.value) : NaN;
    if (!Number.isInteger(k) || k < 0 || k >= length) return undefined;
    marked.add(k);
  }
  return `[${Array.from({ length }, (_, i) => String(marked.has(i))).join(', ')}]`;
}
