// Stage: scale. `--workers N` over several files: N worker threads (workersThread.ts; each loads its
// own engines and its own Z3) fed from one queue, longest file first; results handed back per file
// index so that output stays in the sorted order of a sequential run. Loaded only when a run has
// more than one file and more than one worker (workers.ts).

import type { Worker } from 'node:worker_threads';
import type { Diagnostic } from '../diag/diagnostic.js';
import { TimeLimitReached } from '../lang/deadline.js';
import type { FileReport, ObligationReport } from '../report/model.js';
import { expectedMs } from './dispatchOrder.js';
import type { Shard } from './shard.js';
import { rejectAll, spawnWorker } from './workerSpawn.js';
import { BaseChecker, type CheckedResult, type CheckerOptions, type FileChecker, type OnObligation } from './workersBase.js';
import { DEFAULT_MAX_FILE_BYTES } from '../host/fileHost.js';

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

/** N worker threads fed from one queue; every file is dispatched at once, results kept per index. */
export class PoolChecker extends BaseChecker implements FileChecker {
  private readonly results: Promise<CheckedResult>[];
  private readonly listeners = new Map<number, OnObligation>();
  private readonly waiting = new Map<number, { resolve: (r: CheckedResult) => void; reject: (e: Error) => void; job: Job }>();
  private readonly queue: Job[] = [];
  private readonly idle: Worker[] = [];
  private readonly all: Worker[] = [];
  private disposed = false;

  /** Files not yet read and looked up in the cache: nothing is dispatched before they all are, so
   *  that the longest file goes first, not the first one read. */
  private unread: number;

  constructor(o: CheckerOptions) {
    super(o);
    this.unread = o.files.length;
    this.results = o.files.map((f, index) => this.start(index, f));
    for (const p of this.results) p.catch(() => undefined); // rejections surface when awaited in check()
  }

  private async start(index: number, f: { relative: string; absolute: string; slice?: Shard }): Promise<CheckedResult> {
    let source: string;
    let result: Promise<CheckedResult> | undefined;
    try {
      const text = await this.o.host.readFile(f.absolute, this.o.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
      source = text.startsWith('\ufeff') ? text.slice(1) : text;
      const hit = await this.fromCache(f.relative, source, f.slice);
      if (hit) return this.store(f.relative, source, hit);
      const job: Job = { index, file: f.relative, text: source, ...(f.slice ? { slice: f.slice } : {}) };
      result = new Promise<CheckedResult>((resolve, reject) => this.waiting.set(index, { resolve, reject, job }));
      this.queue.push(job);
    } finally {
      this.unread--;
      this.pump();
    }
    return this.store(f.relative, source, await this.withSpec(await result, f.relative, source), f.slice);
  }

  private pump(): void {
    if (this.unread > 0) return;
    // Longest first (dispatchOrder.ts), so that the run does not end with one worker on a long file
    // while the rest sit idle. Output order is unaffected.
    this.queue.sort((a, b) => expectedMs(b, this.o.durations) - expectedMs(a, this.o.durations) || a.index - b.index);
    while (this.queue.length > 0 && !this.disposed) {
      const worker = this.idle.pop() ?? (this.all.length < this.o.workers ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      this.o.onDispatch?.(job.file);
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
