// Stage: scale. Checks files for `check` (and the vitest integration): through the result cache, then
// checkFile — in this thread, or with `--workers N` in N worker threads (workersPool.ts), results
// handed back per file index so that output stays in the sorted order of a sequential run. A single
// file with `--workers N` has its region split into N slices instead (workersSlices.ts). The worker
// machinery is imported only by a run that uses it (start-up: docs/performance.md). Input: files,
// settings. Output: one CheckedFile per file.

import { checkFile } from '../run/checkFile.js';
import { BaseChecker, type CheckedResult, type CheckerOptions, type FileChecker, type OnObligation } from './workersBase.js';

export { cacheOptions, type CheckSettings, type CheckedResult, type CheckerOptions, type FileChecker } from './workersBase.js';

export async function createChecker(o: CheckerOptions): Promise<FileChecker> {
  if (o.workers > 1 && o.files.length > 1) return new (await import('./workersPool.js')).PoolChecker(o);
  if (o.workers <= 1) return new LocalChecker(o);
  // One file and several workers: its region is split into `workers` slices checked in parallel
  // (when it is large enough, workersSlices.ts), the rest of the file runs in this thread.
  const { SlicePool, slicedEngines } = await import('./workersSlices.js');
  const pool = new SlicePool(o.workers, o.deadline);
  return new LocalChecker({ ...o, engines: slicedEngines(o.engines, pool) }, () => pool.dispose());
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
    const engines = slice ? (await import('./shardSlice.js')).shardSliceEngines(this.o.engines, slice) : this.o.engines;
    const checked = await checkFile(file, text, { engines, now: () => host.now(), ...settings, ...(onObligation ? { onObligation } : {}) });
    return this.store(file, text, { ...checked, cached: false }, slice);
  }

  async dispose(): Promise<void> {
    await this.onDispose?.();
  }
}
