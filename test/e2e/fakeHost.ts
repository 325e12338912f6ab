// A Host held in memory, for running main() in-process: files under a fake root, captured stdout and
// stderr, a clock that only moves when told (so durations are deterministic), and chosen env/TTY.

import type { DirEntry, Host } from '../../src/host/host.js';
import { FileTooLarge } from '../../src/host/fileHost.js';

export interface FakeHost extends Host {
  files: Map<string, string>;
  out: () => string;
  err: () => string;
}

/** The error of a write that fails: permission denied (true), or a full disk / quota, which the real
 *  host meets with nothing written (its writers go through a temporary file: test/host/fullDisk.test.ts). */
function writeFailure(kind: true | 'ENOSPC' | 'EDQUOT'): Error {
  const code = kind === true ? 'EACCES' : kind;
  return Object.assign(new Error(`${code}: write failed`), { code });
}

export function fakeHost(
  files: Record<string, string> = {},
  opts: { env?: Record<string, string>; tty?: boolean; columns?: number; cwd?: string; failWrites?: boolean | 'ENOSPC' | 'EDQUOT'; cacheKeyFile?: string } = {},
): FakeHost {
  const cwd = opts.cwd ?? '/repo';
  const store = new Map<string, string>();
  for (const [path, text] of Object.entries(files)) store.set(path.startsWith('/') ? path : `${cwd}/${path}`, text);
  const madeDirs = new Set<string>(); // empty folders made by ownFiles.makeDir
  let stdout = '';
  let stderr = '';
  const isDir = (path: string): boolean => [...store.keys()].some((k) => k.startsWith(path.endsWith('/') ? path : `${path}/`));
  return {
    cwd,
    env: opts.env ?? {},
    files: store,
    stdout: { write: (t) => void (stdout += t), isTTY: opts.tty === true, columns: opts.columns },
    stderr: { write: (t) => void (stderr += t), isTTY: opts.tty === true, columns: opts.columns },
    out: () => stdout,
    err: () => stderr,
    readFile: async (path, maxBytes) => {
      const text = store.get(path);
      if (text === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      if (maxBytes !== undefined && Buffer.byteLength(text) > maxBytes) throw new FileTooLarge(maxBytes, Buffer.byteLength(text));
      return text;
    },
    writeFile: async (path, text) => {
      if (opts.failWrites) throw writeFailure(opts.failWrites);
      store.set(path, text);
    },
    // the cache's operations: in memory there are no links, FIFOs or other users (real ones: cache.links.test.ts)
    ownFiles: {
      lstat: async (path) => (store.has(path) ? { kind: 'file', mine: true } : isDir(path) || madeDirs.has(path) ? { kind: 'dir', mine: true } : undefined),
      list: async (path) => [...new Set([...store.keys()].filter((k) => k.startsWith(`${path}/`)).map((k) => k.slice(path.length + 1).split('/')[0]!))],
      read: async (path, maxBytes) => {
        const text = store.get(path);
        if (text === undefined || Buffer.byteLength(text) > maxBytes) throw new Error(`cannot read ${path}`);
        return text;
      },
      replace: async (path, text) => {
        if (opts.failWrites) throw writeFailure(opts.failWrites);
        store.set(path, text);
      },
      remove: async (path) => void store.delete(path),
      makeDir: async (path) => void madeDirs.add(path),
    },
    stat: async (path) => (store.has(path) ? 'file' : isDir(path) ? 'dir' : undefined),
    listDir: async (path): Promise<DirEntry[]> => {
      const prefix = path.endsWith('/') ? path : `${path}/`;
      const names = new Map<string, DirEntry['kind']>();
      for (const key of store.keys()) {
        if (!key.startsWith(prefix)) continue;
        const rest = key.slice(prefix.length);
        const slash = rest.indexOf('/');
        names.set(slash < 0 ? rest : rest.slice(0, slash), slash < 0 ? 'file' : 'dir');
      }
      return [...names].map(([name, kind]) => ({ name, kind }));
    },
    now: () => 0,
    // the per-user key of the result cache, outside the project folder (kept in `files`)
    cacheKeyFile: opts.cacheKeyFile ?? '/home/user/.config/zermelo/cache-key',
    privateFile: async (path, create) => {
      if (!store.has(path)) store.set(path, create());
      return store.get(path)!;
    },
  };
}
