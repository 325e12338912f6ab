// Stage: check. `value(p)` in claims and `value:` conjectures (scores, issue 29): the value table of
// the game (solve/value/valueTable.ts), built once per game on first use and shared by the claims,
// their truth and the conjecture check; read at a region index. Where the value is not defined the
// reader throws an EvalError that says why (a cycle of moves, a move leaving the region, a value
// beyond ±(2^53 − 1), a rule that fails to evaluate) — never a guessed number. In a box too large to
// index the values are searched over positions stored by key (solve/value/keyValueSearch.ts), read
// by position.

import type { Diagnostic, Span } from '../diag/diagnostic.js';
import type { Game } from '../game/game.js';
import { EvalError } from '../lang/runtime.js';
import type { SpecGame } from '../game/buildGame.js';
import { SymmetryBroken } from '../solve/symmetryCheck.js';
import { MemoryLimitReached } from '../solve/reachableBudget.js';
import { describeValueBreak } from '../solve/value/keyValueBreak.js';
import { keyValues, type KeyValues } from '../solve/value/keyValueSearch.js';
import { TierMemoryRefused } from '../solve/value/tierSweep.js';
import { maskOf, tierTable, type TierTable } from '../solve/value/tierTable.js';
import { valueTable, type BestMove, type ValueAt, type ValueTable } from '../solve/value/valueTable.js';

const tables = new WeakMap<Game, ValueTable | string>();
const byKey = new WeakMap<Game, KeyValues | Diagnostic | string>();

/** The values over positions stored by key of a game whose box is too large to index (one per game),
 *  or the diagnostic or reason why there are none. */
export function keyValuesOf(game: SpecGame): KeyValues | Diagnostic | string {
  let t = byKey.get(game);
  if (t === undefined) byKey.set(game, (t = keyValues(game)));
  return t;
}

/** The value of a position: by index, or by key in a box too large to index. */
/** In a box too large to index, a set grown one bit per move (at most 31 elements) is read by tiers,
 *  which sweep every set of the box in little memory; with a declared symmetry, or where tiers do not
 *  apply, by the search over positions stored by key, which visits only the reachable orbits. */
export function readsByTiers(game: Game): boolean {
  const symmetric = 'spec' in game && (game as SpecGame).spec.game.symmetry !== undefined;
  return game.region.sparse === true && !symmetric && tiersOf(game) !== undefined;
}

/** The games whose values some tier answered (where tiers do not apply to a position, tierTable
 *  answers null and the search by key answers instead). */
const answeredByTiers = new WeakSet<Game>();

/** Whether a value of the game was read off tiers (what a report says was swept). */
export function tiersAnswered(game: Game): boolean {
  return answeredByTiers.has(game);
}

function valueAt(game: Game, position: Float64Array, index: number, span: Span): ValueAt {
  const tiers = readsByTiers(game) ? tiersOf(game)!.at(maskOf(game, position)) : undefined;
  if (tiers) {
    answeredByTiers.add(game);
    if (tiers instanceof TierMemoryRefused) return { kind: 'error', error: tiers } as ValueAt;
    return { kind: 'value', value: tiers.valueAt(maskOf(game, position))! } as ValueAt;
  }
  if (!game.region.sparse || !('spec' in game)) {
    const table = valuesOf(game);
    if (typeof table === 'string') throw new EvalError('domain', table, span);
    return table.at(index);
  }
  const values = keyValuesOf(game as SpecGame);
  if (typeof values === 'string' || 'code' in values) throw new EvalError('domain', typeof values === 'string' ? values : values.message, span);
  try {
    return values.at(position);
  } catch (error) {
    if (error instanceof SymmetryBroken && values.keySymmetry) throw new EvalError('domain', describeValueBreak(game as SpecGame, values.layout, values.keySymmetry, error.key, error.element), span);
    if (error instanceof MemoryLimitReached) throw new EvalError('domain', error.message, span);
    throw error;
  }
}

/** The game's value table (one per game), or why there is none. */
export function valuesOf(game: Game): ValueTable | string {
  let t = tables.get(game);
  if (t === undefined) tables.set(game, (t = valueTable(game)));
  return t;
}

const tierTables = new WeakMap<Game, TierTable | undefined>();

function tiersOf(game: Game): TierTable | undefined {
  if (!tierTables.has(game)) tierTables.set(game, tierTable(game));
  return tierTables.get(game);
}

/** The value at a region index, or an EvalError at `span` saying why it is not defined. */
export function readValue(game: Game, position: Float64Array, index: number, span: Span): number {
  const v = valueAt(game, position, index, span);
  const where = game.formatPosition(position);
  switch (v.kind) {
    case 'value':
      return v.value;
    case 'outside':
      throw new EvalError('undetermined', `the value of ${where} depends on positions outside the region`, span);
    case 'cycle':
      throw new EvalError('domain', `the value of ${where} is not defined: play from it can reach a cycle of moves, and points are counted only in plays that end`, span);
    case 'huge':
      throw new EvalError('overflow', `the value of ${where} lies beyond ±(2^53 − 1): zermelo refuses it rather than round it`, span);
    case 'error':
      if (v.error instanceof EvalError) throw v.error;
      if (v.error instanceof TierMemoryRefused) throw new EvalError('range-limit', `${v.error.message} (${v.error.diagnostic.hint})`, span);
      throw new EvalError('domain', `the value of ${where} is not defined: a rule of the game fails to evaluate on the way (${v.error instanceof Error ? v.error.message : String(v.error)})`, span);
  }
}

/** A best move at a position (its region index when indexed) where the value is defined and there is a move. */
export function bestMove(game: Game, position: Float64Array, index: number): BestMove | undefined {
  // values read by tiers keep no moves (only two tiers are held): no best move is shown there
  if (readsByTiers(game)) return undefined;
  if (game.region.sparse && 'spec' in game) {
    const values = keyValuesOf(game as SpecGame);
    try {
      return typeof values === 'string' || 'code' in values ? undefined : values.best(position);
    } catch {
      return undefined; // the value itself says why it is not defined
    }
  }
  const table = valuesOf(game);
  return typeof table === 'string' ? undefined : table.best(index);
}
