// Theorem 5.3 at n = 9 in its value form (bench/games/complete-triangulation-value-n9.yaml: the first
// player wins by one triangle), answered by the value search over positions stored by key with the
// polygon's dihedral symmetry declared: the file's check against an independent search written here,
// sharing no code with the engine — the best difference of triangles for the player to move over the
// 36-bit sets of drawn segments (two 18-bit words, so that JavaScript's 32-bit bit operations suffice),
// and the number of sets reachable from the empty start, which the orbits stored must hold.
// About 20 s of CPU for zermelo (2026-12-07), so in `npm run test:long` only.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { loadSpec } from '../../src/model/loadSpec.js';

const HALF = 18;
const WORD = 2 ** HALF;

/** The value of the empty start and the number of sets reachable from it. */
function triangulationValues(n: number): { value: number; reachable: number } {
  const seg: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
  const id = (a: number, b: number): number => seg.findIndex(([x, y]) => x === Math.min(a, b) && y === Math.max(a, b));
  const words = (es: number[]): [number, number] => es.reduce<[number, number]>(([lo, hi], e) => (e < HALF ? [lo | (1 << e), hi] : [lo, hi | (1 << (e - HALF))]), [0, 0]);
  const crosses = ([a, b]: [number, number], [c, d]: [number, number]): boolean => (a < c && c < b && b < d) || (c < a && a < d && d < b);
  const crossing = seg.map((s) => words(seg.flatMap((t, f) => (crosses(s, t) ? [f] : []))));
  const self = seg.map((_, e) => words([e]));
  const thirds = seg.map(([a, b]) => [...Array(n).keys()].filter((c) => c !== a && c !== b).map((c) => words([id(a, c), id(b, c)])));
  const memo = new Map<number, number>();
  const value = (set: number): number => {
    const known = memo.get(set);
    if (known !== undefined) return known;
    const lo = set % WORD;
    const hi = (set - lo) / WORD;
    let best = -Infinity;
    for (let e = 0; e < seg.length; e++) {
      const [slo, shi] = self[e]!;
      const [clo, chi] = crossing[e]!;
      if (lo & slo || hi & shi || lo & clo || hi & chi) continue;
      const closed = thirds[e]!.filter(([plo, phi]) => (lo & plo) === plo && (hi & phi) === phi).length;
      const next = set + 2 ** e;
      best = Math.max(best, closed > 0 ? closed + value(next) : -value(next));
    }
    const v = best === -Infinity ? 0 : best;
    memo.set(set, v);
    return v;
  };
  return { value: value(0), reachable: memo.size };
}

test('n = 9: value(start) = 1 by the search over keys, one position per orbit, as the independent search finds', () => {
  const independent = triangulationValues(9);
  expect(independent).toEqual({ value: 1, reachable: 2_190_848 });
  const file = 'bench/games/complete-triangulation-value-n9.yaml';
  const spec = loadSpec(file, readFileSync(file, 'utf8')).value!;
  const run = checkBounded(spec).runs[0]!;
  expect(run.diagnostics).toEqual([]);
  expect(run.storage).toBe('sparse');
  expect(run.symmetry?.group).toBe(18);
  expect(run.symmetry?.positions).toBe(independent.reachable);
  expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds']);
}, 1_800_000);
