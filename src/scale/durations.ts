// Stage: scale. Each file's time in the previous run, kept next to the result cache
// (.zermelo-cache/durations.tsv, one `milliseconds<TAB>path` line per file) for the dispatch order of
// `--workers N` (dispatchOrder.ts). Only the order depends on it, so it is not authenticated like the
// cache's entries; it is written only where the cache is (a key exists), and a line that does not
// parse is skipped. Reads and writes never fail a run.

import type { ResultCache } from './cache.js';
import type { FileHost } from '../host/fileHost.js';

export const DURATIONS_FILE = 'durations.tsv';

export class FileDurations {
  private readonly previous = new Map<string, number>();
  private readonly fresh = new Map<string, number>();
  private loaded = false;

  constructor(
    private readonly host: FileHost,
    private readonly cache: ResultCache,
  ) {}

  private get path(): string {
    return `${this.cache.dir}/${DURATIONS_FILE}`;
  }

  /** The times of the previous run (milliseconds per file path). */
  async read(): Promise<ReadonlyMap<string, number>> {
    if (this.loaded) return this.previous;
    this.loaded = true;
    let text = '';
    try {
      text = await this.host.readFile(this.path);
    } catch {
      return this.previous; // no previous run
    }
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
    try {
      // removed first, like a cache entry: writeFile follows a symbolic link planted in the folder
      await this.host.removeFile?.(this.path);
      await this.host.writeFile(this.path, text);
    } catch {
      // a read-only checkout: the next run guesses the order
    }
  }
}
