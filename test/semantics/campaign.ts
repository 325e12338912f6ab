// The large campaign: every law on each of `runs` random game files, generated in batches of 500
// from consecutive seeds (the case with seed s + b, index i is replayable). Unlike fc.assert it keeps
// going after a failure: each failing file is written to `out` with its law and message, and the
// totals (games, failures per law, known bugs skipped, seconds) are returned and kept, after every
// batch, in `out`/progress.json.

import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Spec } from '../../src/model/model.js';
import { gameCase } from './gameFile.js';
import { knownBug } from './knownBugs.js';
import { load } from './lawSetup.js';

export type Law = (spec: Spec) => string | undefined;

/** What a law finds wrong with a game (an exception is a finding too), or undefined. */
export function problemOf(law: Law, spec: Spec): string | undefined {
  try {
    return law(spec);
  } catch (e) {
    return `exception: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
  }
}

export interface CampaignResult {
  games: number;
  failures: Record<string, number>;
  knownBugs: Record<string, number>;
  kinds: Record<string, number>;
  seconds: number;
}

const BATCH = 500;

export function campaign(laws: [string, Law][], runs: number, seed: number, out: string): CampaignResult {
  mkdirSync(out, { recursive: true });
  const started = performance.now();
  const result: CampaignResult = { games: 0, failures: {}, knownBugs: {}, kinds: {}, seconds: 0 };
  const add = (m: Record<string, number>, k: string): void => void (m[k] = (m[k] ?? 0) + 1);
  for (let b = 0; result.games < runs; b++) {
    const cases = fc.sample(gameCase(), { seed: seed + b, numRuns: Math.min(BATCH, runs - result.games) });
    cases.forEach((c, i) => {
      result.games++;
      add(result.kinds, c.kind.split('/')[0]!);
      let spec: Spec;
      try {
        spec = load(c.text);
      } catch (e) {
        add(result.failures, 'generator');
        writeFileSync(join(out, `generator-${seed + b}-${i}.yaml`), `# ${String(e).split('\n')[0]}\n${c.text}`);
        return;
      }
      for (const [name, law] of laws) {
        const problem = problemOf(law, spec);
        if (!problem) continue;
        const bug = knownBug(spec, problem);
        if (bug) {
          add(result.knownBugs, `${bug} (${name})`);
          continue;
        }
        add(result.failures, name);
        const file = `${name.replace(/\W+/g, '-')}-${seed + b}-${i}.yaml`;
        writeFileSync(join(out, file), `# ${name}: ${problem.split('\n').join('\n# ')}\n${c.text}`);
      }
    });
    // the totals so far, after every batch (vitest shows a test's output only when it ends)
    writeFileSync(join(out, 'progress.json'), JSON.stringify({ ...result, seconds: (performance.now() - started) / 1000 }));
    if (b % 10 === 9)
      console.log(`[campaign] ${result.games} games, ${((performance.now() - started) / 1000).toFixed(0)} s, failures ${JSON.stringify(result.failures)}, known ${JSON.stringify(result.knownBugs)}`);
  }
  result.seconds = (performance.now() - started) / 1000;
  return result;
}
