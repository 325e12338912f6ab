// The bichromatic triangle game on 8 points (conjectures/triangulation/bichromatic-triangle-n8.yaml,
// one set of coloured segments, written by tools/bichromaticTriangle.mjs): its box (2^56 sets × 2
// turns) is too large to index, so the check stores positions by key, one per orbit of the octagon's
// dihedral group, and finds the start's outcome by two searches against a bound
// (src/solve/boundSearch.ts). Compared with an independent search (bichromaticSearch.ts,
// sharing no code with the engine: a negamax with alpha-beta pruning and a memo of bounds): the
// outcome for R, to move first (Theorem 5.4: B can force a draw; best play is a draw).

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { bichromaticByWindow } from './bichromaticSearch.js';

const file = 'conjectures/triangulation/bichromatic-triangle-n8.yaml';

test('n = 8: a draw, as the independent search finds, by searches against a bound over orbits', () => {
  const independent = bichromaticByWindow(8);
  expect(independent.value).toBe(0);
  const spec = loadSpec(file, readFileSync(file, 'utf8')).value!;
  const run = checkBounded(spec).runs[0]!;
  expect(run.storage).toBe('sparse');
  // ¬fragile(start) and neutral(start): the start is a draw
  expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds']);
  // far fewer positions than the 17 122 375 reachable ones
  expect(run.reachable).toBeLessThan(100_000);
}, 60_000);

test('the library file is what tools/bichromaticTriangle.mjs writes', () => {
  expect(execFileSync(process.execPath, ['tools/bichromaticTriangle.mjs', '8'], { encoding: 'utf8' })).toBe(readFileSync(file, 'utf8'));
});
