// Stage: game. What every solver and checker sees of a game: the state layout (fields flattened
// into numeric slots), the bounded region, terminal rules, a code-generating move kernel (fast path)
// and an independent, allocating move lister (slow path, for reports and re-confirmation).
// Built from a Spec by buildGame, or from an explicit graph by graphGame (tests, teaching examples).

import type { Diagnostic, Span } from '../diag/diagnostic.js';
import type { Family } from '../model/model.js';
import type { MoveKernel } from './kernel.js';
import type { Region } from './region.js';

/** Terminal status of a position, as seen by the player to move (`end:` conditions first). */
export type TerminalKind = 0 | 1 | 2 | 3;
export const TERM_NONE = 0;
export const TERM_LOSE = 1;
export const TERM_DRAW = 2;
export const TERM_WIN = 3;

export type SlotKind = 'nat' | 'int' | 'range' | 'bool' | 'player' | 'node';

/** One numeric slot of a position (a scalar field, or one element of an array field). */
export interface GameSlot {
  /** Display name: `n`, `h[0]`, `turn`. */
  name: string;
  field: string;
  element?: number;
  /** bool[edges]: the row of the table this element stands for (`0-2`), as printed in sets */
  label?: string;
  kind: SlotKind;
  /** The declared domain, inclusive (±Infinity when unbounded). */
  domainLo: number;
  domainHi: number;
}

export interface MoveTarget {
  position: Float64Array;
  /** Region index, or -1 outside the region. */
  index: number;
}

export interface MoveInfo {
  schema: number;
  /** The schema's label with binder values substituted when possible, e.g. "take 1". */
  label: string;
  binders: { name: string; value: number }[];
  /** One target, or the components of a sum (0 or ≥ 2). */
  targets: MoveTarget[];
  sum: boolean;
  /** The move keeps the turn (`again:` held): the same player moves next from the target. */
  keeps?: true;
  /** The points the move scores for its mover (`score:`; absent: 0), exact: a bigint beyond ±(2^53 − 1). */
  points?: number | bigint;
  /** The label is zermelo's (a family's move, or an unnamed schema): renderers may translate it. */
  generated?: true;
}

export interface MoveSchemaInfo {
  label: string;
  by?: string;
  span?: Span;
  sum: boolean;
  /** The schema has an `again:` condition: some of its moves may keep the turn. */
  again?: true;
}

export interface Game {
  name: string;
  file: string;
  params: Readonly<Record<string, number>>;
  slots: readonly GameSlot[];
  /** Partizan games: the two player names; `turn` is then the last slot (0 = first player). */
  players?: readonly [string, string];
  impartial: boolean;
  play: 'normal' | 'misere';
  /** Some schema leads to a sum of positions. */
  hasSums: boolean;
  /** Some position can be a draw terminal (an `end: draw` rule exists). */
  mayDraw: boolean;
  /** Some position can be a winning terminal by an `end: win` rule. */
  mayWin: boolean;
  /** Some move may keep the turn (`again:`): the kernel then marks each move site with `keeps`. */
  keepsTurn?: boolean;
  /** Some move scores points (`score:`): only the move lister reads them (solve/value/). */
  scored?: boolean;
  region: Region;
  kernel: MoveKernel;
  schemas: readonly MoveSchemaInfo[];
  family?: Family;
  /** Slow path: every move of a position, with labels and binder values (allocates). */
  listMoves(position: Float64Array): MoveInfo[];
  /** Slow path: terminal status by `end:` (0 when the rules do not end the game here). */
  terminalOf(position: Float64Array): TerminalKind;
  /** "n = 2", "h = [1, 2, 3]", "n = 3, turn = A". */
  formatPosition(position: ArrayLike<number>): string;
  /** Turns an exception thrown by generated code at region index `index` into a diagnostic of the
   *  game (a move leaving a field's domain, an evaluation error); undefined for anything else. */
  diagnose(error: unknown, index: number, position?: Float64Array): Diagnostic | undefined;
}

/** The first slot whose value lies outside its declared domain (the position is no position of
 *  the game at all), or -1. */
export function slotOutsideDomain(slots: readonly GameSlot[], position: ArrayLike<number>): number {
  return slots.findIndex((slot, s) => position[s]! < slot.domainLo || position[s]! > slot.domainHi);
}

/** The region position at `index` as text. */
export function describeIndex(game: Game, index: number): string {
  return game.formatPosition(game.region.decode(index));
}
