// Stage: game. Turns an exception thrown while running the rules at a region index into a
// diagnostic of the file: a move leaving a field's declared domain (ZM4001, at the move schema,
// naming the position, the move and the value), or an evaluation error in a rule (ZM4005).

import type { Diagnostic } from '../diag/diagnostic.js';
import { EvalError } from '../lang/runtime.js';
import type { Game } from './game.js';
import { gameError, MoveDomainError } from './gameErrors.js';
import type { MoveLister } from './moveLister.js';

/** `at`: the position itself, where the region has no indices (a sparse region). */
export function diagnoseGameError(game: Game, lister: MoveLister, error: unknown, index: number, at?: Float64Array): Diagnostic | undefined {
  const position = at ?? game.region.decode(index);
  const where = game.formatPosition(position);
  if (error instanceof MoveDomainError && typeof error.value === 'number' && !Number.isFinite(error.value)) {
    // the kernel's stand-in (±Infinity) for a value beyond ±(2^53 − 1): the lister has it exactly
    try {
      lister.listMoves(position);
    } catch (exact) {
      if (exact instanceof MoveDomainError && exact.schema === error.schema && exact.slot === error.slot) error = exact;
    }
  }
  if (error instanceof MoveDomainError) {
    const slot = game.slots[error.slot]!;
    const schema = game.schemas[error.schema]!;
    let move = `the move \`${schema.label}\``;
    try {
      const found = lister.listMoves(position, { checkDomain: false }).find((m) => m.schema === error.schema && m.targets.some((t) => t.position[error.slot] === error.value));
      if (found) move = `the move \`${found.label}\`${found.binders.length ? ` (${found.binders.map((b) => `${b.name} = ${b.value}`).join(', ')})` : ''}`;
    } catch {
      // the slow path failed too; the schema label is enough
    }
    const domain = slot.kind === 'nat' ? 'a nat is ≥ 0' : slot.kind === 'bool' ? 'a bool is 0 or 1' : `its domain is ${slot.domainLo}..${slot.domainHi}`;
    return gameError(
      game,
      'ZM4001',
      `from ${where}, ${move} sets ${slot.name} to ${error.value}, outside the domain of \`${slot.field}\` (${domain})`,
      schema.span,
      slot.kind === 'nat' && error.value < 0 ? `add a guard that keeps ${slot.name} ≥ 0, e.g. \`if: k ≤ ${slot.name}\`` : 'add a guard (if:) that rules this move out',
    );
  }
  if (error instanceof EvalError) {
    return gameError(game, 'ZM4005', `evaluating the rules of the game at ${where}: ${error.message}`, error.span);
  }
  return undefined;
}
