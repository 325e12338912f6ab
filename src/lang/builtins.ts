// Stage: lang. The names of the built-in functions and of the claim oracles, shared by the type
// checker, the compiler and the reference interpreter (one list, so they cannot drift apart).

import type { Binder, Expr } from './ast.js';

export const BUILTIN_FUNCTIONS = ['min', 'max', 'abs', 'floor', 'ceil', 'xor', 'bit', 'len', 'sum', 'count'] as const;
export type BuiltinName = (typeof BUILTIN_FUNCTIONS)[number];

/** Oracles query the solved game; only claims may use them (TypeEnv.oracles). */
export const ORACLE_FUNCTIONS = ['safe', 'fragile', 'neutral', 'outcome', 'grundy', 'value'] as const;
export type OracleName = (typeof ORACLE_FUNCTIONS)[number];

export const OUTCOME_CONSTANTS = ['safe', 'fragile', 'neutral'] as const;

/** format.md §2's aliases of the outcome values, read as outcome constants in claims
 *  (`outcome(p) = draw`) only when no field, parameter, definition or player has the name. */
export const OUTCOME_ALIASES: Readonly<Record<string, (typeof OUTCOME_CONSTANTS)[number]>> = {
  S: 'safe',
  I: 'safe',
  inatacável: 'safe',
  F: 'fragile',
  frágil: 'fragile',
  N: 'neutral',
  neutra: 'neutral',
  draw: 'neutral',
};

export function isBuiltin(name: string): name is BuiltinName {
  return (BUILTIN_FUNCTIONS as readonly string[]).includes(name);
}
export function isOracle(name: string): name is OracleName {
  return (ORACLE_FUNCTIONS as readonly string[]).includes(name);
}

/** `value` became an oracle on 2026-12-07 (scores, issue 29): a file's own definition or data table
 *  of that name, written before, keeps working and hides the oracle (format.md is a contract). */
export function isReservedFunction(name: string): boolean {
  return isBuiltin(name) || (isOracle(name) && name !== 'value');
}

/** Spellings that look like domains but are not bounded sets (for the "unbounded" message). */
export const UNBOUNDED_DOMAINS = ['nat', 'int', 'integer', 'real', 'ℕ', 'ℤ'];

/** The domain of a real-valued move binder, `for: x ∈ real` (typecheck: moves only). */
export const REAL_LINE = ['real', 'ℝ'];

/** Is this binder domain the real line (`x ∈ real` as typecheck accepted it)? A field, parameter or
 *  definition named `real` has a `ref`, so it is not mistaken for it. */
export function isRealLine(d: Expr): boolean {
  return d.kind === 'name' && REAL_LINE.includes(d.name) && d.ref === undefined && d.type?.kind === 'set' && d.type.elem.kind === 'real';
}

/** The first real-valued move binder of a game's moves (after typecheck), if any. */
export function realMoveBinder(moves: readonly { binders: readonly Binder[] }[]): Binder | undefined {
  for (const m of moves) for (const b of m.binders) if (isRealLine(b.domain)) return b;
  return undefined;
}
