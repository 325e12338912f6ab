// Stage: cli. The options of `check` that scale and extend a run: --shard i/n, --workers COUNT,
// --sample COUNT, --seed SEED, --max-memory SIZE, --no-cache. Input: parsed options. Output: typed
// settings, or a usage error (exit 2) that says what a valid value looks like.

import { parseBytes } from '../game/memoryEstimate.js';
import type { BoundedOptions } from '../run/engines.js';
import { UsageError } from './args.js';
import type { Shard } from '../scale/shard.js';

export interface ScaleOptions {
  shard?: Shard;
  /** --workers COUNT; undefined: `auto` (see autoWorkers). */
  workers?: number;
  cache: boolean;
  bounded: BoundedOptions;
}

function count(options: Record<string, string | true>, name: string, min: number, example: string): number | undefined {
  const v = options[name];
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== 'string' || !/^\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < min) {
    throw new UsageError(`--${name} needs a whole number${min > 0 ? ` ≥ ${min}` : ''}, such as ${example}, not '${String(v)}'`);
  }
  return n;
}

export function parseScaleOptions(options: Record<string, string | true>): ScaleOptions {
  const bounded: BoundedOptions = {};
  const sample = count(options, 'sample', 0, '10000');
  const seed = count(options, 'seed', 0, '42');
  if (sample !== undefined) bounded.sample = sample;
  if (seed !== undefined) bounded.seed = seed;
  if (options['max-memory'] !== undefined) {
    const bytes = parseBytes(String(options['max-memory']));
    if (bytes === undefined) throw new UsageError(`--max-memory needs a size such as 8G, 512M or 2GiB, not '${String(options['max-memory'])}'`);
    bounded.maxMemoryBytes = bytes;
  }
  const workers = options.workers === 'auto' ? undefined : count(options, 'workers', 1, '4 or auto');
  const out: ScaleOptions = { ...(workers !== undefined ? { workers } : {}), cache: options['no-cache'] !== true, bounded };
  if (typeof options.shard === 'string') out.shard = parseShard(options.shard);
  return out;
}

/** The default worker count (`--workers auto`): one thread per core, at most 4 (each thread has its
 *  own Z3 child, up to 1.5 GB), and 1 for a single file — slicing one region pays only with idle
 *  cores, so it is asked for explicitly. ZERMELO_WORKERS overrides the core count. */
export function autoWorkers(cores: number | undefined, env: Readonly<Record<string, string | undefined>>, files: number): number {
  const fromEnv = env.ZERMELO_WORKERS !== undefined && /^\d+$/.test(env.ZERMELO_WORKERS) ? Number(env.ZERMELO_WORKERS) : undefined;
  const n = fromEnv ?? Math.min(cores ?? 1, 4);
  return files <= 1 ? 1 : Math.max(1, Math.min(n, files));
}

/** `--shard i/n`, 1 ≤ i ≤ n. */
export function parseShard(text: string): Shard {
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const index = m ? Number(m[1]) : NaN;
  const count = m ? Number(m[2]) : NaN;
  if (!m || !(count >= 1) || !(index >= 1) || index > count || !Number.isSafeInteger(count)) {
    throw new UsageError(`--shard needs i/n with 1 ≤ i ≤ n, such as 2/3, not '${text}'`, 'in a CI matrix: --shard ${{ matrix.shard }}/3 with shard: [1, 2, 3]');
  }
  return { index, count };
}
