// Stage: solve. Grundy values of an impartial, finite, normal-play game within its region. Moves to
// sums are worth the XOR of their components (never expanded into product spaces). Octal families
// use the per-heap recurrence (sparse-space method and certified period, else the plain one); other
// games a forward pass, or — when some move goes to a larger index — a topological order of the
// region (a cycle there is an error: loopy games have none).

import type { Diagnostic, Result } from '../diag/diagnostic.js';
import type { Game } from '../game/game.js';
import { gameError } from '../game/gameErrors.js';
import { grundyFunction } from './grundyPass.js';
import { octalGrundy } from './octalGrundy.js';
import { octalGrundySparse } from './octalSparse.js';
import { buildRegionGraph, TooManyEdges } from './retrogradeGraph.js';
import { countOutcomes, FRAGILE, SAFE, type GrundySolution } from './solution.js';

export interface GrundyOptions {
  /** Use the octal recurrence for `octal` families (default true). */
  octal?: boolean;
}

/** Why Grundy values are not defined for this game, or undefined when they are. */
export function grundyUnsupported(game: Game): string | undefined {
  if (!game.impartial) return 'Grundy values are defined only for impartial games; this game is partizan (the players have different moves)';
  if (game.play === 'misere') return 'Grundy values describe normal play; under misère play they do not determine outcomes';
  if (game.mayDraw) return 'Grundy values are defined only for games without draws; this game has `end: draw`';
  if (game.mayWin) return 'Grundy values are defined only for normal play; this game has `end: win`';
  if (game.keepsTurn) return 'Grundy values are defined only for games where every move passes the turn; this game has `again:`';
  return undefined;
}

export function solveGrundy(game: Game, options: GrundyOptions = {}): Result<GrundySolution> {
  const why = grundyUnsupported(game);
  if (why) return { diagnostics: [gameError(game, 'ZM4010', why)] };
  const started = performance.now();
  const size = game.region.size;
  const stats = new Float64Array(2);
  const grundy = new Int32Array(size);
  const out = new Uint8Array(size);
  const finish = (method: GrundySolution['method']): Result<GrundySolution> => ({
    value: { size, grundy, outcome: out, method, counts: countOutcomes(out), moves: stats[0]!, seconds: (performance.now() - started) / 1000 },
    diagnostics: [],
  });
  try {
    const octal = octalRegion(game, options);
    if (octal) {
      const lo = game.region.lo[0]!;
      const hi = game.region.hi[0]!;
      const g = octalGrundySparse(octal, hi) ?? octalGrundy(octal, hi);
      for (let i = 0; i < size; i++) {
        grundy[i] = g[lo + i]!;
        out[i] = grundy[i] === 0 ? SAFE : FRAGILE;
      }
      return finish('octal');
    }
    let seen = new Int32Array(256);
    const forward = grundyFunction(game, 'forward');
    let from = 0;
    for (;;) {
      const r = forward(grundy, out, seen, from, size, null, stats);
      if (r === -1) return finish('forward');
      if (r >= 0) break;
      from = -2 - r;
      seen = new Int32Array(seen.length * 4);
    }
    // Some move goes forward: evaluate in a topological order of the dependency graph.
    const graph = buildRegionGraph(game, stats);
    const order = topologicalOrder(graph.inner, graph.term, graph.predOffset, graph.preds);
    if (!order) {
      return { diagnostics: [gameError(game, 'ZM4011', 'Grundy values are defined only for finite games; this game has a cycle of moves inside the region')] };
    }
    stats[0] = 0;
    grundyInOrder(game, grundy, out, order, stats);
    return finish('topological');
  } catch (e) {
    return { diagnostics: [diagnoseSolveError(game, e, stats[1]!)] };
  }
}

function octalRegion(game: Game, options: GrundyOptions): readonly number[] | undefined {
  return options.octal === false ? undefined : octalDigits(game);
}

/** The octal code when the heap-by-heap recurrence computes this game's values: an octal family on
 *  one heap, and no `end:` rule (a terminal position has no moves, which the code does not know). */
export function octalDigits(game: Game): readonly number[] | undefined {
  const family = game.family;
  if (family?.kind !== 'octal') return undefined;
  if (game.slots.length !== 1 || game.region.lo[0]! < 0) return undefined;
  if (game.kernel.begin().terminal() !== '') return undefined;
  return family.digits;
}

/** The values of the positions `order` lists (region indices, each after those it moves to), by the
 *  generated pass (grundyPass.ts): a move out of the region, or to a position whose value is -1, makes
 *  the value -1 (unknown). */
export function grundyInOrder(game: Game, grundy: Int32Array, out: Uint8Array, order: Int32Array, stats: Float64Array): void {
  const ordered = grundyFunction(game, 'ordered');
  let seen = new Int32Array(256);
  let from = 0;
  for (;;) {
    const r = ordered(grundy, out, seen, from, order.length, order, stats);
    if (r === -1) return;
    from = -2 - r;
    seen = new Int32Array(seen.length * 4);
  }
}

/** Positions ordered so that every position comes after those it depends on; null on a cycle. */
export function topologicalOrder(inner: Int32Array, term: Uint8Array, predOffset: Int32Array, preds: Int32Array): Int32Array | null {
  const size = inner.length;
  const counter = new Int32Array(size);
  const order = new Int32Array(size);
  let tail = 0;
  for (let p = 0; p < size; p++) {
    counter[p] = term[p] === 0 ? inner[p]! : 0;
    if (counter[p] === 0) order[tail++] = p;
  }
  for (let head = 0; head < tail; head++) {
    const q = order[head]!;
    for (let e = predOffset[q]!, end = predOffset[q + 1]!; e < end; e++) {
      const r = preds[e]!;
      if (--counter[r]! === 0) order[tail++] = r;
    }
  }
  return tail === size ? order : null;
}

/** An exception from generated code → a diagnostic of the game, or rethrown as a bug. */
export function diagnoseSolveError(game: Game, error: unknown, index: number): Diagnostic {
  if (error instanceof TooManyEdges) return gameError(game, 'ZM4012', `${error.message}; lower the bounds in check.bounds`);
  const d = game.diagnose(error, index);
  if (d) return d;
  throw error;
}
