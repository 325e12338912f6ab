// Test helper: a Host over the real repository, for running the commands the docs show. Files are
// read from the working tree (never the result cache, so no run shows "cached"), writes stay in
// memory, standard input is empty, and stdout and stderr go to one transcript in the order written, as a terminal shows them.

import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DirEntry, Host } from '../../src/host/host.js';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '');

export interface RepoHost extends Host {
  transcript: () => string;
}

export function repoHost(env: Record<string, string> = {}): RepoHost {
  const written = new Map<string, string>();
  const hidden = (path: string): boolean => path === `${ROOT}/.zermelo-cache` || path.startsWith(`${ROOT}/.zermelo-cache/`);
  const kind = (path: string): 'file' | 'dir' | 'other' | undefined => {
    if (written.has(path)) return 'file';
    if (hidden(path)) return [...written.keys()].some((k) => k.startsWith(`${path}/`)) ? 'dir' : undefined;
    try {
      const s = statSync(path);
      return s.isFile() ? 'file' : s.isDirectory() ? 'dir' : 'other';
    } catch {
      return undefined;
    }
  };
  let transcript = '';
  const write = (text: string): void => void (transcript += text);
  return {
    cwd: ROOT,
    env,
    stdout: { write, isTTY: false },
    stderr: { write, isTTY: false },
    transcript: () => transcript,
    readFile: async (path) => {
      const text = written.get(path);
      if (text !== undefined) return text;
      if (hidden(path)) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return readFileSync(path, 'utf8');
    },
    writeFile: async (path, text) => void written.set(path, text),
    stat: async (path) => kind(path),
    listDir: async (path): Promise<DirEntry[]> =>
      hidden(path) ? [] : readdirSync(path).map((name) => ({ name, kind: kind(join(path, name)) === 'dir' ? 'dir' : kind(join(path, name)) === 'file' ? 'file' : 'other' })),
    now: () => performance.now(),
    readLines: () => ({ next: async () => ({ done: true, value: undefined }), return: async () => ({ done: true, value: undefined }) }), // stdin at its end
  };
}
