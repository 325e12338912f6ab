// The bichromatic triangle game on 7 points (conjectures/triangulation/bichromatic-triangle-n7.yaml,
// a colour per segment, the rules calling definitions) and on 9 (bench/games/bichromatic-triangle-n9.yaml,
// one set of coloured segments, tools/bichromaticTriangle.mjs). At n = 7 the check stores positions by
// key and, the rules calling definitions, solves every position reachable from the start; at n = 9
// it finds the start's outcome by two searches against a bound over the orbits of the 9-gon's
// dihedral group (src/solve/boundSearch.ts). Compared with independent searches (bichromaticSearch.ts),
// sharing no code with the engine: the outcome for R, to move first (Theorem 5.4: B can force a draw;
// best play is a draw), and at n = 7 the number of positions reachable from the empty board. At n = 8
// the two independent searches (every reachable position valued; alpha-beta with a memo of bounds)
// agree with each other.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { bichromatic, bichromaticByWindow } from './bichromaticSearch.js';

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

test('n = 8: the two independent searches agree (a draw)', () => {
  expect(bichromatic(8).value).toBe(0);
  expect(bichromaticByWindow(8).value).toBe(0);
}, 3_600_000);

test('n = 9: a draw (Theorem 5.4), as the independent search finds, by searches against a bound over orbits', () => {
  const independent = bichromaticByWindow(9);
  expect(independent.value).toBe(0);
  const file = 'bench/games/bichromatic-triangle-n9.yaml';
  const spec = loadSpec(file, readFileSync(file, 'utf8')).value!;
  const run = checkBounded(spec).runs[0]!;
  expect(run.storage).toBe('sparse');
  expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds']);
  expect(run.reachable).toBeLessThan(1_000_000);
}, 3_600_000);
