import { execFileSync } from 'node:child_process';
import { createReadStream, lstatSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nodeHost } from '../../src/host/nodeHost.js';

const dir = mkdtempSync(join(tmpdir(), 'zermelo-host-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('nodeHost', () => {
  const host = nodeHost();

  it('handles the pipe errors of stdout and stderr once per process, however many hosts are made', () => {
    const before = [process.stdout.listenerCount('error'), process.stderr.listenerCount('error')];
    for (let i = 0; i < 12; i++) nodeHost();
    expect([process.stdout.listenerCount('error'), process.stderr.listenerCount('error')]).toEqual(before);
  });

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

describe('nodeHost writes reports through links and devices, never replacing them', () => {
  const host = nodeHost();

  it('a symbolic link keeps pointing at its target, which gets the text', async () => {
    const target = join(dir, 'real.xml');
    writeFileSync(target, 'old');
    symlinkSync(target, join(dir, 'link.xml'));
    await host.writeFile(join(dir, 'link.xml'), 'new\n');
    expect(lstatSync(join(dir, 'link.xml')).isSymbolicLink()).toBe(true);
    expect(readFileSync(target, 'utf8')).toBe('new\n');
  });

  it('a dangling link is written at its target; a folder is refused', async () => {
    symlinkSync(join(dir, 'later.xml'), join(dir, 'dangling.xml'));
    await host.writeFile(join(dir, 'dangling.xml'), 'made\n');
    expect(lstatSync(join(dir, 'dangling.xml')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'later.xml'), 'utf8')).toBe('made\n');
    mkdirSync(join(dir, 'folder'));
    await expect(host.writeFile(join(dir, 'folder'), 'x')).rejects.toMatchObject({ code: 'EISDIR' });
    expect(statSync(join(dir, 'folder')).isDirectory()).toBe(true);
  });

  it('a FIFO is written through (a reader gets the text) and stays a FIFO', async () => {
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const read = new Promise<string>((resolve) => {
      let text = '';
      createReadStream(fifo, 'utf8')
        .on('data', (c) => void (text += c))
        .on('end', () => resolve(text));
    });
    await host.writeFile(fifo, 'through the pipe\n');
    expect(await read).toBe('through the pipe\n');
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  // issue 18.7: as root, `--html /dev/full` replaced the device node by a regular file. The nodes are
  // made here (mknod, root only), so that a regression replaces a copy, never the system's /dev/full.
  const root = process.getuid?.() === 0;
  it.skipIf(!root)('a device is written through and stays a device: a full one is an error (ENOSPC), a null one takes the text', async () => {
    const full = join(dir, 'full');
    const nul = join(dir, 'null');
    execFileSync('mknod', [full, 'c', '1', '7']);
    execFileSync('mknod', [nul, 'c', '1', '3']);
    await expect(host.writeFile(full, 'report\n')).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(lstatSync(full).isCharacterDevice()).toBe(true);
    await host.writeFile(nul, 'report\n');
    expect(lstatSync(nul).isCharacterDevice()).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('lists links as what they lead to, broken ones as broken', async () => {
    const sub = join(dir, 'links');
    mkdirSync(sub);
    writeFileSync(join(sub, 'plain.yaml'), 'x');
    symlinkSync(join(sub, 'plain.yaml'), join(sub, 'to-file.yaml'));
    symlinkSync(join(sub, 'gone.yaml'), join(sub, 'dangling.yaml'));
    symlinkSync(join(sub, 'self.yaml'), join(sub, 'self.yaml'));
    symlinkSync(dir, join(sub, 'up'));
    const kinds = Object.fromEntries((await host.listDir(sub)).map((e) => [e.name, e.kind]));
    expect(kinds).toEqual({ 'plain.yaml': 'file', 'to-file.yaml': 'file', 'dangling.yaml': 'broken', 'self.yaml': 'broken', up: 'dir' });
  });

  it('refuses a file that is not UTF-8, naming the line', async () => {
    const path = join(dir, 'latin1.yaml');
    writeFileSync(path, Buffer.concat([Buffer.from('name: a\ntitle: caf'), Buffer.from([0xe9]), Buffer.from('\n')]));
    await expect(host.readFile(path)).rejects.toThrow('not UTF-8 text (an invalid byte on line 2)');
  });
});
