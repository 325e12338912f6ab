// Stage: game. `S ∪ {x}` and `S ∖ {x}` assigned to the set field S itself, written as one element
// instead of k. The model lowers them to arrays (model/setOperations.ts): element j is
// `S[j] ∨ I[x] = j` (union) or `S[j] ∧ ¬(I[x] = j)` (difference), I = [0, …, k-1]. This file reads
// that shape back and emits the write of element x alone, with the lowered array's errors: the
// short-circuit there evaluates x (and fails where x is outside 0..k-1, at x) only at an element
// outside S (union) or inside S (difference), so x is evaluated only when such an element exists;
// where none does, the result is S itself (every element already has the written value).

import type { Expr, ExprOf } from '../lang/ast.js';
import { interval } from '../lang/interval.js';
import { printExpr } from '../lang/print.js';
import type { InlineGen } from './inlineGen.js';
import { keyElement } from './keyMasks.js';

/** One element added to or removed from the field S the update assigns. */
export interface SetWrite {
  /** 1: `S ∪ {x}`, 0: `S ∖ {x}` (the value the element takes). */
  value: 0 | 1;
  /** x (element 0's copy of it, typechecked). */
  element: Expr;
  /** S, as the lowered array reads it (a field name). */
  field: ExprOf<'name'>;
}

/** The set write a lowered `S ∪ {x}` / `S ∖ {x}` of the field `name` (length k) stands for, or
 *  undefined for any other value (the whole array is then written element by element). */
export function setWriteOf(value: Expr, name: string, length: number): SetWrite | undefined {
  if (value.kind !== 'array' || value.elems.length !== length || length === 0) return undefined;
  let found: SetWrite | undefined;
  let printed = '';
  for (const [j, e] of value.elems.entries()) {
    const w = elementWrite(e, j, name, length);
    if (!w) return undefined;
    if (!found) {
      found = w;
      printed = printExpr(w.element);
    } else if (w.value !== found.value || printExpr(w.element) !== printed) return undefined;
  }
  return found;
}

/** Element j of the lowered array: `S[j] ∨ I[x] = j` or `S[j] ∧ ¬(I[x] = j)`. */
function elementWrite(e: Expr, j: number, name: string, length: number): SetWrite | undefined {
  if (e.kind !== 'logic') return undefined;
  const field = e.left.kind === 'index' && e.left.target.kind === 'name' && e.left.target.name === name && e.left.target.ref?.kind === 'field' && isInt(e.left.index, j) ? e.left.target : undefined;
  if (!field) return undefined;
  if (e.op === 'or') {
    const x = memberOf(e.right, j, length);
    return x && { value: 1, element: x, field };
  }
  if (e.op === 'and' && e.right.kind === 'not') {
    const x = memberOf(e.right.arg, j, length);
    return x && { value: 0, element: x, field };
  }
  return undefined;
}

/** x of `I[x] = j` (model/setOperations.ts's member), I the literal [0, …, length-1]. */
function memberOf(e: Expr, j: number, length: number): Expr | undefined {
  if (e.kind !== 'cmp' || e.ops.length !== 1 || e.ops[0] !== '=' || !isInt(e.args[1]!, j)) return undefined;
  const at = e.args[0]!;
  if (at.kind !== 'index' || at.target.kind !== 'array' || at.target.elems.length !== length) return undefined;
  if (!at.target.elems.every((x, i) => isInt(x, i))) return undefined;
  return at.index;
}

function isInt(e: Expr, v: number): boolean {
  return e.kind === 'int' && e.value === BigInt(v);
}

/** Whether evaluating e cannot fail: a literal, or a binder, parameter or field read. */
function cannotFail(e: Expr): boolean {
  return e.kind === 'int' || (e.kind === 'name' && (e.ref?.kind === 'binder' || e.ref?.kind === 'param' || e.ref?.kind === 'field'));
}

/** Emits x (checked against 0..k-1 as the lowered array checks it, at x) and returns the JS of the
 *  element to write: x, or 0 where the lowered array never reads x (then element 0 already holds
 *  the written value, so writing it changes nothing). `offset`: the field's first state slot. */
export function emitSetElement(g: InlineGen, w: SetWrite, offset: number, length: number): string {
  const r = g.range(w.element);
  const inRange = r.lo >= 0 && r.hi < length;
  // x always inside and never failing: evaluating it where the lowered array would not changes nothing
  if (inRange && cannotFail(w.element)) return g.expr(w.element);
  const u = g.mutable('0');
  g.emit(`if (${readsElement(g, w, offset, length)}) {`);
  const x = g.expr(w.element);
  if (!inRange) g.emit(`if (!(${x} >= 0 && ${x} < ${length})) H.indexOutOfRange(${g.span(w.element)}, ${x}, ${length});`);
  g.emit(`${u} = ${x};`);
  g.emit('}');
  g.ranges.set(u, interval(0, length - 1));
  return u;
}

/** JS: whether some element of S is outside it (union) or inside it (difference): where the lowered
 *  array reads x. From the packed key's words where the search has one, else from the slots. */
function readsElement(g: InlineGen, w: SetWrite, offset: number, length: number): string {
  const bits = g.keyView ? keyElement(g, g.keyView, w.field) : undefined;
  if (bits && g.keyView) {
    const key = g.keyView.key;
    const tests: string[] = [];
    for (let word = bits.bit0 >>> 5; word <= (bits.bit0 + bits.length - 1) >>> 5; word++) {
      let mask = 0;
      for (let p = Math.max(bits.bit0, word * 32); p < Math.min(bits.bit0 + bits.length, word * 32 + 32); p++) mask |= 1 << (p & 31);
      tests.push(w.value === 1 ? `(${key}[${word}] & ${mask}) !== ${mask}` : `(${key}[${word}] & ${mask}) !== 0`);
    }
    return tests.join(' || ');
  }
  const slots = Array.from({ length }, (_, j) => g.fieldCode(offset + j));
  return w.value === 1 ? `(${slots.join(' & ')}) === 0` : `(${slots.join(' | ')}) !== 0`;
}
