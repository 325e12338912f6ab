// The result cache's build fingerprint and pruning (src/scale/cacheFingerprint.ts, cache.ts), and the
// per-user key file of the real host (nodeHost.ts privateFile): the fingerprint follows the engine
// files' contents, not their modification times (`npm ci` rewrites those); entries of other builds
// and old ones are pruned; the key file is created once with mode 0600 and refused when others may write it.

import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CACHE_DIR, MAX_AGE_DAYS, ResultCache, buildFingerprint } from '../../src/scale/cache.js';
import { fingerprintOf } from '../../src/scale/cacheFingerprint.js';
import { loadCacheKey } from '../../src/scale/cacheKey.js';
import { nodeHost } from '../../src/host/nodeHost.js';
import { main } from '../../src/cli/main.js';
import { TAKE_1_OR_4, bounded, engines, symbolic } from '../e2e/fixtures.js';
import { fakeHost } from '../e2e/fakeHost.js';

const temp = mkdtempSync(join(tmpdir(), 'zermelo-cache-build-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

describe('the build fingerprint', () => {
  it('follows the contents of the engine files, not their modification times', () => {
    const root = join(temp, 'dist');
    mkdirSync(join(root, 'cli'), { recursive: true });
    writeFileSync(join(root, 'cli', 'a.js'), 'export const a = 1;\n');
    writeFileSync(join(root, 'b.js'), 'export const b = 2;\n');
    writeFileSync(join(root, 'b.d.ts'), 'export declare const b: number;\n');
    const before = fingerprintOf(root);
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    const later = new Date(Date.now() + 3_600_000);
    utimesSync(join(root, 'cli', 'a.js'), later, later); // what npm ci does to every file
    utimesSync(join(root, 'b.js'), later, later);
    expect(fingerprintOf(root)).toBe(before);
    writeFileSync(join(root, 'b.d.ts'), 'export declare const b: 2;\n'); // types do not run
    expect(fingerprintOf(root)).toBe(before);
    writeFileSync(join(root, 'cli', 'a.js'), 'export const a = 3;\n');
    expect(fingerprintOf(root)).not.toBe(before);
  });

  it('is computed once per process, cheaply', () => {
    const first = buildFingerprint();
    const started = performance.now();
    expect(buildFingerprint()).toBe(first);
    expect(performance.now() - started).toBeLessThan(5);
  });
});

describe('pruning', () => {
  it('removes entries of other builds and entries older than MAX_AGE_DAYS, keeps fresh ones', async () => {
    const files = { 'conjectures/a.yaml': TAKE_1_OR_4, 'conjectures/b.yaml': TAKE_1_OR_4.replace('0..100', '0..99') };
    const host = fakeHost(files);
    await main(['check'], host, { engines: engines(bounded('holds'), symbolic(['proved'])) });
    const dir = `/repo/${CACHE_DIR}`;
    const ours = [...host.files.keys()].filter((k) => k.startsWith(`${dir}/`) && k.endsWith('.json'));
    expect(ours).toHaveLength(2);
    expect(ours.every((k) => k.startsWith(`${dir}/${buildFingerprint()}-`))).toBe(true);
    host.files.set(`${dir}/0123456789abcdef-${'0'.repeat(64)}.json`, host.files.get(ours[0]!)!); // another build
    host.files.set(`${dir}/${'1'.repeat(64)}.json`, '{"format":1}'); // the old format
    // one of ours, written long ago (its date is part of what the MAC covers: a forged date is refused anyway)
    const old = JSON.parse(host.files.get(ours[1]!)!);
    host.files.set(ours[1]!, JSON.stringify({ ...old, written: old.written - (MAX_AGE_DAYS + 1) * 86_400_000 }));
    const cache = new ResultCache(host, '/repo');
    expect(await cache.prune()).toBe(3);
    expect([...host.files.keys()].filter((k) => k.startsWith(`${dir}/`)).sort()).toEqual([`${dir}/.gitignore`, ours[0]!].sort());
  });

  it('an entry older than MAX_AGE_DAYS is not trusted, even before it is pruned', async () => {
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    const now = Date.UTC(2026, 11, 2);
    const writer = new ResultCache(host, '/repo', { clock: () => now });
    const eng = engines(bounded('holds'), symbolic(['proved']));
    const checked = await (await import('../../src/run/checkFile.js')).checkFile('conjectures/a.yaml', TAKE_1_OR_4, { engines: eng, now: () => 0 });
    await writer.put('conjectures/a.yaml', TAKE_1_OR_4, {}, checked.report, checked.diagnostics);
    expect(await new ResultCache(host, '/repo', { clock: () => now + 86_400_000 }).get('conjectures/a.yaml', TAKE_1_OR_4, {})).toBeDefined();
    expect(await new ResultCache(host, '/repo', { clock: () => now + (MAX_AGE_DAYS + 1) * 86_400_000 }).get('conjectures/a.yaml', TAKE_1_OR_4, {})).toBeUndefined();
  });
});

describe('the key file of the real host', () => {
  it('is created once with mode 0600 under XDG_CONFIG_HOME, read back, and refused when others may write it', async () => {
    const config = join(temp, 'config');
    const host = { ...nodeHost(), env: { XDG_CONFIG_HOME: config } };
    const key = await loadCacheKey(host, join(temp, 'project'));
    expect(key.secret).toMatch(/^[0-9a-f]{64}$/);
    const path = join(config, 'zermelo', 'cache-key');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(join(config, 'zermelo')).mode & 0o077).toBe(0);
    expect((await loadCacheKey(host, join(temp, 'project'))).secret).toBe(key.secret);
    expect(readFileSync(path, 'utf8').trim()).toBe(key.secret);
    chmodSync(path, 0o666);
    expect((await loadCacheKey(host, join(temp, 'project'))).secret).toBeUndefined();
    // ZERMELO_CACHE_KEY wins over the file
    expect((await loadCacheKey({ ...host, env: { XDG_CONFIG_HOME: config, ZERMELO_CACHE_KEY: 'from-ci-'.repeat(4) } }, temp)).secret).toBe('from-ci-'.repeat(4));
  });
});
