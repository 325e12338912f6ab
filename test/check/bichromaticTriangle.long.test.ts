// The bichromatic triangle game on 7 points (conjectures/triangulation/bichromatic-triangle-n7.yaml):
// its box (3^21 colourings × 2 turns) is too large to index, so the check stores positions by key
// and, the rules calling definitions, solves every position reachable from the start. Compared with
// an independent search written here, sharing no code with the engine, over a red and a blue bit
// mask: the outcome for R, to move first (Theorem 5.4: B can force a draw; best play is a draw),
// and the number of positions reachable from the empty board.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { loadSpec } from '../../src/model/loadSpec.js';

function bichromatic(n: number): { value: number; reachable: number } {
  const seg: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
  const id = (a: number, b: number): number => seg.findIndex(([x, y]) => x === a && y === b);
  const crossing = seg.map(([a, b]) => seg.reduce((m, [c, d], f) => ((a < c && c < b && b < d) || (c < a && a < d && d < b) ? m | (1 << f) : m), 0));
  const triangles: number[] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) triangles.push((1 << id(a, b)) | (1 << id(b, c)) | (1 << id(a, c)));
  const bits = (m: number): number => {
    let k = 0;
    for (let x = m; x !== 0; x &= x - 1) k++;
    return k;
  };
  /** The moves of the player to move (R when an even number of segments is drawn), or a terminal value. */
  const children = (red: number, blue: number): [number, number][] | number => {
    if (triangles.some((t) => (red & t) === t || (blue & t) === t)) return -1; // the previous player completed one
    if (bits(red | blue) === 2 * n - 3) return 0;
    const redMoves = bits(red | blue) % 2 === 0;
    const out: [number, number][] = [];
    for (let e = 0; e < seg.length; e++) {
      const drawn = red | blue;
      if ((drawn >> e) & 1 || drawn & crossing[e]!) continue;
      out.push(redMoves ? [red | (1 << e), blue] : [red, blue | (1 << e)]);
    }
    return out.length ? out : -1;
  };
  const key = (red: number, blue: number): number => red * 2 ** seg.length + blue;
  const memo = new Map<number, number>();
  const value = (red: number, blue: number): number => {
    const k = key(red, blue);
    const known = memo.get(k);
    if (known !== undefined) return known;
    const c = children(red, blue);
    const v = typeof c === 'number' ? c : Math.max(...c.map(([r, b]) => -value(r, b))) || 0; // no -0
    memo.set(k, v);
    return v;
  };
  const v = value(0, 0);
  // every position reached from the empty board was valued by the search without early exit
  return { value: v, reachable: memo.size };
}

test('n = 7: a draw, with every reachable position solved as the independent search counts them', () => {
  const independent = bichromatic(7);
  expect(independent.value).toBe(0);
  const file = 'conjectures/triangulation/bichromatic-triangle-n7.yaml';
  const spec = loadSpec(file, readFileSync(file, 'utf8')).value!;
  const run = checkBounded(spec).runs[0]!;
  expect(run.storage).toBe('sparse');
  expect(run.reachable).toBe(independent.reachable);
  expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds', 'holds']);
});
