// What the result cache trusts (src/scale/cache.ts, README "Cache"): an entry is reused only when its
// HMAC verifies with the key from ZERMELO_CACHE_KEY or the per-user key file. Each forgery of issue 18
// (an edited verdict or counterexample, a true file's entry copied or re-keyed under a false file, an
// entry written without the key or with another) is rejected: the false file comes back refuted.

import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CACHE_DIR } from '../../src/scale/cache.js';
import { main } from '../../src/cli/main.js';
import type { FileReport } from '../../src/report/model.js';
import { stableStringify } from '../../src/report/renderJson.js';
import { TAKE_1_OR_4 } from '../e2e/fixtures.js';
import { fakeHost, type FakeHost } from '../e2e/fakeHost.js';

const TRUE = TAKE_1_OR_4;
const FALSE = TAKE_1_OR_4.replace('S: n mod 5 ∈ <0,2>', 'S: n mod 5 = 0'); // expects holds, is refuted
const ARGS = ['check', '--json', '--no-symbolic'];

type Entry = { key: { file: string; sha256: string }; report: FileReport; mac?: string; [k: string]: unknown };

const entryPaths = (host: FakeHost): string[] => [...host.files.keys()].filter((k) => k.startsWith(`/repo/${CACHE_DIR}/`) && k.endsWith('.json'));
function entryOf(host: FakeHost, file: string): { path: string; entry: Entry } {
  for (const path of entryPaths(host)) {
    const entry = JSON.parse(host.files.get(path)!) as Entry;
    if (entry.key.file === file) return { path, entry };
  }
  throw new Error(`no entry for ${file}`);
}

async function run(host: FakeHost, args = ARGS): Promise<{ code: number; files: (FileReport & { cached?: boolean })[] }> {
  const before = host.out().length;
  const code = await main(args, host);
  return { code, files: (JSON.parse(host.out().slice(before)) as { files: FileReport[] }).files };
}

const falseReport = (files: (FileReport & { cached?: boolean })[]) => files.find((f) => f.file === 'conjectures/false.yaml')!;

/** A host that has checked both files once (every entry stored under its key). */
async function checkedOnce(): Promise<FakeHost> {
  const host = fakeHost({ 'conjectures/true.yaml': TRUE, 'conjectures/false.yaml': FALSE });
  const first = await run(host);
  expect(first.code).toBe(1);
  expect(falseReport(first.files).verdict).toBe('refuted');
  expect(entryPaths(host)).toHaveLength(2);
  return host;
}

/** The planted entry is ignored: the false file is recomputed (refuted, exit 1) and its entry
 *  overwritten by the fresh, verifiable result, which the next run reuses. */
async function rejected(host: FakeHost, path: string, planted: unknown): Promise<void> {
  host.files.set(path, JSON.stringify(planted));
  const again = await run(host);
  expect(again.code).toBe(1);
  const report = falseReport(again.files);
  expect(report.verdict).toBe('refuted');
  expect(report.status).toBe('fail');
  expect(report.cached).toBeUndefined();
  expect(report.counterexamples.length).toBeGreaterThan(0);
  const third = await run(host);
  expect(falseReport(third.files).cached).toBe(true);
  expect(falseReport(third.files).verdict).toBe('refuted');
}

const asTrue = (r: FileReport): FileReport => ({
  ...r,
  verdict: 'holds',
  status: 'pass',
  met: true,
  counterexamples: [],
  summary: 'holds',
  bounded: r.bounded && { ...r.bounded, status: 'holds', failures: {} },
});

