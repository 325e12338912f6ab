// Stage: solve. The values of a game with points (theory.md, "Scores as values") over positions
// stored by packed key (sparseKey.ts, sparseTable.ts), for a box too large to index: a memoised
// negamax from the position asked about over the positions it reaches, v(p) = max over moves of
// points + v(q) (kept turn) or points − v(q) (passed turn), 0 at a position without moves or ended
// by an `end:` rule. Every move is followed (no pruning: every stored value is exact). With a declared
// symmetry (`game.symmetry`) one position per orbit is stored, by its canonical key, and every stored
// position is checked first against every element of the group: the moves of σp are the images of
// those of p with the same keep/pass and the same points, and σp ends the game as p does — a wrong
// declaration throws SymmetryBroken, never a wrong value. As in valueTable.ts a value is not defined
// (and never guessed) where play can reach a cycle, a move leaves the box, a rule fails to evaluate,
// or a sum exceeds ±(2^53 − 1). Memory is charged to the budget as the table grows (MemoryLimitReached).

import type { SpecGame } from '../../game/buildGame.js';
import { symmetryGroup } from '../../game/symmetryGroup.js';
import type { Diagnostic } from '../../diag/diagnostic.js';
import { ReachableBudget } from '../reachableBudget.js';
import { keyLayout, packKey, type KeyLayout } from '../sparseKey.js';
import { SparseTable } from '../sparseTable.js';
import { ImageMoves } from '../imageMoves.js';
import { SymmetryBroken } from '../symmetryCheck.js';
import { keySymmetry, type KeySymmetry } from '../symmetryKey.js';
import { BAD_POINTS, compileKeyMoves, entryPoints, entryWords, KEEPS, OUTSIDE, type KeyMoveList, type KeyMovesFn } from './keyMoves.js';
import { safePoints, type BestMove, type ValueAt } from './valueTable.js';
import { CYCLE, ERROR, HUGE, NEW, OPEN, OUTSIDE as OUTSIDE_STATUS, VALUE, valueAtOf } from './valueStatus.js';

/** Bytes per stored position besides what the table charges: its value (a float64). */
const VALUE_BYTES = 8;

export interface KeyValues {
  /** The value of a position of the box, solving what it needs on first use. Throws SymmetryBroken
   *  (a declared symmetry that is not one) and MemoryLimitReached. */
  at(position: ArrayLike<number>): ValueAt;
  /** A move achieving the value (the first in the move lister's order), where the value is defined and there is a move. */
  best(position: Float64Array): BestMove | undefined;
  /** Positions stored (orbits, with a symmetry). */
  solved(): number;
  /** With a declared symmetry: the group's size, the orbits stored, the positions checked. */
  symmetry(): { group: number; orbits: number; checked: number } | undefined;
  /** With a declared symmetry: the positions the stored orbits stand for. */
  orbitPositions(): number;
  /** What the table holds in memory is given back to the budget. */
  release(): void;
  layout: KeyLayout;
  keySymmetry?: KeySymmetry;
}

/** The value search over keys, or the diagnostic that stops it before it starts (a field too wide
 *  for a key, a symmetry declaration that does not evaluate), or why it cannot run (a string). */
export function keyValues(game: SpecGame, budget = new ReachableBudget()): KeyValues | Diagnostic | string {
  if (game.hasSums) return 'values are not defined for moves that lead to sums of positions';
  const layout = keyLayout(game.region);
  if ('slot' in layout) return `\`${game.slots[layout.slot]!.name}\` takes ${layout.values} values in the bounds, more than a position stored by key holds (2147483648 values a field)`;
  let sym: KeySymmetry | undefined;
  const declared = symmetryGroup(game);
  if (declared) {
    if (!declared.value) return declared.diagnostics[0]!;
    const key = keySymmetry(declared.value, layout);
    if ('slot' in key) throw new Error(`internal: slot ${key.slot} of the symmetric field is stored unlike its first element`);
    sym = key;
  }
  return new Search(game, layout, compileKeyMoves(game, layout), budget, sym);
}

