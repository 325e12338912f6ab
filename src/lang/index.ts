// Stage: lang. The public API of the expression language: parse, print, typecheck, compile, and the
// reference interpreter used by the property tests. Re-exports only.

export * from './ast.js';
export * from './types.js';
export * from './runtime.js';
export { parseExpr, parseExprAt, parseBinders, parseBindersAt } from './parser.js';
export { printExpr, printBinders, precedence } from './print.js';
export { typecheckExpr, typecheckBinders } from './typecheck.js';
export { makeTypeEnv, type TypeEnv, type DefinitionSig } from './typeEnv.js';
export { typecheckDefinitions, type DefinitionInput } from './typecheckDefinitions.js';
export { assignable, isNumeric, isScalar, join } from './typeRules.js';
export { compileExpr, generateSource } from './compile.js';
export { createProgram, DEFAULT_RECURSION_LIMIT, type Program } from './program.js';
export { OutOfSteps, evalReference, type RefEnv, type RefValue } from './reference.js';
export { evalErrorToDiagnostic, EVAL_ERROR_CODES } from './evalDiagnostic.js';
export { BUILTIN_FUNCTIONS, ORACLE_FUNCTIONS, isBuiltin, isOracle } from './builtins.js';
export { didYouMean, closestNames, editDistance } from './suggest.js';
export { children, visit } from './walk.js';
export { emod, ediv, xor53, bit } from './runtimeHelpers.js';