describe('forged cache entries are rejected', () => {
  it('an edited verdict and status (refuted → holds, pass)', async () => {
    const host = await checkedOnce();
    const { path, entry } = entryOf(host, 'conjectures/false.yaml');
    await rejected(host, path, { ...entry, report: asTrue(entry.report) });
  });

  it('edited counterexamples', async () => {
    const host = await checkedOnce();
    const { path, entry } = entryOf(host, 'conjectures/false.yaml');
    const moved = entry.report.counterexamples.map((c) => ({ ...c, position: { n: 1000 }, positionText: 'n = 1000' }));
    await rejected(host, path, { ...entry, report: { ...entry.report, counterexamples: moved } });
    const fresh = entryOf(host, 'conjectures/false.yaml').entry;
    await rejected(host, path, { ...fresh, report: { ...fresh.report, counterexamples: [] } });
  });

  it("a true file's entry copied under the false file's key, as is or re-keyed", async () => {
    const host = await checkedOnce();
    const falseEntry = entryOf(host, 'conjectures/false.yaml');
    const trueEntry = entryOf(host, 'conjectures/true.yaml').entry;
    await rejected(host, falseEntry.path, trueEntry);
    const { key, report } = falseEntry.entry;
    const rekeyed = { ...trueEntry, key, report: { ...trueEntry.report, file: report.file, sha256: report.sha256 } };
    await rejected(host, falseEntry.path, rekeyed);
  });

  it('an entry written without the key, or with another key', async () => {
    const host = await checkedOnce();
    const { path, entry } = entryOf(host, 'conjectures/false.yaml');
    const { mac: _mac, ...body } = { ...entry, report: asTrue(entry.report) };
    await rejected(host, path, body); // no MAC at all
    const wrong = createHmac('sha256', 'a key the attacker guessed').update(stableStringify(body, 0), 'utf8').digest('hex');
    await rejected(host, path, { ...body, mac: wrong });
    await rejected(host, path, { ...body, mac: 'f'.repeat(64) });
  });

  it('entries written under one ZERMELO_CACHE_KEY are not trusted under another', async () => {
    const files = { 'conjectures/false.yaml': FALSE };
    const a = fakeHost(files, { env: { ZERMELO_CACHE_KEY: 'ci-secret-one-0123456789abcdef0123456789' } });
    expect((await run(a)).code).toBe(1);
    const planted = entryOf(a, 'conjectures/false.yaml');
    const forged = { ...planted.entry, report: asTrue(planted.entry.report) };
    // the attacker computes a valid MAC, but with the key they know, not the CI's
    const { mac: _m, ...body } = forged;
    a.files.set(planted.path, JSON.stringify({ ...body, mac: createHmac('sha256', 'ci-secret-one-0123456789abcdef0123456789').update(stableStringify(body, 0), 'utf8').digest('hex') }));
    const b = fakeHost({}, { env: { ZERMELO_CACHE_KEY: 'ci-secret-two-0123456789abcdef0123456789' } });
    for (const [k, v] of a.files) b.files.set(k, v);
    const again = await run(b);
    expect(again.code).toBe(1);
    expect(falseReport(again.files).verdict).toBe('refuted');
    expect(falseReport(again.files).cached).toBeUndefined();
    expect(b.err()).toContain('1 cached result in .zermelo-cache/ ignored and recomputed: not authenticated with this cache key');
  });
});

describe('the key', () => {
  it('is created once, outside the project folder, and entries verify across runs of the same user', async () => {
    const host = fakeHost({ 'conjectures/false.yaml': FALSE });
    await run(host);
    const key = host.files.get('/home/user/.config/zermelo/cache-key');
    expect(key).toMatch(/^[0-9a-f]{64}\n$/);
    expect(falseReport((await run(host)).files).cached).toBe(true);
    expect(host.files.get('/home/user/.config/zermelo/cache-key')).toBe(key);
  });

  it('without a usable key nothing is read or written (a key file inside the project is refused)', async () => {
    const trusted = fakeHost({ 'conjectures/false.yaml': FALSE });
    await run(trusted);
    for (const cacheKeyFile of ['/repo/.zermelo-cache/key', '/repo/key']) {
      const host = fakeHost({}, { cacheKeyFile });
      for (const [k, v] of trusted.files) if (k.startsWith('/repo/')) host.files.set(k, v);
      host.files.set(cacheKeyFile, trusted.files.get('/home/user/.config/zermelo/cache-key')!); // planted with the entries
      const before = entryPaths(host).map((p) => host.files.get(p));
      const out = await run(host);
      expect(falseReport(out.files).cached).toBeUndefined();
      expect(entryPaths(host).map((p) => host.files.get(p))).toEqual(before);
    }
    const noHome = fakeHost({ 'conjectures/false.yaml': FALSE });
    delete (noHome as { privateFile?: unknown }).privateFile;
    await run(noHome);
    expect(entryPaths(noHome)).toHaveLength(0);
  });
});
