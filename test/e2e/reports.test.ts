// The machine-readable outputs of `zermelo check`, end to end: --json (valid against
// docs/report.schema.json, byte-identical across runs, no absolute paths), --junit, CI annotations.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { validate } from '../report/jsonSchema.js';
import { BAD_FILE, TAKE_1_OR_4, bounded, counterexample, engines, symbolic, withExpect } from './fixtures.js';
import { fakeHost } from './fakeHost.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));

const library = {
  'conjectures/heap/take.yaml': TAKE_1_OR_4,
  'conjectures/heap/wrong.yaml': withExpect(TAKE_1_OR_4, 'refuted'),
  'conjectures/bad.yaml': BAD_FILE,
  'proofs/heap/take.yaml': withExpect(TAKE_1_OR_4, 'proved'),
};

function ticking(host: ReturnType<typeof fakeHost>): typeof host {
  let t = 0;
  return { ...host, now: () => (t += 7.25) };
}

describe('--json', () => {
  const eng = engines(bounded('refuted', [counterexample()]), symbolic(['proved', 'unknown']));

  it('is one JSON document on stdout, valid against the schema, with relative paths', async () => {
    const host = fakeHost(library);
    expect(await main(['check', '--json'], host, { engines: eng })).toBe(2);
    const report = JSON.parse(host.out());
    expect(validate(report, schema)).toEqual([]);
    expect(report.files.map((f: { file: string }) => f.file)).toEqual(['conjectures/bad.yaml', 'conjectures/heap/take.yaml', 'conjectures/heap/wrong.yaml', 'proofs/heap/take.yaml']);
    expect(report.summary.exitCode).toBe(2);
    expect(host.out()).not.toContain('/repo');
  });

  it('is deterministic: --deterministic zeroes durations, so two runs give the same bytes', async () => {
    const a = ticking(fakeHost(library));
    const b = ticking(fakeHost(library));
    await main(['check', '--json', '--deterministic'], a, { engines: eng });
    await main(['check', '--json', '--deterministic'], b, { engines: eng });
    expect(a.out()).toBe(b.out());
    const timings = JSON.parse(a.out()).files.map((f: { timings: object }) => f.timings);
    expect(timings.every((t: Record<string, number>) => Object.values(t).every((v) => v === 0))).toBe(true);
  });

  it('without --deterministic, durations are real', async () => {
    const host = ticking(fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }));
    await main(['check', '--json'], host, { engines: eng });
    expect(JSON.parse(host.out()).files[0].timings.totalMs).toBeGreaterThan(0);
  });

  it('keys are sorted at every level', async () => {
    const host = fakeHost(library);
    await main(['check', '--json'], host, { engines: eng });
    const check = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(check);
      else if (v && typeof v === 'object') {
        const keys = Object.keys(v);
        expect(keys).toEqual([...keys].sort());
        Object.values(v).forEach(check);
      }
    };
    check(JSON.parse(host.out()));
  });
});

describe('--junit', () => {
  it('writes one test case per file (and per claim), failures carrying the counterexample', async () => {
    const host = fakeHost(library);
    await main(['check', '--junit', 'reports/junit.xml'], host, { engines: engines(bounded('refuted', [counterexample()])) });
    const xml = host.files.get('/repo/reports/junit.xml')!;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect((xml.match(/<testcase /g) ?? []).length).toBe(4);
    expect(xml).toContain('<failure type="refuted" message="verdict refuted, expected holds">');
    expect(xml).toContain('n = 2 is conjectured fragile');
    expect(xml).toContain('<error type="invalid"');
    expect(xml).toMatch(/<testsuites name="zermelo" tests="4" failures="2" errors="1" skipped="0"/);
  });

  it('a report that cannot be written is exit 2, and no partial file is left', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }, { failWrites: true });
    expect(await main(['check', '--junit', 'out.xml'], host, { engines: engines(bounded('holds')) })).toBe(2);
    expect(host.err()).toContain('ZM7002');
    expect(host.files.has('/repo/out.xml')).toBe(false);
  });

  it('the summary says the exit code the run ends with when a report cannot be written (text and JSON)', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }, { failWrites: true });
    expect(await main(['check', '--junit', 'out.xml'], host, { engines: engines(bounded('holds')) })).toBe(2);
    expect(host.out()).toContain('exit 2');
    expect(host.out()).not.toContain('exit 0');
    const json = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }, { failWrites: true });
    expect(await main(['check', '--json', '--html', 'out.html'], json, { engines: engines(bounded('holds')) })).toBe(2);
    expect(JSON.parse(json.out()).summary.exitCode).toBe(2);
  });
});

describe('annotations and colour', () => {
  it('uses the GitHub form when GITHUB_ACTIONS is set', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/bad.yaml': BAD_FILE }, { env: { GITHUB_ACTIONS: 'true' } });
    await main(['check'], host, { engines: engines(bounded('refuted', [counterexample()])) });
    expect(host.err()).toContain('::error file=conjectures/a.yaml,line=11,col=3,title=zermelo::verdict refuted, expected holds');
    expect(host.err()).toMatch(/::error file=conjectures\/bad\.yaml,line=6,col=\d+,title=zermelo::ZM3001/);
  });

  it('colours only a TTY without NO_COLOR or --no-color', async () => {
    const run = async (env: Record<string, string>, tty: boolean, extra: string[] = []) => {
      const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }, { env, tty });
      await main(['check', ...extra], host, { engines: engines(bounded('holds')) });
      return host.out().includes('\x1b[');
    };
    expect(await run({}, true)).toBe(true);
    expect(await run({}, false)).toBe(false);
    expect(await run({ NO_COLOR: '1' }, true)).toBe(false);
    expect(await run({}, true, ['--no-color'])).toBe(false);
  });

  it('--quiet prints only what needs attention, and the summary', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/b.yaml': withExpect(TAKE_1_OR_4, 'refuted') });
    expect(await main(['check', '--quiet'], host, { engines: engines(bounded('holds')) })).toBe(1);
    expect(host.out()).not.toContain('conjectures/a.yaml');
    expect(host.out()).toContain('✗ conjectures/b.yaml');
    expect(host.out()).toContain('2 files: 1 as expected, 1 failed');
  });
});
