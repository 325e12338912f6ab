// Stage: scale. The result cache: one JSON entry per checked file under .zermelo-cache/, keyed by the
// file's path and content hash, zermelo's version and build, and every option that changes a result.
// Each entry carries an HMAC-SHA256 over all of it (key, date, report, diagnostics) with a secret the
// project folder does not hold (cacheKey.ts): without the secret nothing is read or written, and an
// entry whose MAC does not verify is ignored and overwritten. Writes never fail a run. The folder is
// used only through cacheFolder.ts: a real folder of this user, regular files of its own names.

import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Diagnostic } from '../diag/diagnostic.js';
import type { FileReport } from '../report/model.js';
import { stableStringify } from '../report/renderJson.js';
import { VERSION } from '../report/version.js';
import { buildFingerprint } from './cacheFingerprint.js';
import { CacheFolder } from './cacheFolder.js';
import { loadCacheKey, type CacheKey } from './cacheKey.js';
import { isCachedDiagnostic, isFileReport } from './cacheShape.js';
import type { FileHost } from '../host/fileHost.js';

export { buildFingerprint } from './cacheFingerprint.js';

export const CACHE_DIR = '.zermelo-cache';
const FORMAT = 2;
/** The names of entries: this format's (build-hash.json) and the old format's (hash.json). */
const ENTRY_NAME = /^(?:[0-9a-f]{16}-)?[0-9a-f]{64}\.json$/;
const IGNORE_FILE = '.gitignore';
/** Entries older than this are pruned (and no longer trusted), whatever their build. */
export const MAX_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Everything besides the file that can change a result (the whole CheckSettings, as JSON). */
export type CacheOptions = unknown;

export interface CacheHit {
  report: FileReport;
  diagnostics: Diagnostic[];
}

export interface CacheSettings {
  /** false (--no-cache): nothing is reused, but fresh results are still stored. */
  reuse?: boolean;
  /** Wall-clock milliseconds since 1970, for the age of entries (tests move it). */
  clock?: () => number;
}

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

export class ResultCache {
  readonly dir: string;
  readonly folder: CacheFolder;
  hits = 0;
  misses = 0;
  /** Entries present but not authenticated by this key (forged, or written under another key). */
  unauthenticated = 0;
  private ignoreWritten = false;
  private secret: Promise<CacheKey> | undefined;
  private readonly reuse: boolean;
  private readonly clock: () => number;

  constructor(
    private readonly host: FileHost,
    root: string, // absolute: the project folder
    settings: CacheSettings = {},
  ) {
    this.dir = `${root.replace(/\/$/, '')}/${CACHE_DIR}`;
    this.folder = new CacheFolder(host, this.dir, CACHE_DIR);
    this.reuse = settings.reuse !== false;
    this.clock = settings.clock ?? (() => Date.now());
  }

  /** The secret, loaded once; undefined when there is none (then the cache is off). */
  async key(): Promise<CacheKey> {
    this.secret ??= loadCacheKey(this.host, this.dir.slice(0, -CACHE_DIR.length - 1)).catch((e: unknown) => ({ why: String(e) }));
    return this.secret;
  }

  private entryKey(file: string, text: string, options: CacheOptions): { name: string; key: Record<string, unknown> } {
    const build = buildFingerprint();
    const key = JSON.parse(stableStringify({ format: FORMAT, version: VERSION, build, file, sha256: sha256(text), options }, 0)) as Record<string, unknown>;
    // the build leads the name, so that pruning drops other builds' entries without reading them
    return { name: `${build}-${sha256(stableStringify(key, 0))}.json`, key };
  }

  private mac(secret: string, body: unknown): string {
    return createHmac('sha256', secret).update(stableStringify(body, 0), 'utf8').digest('hex');
  }

