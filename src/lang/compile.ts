// Stage: lang (compiler). compileExpr: a typechecked Expr + the frame layout (CompileScope) + the
// program (definitions) → a JS function (frame, oracle?) => value, generated ONCE as source text and
// built with `new Function`, so V8 JITs it like hand-written code (no AST walk per evaluation).
// The generated code sees: H (runtimeHelpers), S (spans for errors), C (constants), D (definitions).
// An int result beyond ±(2^53 − 1) is returned exactly, as a bigint (exactFallback.ts, mode 'value').

import type { Expr } from './ast.js';
import { EvalError, type CompileScope, type CompiledExpr, type Value } from './runtime.js';
import { HELPERS } from './runtimeHelpers.js';
import { Gen } from './codegen.js';
import type { Program } from './program.js';

/** The definitions' table as the generated code sees it: name → (frame, oracle, ...args) => value. */
export type DefinitionTable = Record<string, (...args: never[]) => unknown>;

/** Builds `function (params) { body }` in a factory that binds H, S, C, D and EvalError. */
export function buildFunction(g: Gen, params: string[], body: string, table: DefinitionTable): (...args: never[]) => unknown {
  const source = `"use strict";\nreturn function compiled(${params.join(', ')}) {\n${body}\n};`;
  const factory = new Function('H', 'S', 'C', 'D', 'EvalError', source) as (...a: unknown[]) => (...args: never[]) => unknown;
  return factory(HELPERS, g.spans, g.constants, table, EvalError);
}

/** Generates the body of the function for e; `params` maps binder names to JS parameters. */
export function generateBody(e: Expr, g: Gen, params: { name: string; js: string }[] = []): string {
  const run = (k: number): string => (k === params.length ? g.expr(e) : g.withLocal(params[k]!.name, params[k]!.js, () => run(k + 1)));
  const result = run(0);
  return `${g.lines.join('\n')}\nreturn ${result};`;
}

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
