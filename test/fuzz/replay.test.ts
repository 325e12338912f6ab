// Replays one fuzz case, e.g. the `.last` file a large campaign leaves behind when a case hangs or
// kills the process: ZERMELO_FUZZ_REPLAY=/tmp/zermelo-fuzz.json.last npx vitest run test/fuzz/replay.test.ts
// It writes the case's file next to the replay file (…​.yaml) and prints the command and the result.

import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedCorpus, type FuzzCase } from './mutators.js';
import { caseText, reproducer, runCase } from './runCase.js';

const REPLAY = process.env.ZERMELO_FUZZ_REPLAY;

describe('fuzz replay', () => {
  it.skipIf(!REPLAY)(
    'replays the case in ZERMELO_FUZZ_REPLAY',
    async () => {
      const saved = JSON.parse(readFileSync(REPLAY!, 'utf8')) as { case: FuzzCase; symbolic?: boolean };
      const corpus = seedCorpus();
      writeFileSync(`${REPLAY}.yaml`, caseText(saved.case, corpus));
      console.log(`seed file: ${corpus[saved.case.seed % corpus.length]!.path}; case written to ${REPLAY}.yaml`);
      const run = await runCase(saved.case, corpus, { limitMs: 600_000, symbolic: saved.symbolic === true });
      console.log(`${reproducer(run)}\nexit ${run.code} in ${Math.round(run.ms)} ms\n${run.err.slice(0, 3000)}`);
      expect(run.violations).toEqual([]);
    },
    900_000,
  );
});
