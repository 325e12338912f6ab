// The cache folder lives in the project, where a repository can commit links and special files (issue
// 31): whatever .zermelo-cache is — a link to ".", an absolute link, a FIFO entry, a link to
// /dev/zero, another user's folder, a read-only folder — no file outside the cache is created,
// changed or deleted, no read hangs or grows without bound, and the run says what it refused.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, readlinkSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { nodeHost } from '../../src/host/nodeHost.js';
import { ResultCache } from '../../src/scale/cache.js';
import { FileDurations } from '../../src/scale/durations.js';

const scratch = mkdtempSync(join(tmpdir(), 'zermelo-cache-links-'));
afterAll(() => {
  for (const dir of readdirSync(scratch)) chmodSync(join(scratch, dir), 0o700);
  rmSync(scratch, { recursive: true, force: true });
});

const GAME = 'game: { subtraction: [1, 2] }\nconjecture: S = n mod 3 = 0\ncheck: { bounds: { n: 0..20 } }\n';
const ENTRY_LIKE = `0123456789abcdef-${'0'.repeat(64)}.json`; // a name of the cache's own pattern
let count = 0;

/** A project with files around the cache folder, and a folder outside it. */
function project(): { root: string; outside: string } {
  const base = join(scratch, `t${count++}`);
  const root = join(base, 'project');
  const outside = join(base, 'outside');
  mkdirSync(join(root, 'conjectures'), { recursive: true });
  mkdirSync(outside);
  writeFileSync(join(root, 'conjectures', 'a.yaml'), GAME);
  for (const dir of [root, outside]) {
    for (const name of ['package.json', 'tsconfig.json', ENTRY_LIKE, '.gitignore', 'durations.tsv']) writeFileSync(join(dir, name), `{"keep": "${name}"}\n`);
  }
  return { root, outside };
}

/** Every name under `dir` with its type, content hash or link target, and mode: what must not change. */
function snapshot(dir: string, skip?: string): Map<string, string> {
  const seen = new Map<string, string>();
  const walk = (path: string): void => {
    if (path === skip) return;
    const s = lstatSync(path);
    if (s.isSymbolicLink()) seen.set(path, `link ${readlinkSync(path)}`);
    else if (s.isFile()) seen.set(path, `file ${s.mode} ${createHash('sha256').update(readFileSync(path)).digest('hex')}`);
    else if (s.isDirectory()) {
      seen.set(path, `dir ${s.mode}`);
      for (const name of readdirSync(path)) walk(join(path, name));
    } else seen.set(path, `special ${s.mode}`);
  };
  walk(dir);
  return seen;
}

async function check(root: string, args: string[] = []): Promise<{ code: number; err: string }> {
  let err = '';
  const host = {
    ...nodeHost(),
    cwd: root,
    done: () => undefined, // the real one ends the process 1.5 s later
    env: { ...process.env, ZERMELO_CACHE_KEY: 'k'.repeat(32) },
    stdout: { write: () => undefined, isTTY: false },
    stderr: { write: (t: string) => void (err += t), isTTY: false },
  };
  const code = await main(['check', '--no-symbolic', ...args, 'conjectures'], host);
  return { code, err };
}

const cacheOf = (root: string): string => join(root, '.zermelo-cache');
const entries = (root: string): string[] => readdirSync(cacheOf(root)).filter((n) => n.endsWith('.json'));

