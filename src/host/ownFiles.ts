// Stage: host. The result cache's file operations on Node (fileHost.ts OwnFiles): a final symbolic
// link is never followed (lstat, O_NOFOLLOW), a FIFO or device is never waited on (O_NONBLOCK, then
// fstat refuses anything but a regular file), a read stops at its size limit, and a write creates its
// temporary file exclusively (O_EXCL) before renaming it over the name, which replaces a link itself.

import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir, rename, rm, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { OwnEntry, OwnFiles } from './fileHost.js';
import { nodeByteWriter, type ByteWriter } from './byteWriter.js';

let counter = 0;

/** `write`: the step that puts the bytes into the temporary file (byteWriter.ts; a test's fails). */
export function nodeOwnFiles(pid: number, uid: number | undefined, write: ByteWriter = nodeByteWriter): OwnFiles {
  return {
    lstat: async (path) => {
      const s = await lstat(path).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
        throw error;
      });
      if (!s) return undefined;
      const kind: OwnEntry['kind'] = s.isSymbolicLink() ? 'link' : s.isFile() ? 'file' : s.isDirectory() ? 'dir' : 'other';
      return { kind, mine: uid === undefined || s.uid === uid };
    },
    list: (path) => readdir(path),
    read: (path, maxBytes) => readRegular(path, maxBytes),
    replace: async (path, text) => {
      const temp = `${dirname(path)}/.${path.slice(path.lastIndexOf('/') + 1)}.${pid}.${counter++}.tmp`;
      const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
      try {
        const handle = await open(temp, flags, 0o600);
        try {
          await write(handle, text);
        } finally {
          await handle.close();
        }
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true }); // rm never follows a link: only our own temporary name goes
        throw error;
      }
    },
    remove: (path) => unlink(path),
    makeDir: (path) => mkdir(path, { mode: 0o700 }).then(() => undefined),
  };
}

async function readRegular(path: string, maxBytes: number): Promise<string> {
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw new Error(`${path} is not a regular file`);
    if (info.size > maxBytes) throw new Error(`${path} is larger than ${maxBytes} bytes`);
    // the size may grow after fstat: read at most one byte more than allowed, to notice it
    const buffer = Buffer.alloc(Math.min(info.size, maxBytes) + 1);
    let length = 0;
    while (length < buffer.length) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, length);
      if (bytesRead === 0) break;
      length += bytesRead;
    }
    if (length > maxBytes) throw new Error(`${path} is larger than ${maxBytes} bytes`);
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(0, length));
  } finally {
    await handle.close();
  }
}
