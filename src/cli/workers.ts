// Stage: cli. Checks files for `check` (and the vitest integration): through the result cache, then
// checkFile — in this thread, or with `--workers N` in N worker threads (workersThread.ts; each loads
// its own engines and its own Z3), results handed back per file index so that output stays in the
// sorted order of a sequential run. Input: files, settings. Output: one CheckedFile per file.

import { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diag/diagnostic.js';
import { checkFile, type CheckedFile, type SymbolicMode } from '../report/checkFile.js';
import type { BoundedOptions, Engines } from '../report/engines.js';
import type { FileReport, ObligationReport } from '../report/model.js';
import type { ResultCache } from './cache.js';
import type { Host } from './host.js';

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
  host: Host;
  engines: Engines;
  settings: CheckSettings;
  cache?: ResultCache;
  /** With workers > 1, every file is read and dispatched at once (the sources are read again here). */
  workers: number;
  files: readonly { relative: string; absolute: string }[];
  /** Re-load the spec of results computed elsewhere (a worker, the cache): --html needs it. */
  needSpec?: boolean;
}

export function cacheOptions(s: CheckSettings): Record<string, string | number | boolean | undefined> {
  return { symbolic: s.symbolic, symbolicOffReason: s.symbolicOffReason, timeoutMs: s.timeoutMs, sample: s.bounded?.sample, seed: s.bounded?.seed, maxMemoryBytes: s.bounded?.maxMemoryBytes };
}

export function createChecker(o: CheckerOptions): FileChecker {
  return o.workers > 1 && o.files.length > 1 ? new PoolChecker(o) : new LocalChecker(o);
}

abstract class BaseChecker {
  completed = 0;
  constructor(protected readonly o: CheckerOptions) {}

  protected async fromCache(file: string, text: string): Promise<CheckedResult | undefined> {
    const report = await this.o.cache?.get(file, text, cacheOptions(this.o.settings));
    return report ? this.withSpec({ report, diagnostics: [], cached: true }, file, text) : undefined;
  }

  protected async store(file: string, text: string, result: CheckedResult): Promise<CheckedResult> {
    await this.o.cache?.put(file, text, cacheOptions(this.o.settings), result.report);
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
  async check(_index: number, file: string, text: string, onObligation?: OnObligation): Promise<CheckedResult> {
    const hit = await this.fromCache(file, text);
    if (hit) return this.store(file, text, hit);
    const { engines, settings, host } = this.o;
    const checked = await checkFile(file, text, { engines, now: () => host.now(), ...settings, ...(onObligation ? { onObligation } : {}) });
    return this.store(file, text, { ...checked, cached: false });
  }

  async dispose(): Promise<void> {}
}

interface Job {
  index: number;
  file: string;
  text: string;
}

type Reply =
  | { type: 'obligation'; index: number; obligation: ObligationReport }
  | { type: 'done'; index: number; report: FileReport; diagnostics: Diagnostic[] }
  | { type: 'error'; index: number; message: string };

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

  private async start(index: number, f: { relative: string; absolute: string }): Promise<CheckedResult> {
    const text = await this.o.host.readFile(f.absolute);
    const source = text.startsWith('\ufeff') ? text.slice(1) : text;
    const hit = await this.fromCache(f.relative, source);
    if (hit) return this.store(f.relative, source, hit);
    const result = await new Promise<CheckedResult>((resolve, reject) => {
      const job = { index, file: f.relative, text: source };
      this.waiting.set(index, { resolve, reject, job });
      this.queue.push(job);
      this.pump();
    });
    return this.store(f.relative, source, await this.withSpec(result, f.relative, source));
  }

  private pump(): void {
    while (this.queue.length > 0 && !this.disposed) {
      const worker = this.idle.pop() ?? (this.all.length < this.o.workers ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      worker.postMessage({ type: 'check', index: job.index, file: job.file, text: job.text, settings: this.o.settings });
    }
  }

  private spawn(): Worker {
    const fromSource = import.meta.url.endsWith('.ts');
    // Running from the TypeScript sources (tests): the worker strips types with a dev-only loader.
    const entry = new URL(fromSource ? './workersThread.ts' : './workersThread.js', import.meta.url);
    const hooks = new URL('./workersHooks.mjs', import.meta.url).href;
    const execArgv = fromSource ? ['--import', `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(hooks)});`] : [];
    const worker = new Worker(entry, { execArgv });
    this.all.push(worker);
    worker.on('message', (m: Reply) => this.receive(worker, m));
    // A crashed worker is a bug in zermelo: every pending file fails with it (exit 70).
    const fail = (error: Error): void => {
      const pending = [...this.waiting.values()];
      this.waiting.clear();
      for (const w of pending) w.reject(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => {
      if (!this.disposed && this.waiting.size > 0) fail(new Error(`a worker thread stopped unexpectedly (exit code ${code})`));
    });
    return worker;
  }

  private receive(worker: Worker, m: Reply): void {
    if (m.type === 'obligation') return this.listeners.get(m.index)?.(m.obligation);
    const w = this.waiting.get(m.index);
    this.waiting.delete(m.index);
    this.idle.push(worker);
    this.pump();
    if (!w) return;
    if (m.type === 'error') w.reject(new Error(m.message));
    else w.resolve({ report: m.report, diagnostics: m.diagnostics, cached: false });
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
