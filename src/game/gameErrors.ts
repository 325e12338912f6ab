// Stage: game. Diagnostics of the game stage, and the exceptions generated code throws when a rule
// breaks at a position (turned into diagnostics by Game.diagnose with the position attached).
// Evaluation errors inside rules are lang's EvalError (runtime.ts), thrown by the same helpers.

import type { Code } from '../diag/codes.js';
import type { Diagnostic, Span } from '../diag/diagnostic.js';
import type { Game } from './game.js';

export function gameError(game: Pick<Game, 'file'>, code: Code, message: string, span?: Span, hint?: string): Diagnostic {
  const d: Diagnostic = { code, severity: 'error', message, file: game.file };
  if (span) d.span = span;
  if (hint) d.hint = hint;
  return d;
}

/** Thrown by generated move code: schema `schema` sets slot `slot` to `value`, outside its domain. */
export class MoveDomainError extends Error {
  constructor(
    readonly schema: number,
    readonly slot: number,
    readonly value: number | bigint, // exact: a bigint beyond ±(2^53 − 1)
  ) {
    super(`move ${schema} sets slot ${slot} to ${value}, outside its domain`);
    this.name = 'MoveDomainError';
  }
}