/** One frame of the search: a position being solved, its moves on the move stack [base, end). */
interface Frame {
  id: number;
  base: number;
  end: number;
  j: number;
  status: number;
  best: number;
  any: boolean;
}

class Search implements KeyValues {
  private readonly table: SparseTable;
  private values = new Float64Array(0);
  private readonly errors = new Map<number, unknown>();
  private readonly W: number;
  private readonly E: number;
  private readonly stack: KeyMoveList = { buf: new Int32Array(1024) };
  private readonly image: Int32Array;
  private readonly imageList: KeyMoveList = { buf: new Int32Array(1024) };
  private readonly images: ImageMoves | undefined;
  private checked = 0;
  private charged = 0;
  /** A search stopped by a limit leaves positions open: the table is not read again. */
  private stopped: unknown;

  constructor(
    private readonly game: SpecGame,
    readonly layout: KeyLayout,
    private readonly moves: KeyMovesFn,
    private readonly budget: ReachableBudget,
    readonly keySymmetry: KeySymmetry | undefined,
  ) {
    this.W = layout.words;
    this.E = entryWords(layout);
    this.image = new Int32Array(this.W);
    this.images = keySymmetry && new ImageMoves(keySymmetry, this.W, this.E, OUTSIDE);
    this.table = new SparseTable(this.W, budget, 1024, keySymmetry?.canonical);
  }

  solved(): number {
    return this.table.count;
  }

  symmetry(): { group: number; orbits: number; checked: number } | undefined {
    return this.keySymmetry && { group: this.keySymmetry.group.elements.length + 1, orbits: this.table.count, checked: this.checked };
  }

  orbitPositions(): number {
    let positions = 0;
    for (let id = 0; id < this.table.count; id++) positions += this.keySymmetry ? this.keySymmetry.orbitSize(this.table.keys.subarray(id * this.W, id * this.W + this.W)) : 1;
    return positions;
  }

  release(): void {
    this.table.release();
    this.budget.release(this.charged);
    this.charged = 0;
  }

  at(position: ArrayLike<number>): ValueAt {
    if (this.stopped !== undefined) throw this.stopped;
    let id = this.intern(packKey(this.layout, position));
    if (this.table.outcome[id] === NEW) {
      try {
        this.solve(id);
      } catch (error) {
        this.stopped = error;
        throw error;
      }
      id = this.table.find(packKey(this.layout, position));
    }
    return valueAtOf(
      this.table.outcome[id]!,
      () => this.values[id]!,
      () => this.errors.get(id),
    );
  }

  best(position: Float64Array): BestMove | undefined {
    if (this.at(position).kind !== 'value' || this.game.terminalOf(position) !== 0) return undefined;
    let best: BestMove | undefined;
    // the independent move lister names the move; the targets' values are read from the table
    for (const move of this.game.listMoves(position)) {
      const points = safePoints(move);
      const target = move.targets.length === 1 ? move.targets[0] : undefined;
      if (points === undefined || !target || target.index < 0) return undefined;
      const v = this.at(target.position);
      if (v.kind !== 'value') return undefined;
      const total = move.keeps ? points + v.value : points - v.value;
      if (best === undefined || total > best.total) best = { move, points, total };
    }
    return best;
  }

  /** The key's entry, with room for its value. */
  private intern(key: Int32Array): number {
    const id = this.table.intern(key);
    if (this.table.count > this.values.length) {
      const room = this.table.outcome.length;
      this.budget.charge((room - this.values.length) * VALUE_BYTES, `the values of ${room} positions`);
      this.charged += (room - this.values.length) * VALUE_BYTES;
      const values = new Float64Array(room);
      values.set(this.values);
      this.values = values;
    }
    return id;
  }

