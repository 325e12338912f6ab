// Stage: cli. The real Host, backed by Node: process streams, fs/promises, performance.now().
// The only file of zermelo that touches `process`. writeFile is atomic (temp file + rename) so a
// crash or Ctrl-C never leaves a half-written report behind.

import { link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import type { DirEntry, Host } from './host.js';

export function nodeHost(): Host {
  // `zermelo check | head` closes the pipe early: that is the reader's choice, not an error.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  return {
    cwd: process.cwd().split('\\').join('/'),
    env: process.env,
    cores: availableParallelism(),
    stdout: { write: (text) => void process.stdout.write(text), isTTY: process.stdout.isTTY === true },
    stderr: { write: (text) => void process.stderr.write(text), isTTY: process.stderr.isTTY === true },
    readFile: (path) => readFile(path, 'utf8'),
    writeFile: writeAtomically,
    removeFile: (path) => rm(path, { force: true }),
    stat: async (path) => {
      try {
        const s = await stat(path);
        return s.isFile() ? 'file' : s.isDirectory() ? 'dir' : 'other';
      } catch {
        return undefined;
      }
    },
    listDir: async (path): Promise<DirEntry[]> => {
      const entries = await readdir(path, { withFileTypes: true });
      return entries.map((e) => ({ name: e.name, kind: e.isFile() ? 'file' : e.isDirectory() ? 'dir' : 'other' }));
    },
    now: () => performance.now(),
    // A Z3 worker that ignored its timeout keeps Node alive forever (z3.md §1): give pending output
    // a moment to flush, then end the process. The timer is unref'd, so a clean run exits at once.
    done: (exitCode) => {
      process.exitCode = exitCode;
      setTimeout(() => process.exit(exitCode), 1500).unref();
    },
    privateFile,
    readLines: stdinLines,
    stdinIsTTY: process.stdin.isTTY === true,
    onInterrupt: (handler) => {
      let seen = false;
      const listener = (): void => {
        if (seen) process.exit(130); // the second Ctrl-C: at once (writes are atomic, nothing is half-written)
        seen = true;
        handler();
      };
      process.on('SIGINT', listener);
      return () => void process.off('SIGINT', listener);
    },
  };
}

let counter = 0;

/** stdin line by line; `return()` stops reading, so an open pipe or terminal does not keep us alive. */
function stdinLines(): AsyncIterator<string> {
  const rl = createInterface({ input: process.stdin, crlfDelay: Infinity, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    next: () => lines.next(),
    return: async () => {
      rl.close();
      process.stdin.destroy();
      return { done: true, value: undefined };
    },
  };
}

async function writeAtomically(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${counter++}.tmp`);
  try {
    await writeFile(temp, text, 'utf8');
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/** Host.privateFile: written to a temporary file, then linked into place (link fails if the file
 *  exists), so two runs creating it at once agree on one key and nobody reads a half-written one. */
async function privateFile(path: string, create: () => string): Promise<string> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temp = join(dirname(path), `.${basename(path)}.${process.pid}.${counter++}.tmp`);
  try {
    await writeFile(temp, create(), { encoding: 'utf8', mode: 0o600, flag: 'wx' });
    await link(temp, path).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await rm(temp, { force: true });
  }
  const s = await stat(path);
  const uid = process.getuid?.();
  if (!s.isFile() || (s.mode & 0o022) !== 0 || (uid !== undefined && s.uid !== uid)) throw new Error(`${path} may be written by others`);
  return readFile(path, 'utf8');
}

function basename(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The child side of the isolated prover (proverChild.ts): its IPC channel to the parent process. */
export interface ParentChannel {
  onMessage(handler: (message: unknown) => void): void;
  send(message: unknown): void;
  /** `describe` turns the error that is about to end the process (an emscripten abort thrown from
   *  Z3's thread ends up here) into a last message for the parent; the process then exits (70). */
  onFatal(describe: (error: unknown) => unknown): void;
  exit(code: number): never;
  /** Sends a last message, then exits with `code` (once it is sent, or after 500 ms). */
  sendAndExit(message: unknown, code: number): void;
}

export function parentChannel(): ParentChannel {
  const send = process.send?.bind(process);
  if (!send) throw new Error('proverChild runs only as a child process with an IPC channel');
  // Ctrl-C in a terminal reaches the whole process group: the parent decides (it interrupts us).
  process.on('SIGINT', () => undefined);
  // The parent is gone (it exited or was killed): so are we, even if a Z3 check is still running.
  process.on('disconnect', () => process.exit(0));
  let describe: (error: unknown) => unknown = () => undefined;
  let dying = false;
  const die = (error: unknown): void => {
    if (dying) return;
    dying = true;
    setTimeout(() => process.exit(70), 500).unref();
    try {
      const last = describe(error);
      if (last !== undefined && process.connected) send(last, undefined, undefined, () => process.exit(70));
      else process.exit(70);
    } catch {
      process.exit(70);
    }
  };
  process.on('uncaughtException', die);
  process.on('unhandledRejection', die);
  return {
    onMessage: (handler) => void process.on('message', handler),
    send: (message) => void send(message),
    onFatal: (d) => void (describe = d),
    exit: (code) => process.exit(code),
    sendAndExit: (message, code) => {
      setTimeout(() => process.exit(code), 500).unref();
      send(message, undefined, undefined, () => process.exit(code));
    },
  };
}
