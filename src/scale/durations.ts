// Stage: scale. Each file's time in the previous run, kept next to the result cache
// (.zermelo-cache/durations.tsv, one `milliseconds<TAB>path` line per file) for the dispatch order of
// `--workers N` (dispatchOrder.ts). Only the order depends on it, so it is not authenticated like the
// cache's entries; it is written only where the cache is (a key exists), and a line that does not
// parse is skipped. Reads and writes never fail a run; both go through the cache's folder rules
// (cacheFolder.ts: a regular file, never a link or FIFO, read within MAX_DURATIONS_BYTES).

import type { ResultCache } from './cache.js';

export const DURATIONS_FILE = 'durations.tsv';
/** About 40 000 files' lines; a longer file is ignored (the order is then guessed). */
export const MAX_DURATIONS_BYTES = 4 * 1024 * 1024;

export class FileDurations {
  private readonly previous = new Map<string, number>();
  private readonly fresh = new Map<string, number>();
  private loaded = false;

  constructor(private readonly cache: ResultCache) {}

  /** The times of the previous run (milliseconds per file path). */
  async read(): Promise<ReadonlyMap<string, number>> {
    if (this.loaded) return this.previous;
    this.loaded = true;
    const text = await this.cache.folder.read(DURATIONS_FILE, MAX_DURATIONS_BYTES);
    if (text === undefined) return this.previous; // no previous run (or a file that is not ours)
    for (const line of text.split('\n')) {
      const m = /^(\d+(?:\.\d+)?)\t(.+)$/.exec(line);
      if (m && Number.isFinite(Number(m[1]))) this.previous.set(m[2]!, Number(m[1]));
    }
    return this.previous;
  }

  /** A file checked in this run (not a cached result) and its time. */
  note(file: string, ms: number): void {
    if (!/[\t\n\r]/.test(file) && Number.isFinite(ms) && ms >= 0) this.fresh.set(file, ms);
  }

  /** Writes the previous times updated with this run's; only where the cache is kept. */
  async save(): Promise<void> {
    if (this.fresh.size === 0 || (await this.cache.key()).secret === undefined) return;
    const all = new Map([...(await this.read()), ...this.fresh]);
    const text = [...all]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([file, ms]) => `${Math.round(ms)}\t${file}\n`)
      .join('');
    await this.cache.folder.write(DURATIONS_FILE, text); // false on a read-only checkout: the next run guesses the order
  }
}
