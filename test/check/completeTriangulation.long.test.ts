// The complete triangulation game on 8 points (conjectures/triangulation/complete-triangulation-n8.yaml):
// its box (2^28 sets × 13 leads) is too large to index, so the check stores positions by key and,
// the rules calling definitions, solves every position reachable from the start. Compared with an
// independent search written here, sharing no code with the engine: the best difference of
// triangles for the player to move (Theorem 5.3: 0, a draw, at even n) over 28-bit masks, and the
// number of (set, lead) positions reachable from the empty start.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { loadSpec } from '../../src/model/loadSpec.js';

function completeTriangulation(n: number): { value: number; reachable: number } {
  const seg: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
  const id = (a: number, b: number): number => seg.findIndex(([x, y]) => x === Math.min(a, b) && y === Math.max(a, b));
  const crossing = seg.map(([a, b]) => seg.reduce((m, [c, d], f) => ((a < c && c < b && b < d) || (c < a && a < d && d < b) ? m | (1 << f) : m), 0));
  // per segment, the pairs of segments that close a triangle with it
  const pairs = seg.map(([a, b]) => [...Array(n).keys()].filter((c) => c !== a && c !== b).map((c) => (1 << id(a, c)) | (1 << id(b, c))));
  const bits = (m: number): number => {
    let k = 0;
    for (let x = m; x !== 0; x &= x - 1) k++;
    return k;
  };
  const moves = (drawn: number): [number, number][] => {
    if (bits(drawn) === 2 * n - 3) return []; // the triangulation is complete
    const out: [number, number][] = [];
    for (let e = 0; e < seg.length; e++) {
      if ((drawn >> e) & 1 || drawn & crossing[e]!) continue;
      out.push([drawn | (1 << e), pairs[e]!.filter((p) => (drawn & p) === p).length]);
    }
    return out;
  };
  const memo = new Map<number, number>();
  const value = (drawn: number): number => {
    const known = memo.get(drawn);
    if (known !== undefined) return known;
    let best = -Infinity;
    for (const [next, closed] of moves(drawn)) best = Math.max(best, closed > 0 ? closed + value(next) : -value(next));
    const v = best === -Infinity ? 0 : best;
    memo.set(drawn, v);
    return v;
  };
  // (set, lead) positions reached: lead + k and the same player after closing k ≥ 1, else 0 − lead
  const seen = new Set<number>([0 * 64 + 32]);
  const stack: [number, number][] = [[0, 0]];
  while (stack.length > 0) {
    const [drawn, lead] = stack.pop()!;
    for (const [next, closed] of moves(drawn)) {
      const l = closed > 0 ? lead + closed : -lead;
      const key = next * 64 + l + 32;
      if (!seen.has(key)) (seen.add(key), stack.push([next, l]));
    }
  }
  return { value: value(0), reachable: seen.size };
}

test('n = 8: a draw, with every reachable position solved as the independent search counts them', () => {
  const independent = completeTriangulation(8);
  expect(independent.value).toBe(0);
  const file = 'conjectures/triangulation/complete-triangulation-n8.yaml';
  const spec = loadSpec(file, readFileSync(file, 'utf8')).value!;
  const run = checkBounded(spec).runs[0]!;
  expect(run.storage).toBe('sparse');
  expect(run.searched).toBeUndefined();
  expect(run.reachable).toBe(independent.reachable);
  expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds']);
});
