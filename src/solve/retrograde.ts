// Stage: solve. General retrograde analysis (chess-tablebase style) for games whose moves do not all
// go to smaller indices, loops included: a FIFO queue of labelled positions, counters of unrefuted
// moves, predecessor lists. FIFO order makes the label step equal the generation (remoteness).
// Unlabelled positions that can reach a move leaving the region (through unlabelled ones) are
// undetermined; the other unlabelled positions are neutral (infinite play is a draw).

import { FRAGILE, NEUTRAL, SAFE, UNDETERMINED } from './solution.js';
import type { RegionGraph } from './retrogradeGraph.js';

export interface RetrogradeOutput {
  outcome: Uint8Array;
  generation: Int32Array;
  acyclic: boolean;
}

export function retrograde(graph: RegionGraph, play: 'normal' | 'misere'): RetrogradeOutput {
  const { term, degree, leaves, predOffset, preds } = graph;
  const size = term.length;
  const outcome = new Uint8Array(size);
  const generation = new Int32Array(size).fill(-1);
  const queue = new Int32Array(size);
  let tail = 0;
  const noMove = play === 'misere' ? FRAGILE : SAFE;
  for (let p = 0; p < size; p++) {
    const t = term[p]!;
    if (t === 1 || t === 3 || (t === 0 && degree[p] === 0)) {
      outcome[p] = t === 1 ? SAFE : t === 3 ? FRAGILE : noMove;
      generation[p] = 0;
      queue[tail++] = p;
    } else if (t === 2) outcome[p] = NEUTRAL;
  }
  const counter = degree.slice();
  const keeps = graph.keeps;
  for (let head = 0; head < tail; head++) {
    const q = queue[head]!;
    const next = generation[q]! + 1;
    const qSafe = outcome[q] === SAFE;
    for (let e = predOffset[q]!, end = predOffset[q + 1]!; e < end; e++) {
      const r = preds[e]!;
      if (outcome[r] !== 0) continue;
      // a move wins when it passes the turn into S or keeps it into F (theory.md); otherwise it is
      // one more refuted move of r
      const wins = keeps !== undefined && keeps[e] === 1 ? !qSafe : qSafe;
      if (wins || --counter[r]! === 0) {
        outcome[r] = wins ? FRAGILE : SAFE;
        generation[r] = next;
        queue[tail++] = r;
      }
    }
  }
  // Undetermined: unlabelled and able to reach a move that leaves the region via unlabelled positions.
  tail = 0;
  for (let p = 0; p < size; p++) {
    if (outcome[p] === 0 && leaves[p] === 1) {
      outcome[p] = UNDETERMINED;
      queue[tail++] = p;
    }
  }
  for (let head = 0; head < tail; head++) {
    const q = queue[head]!;
    for (let e = predOffset[q]!, end = predOffset[q + 1]!; e < end; e++) {
      const r = preds[e]!;
      if (outcome[r] === 0) {
        outcome[r] = UNDETERMINED;
        queue[tail++] = r;
      }
    }
  }
  for (let p = 0; p < size; p++) if (outcome[p] === 0) outcome[p] = NEUTRAL;
  return { outcome, generation, acyclic: isAcyclic(graph, queue, counter) };
}

/** Kahn's algorithm on the in-region move graph (reuses the scratch arrays). */
function isAcyclic(graph: RegionGraph, queue: Int32Array, counter: Int32Array): boolean {
  const { inner, term, predOffset, preds } = graph;
  const size = inner.length;
  let tail = 0;
  for (let p = 0; p < size; p++) {
    counter[p] = term[p] === 0 ? inner[p]! : 0;
    if (counter[p] === 0) queue[tail++] = p;
  }
  for (let head = 0; head < tail; head++) {
    const q = queue[head]!;
    for (let e = predOffset[q]!, end = predOffset[q + 1]!; e < end; e++) {
      const r = preds[e]!;
      if (--counter[r]! === 0) queue[tail++] = r;
    }
  }
  return tail === size;
}
