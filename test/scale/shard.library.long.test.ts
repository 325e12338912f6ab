// The real library through --shard: the JSON reports of --shard 1/3, 2/3 and 3/3 together equal the
// unsharded run's, file for file, with no overlap. The unsharded report is also validated against
// docs/report.schema.json, and its --junit XML is parsed back: one test case per file and per claim,
// failures exactly where the JSON says a file failed, carrying the counterexample.
// (Bounded checks and certificates only, --no-symbolic: the prover's verdicts are tested elsewhere.)
// Time: the library is checked once, not twice. The three shards run first, cold, each writing the
// in-memory cache of the fake host; the unsharded run then reuses those results (the cache key holds the
// file's bytes, the options and the build, never the shard). So the shard runs are real computations
// and the unsharded one is the reference they must add up to; a file whose shard was not cached (a
// slice of a split file) is simply recomputed.

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { FileReport, RunReport } from '../../src/report/model.js';
import { validate } from '../report/jsonSchema.js';
import { libraryFiles, libraryHost } from '../cli/libraryHost.js';
import { parseXml, type XmlElement } from '../cli/xml.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));
const ARGS = ['check', '--json', '--deterministic', '--no-symbolic'];

let full: RunReport;
let junit: string;
const shards: FileReport[][] = [];

beforeAll(async () => {
  const cache = new Map<string, string>(); // the .zermelo-cache/ entries the shard runs wrote
  for (const i of [1, 2, 3]) {
    const host = libraryHost();
    const key = cache.get(host.cacheKeyFile!);
    if (key !== undefined) host.files.set(host.cacheKeyFile!, key);
    await main([...ARGS, '--shard', `${i}/3`], host);
    shards.push((JSON.parse(host.out()) as RunReport).files);
    // the entries, and the per-user key that authenticates them (the same user runs every shard)
    for (const [path, text] of host.files) if (path.includes('/.zermelo-cache/') || path === host.cacheKeyFile) cache.set(path, text);
  }
  const host = libraryHost();
  for (const [path, text] of cache) host.files.set(path, text);
  await main([...ARGS, '--junit', 'reports/junit.xml'], host);
  full = JSON.parse(host.out()) as RunReport;
  console.log(`shard.library: ${/\d+ of \d+ results reused/.exec(host.err())?.[0] ?? 'no result reused'} from the shard runs`);
  junit = host.files.get('/repo/reports/junit.xml')!;
}, 600_000);

describe('the library, sharded', () => {
  it('checks every library file (sanity)', () => {
    expect(full.files.map((f) => f.file)).toEqual(Object.keys(libraryFiles()).sort());
    expect(full.files.length).toBeGreaterThan(50);
  });

  it('the union of --shard 1/3, 2/3, 3/3 equals the unsharded run, with no overlap', () => {
    const names = shards.flat().map((f) => f.file);
    expect(new Set(names).size).toBe(names.length); // no overlap
    const union = shards.flat().sort((a, b) => (a.file < b.file ? -1 : 1));
    // the reference is the unsharded run; its results came from the shards' cache entries (`cached`)
    expect(union).toEqual(full.files.map(({ cached: _cached, ...report }) => report));
    expect(Math.max(...shards.map((s) => s.length)) - Math.min(...shards.map((s) => s.length))).toBeLessThanOrEqual(1);
  });

  it('every file report validates against docs/report.schema.json', () => {
    expect(validate(full, schema)).toEqual([]);
  });
});

describe('the JUnit report, parsed back', () => {
  const cases = (suite: XmlElement): XmlElement[] => suite.children.filter((c) => c.name === 'testcase');

  it('has one suite per file, one case per file and per claim, counts that add up', () => {
    const root = parseXml(junit);
    expect(root.name).toBe('testsuites');
    const suites = root.children;
    expect(suites.map((s) => s.attrs.name)).toEqual(full.files.map((f) => f.file));
    suites.forEach((suite, k) => {
      const report = full.files[k]!;
      expect(cases(suite).length).toBe(1 + report.claims.length);
      expect(cases(suite).every((c) => c.attrs.file === report.file)).toBe(true);
      expect(Number(suite.attrs.tests)).toBe(cases(suite).length);
    });
    const all = suites.flatMap(cases);
    const count = (kind: string): number => all.filter((c) => c.children.some((x) => x.name === kind)).length;
    expect(Number(root.attrs.tests)).toBe(all.length);
    expect(Number(root.attrs.failures)).toBe(count('failure'));
    expect(Number(root.attrs.errors)).toBe(count('error'));
    expect(Number(root.attrs.skipped)).toBe(count('skipped'));
  });

  it('a file case fails exactly when the JSON says the file failed, and carries its counterexample', () => {
    const root = parseXml(junit);
    root.children.forEach((suite, k) => {
      const report = full.files[k]!;
      const fileCase = cases(suite)[0]!;
      const outcome = fileCase.children[0]?.name ?? 'pass';
      const expected = { pass: 'pass', fail: 'failure', unproved: 'failure', invalid: 'error', internal: 'error', skipped: 'skipped' }[report.status];
      expect(outcome, report.file).toBe(expected);
      if (outcome === 'failure' && report.counterexamples[0]) expect(fileCase.children[0]!.text).toContain(report.counterexamples[0].sentence);
    });
  });
});
