// Stage: cli. `--shard i/n`: which files this run checks, so that a CI matrix of n jobs covers every
// file exactly once. Files are split round-robin in their sorted order: file k (0-based) goes to
// shard (k mod n) + 1. Input: the sorted file list and the option. Output: this shard's files.

import { UsageError } from './args.js';

export interface Shard {
  index: number; // 1-based
  count: number;
}

export function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !(count >= 1) || !(index >= 1) || index > count || !Number.isSafeInteger(count)) {
    throw new UsageError(`--shard needs i/n with 1 ≤ i ≤ n, such as 2/3, not '${text}'`, 'in a CI matrix: --shard ${{ matrix.shard }}/3 with shard: [1, 2, 3]');
  }
  return { index, count };
}

/** This shard's files, in the order given (the union over i = 1..n is the whole list, disjointly). */
export function selectShard<T>(files: readonly T[], shard: Shard | undefined): T[] {
  if (!shard) return [...files];
  return files.filter((_, k) => k % shard.count === shard.index - 1);
}