describe('a hostile .zermelo-cache touches no file outside the cache', () => {
  it('a link to "." (the project itself): nothing deleted or written, the cache is off with a warning', async () => {
    const { root } = project();
    symlinkSync('.', cacheOf(root));
    const before = snapshot(join(root, '..'));
    const { code, err } = await check(root);
    expect(code).toBe(0);
    expect(snapshot(join(root, '..'))).toEqual(before);
    expect(err).toContain('warning: the result cache is off for this run: .zermelo-cache is a symbolic link');
  });

  it('an absolute link to another folder: that folder is left as it was', async () => {
    const { root, outside } = project();
    symlinkSync(outside, cacheOf(root));
    const before = snapshot(join(root, '..'));
    expect((await check(root)).code).toBe(0);
    expect((await check(root, ['--no-cache'])).code).toBe(0);
    expect(snapshot(join(root, '..'))).toEqual(before);
  });

  it('a regular file, or another user\u2019s folder, named .zermelo-cache: refused, left as it was', async () => {
    const file = project();
    writeFileSync(cacheOf(file.root), 'not a folder\n');
    const beforeFile = snapshot(join(file.root, '..'));
    expect((await check(file.root)).err).toContain('.zermelo-cache is not a folder');
    expect(snapshot(join(file.root, '..'))).toEqual(beforeFile);
    const foreign = project();
    mkdirSync(cacheOf(foreign.root));
    writeFileSync(join(cacheOf(foreign.root), ENTRY_LIKE), '{}');
    if (process.getuid?.() === 0) chownSync(cacheOf(foreign.root), 65534, 65534);
    else return; // only root can give a folder away
    const before = snapshot(join(foreign.root, '..'));
    expect((await check(foreign.root)).err).toContain('.zermelo-cache belongs to another user');
    expect(snapshot(join(foreign.root, '..'))).toEqual(before);
  });

  it('links and FIFOs inside a real cache folder are neither followed, read, written nor deleted', async () => {
    const { root, outside } = project();
    expect((await check(root)).code).toBe(0); // a real cache with one entry
    const [entry] = entries(root);
    const cache = cacheOf(root);
    rmSync(join(cache, entry!));
    execFileSync('mkfifo', [join(cache, entry!)]); // the entry of a.yaml, as a FIFO: a read would hang
    rmSync(join(cache, '.gitignore'));
    symlinkSync(join(outside, '.gitignore'), join(cache, '.gitignore'));
    symlinkSync(join(outside, ENTRY_LIKE), join(cache, `fedcba9876543210-${'1'.repeat(64)}.json`)); // another build: pruned if a file
    symlinkSync('/dev/zero', join(cache, 'durations.tsv'));
    writeFileSync(join(cache, 'notes.json'), 'not an entry name: never pruned\n');
    const before = snapshot(join(root, '..'), join(cache));
    const beforeCache = snapshot(cache);
    const { code, err } = await check(root);
    expect(code).toBe(0);
    expect(snapshot(join(root, '..'), join(cache))).toEqual(before);
    expect(snapshot(cache)).toEqual(beforeCache); // the FIFO stays, nothing replaced or pruned
    expect(err).toContain('left alone, neither read, written nor deleted:');
    expect(err).toContain(`.zermelo-cache/${entry}`);
    expect(err).toContain('.zermelo-cache/.gitignore');
  }, 30_000);

  it('durations.tsv as a link to /dev/zero, or a FIFO, is ignored at once (no read without a bound)', async () => {
    const { root } = project();
    mkdirSync(cacheOf(root));
    const host = { ...nodeHost(), cwd: root, env: { ZERMELO_CACHE_KEY: 'k'.repeat(32) } };
    symlinkSync('/dev/zero', join(cacheOf(root), 'durations.tsv'));
    expect((await new FileDurations(new ResultCache(host, root)).read()).size).toBe(0);
    rmSync(join(cacheOf(root), 'durations.tsv'));
    execFileSync('mkfifo', [join(cacheOf(root), 'durations.tsv')]);
    expect((await new FileDurations(new ResultCache(host, root)).read()).size).toBe(0);
    rmSync(join(cacheOf(root), 'durations.tsv'));
    writeFileSync(join(cacheOf(root), 'durations.tsv'), `1\ta.yaml\n${'x'.repeat(5 * 1024 * 1024)}\n`); // over the size limit
    expect((await new FileDurations(new ResultCache(host, root)).read()).size).toBe(0);
  }, 30_000);

  it('a read-only cache folder: the run goes on, nothing around it changes', async () => {
    const { root } = project();
    expect((await check(root)).code).toBe(0);
    chmodSync(cacheOf(root), 0o555);
    writeFileSync(join(root, 'conjectures', 'a.yaml'), GAME.replace('0..20', '0..21')); // a miss: a write is tried
    const before = snapshot(join(root, '..'), cacheOf(root));
    expect((await check(root)).code).toBe(0);
    expect(snapshot(join(root, '..'), cacheOf(root))).toEqual(before);
  });
});
