// Stage: host. Writing a report file with Node's fs, never replacing what the path names: a regular
// file (or nothing) is replaced atomically (temporary file + rename, so a crash leaves the old file);
// a symbolic link is followed and its target written, the link kept; a device or FIFO
// (`/dev/stdout`, `/dev/full`, a pipe) is written through; a folder is refused (EISDIR). Also the
// cache key's private file (created once, 0600, never half-written).

import { constants } from 'node:fs';
import { link, lstat, mkdir, open, readlink, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { nodeByteWriter, type ByteWriter } from './byteWriter.js';

let counter = 0;

/** `write`: the step that puts the bytes into the temporary file (byteWriter.ts; a test's fails). */
export async function writeReportPath(path: string, text: string, pid: number, write: ByteWriter = nodeByteWriter): Promise<void> {
  const target = await followLinks(path);
  const kind = await stat(target).then(
    (s) => (s.isFile() ? 'file' : s.isDirectory() ? 'dir' : 'special'),
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return 'absent';
      throw error;
    },
  );
  if (kind === 'dir') throw Object.assign(new Error(`${path} is a folder`), { code: 'EISDIR' });
  if (kind === 'special') return writeFile(target, text, 'utf8');
  await mkdir(dirname(target), { recursive: true });
  const temp = join(dirname(target), `.${basename(target)}.${pid}.${counter++}.tmp`);
  try {
    const handle = await open(temp, 'wx'); // exclusive: never through a planted name
    try {
      await write(handle, text);
    } finally {
      await handle.close();
    }
    await rename(temp, target); // only a whole file is renamed into place (a full disk fails before)
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** The path a chain of symbolic links ends at (which may not exist yet: a dangling link is written
 *  at its target); a chain longer than 40 links is a loop (ELOOP, as the kernel says). */
async function followLinks(path: string): Promise<string> {
  let current = resolve(path);
  for (let hops = 0; hops < 40; hops++) {
    const info = await lstat(current).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
    if (!info?.isSymbolicLink()) return current;
    current = resolve(dirname(current), await readlink(current));
  }
  throw Object.assign(new Error(`${path}: too many levels of symbolic links`), { code: 'ELOOP' });
}

/** Host.privateFile: written to a temporary file, then linked into place (link fails if the file
 *  exists), so two runs creating it at once agree on one key and nobody reads a half-written one.
 *  Neither the file nor its folder is followed if it is a link; the folder must be this user's and
 *  writable by no one else, the file this user's and readable by no one else. */
export async function privateFile(path: string, create: () => string, pid: number, uid: number | undefined): Promise<string> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const folder = await lstat(dirname(path));
  if (!folder.isDirectory()) throw new Error(`${dirname(path)} is not a folder (a symbolic link is not followed)`);
  if ((uid !== undefined && folder.uid !== uid) || (folder.mode & 0o022) !== 0) throw new Error(`${dirname(path)} may be written by others (it must be yours, mode 0700 or 0755)`);
  const temp = join(dirname(path), `.${basename(path)}.${pid}.${counter++}.tmp`);
  try {
    await writeFile(temp, create(), { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    await link(temp, path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(temp, { force: true });
  }
  const handle = await open(path, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK).catch((error: NodeJS.ErrnoException) => {
    throw error.code === 'ELOOP' ? new Error(`${path} is a symbolic link`) : error;
  });
  try {
    const s = await handle.stat();
    if (!s.isFile()) throw new Error(`${path} is not a regular file`);
    if ((uid !== undefined && s.uid !== uid) || (s.mode & 0o077) !== 0) throw new Error(`${path} may be read or written by others (it must be yours, mode 0600)`);
    if (s.size > 4096) throw new Error(`${path} is larger than a key`);
    return await handle.readFile('utf8');
  } finally {
    await handle.close();
  }
}

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
