// Stage: scale. `--shard i/n`: which files this run checks, so that a CI matrix of n jobs covers every
// file exactly once. Files are split round-robin in their sorted order: file k (0-based) goes to
// shard (k mod n) + 1. A file whose bounded check is large (regionWork.ts, at least
// shardSplitWork(env) position × move visits) is instead split into n contiguous slices of its region:
// every shard checks its own slice of it (planShard); the other files go round-robin among the rest.
// Input: the sorted file list and the option. Output: this shard's files, with a slice where split.

import { loadSpec } from '../model/loadSpec.js';
import { DEFAULT_MAX_FILE_BYTES, type FileHost } from '../host/fileHost.js';
import { regionWork } from './regionWork.js';

export interface Shard {
  index: number; // 1-based
  count: number;
}

/** This shard's files, in the order given (the union over i = 1..n is the whole list, disjointly). */
export function selectShard<T>(files: readonly T[], shard: Shard | undefined): T[] {
  if (!shard) return [...files];
  return files.filter((_, k) => k % shard.count === shard.index - 1);
}

/** Position × move visits from which a file is split across the shards (about 5–20 s of checking);
 *  ZERMELO_SHARD_SPLIT=WORK overrides it (0: never split, as before). */
export const SHARD_SPLIT_WORK = 50_000_000;

export function shardSplitWork(env: Record<string, string | undefined>): number {
  const v = env.ZERMELO_SHARD_SPLIT;
  if (v === undefined || !/^\s*\d+\s*$/.test(v)) return SHARD_SPLIT_WORK;
  const n = Number(v);
  return n === 0 ? Infinity : n;
}

export interface ShardFile {
  relative: string;
  absolute: string;
  /** Only this slice of the file's region is checked here (the other shards check the others). */
  slice?: Shard;
}

/** The plan for shard `shard` given each file's work: split files (work ≥ splitAt) in every shard with
 *  its slice, the others round-robin among themselves; order kept. */
export function planFiles<T extends { relative: string; absolute: string }>(files: readonly T[], work: readonly number[], shard: Shard, splitAt: number): (T & { slice?: Shard })[] {
  const split = (k: number): boolean => shard.count > 1 && work[k]! >= splitAt;
  let small = 0;
  const out: (T & { slice?: Shard })[] = [];
  files.forEach((f, k) => {
    if (split(k)) out.push({ ...f, slice: shard });
    else if (small++ % shard.count === shard.index - 1) out.push(f);
  });
  return out;
}

/** This shard's files: every file is read and loaded to estimate its work (only when sharding). */
export async function planShard(host: FileHost, files: readonly { relative: string; absolute: string }[], shard: Shard | undefined, maxFileBytes = DEFAULT_MAX_FILE_BYTES): Promise<ShardFile[]> {
  if (!shard) return [...files];
  const splitAt = shardSplitWork(host.env);
  if (shard.count === 1 || splitAt === Infinity) return selectShard(files, shard);
  const work = await Promise.all(files.map((f) => fileWork(host, f, maxFileBytes)));
  return planFiles(files, work, shard, splitAt);
}

async function fileWork(host: FileHost, f: { relative: string; absolute: string }, maxFileBytes: number): Promise<number> {
  try {
    const raw = await host.readFile(f.absolute, maxFileBytes);
    const text = raw.startsWith('\ufeff') ? raw.slice(1) : raw;
    const loaded = loadSpec(f.relative, text);
    if (!loaded.value || loaded.diagnostics.some((d) => d.severity === 'error')) return 0;
    return regionWork(loaded.value);
  } catch {
    return 0; // unreadable or not loadable: checked whole (and reported) by its round-robin shard
  }
}
