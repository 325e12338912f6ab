// Stage: check. `value(p)` in claims and `value:` conjectures (scores, issue 29): the value table of
// the game (solve/value/valueTable.ts), built once per game on first use and shared by the claims,
// their truth and the conjecture check; read at a region index. Where the value is not defined the
// reader throws an EvalError that says why (a cycle of moves, a move leaving the region, a value
// beyond ±(2^53 − 1), a rule that fails to evaluate) — never a guessed number.

import type { Span } from '../diag/diagnostic.js';
import type { Game } from '../game/game.js';
import { EvalError } from '../lang/runtime.js';
import { TierMemoryRefused } from '../solve/value/tierSweep.js';
import { maskOf, tierTable, type TierTable } from '../solve/value/tierTable.js';
import { valueTable, type BestMove, type ValueTable } from '../solve/value/valueTable.js';

const tables = new WeakMap<Game, ValueTable | string>();

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
  // a box too large to index has no region index: a set grown one bit per move is read by tiers
  const tiers = game.region.sparse ? tiersOf(game)?.at(maskOf(game, position)) : undefined;
  const table = tiers
    ? { at: () => (tiers instanceof TierMemoryRefused ? ({ kind: 'error', error: tiers } as const) : ({ kind: 'value', value: tiers.valueAt(maskOf(game, position))! } as const)) }
    : valuesOf(game);
  if (typeof table === 'string') throw new EvalError('domain', table, span);
  const v = table.at(index);
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

/** A best move at a region index where the value is defined and there is a move. */
export function bestMove(game: Game, index: number): BestMove | undefined {
  const table = valuesOf(game);
  return typeof table === 'string' ? undefined : table.best(index);
}
