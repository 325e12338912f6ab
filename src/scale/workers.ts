// Stage: scale. Checks files for `check` (and the vitest integration): through the result cache, then
// checkFile — in this thread, or with `--workers N` in N worker threads (workersThread.ts; each loads
// its own engines and its own Z3), results handed back per file index so that output stays in the
// sorted order of a sequential run. A single file with `--workers N` has its region split into N
// slices instead (workersSlices.ts). Input: files, settings. Output: one CheckedFile per file.

import type { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diag/diagnostic.js';
import { TimeLimitReached } from '../lang/deadline.js';
import { checkFile, type CheckedFile, type SymbolicMode } from '../run/checkFile.js';
import type { BoundedOptions, Engines } from '../run/engines.js';
import type { FileReport, ObligationReport } from '../report/model.js';
import type { ResultCache } from './cache.js';
import type { FileHost } from '../host/fileHost.js';
import type { Shard } from './shard.js';
import { shardSliceEngines } from './shardSlice.js';
import { rejectAll, spawnWorker } from './workerSpawn.js';
import { SlicePool, slicedEngines } from './workersSlices.js';

/** The options of checkFile that travel to a worker (plain data), and key the cache. */
export interface CheckSettings {
  symbolic?: SymbolicMode;
  symbolicOffReason?: string;
  timeoutMs?: number;
  bounded?: BoundedOptions;
}

export interface CheckedResult extends CheckedFile {
  cached: boolean;
}

type OnObligation = (o: ObligationReport) => void;

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
}

/** The cache key's options: every setting of checkFile, whole (a setting added later keys the cache
 *  without anyone remembering to add it here). */
export function cacheOptions(s: CheckSettings): unknown {
  return JSON.parse(JSON.stringify(s)) as unknown;
}

export function createChecker(o: CheckerOptions): FileChecker {
  if (o.workers > 1 && o.files.length > 1) return new PoolChecker(o);
  if (o.workers <= 1) return new LocalChecker(o);
  // One file and several workers: its region is split into `workers` slices checked in parallel
  // (when it is large enough, workersSlices.ts), the rest of the file runs in this thread.
  const pool = new SlicePool(o.workers, o.deadline);
  return new LocalChecker({ ...o, engines: slicedEngines(o.engines, pool) }, () => pool.dispose());
}

abstract class BaseChecker {
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
    const loaded = await this.o.engines.load(file, text);
    return loaded.value && !loaded.diagnostics.some((d) => d.severity === 'error') ? { ...r, spec: loaded.value } : r;
  }
}

/** In this thread, one file at a time, when asked. */
class LocalChecker extends BaseChecker implements FileChecker {
  constructor(
    o: CheckerOptions,
    private readonly onDispose?: () => Promise<void>,
  ) {
    super(o);
  }

  async check(index: number, file: string, text: string, onObligation?: OnObligation): Promise<CheckedResult> {
    const slice = this.o.files[index]?.slice;
    const hit = await this.fromCache(file, text, slice);
    if (hit) return this.store(file, text, hit);
    const { settings, host } = this.o;
    const engines = slice ? shardSliceEngines(this.o.engines, slice) : this.o.engines;
    const checked = await checkFile(file, text, { engines, now: () => host.now(), ...settings, ...(onObligation ? { onObligation } : {}) });
    return this.store(file, text, { ...checked, cached: false }, slice);
  }

  async dispose(): Promise<void> {
    await this.onDispose?.();
  }
}

interface Job {
  index: number;
  file: string;
  text: string;
  slice?: Shard;
}

type Reply =
  | { type: 'obligation'; index: number; obligation: ObligationReport }
  | { type: 'done'; index: number; report: FileReport; diagnostics: Diagnostic[]; timeLimited?: string }
  | { type: 'error'; index: number; message: string; timeLimit?: boolean };

/** A rough cost class of a file, read from its path and text: a proof is the slow kind. */
function weight(job: Job): number {
  return job.file.startsWith('proofs/') || job.file.includes('/proofs/') || /^expect:\s*proved\b/m.test(job.text) ? 1 : 0;
}

/** N worker threads fed from one queue; every file is dispatched at once, results kept per index. */
class PoolChecker extends BaseChecker implements FileChecker {
  private readonly results: Promise<CheckedResult>[];
  private readonly listeners = new Map<number, OnObligation>();
  private readonly waiting = new Map<number, { resolve: (r: CheckedResult) => void; reject: (e: Error) => void; job: Job }>();
  private readonly queue: Job[] = [];
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private disposed = false;

  constructor(o: CheckerOptions) {
    super(o);
    this.results = o.files.map((f, index) => this.start(index, f));
    for (const p of this.results) p.catch(() => undefined); // rejections surface when awaited in check()
  }

  private async start(index: number, f: { relative: string; absolute: string; slice?: Shard }): Promise<CheckedResult> {
    const text = await this.o.host.readFile(f.absolute);
    const source = text.startsWith('\ufeff') ? text.slice(1) : text;
    const hit = await this.fromCache(f.relative, source, f.slice);
    if (hit) return this.store(f.relative, source, hit);
    const result = await new Promise<CheckedResult>((resolve, reject) => {
      const job: Job = { index, file: f.relative, text: source, ...(f.slice ? { slice: f.slice } : {}) };
      this.waiting.set(index, { resolve, reject, job });
      this.queue.push(job);
      this.pump();
    });
    return this.store(f.relative, source, await this.withSpec(result, f.relative, source), f.slice);
  }

  private pump(): void {
    // Longest first: files that must be proved (Z3, seconds each) before the others, so that the
    // run does not end with one worker proving while the rest sit idle. Output order is unaffected.
    this.queue.sort((a, b) => weight(b) - weight(a) || a.index - b.index);
    while (this.queue.length > 0 && !this.disposed) {
      const worker = this.idle.pop() ?? (this.all.length < this.o.workers ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      worker.postMessage({ type: 'check', index: job.index, file: job.file, text: job.text, settings: this.o.settings, deadline: this.o.deadline, ...(job.slice ? { slice: job.slice } : {}) });
    }
  }

  private spawn(): Worker {
    const worker = spawnWorker(
      'workersThread',
      () => !this.disposed && this.waiting.size > 0,
      (error) => rejectAll(this.waiting, error),
    );
    this.all.push(worker);
    worker.on('message', (m: Reply) => this.receive(worker, m));
    return worker;
  }

  private receive(worker: Worker, m: Reply): void {
    if (m.type === 'obligation') return this.listeners.get(m.index)?.(m.obligation);
    const w = this.waiting.get(m.index);
    this.waiting.delete(m.index);
    this.idle.push(worker);
    this.pump();
    if (!w) return;
    if (m.type === 'error') w.reject(m.timeLimit ? new TimeLimitReached() : new Error(m.message));
    else w.resolve({ report: m.report, diagnostics: m.diagnostics, cached: false, ...(m.timeLimited !== undefined ? { timeLimited: m.timeLimited } : {}) });
  }

  check(index: number, _file: string, _text: string, onObligation?: OnObligation): Promise<CheckedResult> {
    if (onObligation) this.listeners.set(index, onObligation);
    return this.results[index]!;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await Promise.all(this.all.map((w) => w.terminate()));
  }
}
