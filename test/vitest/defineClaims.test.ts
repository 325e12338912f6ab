// The vitest integration (src/vitest.ts): checkClaimFile rejects a wrong conjecture with the verdict,
// the expectation and the counterexample in the message; and, through vitest itself (a child vitest on
// the fixture project test/vitest/fixtures), defineClaims registers one test per file, in a describe
// per folder, the wrong one failing with that message.

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ClaimFailure, checkClaimFile, claimFiles } from '../../src/vitest.js';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const project = fileURLToPath(new URL('../..', import.meta.url));

describe('checkClaimFile', () => {
  it('a right conjecture resolves to its report', async () => {
    const report = await checkClaimFile('claims/heap/take-1-or-4.yaml', { root: fixtures, cache: false });
    expect(report.status).toBe('pass'); // holds, or proved by a periodicity certificate
    expect(report.file).toBe('claims/heap/take-1-or-4.yaml');
  });

  it('a wrong conjecture rejects with the verdict, the expectation and the counterexample', async () => {
    const error = await checkClaimFile('claims/wrong/take-1-or-4-wrong.yaml', { root: fixtures, cache: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClaimFailure);
    const message = (error as ClaimFailure).message;
    expect(message).toContain('claims/wrong/take-1-or-4-wrong.yaml: verdict refuted, expected holds');
    expect(message).toContain('n = 2 is conjectured fragile, but condition I fails');
    expect(message).toContain('take 1 → n = 1 (you: fragile, truth: fragile)');
    expect((error as ClaimFailure).report.counterexamples[0]!.condition).toBe('I');
  });

  it('a file that does not load fails with its diagnostic, rendered at its line', async () => {
    const error = await checkClaimFile('bad.yaml', {
      root: '/virtual',
      cache: false,
      host: {
        cwd: '/virtual',
        env: {},
        stdout: { write: () => undefined, isTTY: false },
        stderr: { write: () => undefined, isTTY: false },
        readFile: async () => 'name: bad\ngame: { subtraction: [1, 4] }\nconjecture: { S: m mod 5 = 0 }\ncheck: { bounds: { n: 0..10 } }\n',
        writeFile: async () => undefined,
        stat: async () => 'file',
        listDir: async () => [],
        now: () => 0,
      },
    }).catch((e: unknown) => e);
    expect((error as ClaimFailure).message).toContain('bad.yaml: verdict invalid');
    expect((error as ClaimFailure).message).toMatch(/bad\.yaml:3:\d+: error ZM3\d{3}/);
  });

  it('claimFiles lists the YAML files of a folder, sorted', () => {
    expect(claimFiles(join(fixtures, 'claims')).map((f) => f.slice(fixtures.length + 1))).toEqual(['claims/heap/take-1-or-4.yaml', 'claims/wrong/take-1-or-4-wrong.yaml']);
  });
});

describe('defineClaims through vitest', () => {
  it('one test per file, a describe per folder; the wrong conjecture fails with its counterexample', async () => {
    const out = mkdtempSync(join(tmpdir(), 'zermelo-vitest-'));
    try {
      const json = join(out, 'report.json');
      const vitest = join(project, 'node_modules', 'vitest', 'vitest.mjs');
      const args = [vitest, 'run', '--root', fixtures, '--config', join(fixtures, 'vitest.fixture.config.ts'), '--reporter=json', `--outputFile=${json}`];
      const run = await promisify(execFile)(process.execPath, args, { cwd: project }).catch((e: { code?: number }) => e);
      expect((run as { code?: number }).code).toBe(1); // vitest's exit code: a test failed
      const report = JSON.parse(readFileSync(json, 'utf8')) as { testResults: { assertionResults: { ancestorTitles: string[]; title: string; status: string; failureMessages: string[] }[] }[] };
      const tests = report.testResults.flatMap((f) => f.assertionResults);
      expect(tests.map((t) => [...t.ancestorTitles, t.title, t.status])).toEqual([
        ['claims/heap', 'take-1-or-4.yaml', 'passed'],
        ['claims/wrong', 'take-1-or-4-wrong.yaml', 'failed'],
      ]);
      const failure = tests[1]!.failureMessages.join('\n');
      expect(failure).toContain('verdict refuted, expected holds');
      expect(failure).toContain('n = 2 is conjectured fragile, but condition I fails');
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});
