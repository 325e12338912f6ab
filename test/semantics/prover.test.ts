// The prover law on random game files (Z3 in this process; every obligation has a short timeout, an
// unknown proves nothing and is fine): 4 files in npm test, 12 in npm run test:long (test/setup/campaignSize.ts);
// ZERMELO_SEMANTICS_PROVER_RUNS runs more.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { gameCase } from './gameFile.js';
import { load } from './lawSetup.js';
import { lawProver } from './lawProver.js';
import { campaignRuns } from '../setup/campaignSize.js';

const RUNS = Number(process.env['ZERMELO_SEMANTICS_PROVER_RUNS'] ?? campaignRuns(12, 3));
const SEED = Number(process.env['ZERMELO_SEMANTICS_SEED'] ?? 1207);

test('what Z3 proves holds in the reference', async () => {
  console.log(`[prover law] fast-check seed ${SEED} (replay: ZERMELO_SEMANTICS_SEED=${SEED}), ${RUNS} files`);
  const cases = fc.sample(gameCase(), { seed: SEED, numRuns: RUNS });
  const problems: string[] = [];
  const tally: Record<string, number> = {};
  for (const [i, c] of cases.entries()) {
    const problem = await lawProver(load(c.text), 2000, tally);
    if (problem) problems.push(`case ${i} (${c.kind}): ${problem}\n${c.text}`);
  }
  console.log(`[prover law] obligations proved, by kind: ${JSON.stringify(tally)}`);
  expect(problems).toEqual([]);
}, 600_000);
