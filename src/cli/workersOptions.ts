// Stage: cli. The options of `check` that scale and extend a run: --shard i/n, --workers COUNT,
// --sample COUNT, --seed SEED, --max-memory SIZE, --no-cache; and `--confirm cvc5` (check, prove) and
// `--max-file-size SIZE` (check, prove, explain, table); --max-table-entries COUNT and --max-claims
// COUNT, the limits on a file's data tables (ZM3016) and claims (ZM1042) that the loader checks
// (model/loadLimits.ts), raised for one run.
// Input: parsed options (and the Host's environment for --confirm). Output: typed settings, or a
// usage error (exit 2) that says what a valid value looks like.

import { parseBytes } from '../game/memoryEstimate.js';
import { DEFAULT_MAX_CLAIMS, DEFAULT_MAX_TABLE_ENTRIES, type BoundedOptions, type ConfirmRequest, type LoadLimits } from '../run/engines.js';
import { UsageError, type ParsedArgs } from './args.js';
import type { Shard } from '../scale/shard.js';
import type { Host } from '../host/host.js';
import { DEFAULT_MAX_FILE_BYTES } from '../host/fileHost.js';
import { EXIT } from '../report/exitCodes.js';
import type { Code } from '../diag/codes.js';
import type { Diagnostic } from '../diag/diagnostic.js';
import { diagnosticPt, HINT_LABEL, SEVERITY_LABEL } from '../diag/messagesPt.js';

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

const NOT_INSTALLED = 'ZM7010' satisfies Code;

/** `--confirm cvc5`: which second solver re-checks the obligations Z3 proved (ZERMELO_CVC5 names
 *  another binary): the request for checkFile, undefined without the option, or the exit code after
 *  a clear error (ZM7010, exit 2) when the solver is not installed. */
export async function confirmRequest(args: ParsedArgs, host: Host): Promise<ConfirmRequest | number | undefined> {
  if (args.options.confirm === undefined) return undefined;
  const command = host.env.ZERMELO_CVC5 ?? 'cvc5';
  const { cvc5Version } = await import('../scale/cvc5Process.js');
  if ((await cvc5Version(command)) === undefined) {
    const english: Diagnostic = {
      code: NOT_INSTALLED,
      severity: 'error',
      file: '', // about the option, not a file
      message: `--confirm cvc5 needs the cvc5 solver, and '${command}' does not run`,
      hint: "install Debian's cvc5 (apt-get install --no-install-recommends cvc5), or name the binary in ZERMELO_CVC5",
    };
    const lang = args.options.lang === 'pt' ? 'pt' : 'en';
    const d = lang === 'pt' ? diagnosticPt(english) : english;
    host.stderr.write(`zermelo: ${SEVERITY_LABEL[lang].error} ${d.code}: ${d.message}\n  ${HINT_LABEL[lang]} ${d.hint}\n`);
    return EXIT.usage;
  }
  return { solver: 'cvc5', command };
}

/** --max-file-size SIZE: the largest game file a command reads (host/fileHost.ts DEFAULT_MAX_FILE_BYTES
 *  by default), checked before the file is read whole or parsed. */
export function maxFileBytes(options: Readonly<Record<string, unknown>>): number {
  const given = options['max-file-size'];
  if (given === undefined) return DEFAULT_MAX_FILE_BYTES;
  const bytes = parseBytes(String(given));
  if (bytes === undefined) throw new UsageError(`--max-file-size needs a size such as 8M, 512K or 1GiB, not '${String(given)}'`);
  return bytes;
}

function positive(options: Readonly<Record<string, unknown>>, name: string, example: number): number | undefined {
  const v = options[name];
  if (v === undefined) return undefined;
  const n = Number(v);
  if (typeof v !== 'string' || !/^\d+$/.test(v.trim()) || !Number.isSafeInteger(n) || n < 1) {
    throw new UsageError(`--${name} needs a whole number ≥ 1, such as ${example}, not '${String(v)}'`);
  }
  return n;
}

export function loadLimits(options: Readonly<Record<string, unknown>>): LoadLimits {
  const tables = positive(options, 'max-table-entries', 2 * DEFAULT_MAX_TABLE_ENTRIES);
  const claims = positive(options, 'max-claims', 2 * DEFAULT_MAX_CLAIMS);
  return { ...(tables !== undefined ? { maxTableEntries: tables } : {}), ...(claims !== undefined ? { maxClaims: claims } : {}) };
}
