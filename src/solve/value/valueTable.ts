// Stage: solve. The value of positions of a game with points (`score:`, theory.md "Scores as
// values"): v(p) = 0 at a terminal position or one without moves; otherwise the max over moves of
// points + v(q) for a move that keeps the turn and points − v(q) for one that passes it (negamax),
// the optimal difference of the points still to come for the player to move. Computed on demand by
// a depth-first search over the region with the slow move lister (game.listMoves, which evaluates
// `score:`), so the kernel's hot loops are untouched; each position is solved once and stored.
// Where moves follow the order of region indices, one sweep over the whole region (valueSweep.ts)
// gives every value first, and the search runs only where the sweep gives up. A region too large
// for that sweep whose moves grow a set by one bit is swept tier by tier down to the tier asked
// about (tierSweep.ts).
// A value is not defined (and never guessed) where play can reach a cycle, where a move leaves the
// region, where a rule fails to evaluate, or where it would exceed ±(2^53 − 1) (never rounded).

import type { Game, MoveInfo } from '../../game/game.js';
import { SWEEP_LIMIT, sweepable, sweepValues } from './valueSweep.js';
import { TierMemoryRefused } from './tierSweep.js';
import { tierTable, type TierAnswer } from './tierTable.js';
import type { Swept } from './sweepResult.js';
import { CYCLE, ERROR, HUGE, NEW, OPEN, OUTSIDE, VALUE, valueAtOf, type ValueAt } from './valueStatus.js';

export type { ValueAt } from './valueStatus.js';

export interface BestMove {
  move: MoveInfo;
  /** The move's points (0 without `score:`). */
  points: number;
  /** points + v(q) for a kept move, points − v(q) for a passing one: the value of p when best. */
  total: number;
}

export interface ValueTable {
  /** The value of the region position at `index`, solving what it needs on first use. */
  at(index: number): ValueAt;
  /** A move achieving the value (the first in the lister's order), when the value is defined and p has moves. */
  best(index: number): BestMove | undefined;
  /** Positions solved so far (tests, reports). */
  solved(): number;
}

/** Regions up to this size are stored in typed arrays; larger ones by the positions visited. */
const DENSE_LIMIT = 2 ** 22;

interface Store {
  status(i: number): number;
  set(i: number, status: number, value: number, best: number): void;
  value(i: number): number;
  best(i: number): number;
}

function denseStore(size: number): Store {
  const status = new Uint8Array(size);
  const value = new Float64Array(size);
  const best = new Int32Array(size);
  return {
    status: (i) => status[i]!,
    set(i, s, v, b) {
      status[i] = s;
      value[i] = v;
      best[i] = b;
    },
    value: (i) => value[i]!,
    best: (i) => best[i]!,
  };
}

function sparseStore(): Store {
  const rows = new Map<number, { s: number; v: number; b: number }>();
  return {
    status: (i) => rows.get(i)?.s ?? NEW,
    set: (i, s, v, b) => void rows.set(i, { s, v, b }),
    value: (i) => rows.get(i)?.v ?? 0,
    best: (i) => rows.get(i)?.b ?? -1,
  };
}

/** A store made on first use (not at all when the sweep gives every value). */
function lazyStore(make: () => Store): Store {
  let made: Store | undefined;
  const get = (): Store => (made ??= make());
  return {
    status: (i) => get().status(i),
    set: (i, s, v, b) => get().set(i, s, v, b),
    value: (i) => get().value(i),
    best: (i) => get().best(i),
  };
}

interface Frame {
  index: number;
  moves: MoveInfo[];
  k: number;
  /** VALUE while every move read so far has a value; else the worst status met. */
  status: number;
  best: number;
  bestK: number;
}

/** The worse of two statuses (ERROR > HUGE > CYCLE > OUTSIDE > VALUE): which reason is reported. */
const worse = (a: number, b: number): number => Math.max(a, b);

/** Points as a safe integer, or undefined (a bigint or a float beyond ±(2^53 − 1)). */
export function safePoints(m: MoveInfo): number | undefined {
  const p = m.points ?? 0;
  return typeof p === 'number' && Number.isSafeInteger(p) ? p : undefined;
}

