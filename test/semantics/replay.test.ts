// Replays the failing files a campaign wrote (ZERMELO_SEMANTICS_REPLAY=DIR): every law on each, and
// per file whether it still fails, fails by a known bug, or now passes. Skipped without the variable.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'vitest';
import { knownBug } from './knownBugs.js';
import { lawCheck } from './lawCheck.js';
import { lawMoves } from './lawMoves.js';
import { load } from './lawSetup.js';
import { lawGrundy, lawOutcomes } from './lawSolve.js';
import { lawTable } from './lawTable.js';

const DIR = process.env['ZERMELO_SEMANTICS_REPLAY'];

test.skipIf(!DIR)('replay the failing files of a campaign', () => {
  const laws = { moves: lawMoves, outcomes: lawOutcomes, grundy: lawGrundy, check: lawCheck, table: lawTable };
  for (const file of readdirSync(DIR!)
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const text = readFileSync(join(DIR!, file), 'utf8');
    const spec = load(text);
    const verdicts = Object.entries(laws).map(([name, law]) => {
      let problem: string | undefined;
      try {
        problem = law(spec);
      } catch (e) {
        problem = `exception: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
      }
      if (!problem) return `${name} ok`;
      const bug = knownBug(spec, problem);
      return bug ? `${name} known bug ${bug}` : `${name} FAILS: ${problem.split('\n')[0]}`;
    });
    console.log(`${file}: ${verdicts.filter((v) => !v.endsWith(' ok')).join('; ') || 'every law passes'}`);
  }
});
