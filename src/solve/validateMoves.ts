// Stage: solve. The moves the forward pass skipped, evaluated once. Without generations the forward
// pass stops at a position's first move to a safe position (the position is then fragile), so the
// later moves of a fragile position are never generated; a move that fails there (a target outside
// its field's domain, a division by zero in its guard, an index out of range) is still an error of
// the game at that position, as the move lister and the prover say. This pass runs the moves of
// every non-terminal fragile position in [from, to), in index order, and throws the first such
// error (stats[1] = its index). It is built only when the moves' code can fail at all: code with
// no call, `new` or `throw` cannot (the common case: no pass, no cost).

import type { Game } from '../game/game.js';
import { compileKernelFunction } from '../game/kernel.js';
import { FRAGILE } from './solution.js';

/** Evaluates every move of the non-terminal positions p in [from, to) with out[p] = fragile. */
export type ValidateFn = (out: Uint8Array, from: number, to: number, stats: Float64Array) => void;

const cache = new WeakMap<Game, ValidateFn | null>();

/** The validation pass of the game, or undefined when its moves cannot fail to evaluate. */
export function validateFunction(game: Game): ValidateFn | undefined {
  let fn = cache.get(game);
  if (fn === undefined) cache.set(game, (fn = buildValidate(game) ?? null));
  return fn ?? undefined;
}

function buildValidate(game: Game): ValidateFn | undefined {
  const session = game.kernel.begin();
  // the targets are computed (their domain and index checks run) and dropped
  const moves = session.moves({ target: () => '', outside: () => '', sum: () => '' });
  const terminal = session.terminal();
  if (!mayFail(moves)) return undefined;
  const enter = session.enter('from');
  const advance = session.advance();
  const body = `return function validateMoves(out, from, to, stats) {
  if (from >= to) return;
  ${session.declarations()}
  let p = from, term = 0;
  ${enter}
  try {
    for (; p < to; p++) {
      if (out[p] === ${FRAGILE}) {
        ${terminal ? `term = 0;\n${terminal}` : ''}
        if (term === 0) {
          ${moves}
        }
      }
      ${advance}
    }
  } catch (k_error) {
    stats[1] = p;
    throw k_error;
  }
};`;
  return compileKernelFunction<ValidateFn>(session.bindings(), body, `validate_${game.name}`);
}

/** Generated code that may throw: a call (lang's helpers, K_domain, definitions), `new` or `throw`.
 *  Operators on numbers and typed-array reads never throw. Conservative: Math.abs counts too. */
export function mayFail(code: string): boolean {
  const rest = code.replace(/\b(if|for|while|switch|catch)\s*\(/g, '');
  return /\b(throw|new)\b/.test(rest) || /[\w$\])]\s*\(/.test(rest);
}
