// Stage: lang. The public API of the expression language: parse, print, typecheck, compile, and the
// reference interpreter used by the property tests. Re-exports only.

export * from './ast.js';
export * from './types.js';
export * from './runtime.js';
export { parseExpr, parseExprAt, parseBinders, parseBindersAt } from './parser.js';
export { printExpr, printBinders } from './print.js';
export { typecheckExpr, typecheckBinders, makeTypeEnv, type TypeEnv, type DefinitionSig } from './typecheck.js';
export { typecheckDefinitions, type DefinitionInput } from './typecheckDefinitions.js';
export { didYouMean, closestNames, editDistance } from './suggest.js';
