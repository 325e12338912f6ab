// A full disk (ENOSPC) while a report or a cache entry is written: the write is injected through the
// host's byte writer (host/byteWriter.ts) — it puts part of the text on disk, then fails as a full
// disk does — instead of filling a disk. Nothing half-written may be left: the earlier file stays
// whole, no temporary file remains, and the error reaches the caller with its code.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ByteWriter } from '../../src/host/byteWriter.js';
import { writeReportPath } from '../../src/host/nodeFiles.js';
import { nodeOwnFiles } from '../../src/host/ownFiles.js';

const temp = mkdtempSync(join(tmpdir(), 'zermelo-full-disk-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** Writes the first half of the text, then fails like write(2) on a full disk. */
const fullDisk: ByteWriter = async (handle, text) => {
  await handle.write(text.slice(0, text.length >> 1));
  throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28, syscall: 'write' });
};

const NEW = `<testsuites>${'x'.repeat(10_000)}</testsuites>\n`;

describe('a full disk while writing', () => {
  it('a report over an earlier one: the earlier one stays whole, no temporary file is left', async () => {
    const dir = join(temp, 'report');
    const path = join(dir, 'junit.xml');
    await writeReportPath(path, 'the earlier report\n', 1);
    await expect(writeReportPath(path, NEW, 1, fullDisk)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(readFileSync(path, 'utf8')).toBe('the earlier report\n');
    expect(readdirSync(dir)).toEqual(['junit.xml']);
  });

  it('a new report: nothing at all is left', async () => {
    const dir = join(temp, 'fresh');
    await expect(writeReportPath(join(dir, 'report.html'), NEW, 1, fullDisk)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(existsSync(join(dir, 'report.html'))).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('a cache entry: the earlier entry stays whole, no temporary file is left', async () => {
    const dir = join(temp, 'cache');
    rmSync(dir, { recursive: true, force: true });
    const files = nodeOwnFiles(1, process.getuid?.());
    await files.makeDir(dir);
    writeFileSync(join(dir, 'entry.json'), '{"earlier":true}\n', { mode: 0o600 });
    await expect(nodeOwnFiles(1, process.getuid?.(), fullDisk).replace(join(dir, 'entry.json'), NEW)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(readFileSync(join(dir, 'entry.json'), 'utf8')).toBe('{"earlier":true}\n');
    expect(readdirSync(dir)).toEqual(['entry.json']);
  });

  it('the same writers with the real byte writer put the whole text in place (the injection is the only difference)', async () => {
    const path = join(temp, 'report', 'junit.xml');
    await writeReportPath(path, NEW, 1);
    expect(readFileSync(path, 'utf8')).toBe(NEW);
  });

  it.skipIf(!existsSync('/dev/full'))('a real full device (/dev/full, written through as a device): ENOSPC reaches the caller', async () => {
    await expect(writeReportPath('/dev/full', NEW, 1)).rejects.toMatchObject({ code: 'ENOSPC' });
  });
});
