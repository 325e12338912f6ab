// Fuzzing the whole CLI (issue 8): random mutations of the library files through check / explain /
// table / prove. The loader and checker never throw, never print an internal error or a stack, and
// exit with 0, 1, 2 or 3; every case ends within its time limit.
//   npm test                                   a quick campaign (ZERMELO_FUZZ_QUICK runs, default 150)
//   ZERMELO_FUZZ_RUNS=20000 npx vitest run test/fuzz   the large campaign: every case runs, findings are
//     counted by kind and written to ZERMELO_FUZZ_OUT (default $TMPDIR/zermelo-fuzz.json); the case being
//     run is written to ZERMELO_FUZZ_OUT.last first, so a hang or a crash of the process leaves its reproducer.
// ZERMELO_FUZZ_SEED replays a campaign.

import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KNOWN_BUGS, knownBug } from './knownBugs.js';
import { fuzzCaseArb, seedCorpus } from './mutators.js';
import { caseText, reproducer, runCase, type CaseRun } from './runCase.js';

const corpus = seedCorpus();

const SEED = process.env.ZERMELO_FUZZ_SEED ? Number(process.env.ZERMELO_FUZZ_SEED) : Date.now() % 2 ** 31;
const LARGE = Number(process.env.ZERMELO_FUZZ_RUNS ?? 0);
const QUICK = Number(process.env.ZERMELO_FUZZ_QUICK ?? 150);

describe('fuzzing the CLI with mutated library files', () => {
  it('has a seed corpus', () => {
    expect(corpus.length).toBeGreaterThan(30);
  });

  for (const b of KNOWN_BUGS) it.todo(`KNOWN BUG (reported): ${b.name} — ${b.reproducer}`);

  it.skipIf(LARGE > 0)(`quick campaign: ${QUICK} cases without the prover (seed ${SEED})`, async () => {
    console.log(`fuzz quick campaign: seed ${SEED}, ${QUICK} cases, ${corpus.length} seed files (ZERMELO_FUZZ_SEED=${SEED} replays it)`);
    await fc.assert(
      fc.asyncProperty(fuzzCaseArb(corpus.length, false), async (c) => {
        if (knownBug(caseText(c, corpus))) return;
        const run = await runCase(c, corpus, { limitMs: 15_000 });
        if (run.violations.length > 0) throw new Error(`${run.violations.join('; ')}\n${reproducer(run)}\n${run.err.slice(0, 2000)}`);
      }),
      { seed: SEED, numRuns: QUICK, endOnFailure: false },
    );
  }, 240_000);

  it.skipIf(LARGE > 0)('quick campaign with the prover (1 s per obligation): a few cases', async () => {
    await fc.assert(
      fc.asyncProperty(fuzzCaseArb(corpus.length, true), async (c) => {
        if (knownBug(caseText(c, corpus))) return;
        const run = await runCase({ ...c, command: c.command === 'check' ? 'check' : 'prove' }, corpus, { limitMs: 60_000, symbolic: true });
        if (run.violations.length > 0) throw new Error(`${run.violations.join('; ')}\n${reproducer(run)}\n${run.err.slice(0, 2000)}`);
      }),
      { seed: SEED, numRuns: 3, endOnFailure: true },
    );
  }, 240_000);

  it.skipIf(LARGE === 0)(`large campaign: ${LARGE} cases (seed ${SEED})`, async () => {
    const outFile = process.env.ZERMELO_FUZZ_OUT ?? join(tmpdir(), 'zermelo-fuzz.json');
    const proverShare = Number(process.env.ZERMELO_FUZZ_PROVER_SHARE ?? 0.03);
    const cases = fc.sample(fuzzCaseArb(corpus.length, true), { seed: SEED, numRuns: LARGE });
    const findings = new Map<string, { count: number; example: string }>();
    const codes: Record<string, number> = {};
    const skipped: Record<string, number> = {};
    const started = Date.now();
    let slowest: CaseRun | undefined;
    const times: number[] = [];
    for (const [i, c] of cases.entries()) {
      const symbolic = c.command === 'prove' || (c.command === 'check' && (i * 0.618) % 1 < proverShare);
      const command = c.command === 'prove' && (i * 0.382) % 1 >= proverShare * 10 ? 'check' : c.command;
      const theCase = { ...c, command };
      const known = knownBug(caseText(theCase, corpus));
      if (known) {
        skipped[known] = (skipped[known] ?? 0) + 1;
        continue;
      }
      writeFileSync(`${outFile}.last`, JSON.stringify({ index: i, seed: SEED, case: theCase, symbolic }));
      const run = await runCase(theCase, corpus, { limitMs: symbolic ? 120_000 : 30_000, symbolic });
      codes[String(run.code)] = (codes[String(run.code)] ?? 0) + 1;
      if (!slowest || run.ms > slowest.ms) slowest = run;
      times.push(run.ms);
      for (const v of run.violations) {
        const kind = v.replace(/\d+/g, '#').slice(0, 120);
        const f = findings.get(kind) ?? { count: 0, example: `${v}\n${reproducer(run)}\n${run.err.slice(0, 1500)}` };
        f.count++;
        findings.set(kind, f);
      }
      if ((i + 1) % 1000 === 0) console.log(`fuzz: ${i + 1}/${LARGE} cases, ${findings.size} kinds of finding, ${Math.round((Date.now() - started) / 1000)} s`);
    }
    const summary = {
      seed: SEED,
      cases: LARGE,
      seconds: Math.round((Date.now() - started) / 1000),
      exitCodes: codes,
      skippedKnownBugs: skipped,
      medianMs: Math.round(times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0),
      p95Ms: Math.round(times[Math.floor(times.length * 0.95)] ?? 0),
      slowestMs: Math.round(slowest?.ms ?? 0),
      slowest: slowest ? reproducer(slowest).slice(0, 600) : null,
      findings: [...findings].map(([kind, f]) => ({ kind, ...f })),
    };
    writeFileSync(outFile, JSON.stringify(summary, null, 2));
    console.log(`fuzz large campaign: ${JSON.stringify({ ...summary, findings: summary.findings.map((f) => `${f.count}× ${f.kind}`) }, null, 2)}`);
    expect(summary.findings.map((f) => f.example)).toEqual([]);
  }, 24 * 3600_000);
});
