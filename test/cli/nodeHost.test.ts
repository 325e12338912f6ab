import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeHost } from '../../src/cli/nodeHost.js';

const dir = mkdtempSync(join(tmpdir(), 'zermelo-host-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('nodeHost', () => {
  const host = nodeHost();

  it('writes atomically into new folders, leaving no temporary file behind', async () => {
    const path = join(dir, 'reports', 'deep', 'junit.xml');
    await host.writeFile(path, '<testsuites/>\n');
    expect(readFileSync(path, 'utf8')).toBe('<testsuites/>\n');
    await host.writeFile(path, 'second\n');
    expect(readFileSync(path, 'utf8')).toBe('second\n');
    expect(readdirSync(join(dir, 'reports', 'deep'))).toEqual(['junit.xml']);
  });

  it('a failed write leaves the old file untouched and no temporary file', async () => {
    const path = join(dir, 'keep.txt');
    writeFileSync(path, 'old');
    await expect(host.writeFile(join(dir, 'keep.txt', 'child'), 'x')).rejects.toThrow();
    expect(readFileSync(path, 'utf8')).toBe('old');
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('stats and lists', async () => {
    expect(await host.stat(dir)).toBe('dir');
    expect(await host.stat(join(dir, 'keep.txt'))).toBe('file');
    expect(await host.stat(join(dir, 'nothing'))).toBeUndefined();
    const entries = await host.listDir(dir);
    expect(entries.find((e) => e.name === 'reports')?.kind).toBe('dir');
    expect(host.cwd.startsWith('/')).toBe(true);
    expect(typeof host.now()).toBe('number');
  });
});
