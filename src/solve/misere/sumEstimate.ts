// Stage: solve. An upper bound, counted before the search, on the multisets of components that the
// misère sum search (sumSearch.ts) can meet while it solves the region positions 0..i, for every i.
// A weight w ≥ 1 per component with w(c) ≥ Σ w(parts) for every move of c never grows along a play,
// so every multiset reached from c weighs at most w(c): the multisets met from starts 0..i are among
// those of total weight ≤ max_{j ≤ i} w(j), counted by a knapsack over all components. Two weights
// are tried (the least one, w(c) = max(1, max Σ w(parts)), and the strictly decreasing one,
// 1 + max Σ w(parts)) and the smaller count is kept. Moves that leave the region are not searched.
// Input: the component table and its order (componentMoves.ts). Output: the bound per start.

import type { ComponentMoves } from './componentMoves.js';

/** Knapsack cells counted at most (components × weight): beyond, only a lower bound is known. */
const MAX_CELLS = 2e8;

export interface SumEstimate {
  /** reach[i]: at most this many multisets are met while solving starts 0..i (the smaller count). */
  reach: Float64Array;
  /** Both weights were beyond the counted range at start i: reach[i] is then a lower bound of both
   *  counts (the bound is "more than reach[i]", the search may still meet fewer). */
  atLeast: Uint8Array;
}

export function sumEstimate(table: ComponentMoves, order: Int32Array): SumEstimate {
  const counts = WEIGHTS.map(([floor, step]) => reachOf(table, weights(table, order, floor, step)));
  const reach = new Float64Array(table.size);
  const atLeast = new Uint8Array(table.size);
  for (let i = 0; i < table.size; i++) {
    // an exact count bounds the search; a lower bound only says the true count is larger
    const exact = counts.filter((r) => !r.atLeast[i]).map((r) => r.reach[i]!);
    reach[i] = exact.length > 0 ? Math.min(...exact) : Math.min(...counts.map((r) => r.reach[i]!));
    atLeast[i] = exact.length > 0 ? 0 : 1;
  }
  return { reach, atLeast };
}

/** [floor, step]: w(c) = max(floor, max over moves of Σ w(parts) + step), with the step added only
 *  to moves that do not split (at most one part). Each is a weight (a split's parts together weigh
 *  at most w(c)); which counts fewest multisets depends on the game, so several are counted:
 *  [1, 0] is the least weight, [1, 1] one that decreases at every move that does not split, and
 *  larger floors fit games whose splits remove more (octal 0.77: w(n) = n + 1 from [2, 1]). */
const WEIGHTS: readonly (readonly [number, number])[] = [
  [1, 0],
  [1, 1],
  [2, 1],
  [3, 1],
  [4, 1],
  [6, 1],
  [8, 1],
];

function weights(table: ComponentMoves, order: Int32Array, floor: number, step: number): Float64Array {
  const { hasMove, moveStart, partStart, parts, outside } = table;
  const w = new Float64Array(table.size);
  for (const c of order) {
    if (!hasMove[c]) continue;
    let heaviest = 0;
    for (let m = moveStart[c]!; m < moveStart[c + 1]!; m++) {
      if (outside[m]) continue;
      let sum = partStart[m + 1]! - partStart[m]! <= 1 ? step : 0;
      for (let k = partStart[m]!; k < partStart[m + 1]!; k++) sum += w[parts[k]!]!;
      if (sum > heaviest) heaviest = sum;
    }
    w[c] = Math.max(floor, heaviest);
  }
  return w;
}

/** Per start i, the number of multisets of components (with moves) of total weight ≤ the largest
 *  weight among starts 0..i, the empty one included. */
function reachOf(table: ComponentMoves, w: Float64Array): SumEstimate {
  const size = table.size;
  const reach = new Float64Array(size);
  const atLeast = new Uint8Array(size);
  let members = 0;
  let heaviest = 0;
  let lightest = Infinity;
  for (let c = 0; c < size; c++) {
    if (!table.hasMove[c]) continue;
    members++;
    heaviest = Math.max(heaviest, w[c]!);
    lightest = Math.min(lightest, w[c]!);
  }
  const counted = Math.min(heaviest, Math.floor(MAX_CELLS / Math.max(1, members)));
  // ways[s]: multisets of total weight exactly s (a float: an upper bound may exceed 2^53)
  const ways = new Float64Array(counted + 1);
  ways[0] = 1;
  for (let c = 0; c < size; c++) {
    const x = w[c]!;
    if (!table.hasMove[c] || x > counted) continue;
    for (let s = x; s <= counted; s++) ways[s]! += ways[s - x]!;
  }
  const upTo = new Float64Array(counted + 1);
  let total = 0;
  for (let s = 0; s <= counted; s++) upTo[s] = total += ways[s]!;
  let radius = 0;
  for (let i = 0; i < size; i++) {
    if (table.hasMove[i]) radius = Math.max(radius, w[i]!);
    if (radius <= counted) reach[i] = upTo[radius]!;
    else {
      // the ball of radius r holds the multisets of the counted radius, and the copies of the
      // lightest component
      reach[i] = Math.max(upTo[counted]!, Math.floor(radius / lightest) + 1);
      atLeast[i] = 1;
    }
  }
  return { reach, atLeast };
}