  /** The stored result of this exact file and options (the report marked `cached`), or undefined. */
  async get(file: string, text: string, options: CacheOptions): Promise<CacheHit | undefined> {
    if (!this.reuse) return undefined;
    const { secret } = await this.key();
    if (secret === undefined) return undefined;
    const { name, key } = this.entryKey(file, text, options);
    let entry: unknown;
    try {
      entry = JSON.parse((await this.folder.read(name)) ?? '');
    } catch {
      this.misses++;
      return undefined; // absent or corrupt
    }
    const hit = this.verified(entry, key, secret, file);
    if (!hit) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    return { report: { ...hit.report, cached: true }, diagnostics: hit.diagnostics };
  }

  /** The entry's result when its MAC verifies with this secret and everything in it is what this
   *  key asks for: the same key, a recent date, a report of these bytes, diagnostics of this file. */
  private verified(entry: unknown, key: Record<string, unknown>, secret: string, file: string): CacheHit | undefined {
    if (typeof entry !== 'object' || entry === null) return undefined;
    const { mac, ...body } = entry as { mac?: unknown; format?: unknown; key?: unknown; written?: unknown; report?: unknown; diagnostics?: unknown };
    if (typeof mac !== 'string' || !/^[0-9a-f]{64}$/.test(mac) || !timingSafeEqual(Buffer.from(mac, 'hex'), Buffer.from(this.mac(secret, body), 'hex'))) {
      this.unauthenticated++;
      return undefined;
    }
    const { report, diagnostics, written } = body;
    const fresh = typeof written === 'number' && written <= this.clock() + DAY_MS && this.clock() - written <= MAX_AGE_DAYS * DAY_MS;
    const valid =
      body.format === FORMAT &&
      stableStringify(body.key, 0) === stableStringify(key, 0) &&
      fresh &&
      isFileReport(report) &&
      report.file === file &&
      report.sha256 === key.sha256 &&
      report.tool.version === VERSION &&
      Array.isArray(diagnostics) &&
      diagnostics.every((d) => isCachedDiagnostic(d) && d.file === file && d.severity !== 'error');
    return valid ? { report, diagnostics: diagnostics as Diagnostic[] } : undefined;
  }

  /** Stores a result. Not internal errors (a bug must show up again), nor files with an error (cheap
   *  to check again, and so their error is printed by the same path every time). */
  async put(file: string, text: string, options: CacheOptions, report: FileReport, diagnostics: readonly Diagnostic[]): Promise<void> {
    if (report.status === 'internal') return;
    if (diagnostics.some((d) => d.severity === 'error') || report.diagnostics.some((d) => d.severity === 'error')) return;
    const { secret } = await this.key();
    if (secret === undefined) return;
    const { name, key } = this.entryKey(file, text, options);
    const { cached: _cached, ...stored } = report;
    const body = { format: FORMAT, key, written: this.clock(), report: stored, diagnostics };
    await this.ensureIgnored();
    await this.folder.write(name, stableStringify({ ...body, mac: this.mac(secret, body) }, 0) + '\n');
  }

  /** A .gitignore of `*` in the folder, written once when absent (whatever is there is left alone). */
  private async ensureIgnored(): Promise<void> {
    if (this.ignoreWritten) return;
    this.ignoreWritten = true;
    await this.folder.write(IGNORE_FILE, '# the zermelo result cache (zermelo check --no-cache recomputes and refreshes it)\n*\n', true);
  }

  /** Removes the entries of other builds (and of the old formats), and this build's entries older
   *  than MAX_AGE_DAYS. Returns how many were removed; never fails. */
  async prune(): Promise<number> {
    const build = buildFingerprint();
    let removed = 0;
    for (const name of await this.folder.names(ENTRY_NAME)) {
      const stale = !name.startsWith(`${build}-`) || (await this.tooOld(name));
      if (stale && (await this.folder.remove(name))) removed++;
    }
    return removed;
  }

  private async tooOld(name: string): Promise<boolean> {
    try {
      const written = (JSON.parse((await this.folder.read(name)) ?? '') as { written?: unknown }).written;
      return typeof written !== 'number' || this.clock() - written > MAX_AGE_DAYS * DAY_MS;
    } catch {
      return true; // corrupt: of no use to anyone
    }
  }
}
