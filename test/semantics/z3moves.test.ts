// The Z3 move-encoding law on random game files (Z3 in this process): 5 files a law in npm test, 15 in
// npm run test:long (test/setup/campaignSize.ts); ZERMELO_SEMANTICS_Z3_RUNS runs more.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { gameCase, keptGameCase } from './gameFile.js';
import { load } from './lawSetup.js';
import { lawZ3Moves } from './lawZ3Moves.js';
import { campaignRuns } from '../setup/campaignSize.js';

const RUNS = Number(process.env['ZERMELO_SEMANTICS_Z3_RUNS'] ?? campaignRuns(15, 3));
const SEED = Number(process.env['ZERMELO_SEMANTICS_SEED'] ?? 1208);

test('the Z3 encoding of the moves = the reference on concrete positions', async () => {
  console.log(`[z3 moves law] fast-check seed ${SEED} (replay: ZERMELO_SEMANTICS_SEED=${SEED}), ${RUNS} files`);
  const problems: string[] = [];
  const stats: Record<string, number> = {};
  for (const [i, c] of fc.sample(gameCase(), { seed: SEED, numRuns: RUNS }).entries()) {
    const problem = await lawZ3Moves(load(c.text), 5, stats);
    if (problem) problems.push(`case ${i} (${c.kind}): ${problem}\n${c.text}`);
  }
  console.log(`[z3 moves law] Z3 answers: ${JSON.stringify(stats)}`);
  expect(problems).toEqual([]);
}, 600_000);

test('the Z3 encoding of moves that keep the turn = the reference on concrete positions', async () => {
  const seed = SEED + 100;
  console.log(`[z3 moves law, again:] fast-check seed ${seed} (replay: ZERMELO_SEMANTICS_SEED=${SEED}), ${RUNS} files`);
  const problems: string[] = [];
  const stats: Record<string, number> = {};
  for (const [i, c] of fc.sample(keptGameCase(), { seed, numRuns: RUNS }).entries()) {
    const problem = await lawZ3Moves(load(c.text), 5, stats);
    if (problem) problems.push(`case ${i} (${c.kind}): ${problem}\n${c.text}`);
  }
  console.log(`[z3 moves law, again:] Z3 answers: ${JSON.stringify(stats)}`);
  expect(problems).toEqual([]);
}, 600_000);
