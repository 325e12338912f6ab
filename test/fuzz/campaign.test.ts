// The robustness campaign (campaign.ts): a fixed-seed slice in every run of the suite (in-process,
// a few seconds), and the large campaign on demand, each case in a worker thread on the built CLI
// under a hard time limit:
//   npm run build && ZERMELO_CAMPAIGN_RUNS=100000 nice -n 19 npx vitest run test/fuzz/campaign.test.ts
// ZERMELO_CAMPAIGN_SEED (default 20261202), ZERMELO_CAMPAIGN_OUT (default $TMPDIR/zermelo-campaign),
// ZERMELO_CAMPAIGN_PROVER (share of cases with the prover, default 0.02), ZERMELO_CAMPAIGN_DIST (the
// built main.js to run, default dist/src/cli/main.js), ZERMELO_CAMPAIGN_SEED_LIMIT_MS (library files
// whose own check takes longer are left out of the corpus, default 400). The totals are printed and kept in
// OUT/progress.json; each finding is in OUT/finding-N.json, the case being run in OUT/last.json;
// ZERMELO_CAMPAIGN_REPLAY=OUT/finding-N.json (or last.json's case wrapped as { "case": … }) reruns one.

import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { campaignBatch, features, fromStart, runCampaign, type CampaignCase } from './campaign.js';
import { judge, type CaseRun } from './runCase.js';
import { WorkerRunner, distProblem } from './workerRunner.js';

const RUNS = Number(process.env.ZERMELO_CAMPAIGN_RUNS ?? 0);
const SEED = Number(process.env.ZERMELO_CAMPAIGN_SEED ?? 20261202);
const OUT = process.env.ZERMELO_CAMPAIGN_OUT ?? join(tmpdir(), 'zermelo-campaign');
const PROVER = Number(process.env.ZERMELO_CAMPAIGN_PROVER ?? 0.02);
const DIST = process.env.ZERMELO_CAMPAIGN_DIST;
const REPLAY = process.env.ZERMELO_CAMPAIGN_REPLAY;
const SEED_LIMIT_MS = Number(process.env.ZERMELO_CAMPAIGN_SEED_LIMIT_MS ?? 400);

/** One case through main() in this thread (no hard limit: the slice's cases are known to be quick). */
async function inProcess(c: CampaignCase, limitMs: number): Promise<CaseRun> {
  const host = fakeHost({ [c.path]: c.text });
  const started = performance.now();
  let code: number | 'threw';
  let thrown = '';
  try {
    code = await main(c.argv, host);
  } catch (error) {
    code = 'threw';
    thrown = error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
  }
  return judge({ argv: c.argv, path: c.path, text: c.text, code, ms: performance.now() - started, out: host.out(), err: host.err() + thrown }, limitMs);
}

