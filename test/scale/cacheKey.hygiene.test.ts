// The cache key's hygiene (issue 31): a short ZERMELO_CACHE_KEY, a key file others may read, a key
// file that is a link, or one in a folder others may write is refused (the cache is off, with a
// warning naming why); report files are written through a temporary file created exclusively.
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { nodeHost } from '../../src/host/nodeHost.js';
import { writeReportPath } from '../../src/host/nodeFiles.js';
import { MIN_KEY_LENGTH, loadCacheKey } from '../../src/scale/cacheKey.js';
import { TAKE_1_OR_4 } from '../e2e/fixtures.js';
import { fakeHost } from '../e2e/fakeHost.js';

const temp = mkdtempSync(join(tmpdir(), 'zermelo-key-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const project = join(temp, 'project');
const KEY = 'a'.repeat(64);

describe('the cache key', () => {
  it(`ZERMELO_CACHE_KEY shorter than ${MIN_KEY_LENGTH} characters is refused, with a warning on the run`, async () => {
    expect((await loadCacheKey({ ...nodeHost(), env: { ZERMELO_CACHE_KEY: 'a' } }, project)).secret).toBeUndefined();
    expect((await loadCacheKey({ ...nodeHost(), env: { ZERMELO_CACHE_KEY: 'k'.repeat(MIN_KEY_LENGTH) } }, project)).secret).toBe('k'.repeat(MIN_KEY_LENGTH));
    const host = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 }, { env: { ZERMELO_CACHE_KEY: 'short' } });
    await main(['check', '--no-symbolic'], host);
    expect(host.err()).toContain('zermelo: warning: the result cache is off: ZERMELO_CACHE_KEY has 5 characters, fewer than 32');
    expect([...host.files.keys()].some((k) => k.includes('.zermelo-cache/'))).toBe(false);
  });

  const keyIn = (name: string): { config: string; folder: string; path: string } => {
    const config = join(temp, name);
    const folder = join(config, 'zermelo');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    return { config, folder, path: join(folder, 'cache-key') };
  };
  const load = (config: string) => loadCacheKey({ ...nodeHost(), env: { XDG_CONFIG_HOME: config } }, project);

  it('a key file readable by others (0644) is refused; 0600 is used', async () => {
    const { config, path } = keyIn('readable');
    writeFileSync(path, KEY, { mode: 0o644 });
    chmodSync(path, 0o644);
    const refused = await load(config);
    expect(refused.secret).toBeUndefined();
    expect(refused.secret === undefined && refused.why).toContain('may be read or written by others');
    chmodSync(path, 0o600);
    expect((await load(config)).secret).toBe(KEY);
  });

  it('a key file that is a symbolic link is not followed', async () => {
    const { config, path } = keyIn('linked');
    writeFileSync(join(temp, 'elsewhere'), KEY, { mode: 0o600 });
    symlinkSync(join(temp, 'elsewhere'), path);
    const refused = await load(config);
    expect(refused.secret === undefined && refused.why).toContain('is a symbolic link');
  });

  it('a key file in a folder others may write (0777), or a folder that is a link, is refused', async () => {
    const open = keyIn('world');
    writeFileSync(open.path, KEY, { mode: 0o600 });
    chmodSync(open.folder, 0o777);
    expect((await load(open.config)).secret).toBeUndefined();
    chmodSync(open.folder, 0o700);
    expect((await load(open.config)).secret).toBe(KEY);
    const linked = join(temp, 'linkedFolder');
    mkdirSync(linked);
    symlinkSync(open.folder, join(linked, 'zermelo'));
    const refused = await load(linked);
    expect(refused.secret === undefined && refused.why).toContain('is not a folder');
  });
});

describe('report files', () => {
  it('the temporary file is created exclusively: a planted file of the next temporary name is never written through', async () => {
    const dir = join(temp, 'reports');
    mkdirSync(dir);
    const target = join(dir, 'zermelo.json');
    // plant every temporary name this process could use next as a link to a victim
    const victim = join(temp, 'victim');
    writeFileSync(victim, 'keep\n');
    for (let n = 0; n < 200; n++) symlinkSync(victim, join(dir, `.zermelo.json.4242.${n}.tmp`));
    await expect(writeReportPath(target, '{}\n', 4242)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(victim, 'utf8')).toBe('keep\n');
    expect(readdirSync(dir).filter((n) => !n.endsWith('.tmp'))).toEqual([]);
  });
});
