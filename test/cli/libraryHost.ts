// Test helper: zermelo's own library (conjectures/ and proofs/) loaded into an in-memory fake host,
// so that main() checks the real files without touching the working tree (the cache stays in memory).

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fakeHost, type FakeHost } from '../e2e/fakeHost.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : /\.ya?ml$/.test(name) ? [path] : [];
  });
}

/** Relative path → text of every library file (optionally only those matching `filter`). */
export function libraryFiles(filter: (file: string) => boolean = () => true): Record<string, string> {
  const out: Record<string, string> = {};
  for (const folder of ['conjectures', 'proofs']) {
    for (const path of walk(join(ROOT, folder))) {
      const file = relative(ROOT, path).split('\\').join('/');
      if (filter(file)) out[file] = readFileSync(path, 'utf8');
    }
  }
  return out;
}

export function libraryHost(files = libraryFiles()): FakeHost {
  return fakeHost(files);
}