describe('the robustness campaign', () => {
  it('draws library mutations, generated files and mutated generated files, the prover on a share', () => {
    const cases = campaignBatch(7, 400, 0.05);
    const sources = new Set(cases.map((c) => c.source));
    expect([...sources].sort()).toEqual(['generated', 'generated+mutated', 'library']);
    const prover = cases.filter((c) => c.symbolic).length;
    expect(prover).toBeGreaterThan(5);
    expect(prover).toBeLessThan(50);
    expect(cases.filter((c) => c.symbolic).every((c) => !c.argv.includes('--no-symbolic'))).toBe(true);
    // the same seed gives the same cases
    expect(campaignBatch(7, 400, 0.05).map((c) => c.text)).toEqual(cases.map((c) => c.text));
  });

  it('asks for a start-position solve by adding `check.from: start` to the check section, or a new one', () => {
    expect(fromStart('name: x\ncheck:\n  bounds: { n: 0..3 }\n')).toBe('name: x\ncheck:\n  from: start\n  bounds: { n: 0..3 }\n');
    expect(fromStart('name: x\nclaims:\n  - holds: "true"\n')).toBe('name: x\nclaims:\n  - holds: "true"\ncheck:\n  from: start\n');
    expect(fromStart('name: x')).toBe('name: x\ncheck:\n  from: start\n');
  });

  it.skipIf(RUNS > 0 || REPLAY !== undefined)(
    'generates files with kept moves, games on graphs and files solved from the start, which run without a finding',
    async () => {
      const generated = campaignBatch(11, 500, 0).filter((c) => c.source !== 'library');
      const having = (f: string) => generated.filter((c) => features(c.kind).includes(f));
      for (const f of ['kept', 'set', 'from-start']) expect(having(f).length, f).toBeGreaterThan(10);
      // a kept game's moves each get `again:` with probability 3/4 (gameArbitrary.ts)
      expect(having('kept').filter((c) => /^ {6}again: /m.test(c.text)).length).toBeGreaterThan(having('kept').length / 2);
      expect(having('set').every((c) => c.source === 'generated+mutated' || /bool\[/.test(c.text))).toBe(true);
      expect(having('from-start').every((c) => c.source === 'generated+mutated' || /^check:\n {2}from: start$/m.test(c.text))).toBe(true);
      // five unmutated files of each feature through main(): no finding, and some verdicts among them
      const picks = ['kept', 'set', 'from-start'].flatMap((f) =>
        having(f)
          .filter((c) => c.source === 'generated')
          .slice(0, 5),
      );
      const runs: CaseRun[] = [];
      for (const c of picks) runs.push(await inProcess(c, 15_000));
      expect(runs.flatMap((r) => r.violations)).toEqual([]);
      expect(runs.filter((r) => r.code === 0 || r.code === 1).length).toBeGreaterThan(5);
      expect(runs.some((r) => /"from": "start"/.test(r.out))).toBe(true); // solved from the start indeed
    },
    120_000,
  );

  it.skipIf(RUNS > 0 || REPLAY !== undefined)(
    `a fixed slice: 30 cases without the prover (seed ${SEED}), no crash, no hang`,
    async () => {
      const s = await runCampaign({ runs: 30, seed: SEED, out: join(OUT, 'slice'), proverShare: 0, limitMs: 15_000, proverLimitMs: 60_000, run: inProcess });
      expect(s.cases).toBe(30);
      expect(s.findings.map((f) => f.example)).toEqual([]);
      expect(s.exitCodes['70']).toBeUndefined();
    },
    120_000,
  );

  it.skipIf(!REPLAY)(
    `replays ${REPLAY}`,
    async () => {
      const { case: c } = JSON.parse(readFileSync(REPLAY!, 'utf8')) as { case: CampaignCase };
      const run = await inProcess(c, c.symbolic ? 60_000 : 10_000);
      console.log(`exit ${run.code} in ${Math.round(run.ms)} ms\n${run.err.slice(0, 3000)}`);
      expect(run.violations).toEqual([]);
    },
    600_000,
  );

  it.skipIf(RUNS === 0)(
    `large campaign: ${RUNS} cases (seed ${SEED})`,
    async () => {
      const problem = DIST ? undefined : distProblem();
      if (problem) throw new Error(`the large campaign runs the built CLI in a worker thread: ${problem}`);
      const runner = new WorkerRunner(...(DIST ? [DIST] : []));
      try {
        const s = await runCampaign({
          runs: RUNS,
          seed: SEED,
          out: OUT,
          proverShare: PROVER,
          limitMs: 10_000,
          proverLimitMs: 60_000,
          // the limit applies to the case's CPU time; its wall time may be several times longer on a
          // loaded machine (nice -n 19), so the worker is killed only after six times the limit
          run: (c, limitMs) => runner.run(c, limitMs, 6 * limitMs),
          seedLimitMs: SEED_LIMIT_MS,
          log: (line) => console.log(line),
        });
        console.log(`fuzz campaign: ${JSON.stringify({ ...s, findings: s.findings.map((f) => `${f.count}× ${f.kind}`) }, null, 2)}\nworker restarts: ${runner.restarts}`);
        expect(s.findings.map((f) => f.example)).toEqual([]);
      } finally {
        await runner.dispose();
      }
    },
    24 * 3600_000,
  );
});
