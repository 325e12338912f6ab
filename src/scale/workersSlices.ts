// Stage: scale. `--workers N` on a single file: the bounded check of its region is split into N
// contiguous slices (check/checkBounded.ts `slice`), one per worker thread, and merged back
// (check/mergeSlices.ts) into exactly the unsliced result before the report is built. The truth is
// solved once in this thread and copied to the workers (each slice needs all of it). Files whose
// estimated work is below SLICE_MIN_WORK (regionWork.ts) are checked in this thread as before.
// Input: the engines of the run, a pool size. Output: engines whose bounded stage slices.

import type { LoadLimits } from '../model/loadLimits.js';
import type { Worker } from 'node:worker_threads';
import { solveSweep } from '../check/checkBounded.js';
import { mergeSlices } from '../check/mergeSlices.js';
import { TimeLimitReached } from '../lang/deadline.js';
import type { BoundedResult } from '../check/result.js';
import type { Solution } from '../solve/solution.js';
import type { Spec } from '../model/model.js';
import { boundedStage } from '../run/boundedStage.js';
import type { Engines } from '../run/engines.js';
import { fromBounded } from '../run/fromBounded.js';
import { regionWork, SLICE_MIN_WORK } from './regionWork.js';
import { rejectAll, spawnWorker } from './workerSpawn.js';

/** What a worker thread answers to a `slice` request (workersSliceThread.ts). */
export type SliceReply = { type: 'slice-done'; id: number; result: BoundedResult } | { type: 'slice-error'; id: number; message: string; timeLimit?: boolean };

export interface SliceRequest {
  type: 'slice';
  id: number;
  file: string;
  text: string;
  /** the limits the file was loaded under (Spec.limits) */
  limits?: LoadLimits;
  index: number;
  count: number;
  /** The truth of each run, solved once in the calling thread (checkBounded's `solutions`). */
  solutions: (Solution | undefined)[];
  /** The run's deadline (epoch ms, --total-timeout), polled by the thread's engine (lang/deadline.ts). */
  deadline?: number;
}

/** `size` worker threads, started on first use; each checks one slice of a file at a time. */
export class SlicePool {
  private readonly workers: Worker[] = [];
  private readonly pending = new Map<number, { resolve: (r: BoundedResult) => void; reject: (e: Error) => void }>();
  private nextId = 0;
  private disposed = false;

  constructor(
    readonly size: number,
    private readonly deadline?: number,
  ) {}

  /** The bounded check of a file, its region split into `size` slices checked in parallel, merged.
   *  The truth is solved once, here (while the threads start), and copied to every thread. */
  async check(spec: Spec): Promise<BoundedResult> {
    while (this.workers.length < this.size) this.workers.push(this.spawn());
    const solutions = solveSweep(spec);
    const slices = await Promise.all(
      this.workers.map((w, k) =>
        this.ask(w, {
          type: 'slice',
          id: this.nextId++,
          file: spec.file,
          text: spec.source,
          ...(spec.limits ? { limits: spec.limits } : {}),
          index: k + 1,
          count: this.size,
          solutions,
          ...(this.deadline !== undefined ? { deadline: this.deadline } : {}),
        }),
      ),
    );
    return mergeSlices(slices);
  }

  private ask(worker: Worker, request: SliceRequest): Promise<BoundedResult> {
    return new Promise((resolve, reject) => {
      this.pending.set(request.id, { resolve, reject });
      worker.postMessage(request);
    });
  }

  private spawn(): Worker {
    const worker = spawnWorker(
      'workersSliceThread',
      () => !this.disposed && this.pending.size > 0,
      (error) => rejectAll(this.pending, error),
    );
    worker.on('message', (m: SliceReply) => {
      const p = this.pending.get(m.id);
      this.pending.delete(m.id);
      if (!p) return;
      if (m.type === 'slice-done') p.resolve(m.result);
      else p.reject(m.timeLimit ? new TimeLimitReached() : new Error(m.message));
    });
    return worker;
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** The engines with a bounded stage that splits large regions over the pool. */
export function slicedEngines(base: Engines, pool: SlicePool): Engines {
  return {
    ...base,
    async bounded(spec, opts) {
      if (regionWork(spec) < SLICE_MIN_WORK) return base.bounded(spec, opts);
      return boundedStage(spec, opts ?? {}, async (s) => fromBounded(s, await pool.check(s)));
    },
  };
}
