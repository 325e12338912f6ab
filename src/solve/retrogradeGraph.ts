// Stage: solve. Two generated passes over the region that build what the general retrograde
// algorithm needs: per position its terminal kind, move count (the counter; moves leaving the region
// included, so such positions never become safe by counting), in-region move count, and the
// predecessor lists in compressed form (offsets + one Int32Array of edges). A move to a sum counts
// as one move with an edge to each component. In a game whose moves can keep the turn, a byte per
// edge says which edges keep it.

import type { Game } from '../game/game.js';
import { compileKernelFunction, type MoveSite, type SumCode, type TargetCode } from '../game/kernel.js';

export interface RegionGraph {
  /** Terminal kind by `end:` (0 none, 1 lose, 2 draw, 3 win). */
  term: Uint8Array;
  /** All moves of the position (including those leaving the region). */
  degree: Int32Array;
  /** Moves that stay in the region. */
  inner: Int32Array;
  /** 1 when some move leaves the region. */
  leaves: Uint8Array;
  /** Predecessors of q: preds[predOffset[q] .. predOffset[q+1]). */
  predOffset: Int32Array;
  preds: Int32Array;
  /** Games with `again:` only: 1 where the edge preds[e] is a move that keeps the turn. */
  keeps?: Uint8Array;
  moves: number;
}

type CountFn = (size: number, term: Uint8Array, degree: Int32Array, inner: Int32Array, leaves: Uint8Array, predCount: Int32Array, stats: Float64Array) => void;
type FillFn = (size: number, term: Uint8Array, fill: Int32Array, preds: Int32Array, stats: Float64Array, keeps: Uint8Array) => void;

/** Edges beyond this are refused (memory); the caller reports it. */
export const MAX_EDGES = 2 ** 30;

export class TooManyEdges extends Error {}

export function buildRegionGraph(game: Game, stats = new Float64Array(2)): RegionGraph {
  const size = game.region.size;
  const term = new Uint8Array(size);
  const degree = new Int32Array(size);
  const inner = new Int32Array(size);
  const leaves = new Uint8Array(size);
  const predCount = new Int32Array(size + 1);
  const count = countFunction(game);
  count(size, term, degree, inner, leaves, predCount, stats);
  let edges = 0;
  const predOffset = new Int32Array(size + 1);
  for (let q = 0; q < size; q++) {
    predOffset[q] = edges;
    edges += predCount[q]!;
    if (edges > MAX_EDGES) throw new TooManyEdges(`the region has more than ${MAX_EDGES} moves`);
  }
  predOffset[size] = edges;
  const preds = new Int32Array(edges);
  const keeps = new Uint8Array(game.keepsTurn ? edges : 0);
  const fill = predOffset.slice();
  fillFunction(game)(size, term, fill, preds, stats, keeps);
  const graph: RegionGraph = { term, degree, inner, leaves, predOffset, preds, moves: stats[0]! };
  if (game.keepsTurn) graph.keeps = keeps;
  return graph;
}

function countFunction(game: Game): CountFn {
  const session = game.kernel.begin();
  const onTarget = (t: TargetCode): string => `{ s_degree++; const s_t = ${t.index}; if (s_t < 0) s_leaves = 1; else { s_inner++; predCount[s_t]++; } }`;
  // A sum depends on each of its components (used to order Grundy evaluation).
  const onSum = (parts: SumCode): string => `{ s_degree++; ${parts.each((c) => `{ const s_t = ${c.index}; if (s_t < 0) s_leaves = 1; else { s_inner++; predCount[s_t]++; } }`)} }`;
  const enter = session.enter('0');
  const terminal = session.terminal();
  const moves = session.moves({ target: onTarget, sum: onSum });
  const advance = session.advance();
  const body = `return function countMoves(size, termv, degree, inner, leaves, predCount, stats) {
  ${session.declarations()}
  let p = 0, term = 0, k_moves = 0;
  ${enter}
  try {
    for (; p < size; p++) { k_tick();
      term = 0;
      ${terminal}
      termv[p] = term;
      if (term === 0) {
        let s_degree = 0, s_inner = 0, s_leaves = 0;
        ${moves}
        degree[p] = s_degree; inner[p] = s_inner; leaves[p] = s_leaves; k_moves += s_degree;
      }
      ${advance}
    }
  } catch (k_error) { stats[1] = p; throw k_error; }
  stats[0] = k_moves;
};`;
  return compileKernelFunction<CountFn>(session.bindings(), body, `count_${game.name}`);
}

function fillFunction(game: Game): FillFn {
  const session = game.kernel.begin();
  const onTarget = (t: TargetCode, site?: MoveSite): string =>
    site?.keeps ? `{ const s_t = ${t.index}; if (s_t >= 0) { keeps[fill[s_t]] = 1; preds[fill[s_t]++] = p; } }` : `{ const s_t = ${t.index}; if (s_t >= 0) preds[fill[s_t]++] = p; }`;
  const onSum = (parts: SumCode): string => parts.each((t) => onTarget(t));
  const enter = session.enter('0');
  const moves = session.moves({ target: onTarget, sum: onSum });
  const advance = session.advance();
  const body = `return function fillPreds(size, termv, fill, preds, stats, keeps) {
  ${session.declarations()}
  let p = 0, term = 0;
  ${enter}
  try {
    for (; p < size; p++) { k_tick();
      if (termv[p] === 0) {
        ${moves}
      }
      ${advance}
    }
  } catch (k_error) { stats[1] = p; throw k_error; }
};`;
  return compileKernelFunction<FillFn>(session.bindings(), body, `fill_${game.name}`);
}
