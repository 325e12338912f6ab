// Stage: lang (compiler). A generator's lines → a JS function, built once with `new Function` in a
// factory that binds H (runtimeHelpers), S (spans), C (constants), D (the definitions' table) and
// EvalError. Used by compileExpr (compile.ts) and by the program's definitions (program.ts).

import type { Expr } from './ast.js';
import type { CodeEmitter } from './codeEmitter.js';
import { EvalError } from './runtime.js';
import { HELPERS } from './runtimeHelpers.js';

/** The definitions' table as the generated code sees it: name → (frame, oracle, ...args) => value. */
export type DefinitionTable = Record<string, (...args: never[]) => unknown>;

/** Builds `function (params) { body }` in a factory that binds H, S, C, D and EvalError. */
export function buildFunction(g: CodeEmitter, params: string[], body: string, table: DefinitionTable): (...args: never[]) => unknown {
  const source = `"use strict";\nreturn function compiled(${params.join(', ')}) {\n${body}\n};`;
  const factory = new Function('H', 'S', 'C', 'D', 'EvalError', source) as (...a: unknown[]) => (...args: never[]) => unknown;
  return factory(HELPERS, g.spans, g.constants, table, EvalError);
}

/** Generates the body of the function for e; `params` maps binder names to JS parameters. */
export function generateBody(e: Expr, g: CodeEmitter, params: { name: string; js: string }[] = []): string {
  const run = (k: number): string => (k === params.length ? g.expr(e) : g.withLocal(params[k]!.name, params[k]!.js, () => run(k + 1)));
  const result = run(0);
  return `${g.lines.join('\n')}\nreturn ${result};`;
}
