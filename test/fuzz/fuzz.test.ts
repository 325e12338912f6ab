// Fuzzing the whole CLI (issue 8): random mutations of the library files through check / explain /
// table / prove. The loader and checker never throw, never print an internal error or a stack, and
// exit with 0, 1, 2 or 3; every case ends within its time limit.
//   npm test                                   a quick campaign (ZERMELO_FUZZ_QUICK runs, default 50);
//   npm run test:long                          300 more cases from another seed (fuzz.long.test.ts)
//   npm run build && ZERMELO_FUZZ_RUNS=20000 npx vitest run test/fuzz   the large campaign: every case
//     runs in a worker thread on the built CLI under a hard time limit (a hang or a crash is recorded and
//     the worker replaced); findings are counted by kind and written to ZERMELO_FUZZ_OUT (default
//     $TMPDIR/zermelo-fuzz.json) every 500 cases; the case being run is in ZERMELO_FUZZ_OUT.last
//     (replay it with test/fuzz/replay.test.ts). ZERMELO_FUZZ_PROVER_SHARE: share of cases with Z3;
//     ZERMELO_FUZZ_NO_KNOWN=1 also runs the cases of known bugs (to see whether they are fixed).
// ZERMELO_FUZZ_SEED=<int> replays a campaign; ZERMELO_FUZZ_SEED=random draws a fresh one (the default is
// pinned, so `npm test` and CI are reproducible).

import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_BUGS, knownBug } from './knownBugs.js';
import { fuzzCaseArb, seedCorpus } from './mutators.js';
import { quickCampaign } from './quickCampaign.js';
import { caseArgv, caseText, reproducer, runCase, type CaseRun } from './runCase.js';
import { WorkerRunner, distProblem } from './workerRunner.js';

const corpus = seedCorpus();

const SEED_TEXT = process.env.ZERMELO_FUZZ_SEED;
const SEED = SEED_TEXT === 'random' ? Date.now() % 2 ** 31 : SEED_TEXT ? Number(SEED_TEXT) : 20261207;
const LARGE = Number(process.env.ZERMELO_FUZZ_RUNS ?? 0);
const QUICK = Number(process.env.ZERMELO_FUZZ_QUICK ?? 50);

describe('fuzzing the CLI with mutated library files', () => {
  it('has a seed corpus', () => {
    expect(corpus.length).toBeGreaterThan(30);
  });

  for (const b of KNOWN_BUGS) it.todo(`KNOWN BUG (reported): ${b.name} — ${b.reproducer}`);

  it.skipIf(LARGE > 0)(`quick campaign: ${QUICK} cases without the prover (seed ${SEED})`, () => quickCampaign(corpus, QUICK, SEED), 240_000);

  it.skipIf(LARGE > 0)(
    'quick campaign with the prover (1 s per obligation): a few cases',
    async () => {
      await fc.assert(
        fc.asyncProperty(fuzzCaseArb(corpus.length, true), async (c) => {
          if (knownBug(caseText(c, corpus))) return;
          const run = await runCase({ ...c, command: c.command === 'check' ? 'check' : 'prove' }, corpus, { limitMs: 60_000, symbolic: true });
          if (run.violations.length > 0) throw new Error(`${run.violations.join('; ')}\n${reproducer(run)}\n${run.err.slice(0, 2000)}`);
        }),
        { seed: SEED, numRuns: 3, endOnFailure: true },
      );
    },
    240_000,
  );

  it.skipIf(LARGE === 0)(
    `large campaign: ${LARGE} cases (seed ${SEED})`,
    async () => {
      const problem = distProblem();
      if (problem) throw new Error(`the large campaign runs the built CLI in a worker thread: ${problem}`);
      const outFile = process.env.ZERMELO_FUZZ_OUT ?? join(tmpdir(), 'zermelo-fuzz.json');
      const proverShare = Number(process.env.ZERMELO_FUZZ_PROVER_SHARE ?? 0.01);
      const cases = fc.sample(fuzzCaseArb(corpus.length, true), { seed: SEED, numRuns: LARGE });
      const findings = new Map<string, { count: number; example: string }>();
      const codes: Record<string, number> = {};
      const skipped: Record<string, number> = {};
      const times: number[] = [];
      const runner = new WorkerRunner();
      const started = Date.now();
      let slowest: CaseRun | undefined;
      const summary = () => ({
        seed: SEED,
        cases: LARGE,
        run: times.length,
        seconds: Math.round((Date.now() - started) / 1000),
        exitCodes: codes,
        workerRestarts: runner.restarts,
        skippedKnownBugs: skipped,
        medianMs: Math.round([...times].sort((x, y) => x - y)[Math.floor(times.length / 2)] ?? 0),
        p99Ms: Math.round([...times].sort((x, y) => x - y)[Math.floor(times.length * 0.99)] ?? 0),
        slowestMs: Math.round(slowest?.ms ?? 0),
        slowest: slowest ? reproducer(slowest).slice(0, 600) : null,
        findings: [...findings].map(([kind, f]) => ({ kind, ...f })),
      });
      try {
        for (const [i, c] of cases.entries()) {
          // Mostly the bounded engine; a share of the cases runs the prover too (1 s per obligation).
          const symbolic = c.command === 'prove' || (c.command === 'check' && (i * 0.618) % 1 < proverShare);
          const command = c.command === 'prove' && (i * 0.382) % 1 >= proverShare * 10 ? 'check' : c.command;
          const theCase = { ...c, command };
          const text = caseText(theCase, corpus);
          const known = process.env.ZERMELO_FUZZ_NO_KNOWN === '1' ? undefined : knownBug(text);
          if (known) {
            skipped[known] = (skipped[known] ?? 0) + 1;
            continue;
          }
          writeFileSync(`${outFile}.last`, JSON.stringify({ index: i, seed: SEED, case: theCase, symbolic }));
          const path = `${theCase.under}/fuzz/case.yaml`;
          const limitMs = symbolic ? 120_000 : 30_000;
          const run = await runner.run({ path, text, argv: caseArgv(theCase, path, symbolic) }, limitMs, 2 * limitMs);
          codes[String(run.code)] = (codes[String(run.code)] ?? 0) + 1;
          times.push(run.ms);
          if (!slowest || run.ms > slowest.ms) slowest = run;
          for (const v of [...run.violations, ...(run.notes ?? [])]) {
            const kind = v.replace(/\d+/g, '#').slice(0, 120);
            const f = findings.get(kind) ?? { count: 0, example: `${v}\n${reproducer(run)}\n${run.err.slice(0, 1500)}` };
            f.count++;
            findings.set(kind, f);
          }
          if ((i + 1) % 500 === 0) {
            writeFileSync(outFile, JSON.stringify(summary(), null, 2));
            console.log(`fuzz: ${i + 1}/${LARGE} cases, ${findings.size} kinds of finding, ${Math.round((Date.now() - started) / 1000)} s`);
          }
        }
      } finally {
        await runner.dispose();
      }
      const s = summary();
      writeFileSync(outFile, JSON.stringify(s, null, 2));
      console.log(`fuzz large campaign: ${JSON.stringify({ ...s, findings: s.findings.map((f) => `${f.count}× ${f.kind}`) }, null, 2)}`);
      expect(s.findings.filter((f) => !f.kind.startsWith('note:')).map((f) => f.example)).toEqual([]);
    },
    24 * 3600_000,
  );
});
