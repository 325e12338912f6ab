// The real-number law on random files over a real field (lawReals.ts): compiled = exact reference =
// Z3 at concrete values. CI runs a few files; ZERMELO_SEMANTICS_REAL_RUNS runs a campaign (failing
// files are written to ZERMELO_SEMANTICS_OUT, default semantics-reals/), seed ZERMELO_SEMANTICS_SEED.

import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { load } from './lawSetup.js';
import { lawReals } from './lawReals.js';
import { realGameCase } from './realGameFile.js';

const CAMPAIGN = Number(process.env['ZERMELO_SEMANTICS_REAL_RUNS'] ?? 0);
const RUNS = CAMPAIGN || 25;
const SEED = Number(process.env['ZERMELO_SEMANTICS_SEED'] ?? 3001);

test(
  'reals: compiled code = the exact reference = Z3 at concrete values',
  async () => {
    console.log(`[reals law] fast-check seed ${SEED} (replay: ZERMELO_SEMANTICS_SEED=${SEED}), ${RUNS} files`);
    const out = process.env['ZERMELO_SEMANTICS_OUT'] ?? 'semantics-reals';
    const started = performance.now();
    const problems: string[] = [];
    const stats: Record<string, number> = {};
    const BATCH = 500;
    for (let b = 0, done = 0; done < RUNS; b++) {
      const cases = fc.sample(realGameCase(), { seed: SEED + b, numRuns: Math.min(BATCH, RUNS - done) });
      for (const [i, c] of cases.entries()) {
        done++;
        let problem: string | undefined;
        try {
          problem = await lawReals(load(c.text), stats);
        } catch (e) {
          problem = `exception: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
        }
        if (!problem) continue;
        problems.push(`case ${SEED + b}/${i}: ${problem}\n${c.text}`);
        if (CAMPAIGN) {
          mkdirSync(out, { recursive: true });
          writeFileSync(join(out, `reals-${SEED + b}-${i}.yaml`), `# ${problem.split('\n').join('\n# ')}\n${c.text}`);
        }
      }
      if (CAMPAIGN) console.log(`[reals law] ${done} files, ${((performance.now() - started) / 1000).toFixed(0)} s, ${problems.length} failing, ${JSON.stringify(stats)}`);
    }
    console.log(`[reals law] ${RUNS} files, ${((performance.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(stats)}`);
    expect(problems.slice(0, 3)).toEqual([]);
  },
  24 * 3600_000,
);