export function valueTable(game: Game): ValueTable | string {
  if (game.region.sparse)
    return game.slots.every((s) => s.kind === 'bool')
      ? `values are computed on an indexed region only: this box of ${game.region.size} positions is too large to index, and no bound narrows a set field (use a smaller set: fewer elements)`
      : 'values are computed on an indexed region only: this box is too large to index (lower check.bounds)';
  const store = lazyStore(() => (game.region.size <= DENSE_LIMIT ? denseStore(game.region.size) : sparseStore()));
  const errors = new Map<number, unknown>();
  let solvedCount = 0;
  const movesOf = (index: number): MoveInfo[] => {
    const position = game.region.decode(index);
    return game.terminalOf(position) !== 0 ? [] : game.listMoves(position);
  };
  const finish = (f: Frame): void => {
    const status = f.status;
    store.set(f.index, status, status === VALUE ? (f.bestK < 0 ? 0 : f.best) : 0, status === VALUE ? f.bestK : -1);
    solvedCount++;
  };
  const open = (index: number, stack: Frame[]): void => {
    let moves: MoveInfo[];
    try {
      moves = movesOf(index);
    } catch (error) {
      errors.set(index, error);
      store.set(index, ERROR, 0, -1);
      solvedCount++;
      return;
    }
    store.set(index, OPEN, 0, -1);
    stack.push({ index, moves, k: 0, status: VALUE, best: 0, bestK: -1 });
  };
  const solve = (root: number): void => {
    const stack: Frame[] = [];
    open(root, stack);
    while (stack.length > 0) {
      const f = stack[stack.length - 1]!;
      if (f.k === f.moves.length) {
        stack.pop();
        finish(f);
        continue;
      }
      const m = f.moves[f.k]!;
      if (m.sum || m.targets.length !== 1) {
        // the model refuses sums in a game with points; a value of a sum is not defined here
        f.status = worse(f.status, ERROR);
        if (!errors.has(f.index)) errors.set(f.index, new Error('a move leads to a sum of positions, which has no value here'));
        f.k++;
        continue;
      }
      const t = m.targets[0]!.index;
      if (t < 0) {
        f.status = worse(f.status, OUTSIDE);
        f.k++;
        continue;
      }
      const s = store.status(t);
      if (s === NEW) {
        open(t, stack); // read again when the target is finished
        continue;
      }
      f.k++;
      if (s === OPEN) f.status = worse(f.status, CYCLE);
      else if (s !== VALUE) {
        f.status = worse(f.status, s);
        if (s === ERROR && !errors.has(f.index)) errors.set(f.index, errors.get(t));
      } else {
        const points = safePoints(m);
        const total = points === undefined ? NaN : m.keeps ? points + store.value(t) : points - store.value(t);
        if (!Number.isSafeInteger(total)) f.status = worse(f.status, HUGE);
        else if (f.bestK < 0 || total > f.best) {
          f.best = total;
          f.bestK = f.k - 1;
        }
      }
    }
  };
  // undefined: not tried yet; null: tried, the search runs
  let swept: Swept | null | undefined;
  const sweep = (): Swept | null => {
    if (swept === undefined) {
      const result = sweepable(game) ? sweepValues(game) : 'order';
      swept = typeof result === 'string' ? null : result;
    }
    return swept;
  };
  const sweptBest = (values: { at(i: number): number | undefined }, index: number): BestMove | undefined => {
    let best: BestMove | undefined;
    for (const move of movesOf(index)) {
      const points = safePoints(move)!;
      const v = values.at(move.targets[0]!.index)!;
      const total = move.keeps ? points + v : points - v;
      if (best === undefined || total > best.total) best = { move, points, total };
    }
    return best;
  };
  // a region too large for the plain sweep, grown one bit per move: the tiers of the position asked
  // about (and the one above, for its best move), each computed once
  const tierTables = game.region.size > SWEEP_LIMIT ? tierTable(game) : undefined;
  const tiered = (index: number): TierAnswer => tierTables?.at(index) ?? null;
  const at = (index: number): ValueAt => {
    const all = sweep();
    if (all) return { kind: 'value', value: all.values[index]! };
    const t = tiered(index);
    if (t instanceof TierMemoryRefused) return { kind: 'error', error: t };
    if (t) return { kind: 'value', value: t.valueAt(index)! };
    if (store.status(index) === NEW) solve(index);
    return valueAtOf(
      store.status(index),
      () => store.value(index),
      () => errors.get(index),
    );
  };
  return {
    at,
    best(index) {
      const all = sweep();
      if (all) return sweptBest(all.values, index);
      const t = tiered(index);
      if (t instanceof TierMemoryRefused) return undefined;
      if (t) return sweptBest({ at: (i) => t.valueAt(i)! }, index);
      if (at(index).kind !== 'value') return undefined;
      const k = store.best(index);
      if (k < 0) return undefined;
      const move = movesOf(index)[k]!;
      const points = safePoints(move)!;
      const v = store.value(move.targets[0]!.index);
      return { move, points, total: move.keeps ? points + v : points - v };
    },
    solved: () => (swept ? game.region.size : solvedCount),
  };
}
