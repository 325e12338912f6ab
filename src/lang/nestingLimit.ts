// Stage: lang. Limits on how deeply an expression may nest, so that no stage (parser, typechecker,
// compiler, printer, prover) overflows the JS stack on a pathological input (issue 8).
// Input: a parsed Expr. Output: the outermost node deeper than MAX_EXPR_DEPTH, if any (iterative).

import type { Expr } from './ast.js';
import { children } from './walk.js';

/** Parentheses, brackets, if-then-else, quantifiers and prefix operators nested in the text. */
export const MAX_NESTING = 200;

/** Levels of the syntax tree; a chain a + b + c + … counts one level per operator. */
export const MAX_EXPR_DEPTH = 1000;

/** The first node (pre-order) at depth MAX_EXPR_DEPTH + 1, or undefined; never recurses. */
export function tooDeep(root: Expr): Expr | undefined {
  const stack: [Expr, number][] = [[root, 1]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [e, depth] = top;
    if (depth > MAX_EXPR_DEPTH) return e;
    const below = children(e);
    for (let i = below.length - 1; i >= 0; i--) stack.push([below[i]!, depth + 1]); // leftmost first
  }
  return undefined;
}
