// Stage: lang (compiler). compileExpr: a typechecked Expr + the frame layout (CompileScope) + the
// program (definitions) → a JS function (frame, oracle?) => value, generated ONCE as source text and
// built with `new Function`, so V8 JITs it like hand-written code (no AST walk per evaluation).
// The generated code sees: H (runtimeHelpers), S (spans for errors), C (constants), D (definitions).
// An int result beyond ±(2^53 − 1) is returned exactly, as a bigint (exactFallback.ts, mode 'value').

import type { Expr } from './ast.js';
import type { CompileScope, CompiledExpr, Value } from './runtime.js';
import { Gen } from './codegen.js';
import { buildFunction, generateBody } from './buildFunction.js';
import type { Program } from './program.js';

/**
 * Compiles e once. Names are read from `scope.slots`; definitions are called through `program`
 * (required when e uses any definition; its scope must agree with `scope` on fields and params).
 */
export function compileExpr<T extends Value = Value>(e: Expr, scope: CompileScope, program?: Program): CompiledExpr<T> {
  program?.checkScope(scope);
  const g = new Gen(scope, program?.names ?? new Set());
  g.exactCalls = () => program?.exactCalls;
  const body = generateBody(e, g);
  const fn = buildFunction(g, ['f', 'o'], body, program?.table ?? {});
  return fn as unknown as CompiledExpr<T>;
}

/** The generated JavaScript for e (for debugging and for tests). */
export function generateSource(e: Expr, scope: CompileScope, program?: Program): string {
  return generateBody(e, new Gen(scope, program?.names ?? new Set()));
}
