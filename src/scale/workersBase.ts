// Stage: scale. What every file checker shares (workers.ts in this thread, workersPool.ts in worker
// threads): the settings that travel to a worker and key the cache, and the cache's get and put
// around a check. Input: the checker's options. Output: CheckedResult per file.

import type { LoadLimits } from '../model/loadLimits.js';
import type { CheckedFile, SymbolicMode } from '../run/checkFile.js';
import type { BoundedOptions, ConfirmRequest, Engines } from '../run/engines.js';
import type { ObligationReport } from '../report/model.js';
import type { ResultCache } from './cache.js';
import type { FileHost } from '../host/fileHost.js';
import type { Shard } from './shard.js';

/** The options of checkFile that travel to a worker (plain data), and key the cache. */
export interface CheckSettings {
  symbolic?: SymbolicMode;
  symbolicOffReason?: string;
  timeoutMs?: number;
  bounded?: BoundedOptions;
  confirm?: ConfirmRequest;
  /** --max-table-entries, --max-claims (model/loadLimits.ts) */
  limits?: LoadLimits;
}

export interface CheckedResult extends CheckedFile {
  cached: boolean;
}

export type OnObligation = (o: ObligationReport) => void;

export interface FileChecker {
  /** The result of file `index` (its path relative to the cwd and its text). */
  check(index: number, file: string, text: string, onObligation?: OnObligation): Promise<CheckedResult>;
  /** Files finished so far (for the progress bar). */
  readonly completed: number;
  dispose(): Promise<void>;
}

export interface CheckerOptions {
  host: FileHost;
  engines: Engines;
  settings: CheckSettings;
  cache?: ResultCache;
  /** With workers > 1, every file is read and dispatched at once (the sources are read again here). */
  workers: number;
  /** With a slice (--shard on a file split across shards, shard.ts): only that slice is checked, and
   *  the result cache is not used (it keys whole files). */
  files: readonly { relative: string; absolute: string; slice?: Shard }[];
  /** Re-load the spec of results computed elsewhere (a worker, the cache): --html needs it. */
  needSpec?: boolean;
  /** false once the run was stopped (Ctrl-C, --total-timeout): results finished from then on may be
   *  cut short by the stop, so they are not stored. Absent: always true. */
  mayStore?: () => boolean;
  /** The run's deadline (epoch ms, --total-timeout) for worker threads' engines (lang/deadline.ts). */
  deadline?: number;
  /** Each file's time in the previous run (ms, durations.ts): the worker threads get the longest first. */
  durations?: ReadonlyMap<string, number>;
  /** --max-file-size: a longer file is not read here (the caller reports it, ZM7011). */
  maxFileBytes?: number;
  /** Told each file as it is handed to a worker thread (the dispatch order; for tests). */
  onDispatch?: (file: string) => void;
}

/** The cache key's options: every setting of checkFile, whole (a setting added later keys the cache
 *  without anyone remembering to add it here). */
export function cacheOptions(s: CheckSettings): unknown {
  return JSON.parse(JSON.stringify(s)) as unknown;
}

export abstract class BaseChecker {
  completed = 0;
  constructor(protected readonly o: CheckerOptions) {}

  protected async fromCache(file: string, text: string, slice?: Shard): Promise<CheckedResult | undefined> {
    if (slice) return undefined;
    const hit = await this.o.cache?.get(file, text, cacheOptions(this.o.settings));
    return hit ? this.withSpec({ report: hit.report, diagnostics: hit.diagnostics, cached: true }, file, text) : undefined;
  }

  /** Stores a fresh result, unless it depends on a time limit or a crash (an obligation that timed
   *  out, the prover killed, the run stopped): the next run must try again, not replay "unknown". */
  protected async store(file: string, text: string, result: CheckedResult, slice?: Shard): Promise<CheckedResult> {
    const storable = !slice && !result.cached && result.timeLimited === undefined && (this.o.mayStore?.() ?? true);
    if (storable) await this.o.cache?.put(file, text, cacheOptions(this.o.settings), result.report, result.diagnostics);
    this.completed++;
    return result;
  }

  protected async withSpec(r: CheckedResult, file: string, text: string): Promise<CheckedResult> {
    if (!this.o.needSpec || r.spec) return r;
    const loaded = await this.o.engines.load(file, text, this.o.settings.limits);
    return loaded.value && !loaded.diagnostics.some((d) => d.severity === 'error') ? { ...r, spec: loaded.value } : r;
  }
}