  /** Lists the moves of entry id onto the move stack from `base` (checking the symmetry first);
   *  returns their number (−1: ended by an `end:` rule), or undefined where a rule fails. */
  private expand(id: number, base: number): number | undefined {
    const key = this.table.keys.slice(id * this.W, id * this.W + this.W);
    let n: number;
    try {
      n = this.moves(key, this.stack, base);
    } catch (error) {
      if (!(error instanceof Error) || error.name === 'TimeLimitReached') throw error;
      this.errors.set(id, error);
      return undefined;
    }
    if (this.keySymmetry) this.check(key, base, n);
    return n;
  }

  /** Every element of the group at the stored position `key`, whose n moves are on the stack at base:
   *  the moves of its image, listed by the same generated code, are the images of its moves (the
   *  target's key, keep/pass, leaving the box, the points). */
  private check(key: Int32Array, base: number, n: number): void {
    const sym = this.keySymmetry!;
    this.checked++;
    for (let e = 0; e < sym.group.elements.length; e++) {
      sym.apply(e, key, this.image);
      let m: number;
      try {
        m = this.moves(this.image, this.imageList, 0);
      } catch (error) {
        if (error instanceof Error && error.name === 'TimeLimitReached') throw error;
        throw new SymmetryBroken(key.slice(), e); // a rule fails at the image, not at the position
      }
      if (n !== m || (n > 0 && !this.images!.same(e, this.stack.buf, base, this.imageList.buf, n))) throw new SymmetryBroken(key.slice(), e);
    }
  }

  /** Solves entry `root` and every position it reaches that is not solved yet (depth first). */
  private solve(root: number): void {
    const { W, E, table } = this;
    const frames: Frame[] = [];
    let top = 0; // move stack entries in use
    const open = (id: number): void => {
      const n = this.expand(id, top);
      if (n === undefined) {
        table.outcome[id] = ERROR;
        return;
      }
      if (n <= 0) {
        table.outcome[id] = VALUE;
        this.values[id] = 0;
        return;
      }
      table.outcome[id] = OPEN;
      frames.push({ id, base: top, end: top + n, j: top, status: VALUE, best: 0, any: false });
      top += n;
    };
    const target = new Int32Array(W);
    open(root);
    while (frames.length > 0) {
      const f = frames[frames.length - 1]!;
      if (f.j === f.end) {
        frames.pop();
        top = f.base;
        table.outcome[f.id] = f.status;
        this.values[f.id] = f.status === VALUE ? f.best : 0;
        if (f.status === ERROR && !this.errors.has(f.id)) this.errors.set(f.id, new Error('a rule of the game fails to evaluate on the way'));
        continue;
      }
      const buf = this.stack.buf;
      const at = f.j * E;
      const flags = buf[at + W]!;
      if ((flags & OUTSIDE) !== 0) {
        f.status = Math.max(f.status, OUTSIDE_STATUS);
        f.j++;
        continue;
      }
      for (let w = 0; w < W; w++) target[w] = buf[at + w]!;
      const t = this.intern(target);
      const s = table.outcome[t]!;
      if (s === NEW) {
        open(t); // read again when the target is solved
        continue;
      }
      f.j++;
      if (s === OPEN) f.status = Math.max(f.status, CYCLE);
      else if (s !== VALUE) {
        f.status = Math.max(f.status, s);
        if (s === ERROR && !this.errors.has(f.id)) this.errors.set(f.id, this.errors.get(t));
      } else if ((flags & BAD_POINTS) !== 0) f.status = Math.max(f.status, HUGE);
      else {
        const points = entryPoints(buf, at, W);
        const total = (flags & KEEPS) !== 0 ? points + this.values[t]! : points - this.values[t]!;
        if (!Number.isSafeInteger(total)) f.status = Math.max(f.status, HUGE);
        else if (!f.any || total > f.best) {
          f.best = total;
          f.any = true;
        }
      }
    }
  }
}
