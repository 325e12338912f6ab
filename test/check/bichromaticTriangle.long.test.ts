// The bichromatic triangle game on 7 points (conjectures/triangulation/bichromatic-triangle-n7.yaml) and on 8 (bench/games/bichromatic-triangle-n8.yaml):
// its box (3^21 colourings × 2 turns) is too large to index, so the check stores positions by key
// and, the rules calling definitions, solves every position reachable from the start. Compared with
// an independent search (bichromaticSearch.ts), sharing no code with the engine, over a red and a blue bit
// mask: the outcome for R, to move first (Theorem 5.4: B can force a draw; best play is a draw),
// and the number of positions reachable from the empty board.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { bichromatic } from './bichromaticSearch.js';

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

test('n = 8: a draw, with every reachable position solved as the independent search counts them', () => {
  const independent = bichromatic(8);
  expect(independent.value).toBe(0);
  const file = 'bench/games/bichromatic-triangle-n8.yaml';
  const spec = loadSpec(file, readFileSync(file, 'utf8')).value!;
  const run = checkBounded(spec).runs[0]!;
  expect(run.storage).toBe('sparse');
  expect(run.reachable).toBe(independent.reachable);
  expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds', 'holds']);
}, 3_600_000);
