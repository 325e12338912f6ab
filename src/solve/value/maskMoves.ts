// Stage: solve. The moves of a game whose position is a handful of bits (every state slot ranges over
// 0..1: `bool[k]` fields, bools, the turn), compiled to tables over bit masks for the value sweep
// (maskSweep.ts). For each move of the schema list (a schema with its binders' values, which must not
// depend on the position) each rule — the guard (with `by:`), then `again:` and `score:`, and the
// `end:` rules — is tabulated over the few slots it reads. Which slots a rule reads is found by
// running its compiled closure on a frame that records reads: with U the slots read so far, the rule
// is run at every assignment of U (the other slots 0) until no run reads a slot outside U. Evaluation
// is deterministic, so at any position the rule takes the path of the run at its U-bits and gives the
// same result (or the same error): the table is exact, never a sample. A rule that reads more than
// MAX_READS slots, or reaches the frame other than by an index, is not tabulated (the sweep is not
// used). Targets must write constants (`drawn[e]: true`): a set mask and a clear mask.

import type { SpecGame } from '../../game/buildGame.js';
import type { Expr } from '../../lang/ast.js';
import { compileExpr } from '../../lang/compile.js';
import type { CompileScope, CompiledExpr, Value } from '../../lang/runtime.js';
import { INT, type Type } from '../../lang/types.js';

/** A rule tabulated over the bits it reads. */
export interface BitTable {
  /** The index bit (a region stride's exponent) of each slot read; entry j of `table` has bit j set
   *  where slot reads[j] is 1. */
  bits: number[];
  /** The state slot of each bit. */
  slots: number[];
  table: Int32Array;
}

/** Entries of the tables besides numbers. */
export const NO = 0;
export const YES = 1;
/** The rule fails to evaluate there (the sweep gives up if it is read). */
export const FAILS = -(2 ** 31);

/** The slots a guard fixes: where only one entry of its table is a move (no failures), the guard
 *  holds only at those slot values (`¬drawn[e]`: drawn[e] = 0), so the move's other rules are read
 *  only there and need no entries elsewhere. */
function pinnedBy(guard: BitTable): Map<number, number> {
  const pinned = new Map<number, number>();
  const { table } = guard;
  if (!table.every((x) => x === YES || x === NO)) return pinned;
  const yes = table.reduce<number[]>((at, x, a) => (x === YES ? [...at, a] : at), []);
  if (yes.length === 1) guard.slots.forEach((s, j) => pinned.set(s, (yes[0]! >> j) & 1));
  return pinned;
}

export interface MaskMove {
  /** YES / NO / FAILS. */
  guard: BitTable;
  /** score·2 + (1 if the move keeps the turn), or FAILS. */
  effect: BitTable;
  /** Index bits the move sets / clears; the turn's bit, flipped when the turn passes (0: no turn). */
  set: number;
  clear: number;
  turn: number;
  /** Index bits the guard holds only at 0 (the slots pinnedBy finds at 0). */
  zeros: number;
}

export interface MaskGame {
  moves: MaskMove[];
  /** YES where an `end:` rule ends the game (value 0), NO elsewhere, FAILS; undefined: no rule. */
  terminal?: BitTable;
}

/** At most this many slots read by one rule (a table of 2^MAX_READS entries). */
const MAX_READS = 14;
/** At most this many moves (schemas × binder values). */
const MAX_MOVES = 4096;
/** Points beyond ±2^28 are not tabulated (score·2 + 1 must fit an int32). */
const MAX_POINTS = 2 ** 28;

class NotTabulable extends Error {}

function elemType(t: Type | undefined): Type {
  return t && (t.kind === 'set' || t.kind === 'array') ? t.elem : INT;
}

