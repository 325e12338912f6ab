// The fuzz campaign run inside vitest (no worker thread): random mutations of the library files through
// the CLI in process, each case within 15 s, never an internal error, a stack or an unknown exit code.
// npm test runs a small one (fuzz.test.ts), npm run test:long a larger one (fuzz.long.test.ts).
import fc from 'fast-check';
import { knownBug } from './knownBugs.js';
import { fuzzCaseArb, type SeedFile } from './mutators.js';
import { caseText, reproducer, runCase } from './runCase.js';

export async function quickCampaign(corpus: SeedFile[], runs: number, seed: number, limitMs = 15_000): Promise<void> {
  console.log(`fuzz quick campaign: seed ${seed}, ${runs} cases, ${corpus.length} seed files (ZERMELO_FUZZ_SEED=${seed} replays it)`);
  await fc.assert(
    fc.asyncProperty(fuzzCaseArb(corpus.length, false), async (c) => {
      if (knownBug(caseText(c, corpus))) return;
      const run = await runCase(c, corpus, { limitMs });
      if (run.violations.length > 0) throw new Error(`${run.violations.join('; ')}\n${reproducer(run)}\n${run.err.slice(0, 2000)}`);
    }),
    { seed, numRuns: runs, endOnFailure: false },
  );
}
