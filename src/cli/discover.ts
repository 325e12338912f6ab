// Stage: cli. Which files `zermelo check` reads: the given files and folders (default conjectures/
// and proofs/), folders searched recursively for .yaml/.yml (hidden folders and node_modules
// skipped). Output: paths relative to the working directory, '/'-separated, sorted, without duplicates.

import type { Host } from '../host/host.js';
import { joinPath, relativePath, resolvePath } from '../host/paths.js';
import { UsageError } from './args.js';

export const DEFAULT_ROOTS = ['conjectures', 'proofs'];

export interface FileRef {
  absolute: string;
  relative: string; // what every report shows; never absolute
}

export async function discoverFiles(host: Host, operands: readonly string[]): Promise<FileRef[]> {
  const explicit = operands.length > 0;
  const roots = explicit ? operands : DEFAULT_ROOTS;
  const found = new Map<string, FileRef>();
  for (const root of roots) {
    const absolute = resolvePath(host.cwd, root);
    const kind = await host.stat(absolute);
    if (kind === undefined) {
      if (explicit) throw new UsageError(`no such file or folder: ${root}`);
      continue;
    }
    if (kind === 'file') add(found, host.cwd, absolute);
    else if (kind === 'dir') for (const f of await walk(host, absolute, new Set())) add(found, host.cwd, f);
  }
  if (found.size === 0) {
    throw new UsageError(
      explicit ? `no .yaml or .yml files in ${roots.join(', ')}` : 'nothing to check: no conjectures/ or proofs/ folder here',
      explicit ? undefined : 'run zermelo in the project folder, or name the files to check',
    );
  }
  return [...found.values()].sort((a, b) => (a.relative < b.relative ? -1 : a.relative > b.relative ? 1 : 0));
}

function add(found: Map<string, FileRef>, cwd: string, absolute: string): void {
  found.set(absolute, { absolute, relative: relativePath(cwd, absolute) });
}

/** Symbolic links count as what they lead to: a linked folder is walked (once, even when links loop
 *  back), and a linked .yaml file — even a dangling one — is checked, so that a broken link is
 *  reported as a file that cannot be read instead of being skipped without a word. */
async function walk(host: Host, dir: string, seen: Set<string>): Promise<string[]> {
  const real = host.realPath ? await host.realPath(dir) : dir;
  if (seen.has(real)) return [];
  seen.add(real);
  const out: string[] = [];
  const entries = await host.listDir(dir);
  for (const e of entries) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const path = joinPath(dir, e.name);
    if (e.kind === 'dir') out.push(...(await walk(host, path, seen)));
    else if ((e.kind === 'file' || e.kind === 'broken') && /\.ya?ml$/i.test(e.name)) out.push(path);
  }
  return out;
}
