// Stage: host. The real Host, backed by Node: process streams, fs/promises, performance.now().
// With parentChannel.ts (the prover child's IPC end) the only file of zermelo that touches
// `process`. writeFile (nodeFiles.ts) is atomic over regular files, so a crash or Ctrl-C never
// leaves a half-written report, and never replaces a device or link.

import { open, readFile, readdir, realpath, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import type { DirEntry, Host, OutStream } from './host.js';
import { FileTooLarge } from './fileHost.js';
import { privateFile, writeReportPath } from './nodeFiles.js';
import { nodeOwnFiles } from './ownFiles.js';

// Once per process: a host made again (a library caller, a test) must not pile up listeners.
let pipeErrorsHandled = false;

export function nodeHost(): Host {
  // `zermelo check | head` closes the pipe early: that is the reader's choice, not an error.
  if (!pipeErrorsHandled) {
    pipeErrorsHandled = true;
    for (const stream of [process.stdout, process.stderr]) {
      stream.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE') throw error;
      });
    }
  }
  return {
    cwd: process.cwd().split('\\').join('/'),
    env: process.env,
    cores: availableParallelism(),
    stdout: outStream(process.stdout),
    stderr: outStream(process.stderr),
    readFile: readUtf8,
    writeFile: (path, text) => writeReportPath(path, text, process.pid),
    ownFiles: nodeOwnFiles(process.pid, process.getuid?.()),
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
      return Promise.all(
        entries.map(async (e): Promise<DirEntry> => ({
          name: e.name,
          kind: e.isFile() ? 'file' : e.isDirectory() ? 'dir' : e.isSymbolicLink() ? await linkKind(`${path}/${e.name}`) : 'other',
        })),
      );
    },
    realPath: (path) => realpath(path),
    now: () => performance.now(),
    // A Z3 worker that ignored its timeout keeps Node alive forever (z3.md §1): give pending output
    // a moment to flush, then end the process. The timer is unref'd, so a clean run exits at once.
    done: (exitCode) => {
      process.exitCode = exitCode;
      setTimeout(() => process.exit(exitCode), 1500).unref();
    },
    privateFile: (path, create) => privateFile(path, create, process.pid, process.getuid?.()),
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

/** A file's text; a file that is not valid UTF-8 is refused (naming the line of the first bad byte)
 *  instead of being read with replacement characters, which would check a different file. */
async function readUtf8(path: string, maxBytes?: number): Promise<string> {
  const bytes = maxBytes === undefined ? await readFile(path) : await readCapped(path, maxBytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const lenient = bytes.toString('utf8');
    const line = lenient.slice(0, lenient.indexOf('\ufffd')).split('\n').length;
    throw new Error(`the file is not UTF-8 text (an invalid byte on line ${line})`);
  }
}

/** At most `maxBytes` bytes of a file: a larger regular file is refused from its size alone, a pipe
 *  or device once it has given one byte more. */
async function readCapped(path: string, maxBytes: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const info = await handle.stat();
    if (info.isFile() && info.size > maxBytes) throw new FileTooLarge(maxBytes, info.size);
    const chunks: Buffer[] = [];
    let length = 0;
    for (;;) {
      const chunk = Buffer.alloc(Math.min(64 * 1024, maxBytes + 1 - length));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      chunks.push(chunk.subarray(0, bytesRead));
      length += bytesRead;
      if (length > maxBytes) throw new FileTooLarge(maxBytes, info.isFile() ? length : undefined);
    }
    return Buffer.concat(chunks, length);
  } finally {
    await handle.close();
  }
}

/** What a symbolic link leads to; 'broken' when it is dangling or loops. */
async function linkKind(path: string): Promise<DirEntry['kind']> {
  try {
    const s = await stat(path);
    return s.isFile() ? 'file' : s.isDirectory() ? 'dir' : 'other';
  } catch {
    return 'broken';
  }
}

function outStream(stream: NodeJS.WriteStream): OutStream {
  return {
    write: (text) => void stream.write(text),
    isTTY: stream.isTTY === true,
    get columns() {
      return stream.isTTY === true && stream.columns > 0 ? stream.columns : undefined;
    },
  };
}

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