/** The tables of the game's moves, or why there are none. */
export function maskGame(game: SpecGame, options: { maxBits?: number } = {}): MaskGame | string {
  const { layout, region, spec } = game;
  const n = layout.stateSize;
  // 30 bits: the plain sweep's array of 2^n values; the tiered sweep (tierSweep.ts) reads 31 bits
  // (a region of 2^31 positions is one too many to index: it is sparse, but its strides are bits)
  const maxBits = options.maxBits ?? 30;
  if ((game.region.sparse && maxBits <= 30) || n === 0 || n > maxBits) return `the position is not at most ${maxBits} bits`;
  for (let s = 0; s < n; s++) if (region.lo[s] !== 0 || region.hi[s] !== 1) return 'a slot ranges over more than 0..1';
  const bitOf = region.stride.map((x) => Math.log2(x));
  if (!bitOf.every((b) => Number.isInteger(b))) return 'the region is not a bit mask';
  const so = layout.stateOffset;
  const maxBinders = Math.max(0, ...spec.game.moves.map((m) => m.binders.length));
  const frame = new Float64Array(layout.frameSize + maxBinders);
  frame.set(game.frame.subarray(0, so));
  // the reads of state slots through the proxy, and whether the frame was reached otherwise
  const reads = new Set<number>();
  let reachedOtherwise = false;
  const tracked = new Proxy(frame, {
    get(target, key) {
      if (typeof key === 'string') {
        const i = Number(key);
        if (key === String(i) && Number.isInteger(i)) {
          if (i >= so && i < so + n) reads.add(i - so);
          return target[i];
        }
      }
      reachedOtherwise = true;
      const v = Reflect.get(target, key, target) as unknown;
      return typeof v === 'function' ? (v as (...a: unknown[]) => unknown).bind(target) : v;
    },
  }) as unknown as Float64Array;

  /** Tabulates run() over the slots it reads. run returns a number entry or throws. `pinned` slots
   *  hold the given values (the table is read only where they do: behind a guard that needs them). */
  const tabulate = (run: (f: Float64Array) => number, pinned: ReadonlyMap<number, number> = new Map()): BitTable => {
    const slots: number[] = [];
    for (;;) {
      const table = new Int32Array(2 ** slots.length);
      let grown = false;
      for (let a = 0; a < table.length && !grown; a++) {
        for (let s = 0; s < n; s++) frame[so + s] = pinned.get(s) ?? 0;
        slots.forEach((s, j) => (frame[so + s] = (a >> j) & 1));
        reads.clear();
        reachedOtherwise = false;
        let entry: number;
        try {
          entry = run(tracked);
        } catch {
          entry = FAILS;
        }
        if (reachedOtherwise) throw new NotTabulable('a rule reads the position other than slot by slot');
        for (const s of reads)
          if (!slots.includes(s) && !pinned.has(s)) {
            slots.push(s);
            grown = true;
          }
        table[a] = entry;
      }
      if (!grown) return { bits: slots.map((s) => bitOf[s]!), slots, table };
      if (slots.length > MAX_READS) throw new NotTabulable(`a rule reads more than ${MAX_READS} slots`);
    }
  };

  const baseScope = layout.scope;
  const truth = (v: Value): number => (v === true || v === 1 ? YES : v === false || v === 0 ? NO : FAILS);
  try {
    const moves: MaskMove[] = [];
    const turnSlot = layout.turnSlot;
    for (const m of spec.game.moves) {
      const slots = new Map(baseScope.slots);
      m.binders.forEach((b, k) => slots.set(b.name, { slot: layout.frameSize + k, type: elemType(b.domain.type) }));
      const scope: CompileScope = { ...baseScope, slots };
      const c = (e: Expr): CompiledExpr<Value> => compileExpr(e, scope, game.program);
      const guard = m.guard && c(m.guard);
      const again = m.again && c(m.again);
      const score = m.score && c(m.score);
      if (m.targets.length !== 1) return 'a move leads to a sum';
      const writes = m.targets[0]!.assignments.map((a) => ({ a, index: a.index && c(a.index), value: c(a.value) }));
      const by = m.by !== undefined && spec.game.players ? spec.game.players.indexOf(m.by) : undefined;
      // the binders' values, which must not read the position
      const tuples: number[][] = [];
      const bindersFrom = (k: number, values: number[]): void => {
        if (k === m.binders.length) {
          tuples.push([...values]);
          if (tuples.length > MAX_MOVES) throw new NotTabulable(`more than ${MAX_MOVES} moves`);
          return;
        }
        const b = m.binders[k]!;
        const d = b.domain;
        reads.clear();
        reachedOtherwise = false;
        let domain: number[];
        if (d.kind === 'range') {
          const lo = Number(c(d.lo)(tracked));
          const hi = Number(c(d.hi)(tracked));
          if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi) || hi - lo > MAX_MOVES) throw new NotTabulable('a binder range is not small');
          domain = Array.from({ length: Math.max(0, hi - lo + 1) }, (_, i) => lo + i);
        } else if (d.kind === 'set') domain = [...new Set(d.elems.map((x) => Number(c(x)(tracked))))];
        else domain = Array.from(c(d)(tracked) as unknown as ArrayLike<unknown>, Number);
        if (reads.size > 0 || reachedOtherwise) throw new NotTabulable('a binder domain reads the position');
        if (!domain.every((v) => Number.isSafeInteger(v))) throw new NotTabulable('a binder value is not an integer');
        for (const v of domain) {
          values[k] = v;
          frame[layout.frameSize + k] = v;
          bindersFrom(k + 1, values);
        }
      };
      bindersFrom(0, []);
      for (const values of tuples) {
        const bind = (): void => values.forEach((v, k) => (frame[layout.frameSize + k] = v));
        const guardTable = tabulate((f) => {
          bind();
          if (by !== undefined && turnSlot !== undefined && f[so + turnSlot] !== by) return NO;
          return guard ? truth(guard(f)) : YES;
        });
        if (!guardTable.table.some((x) => x !== NO)) continue; // never a move
        const pinned = pinnedBy(guardTable);
        const effect = tabulate((f) => {
          bind();
          const keeps = again ? truth(again(f)) : NO;
          if (keeps === FAILS) return FAILS;
          const points = score ? Number(score(f)) : 0;
          if (!Number.isSafeInteger(points) || Math.abs(points) > MAX_POINTS) return FAILS;
          return points * 2 + keeps;
        }, pinned);
        // the writes: constants, in the order written (the later of two writes to one slot wins)
        let set = 0;
        let clear = 0;
        for (const w of writes) {
          bind();
          reads.clear();
          reachedOtherwise = false;
          const field = layout.fields.get(w.a.field)!;
          if (!w.index && field.length !== 1) throw new NotTabulable('a whole array field is written');
          const index = w.index ? Number(w.index(tracked)) : 0;
          const raw = w.value(tracked);
          const value = raw === true ? 1 : raw === false ? 0 : Number(raw);
          if (reads.size > 0 || reachedOtherwise) throw new NotTabulable('a target reads the position');
          if (!(Number.isInteger(index) && index >= 0 && index < field.length) || !(value === 0 || value === 1)) throw new NotTabulable('a target leaves the region');
          const bit = 2 ** bitOf[field.offset + index]!;
          if (value === 1) {
            set |= bit;
            clear &= ~bit;
          } else {
            clear |= bit;
            set &= ~bit;
          }
        }
        const turn = turnSlot === undefined ? 0 : 2 ** bitOf[turnSlot]!;
        let zeros = 0;
        for (const [slot, v] of pinned) if (v === 0) zeros |= 2 ** bitOf[slot]!;
        moves.push({ guard: guardTable, effect, set, clear, turn, zeros });
      }
    }
    const end = spec.game.end;
    const rules = [end.lose, end.draw, end.win].filter((e): e is Expr => e !== undefined).map((e) => compileExpr(e, baseScope, game.program));
    const terminal = rules.length
      ? tabulate((f) => {
          // in order, as terminalOf reads them: the first rule that holds ends the game
          for (const r of rules) {
            const t = truth(r(f));
            if (t !== NO) return t;
          }
          return NO;
        })
      : undefined;
    return { moves, ...(terminal ? { terminal } : {}) };
  } catch (error) {
    if (error instanceof NotTabulable) return error.message;
    return `a rule fails to evaluate (${error instanceof Error ? error.message : String(error)})`;
  }
}
