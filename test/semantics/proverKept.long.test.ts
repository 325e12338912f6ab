// The prover on random games whose moves can keep the turn (`again:`, impartial and partizan,
// misère, `end:` rules): what Z3 proves holds in the reference semantics (lawProver), and the prover
// agrees with the bounded check — a proof never meets a bounded refutation, and a prover
// counterexample inside the region is a bounded counterexample of the same condition
// (lawProverBounded). Z3 runs in this process with a short timeout per obligation (an unknown proves
// nothing and is fine). ZERMELO_SEMANTICS_PROVER_RUNS runs more files.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { keptGameCase } from './gameFile.js';
import { load } from './lawSetup.js';
import { lawProver } from './lawProver.js';
import { lawProverBounded, type ProverBoundedTally } from './lawProverBounded.js';

const RUNS = Number(process.env['ZERMELO_SEMANTICS_PROVER_RUNS'] ?? 16);
const SEED = Number(process.env['ZERMELO_SEMANTICS_SEED'] ?? 1311);

test('on games with kept moves, what Z3 proves holds, and its counterexamples are the bounded check’s', async () => {
  console.log(`[prover law, again:] fast-check seed ${SEED} (replay: ZERMELO_SEMANTICS_SEED=${SEED}), ${RUNS} files`);
  const cases = fc.sample(keptGameCase(), { seed: SEED, numRuns: RUNS });
  const problems: string[] = [];
  const tally: Record<string, number> = {};
  const agreement: ProverBoundedTally = { proved: 0, refuted: 0, matched: 0 };
  for (const [i, c] of cases.entries()) {
    const spec = load(c.text);
    const problem = (await lawProver(spec, 2000, tally)) ?? (await lawProverBounded(spec, 2000, agreement));
    if (problem) problems.push(`case ${i} (${c.kind}): ${problem}\n${c.text}`);
  }
  console.log(`[prover law, again:] obligations proved, by kind: ${JSON.stringify(tally)}; against the bounded check: ${JSON.stringify(agreement)}`);
  expect(problems).toEqual([]);
  // the law must have met both sides: some proofs and some counterexamples inside a region
  expect(agreement.proved).toBeGreaterThan(0);
  expect(agreement.matched).toBeGreaterThan(0);
}, 600_000);
