// Theorem 5.3 at n = 8 (conjectures/triangulation/complete-triangulation-n8.yaml, a draw) and n = 9 (bench/games/complete-triangulation-n9.yaml: the first player
// wins): the library's file against an independent search written here, sharing no code with the
// engine — the best difference of triangles for the player to move over the 36-bit sets of drawn
// segments (two 18-bit words, so that JavaScript's 32-bit bit operations suffice), and the number of
// (set, lead) positions reachable from the empty start, which the check solves one by one (its rules
// call definitions): 5 568 596. About 47 s of CPU for zermelo (2026-12-07), so in `npm run test:long` only.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { loadSpec } from '../../src/model/loadSpec.js';

const HALF = 18;
const WORD = 2 ** HALF;

/** A set of segments as one exact number lo + hi·2^18; each part read with 32-bit bit operations. */
function completeTriangulation(n: number): { value: number; reachable: number } {
  const seg: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
  if (seg.length > 2 * HALF) throw new Error('more segments than two words hold');
  const id = (a: number, b: number): number => seg.findIndex(([x, y]) => x === Math.min(a, b) && y === Math.max(a, b));
  /** A set of segments as its two words [lo, hi]. */
  const words = (es: number[]): [number, number] => es.reduce<[number, number]>(([lo, hi], e) => (e < HALF ? [lo | (1 << e), hi] : [lo, hi | (1 << (e - HALF))]), [0, 0]);
  const crosses = ([a, b]: [number, number], [c, d]: [number, number]): boolean => (a < c && c < b && b < d) || (c < a && a < d && d < b);
  const crossing = seg.map((s) => words(seg.flatMap((t, f) => (crosses(s, t) ? [f] : []))));
  const self = seg.map((_, e) => words([e]));
  const thirds = seg.map(([a, b]) => [...Array(n).keys()].filter((c) => c !== a && c !== b).map((c) => words([id(a, c), id(b, c)])));
  const bits = (m: number): number => {
    let k = 0;
    for (let x = m; x !== 0; x &= x - 1) k++;
    return k;
  };
  const moves = (set: number): [number, number][] => {
    const lo = set % WORD;
    const hi = (set - lo) / WORD;
    if (bits(lo) + bits(hi) === 2 * n - 3) return []; // the triangulation is complete
    const out: [number, number][] = [];
    for (let e = 0; e < seg.length; e++) {
      const [slo, shi] = self[e]!;
      const [clo, chi] = crossing[e]!;
      if (lo & slo || hi & shi || lo & clo || hi & chi) continue;
      const closed = thirds[e]!.filter(([plo, phi]) => (lo & plo) === plo && (hi & phi) === phi).length;
      out.push([set + 2 ** e, closed]);
    }
    return out;
  };
  const memo = new Map<number, number>();
  const value = (set: number): number => {
    const known = memo.get(set);
    if (known !== undefined) return known;
    let best = -Infinity;
    for (const [next, closed] of moves(set)) best = Math.max(best, closed > 0 ? closed + value(next) : -value(next));
    const v = best === -Infinity ? 0 : best;
    memo.set(set, v);
    return v;
  };
  // (set, lead) positions reached: lead + k and the same player after closing k ≥ 1, else 0 − lead;
  // split in 16 sets, as one Set holds at most 2^24 entries
  const seen = Array.from({ length: 16 }, () => new Set<number>());
  const stack: [number, number][] = [[0, 0]];
  seen[0]!.add(32);
  while (stack.length > 0) {
    const [set, lead] = stack.pop()!;
    for (const [next, closed] of moves(set)) {
      const l = closed > 0 ? lead + closed : -lead;
      const key = next * 64 + l + 32;
      const part = seen[key % 16]!;
      if (!part.has(key)) (part.add(key), stack.push([next, l]));
    }
  }
  return { value: value(0), reachable: seen.reduce((sum, part) => sum + part.size, 0) };
}

test('n = 9: the first player wins, with every reachable position solved as the independent search counts them', () => {
  const independent = completeTriangulation(9);
  expect(independent.value).toBeGreaterThan(0);
  const file = 'bench/games/complete-triangulation-n9.yaml';
  const spec = loadSpec(file, readFileSync(file, 'utf8')).value!;
  const run = checkBounded(spec).runs[0]!;
  expect(run.storage).toBe('sparse');
  expect(run.reachable).toBe(independent.reachable);
  expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds']);
}, 1_800_000);

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
