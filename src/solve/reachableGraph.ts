// Stage: solve. The move graph of the reached positions, numbered 0..count-1 in the order of the
// exploration, in the shape the general retrograde algorithm reads (retrogradeGraph.ts): terminal
// kind, move count (moves leaving the region included), in-graph move count, predecessor lists.
// Two generated passes over the reached positions; only their moves are stored. In a game whose
// moves can keep the turn, a byte per edge says which edges keep it (as retrogradeGraph.ts).

import type { Game } from '../game/game.js';
import { compileKernelFunction, type MoveSite, type TargetCode } from '../game/kernel.js';
import { MAX_EDGES, type RegionGraph } from './retrogradeGraph.js';
import type { Reached } from './reachableExplore.js';
import { GRAPH_BOX_BYTES, GRAPH_MOVE_BYTES, GRAPH_REACHED_BYTES, type ReachableBudget } from './reachableBudget.js';

type CountFn = (order: Int32Array, id: Int32Array, term: Uint8Array, degree: Int32Array, inner: Int32Array, leaves: Uint8Array, predCount: Int32Array, stats: Float64Array) => void;
type FillFn = (order: Int32Array, id: Int32Array, term: Uint8Array, fill: Int32Array, preds: Int32Array, stats: Float64Array, keeps: Uint8Array) => void;

const counts = new WeakMap<Game, CountFn>();
const fills = new WeakMap<Game, FillFn>();

/** The graph, or the number of moves when they are more than MAX_EDGES (counted before any edge is stored). */
export function buildReachedGraph(game: Game, reached: Reached, stats: Float64Array, budget?: ReachableBudget): RegionGraph | number {
  const size = reached.count;
  budget?.charge(reached.mark.length * GRAPH_BOX_BYTES + size * GRAPH_REACHED_BYTES, `the move graph of ${size} reached positions`);
  const term = new Uint8Array(size);
  const degree = new Int32Array(size);
  const inner = new Int32Array(size);
  const leaves = new Uint8Array(size);
  const predCount = new Int32Array(size + 1);
  let count = counts.get(game);
  if (!count) counts.set(game, (count = countFunction(game)));
  // the number of each reached position in the exploration, 1-based (0: not reached)
  const id = new Int32Array(reached.mark.length);
  for (let k = 0; k < size; k++) id[reached.order[k]!] = k + 1;
  count(reached.order, id, term, degree, inner, leaves, predCount, stats);
  const predOffset = new Int32Array(size + 1);
  let edges = 0;
  for (let q = 0; q < size; q++) {
    predOffset[q] = edges;
    edges += predCount[q]!;
  }
  predOffset[size] = edges;
  let moves = 0;
  for (let q = 0; q < size; q++) moves += degree[q]!;
  if (edges > MAX_EDGES) return moves;
  budget?.charge(edges * (GRAPH_MOVE_BYTES + (game.keepsTurn ? 1 : 0)), `the ${edges} moves between ${size} reached positions`);
  const preds = new Int32Array(edges);
  let fill = fills.get(game);
  if (!fill) fills.set(game, (fill = fillFunction(game)));
  const keeps = new Uint8Array(game.keepsTurn ? edges : 0);
  fill(reached.order, id, term, predOffset.slice(), preds, stats, keeps);
  const graph: RegionGraph = { term, degree, inner, leaves, predOffset, preds, moves };
  if (game.keepsTurn) graph.keeps = keeps;
  return graph;
}

function loop<F>(game: Game, name: string, params: string, before: string, target: (t: TargetCode, site: MoveSite) => string, after: string): F {
  const session = game.kernel.begin();
  const enter = session.enter('p');
  const terminal = session.terminal();
  const moves = session.moves({ target });
  const body = `return function ${name}(${params}) {
  ${session.declarations()}
  let p = 0, term = 0;
  try {
    for (let k = 0; k < order.length; k++) {
      p = order[k];
      ${enter}
      ${before.replace('TERMINAL', `term = 0;\n${terminal}`)}
      if (termv[k] === 0) {
        ${moves}
        ${after}
      }
    }
  } catch (k_error) { stats[1] = p; throw k_error; }
};`;
  return compileKernelFunction<F>(session.bindings(), body, `${name}_${game.name}`);
}

function countFunction(game: Game): CountFn {
  return loop<CountFn>(
    game,
    'countReached',
    'order, id, termv, degree, inner, leaves, predCount, stats',
    'TERMINAL\ntermv[k] = term;\nlet s_degree = 0, s_inner = 0, s_leaves = 0;',
    (t) => `{ s_degree++; const s_t = ${t.index}; if (s_t < 0) s_leaves = 1; else { s_inner++; predCount[id[s_t] - 1]++; } }`,
    'degree[k] = s_degree; inner[k] = s_inner; leaves[k] = s_leaves;',
  );
}

function fillFunction(game: Game): FillFn {
  return loop<FillFn>(
    game,
    'fillReached',
    'order, id, termv, fill, preds, stats, keeps',
    '',
    (t, site) =>
      site.keeps
        ? `{ const s_t = ${t.index}; if (s_t >= 0) { const s_q = id[s_t] - 1; keeps[fill[s_q]] = 1; preds[fill[s_q]++] = k; } }`
        : `{ const s_t = ${t.index}; if (s_t >= 0) preds[fill[id[s_t] - 1]++] = k; }`,
    '',
  );
}
