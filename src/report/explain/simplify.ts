// Stage: report (explain). Folds what substitution makes trivial, so that instantiated conditions read
// well: `B = A` is false, `B = B` is true, then `false ∧ x`, `true ∨ x`, `if true then x else y`…
// Input: an Expr. Output: an equivalent Expr (only constants are folded; nothing is reordered).

import type { Expr } from '../../lang/ast.js';
import { FALSE, TRUE, and, implies, not, or } from './build.js';
import { mapChildren } from './substitute.js';

export function simplify(e: Expr): Expr {
  const x = mapChildren(e, simplify);
  switch (x.kind) {
    case 'cmp': {
      if (x.ops.length !== 1) return x;
      const [a, b] = x.args as [Expr, Expr];
      const same = constantsEqual(a, b);
      if (same === undefined) return x;
      if (x.ops[0] === '=') return same ? TRUE : FALSE;
      if (x.ops[0] === '!=') return same ? FALSE : TRUE;
      return x;
    }
    case 'not':
      return not(x.arg); // the builder writes ¬(a ∈ S) as a ∉ S once the argument has simplified

    case 'logic':
      if (x.op === 'and') return and(x.left, x.right);
      if (x.op === 'or') return or(x.left, x.right);
      if (x.op === 'implies') return implies(x.left, x.right);
      return x;
    case 'ite':
      if (x.cond.kind === 'bool') return x.cond.value ? x.then : x.else;
      return x;
    case 'quant':
      if (x.body.kind === 'bool' && x.body.value === (x.quantifier === 'forall')) return x.body;
      return x;
    default:
      return x;
  }
}

/** true / false when both sides are the same kind of constant (players, integers), else undefined. */
function constantsEqual(a: Expr, b: Expr): boolean | undefined {
  if (a.kind === 'name' && b.kind === 'name' && a.ref?.kind === 'player' && b.ref?.kind === 'player') return a.name === b.name;
  if (a.kind === 'int' && b.kind === 'int') return a.value === b.value;
  if (a.kind === 'bool' && b.kind === 'bool') return a.value === b.value;
  return undefined;
}
