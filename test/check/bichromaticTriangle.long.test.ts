// Theorem 5.4 at n = 8 (conjectures/triangulation/bichromatic-triangle-n8.yaml: B can force a draw;
// best play is a draw): the library's file against the independent search of bichromaticSearch.ts,
// as bichromaticTriangle.test.ts does for n = 7 — the outcome for R, to move first, and the number of
// positions reachable from the empty board, which the check solves one by one (its rules call
// definitions). About 71 s of CPU for zermelo (2026-12-07), so in `npm run test:long` only.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { bichromatic } from './bichromaticSearch.js';

test('n = 8: a draw, with every reachable position solved as the independent search counts them', () => {
  const independent = bichromatic(8);
  expect(independent.value).toBe(0);
  const file = 'conjectures/triangulation/bichromatic-triangle-n8.yaml';
  const spec = loadSpec(file, readFileSync(file, 'utf8')).value!;
  const run = checkBounded(spec).runs[0]!;
  expect(run.storage).toBe('sparse');
  expect(run.reachable).toBe(independent.reachable);
  expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds', 'holds']);
}, 3_600_000);
