// Stage: game. A guard conjunct that bounds the innermost binder from above (`j ≤ d`, `j < n - r`,
// `d ≥ j`) turns its loop's remaining values into moves that do not exist once it fails: the binder
// only grows, the bound does not change inside the loop, so the generated kernel may leave the loop
// there (`break`) instead of testing every larger value (game 22 tests j ∈ 1..k against j ≤ d, half
// of its iterations in vain). Only when skipping them cannot hide an error: the conjunct and every
// conjunct before it evaluate without failing (the ones after it run only where it holds).

import type { Expr } from '../lang/ast.js';
import { decide, type RangeEnv } from '../lang/rangeOf.js';
import { BOOL } from '../lang/types.js';
import { visit } from '../lang/walk.js';

/** Whether `c` evaluates without error where the ranges hold. decide() answers only for such a
 *  condition, and `c ∨ true` is decided (true) exactly when c is. */
export function cannotFail(c: Expr, ranges: RangeEnv): boolean {
  if (c.type?.kind !== 'bool') return false;
  const orTrue: Expr = { kind: 'logic', op: 'or', left: c, right: { kind: 'bool', value: true, span: c.span, type: BOOL }, span: c.span, type: BOOL };
  return decide(orTrue, ranges) === true;
}

/** Whether `c` is `binder ≤ e`, `binder < e`, `e ≥ binder` or `e > binder` with e not naming the binder. */
export function boundsAbove(c: Expr, binder: string): boolean {
  if (c.kind !== 'cmp' || c.ops.length !== 1 || c.args.length !== 2) return false;
  const [a, b] = c.args as [Expr, Expr];
  const op = c.ops[0]!;
  const isBinder = (e: Expr): boolean => e.kind === 'name' && e.name === binder && e.ref?.kind === 'binder';
  const names = (e: Expr): boolean => {
    let found = false;
    visit(e, (n) => {
      if (n.kind === 'name' && n.name === binder) found = true;
    });
    return found;
  };
  if ((op === '<=' || op === '<') && isBinder(a)) return !names(b);
  if ((op === '>=' || op === '>') && isBinder(b)) return !names(a);
  return false;
}
