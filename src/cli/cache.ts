// Stage: cli. The result cache: one JSON entry per checked file under .zermelo-cache/, keyed by the
// file's path and content hash, zermelo's version and build, and every option that changes a verdict.
// A hit returns the stored FileReport only after validating its shape and key; anything odd (corrupt
// JSON, another key, a report for other bytes) is a miss, never trusted. Writes never fail a run.

import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FileReport } from '../report/model.js';
import { stableStringify } from '../report/renderJson.js';
import { VERSION } from '../report/version.js';
import type { Host } from './host.js';
import { isFileReport } from './cacheShape.js';

export const CACHE_DIR = '.zermelo-cache';
const FORMAT = 1;

/** Everything besides the file that can change a report; undefined members are dropped. */
export type CacheOptions = Record<string, string | number | boolean | undefined>;

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

let fingerprint: string | undefined;

/** zermelo's own build: the names, sizes and times of its compiled files (so a rebuilt engine, even
 *  at the same version, never reuses results of the old one). Computed once per process. */
export function buildFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const root = fileURLToPath(new URL('..', import.meta.url));
  const parts: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const s = statSync(path);
      if (s.isDirectory()) walk(path);
      else if (/\.(js|ts|mjs)$/.test(name)) parts.push(`${relative(root, path)}:${s.size}:${Math.round(s.mtimeMs)}`);
    }
  };
  try {
    walk(root);
  } catch {
    parts.push('unreadable');
  }
  fingerprint = sha256(parts.join('\n')).slice(0, 16);
  return fingerprint;
}

export class ResultCache {
  readonly dir: string;
  hits = 0;
  misses = 0;
  private ignoreWritten = false;

  constructor(
    private readonly host: Host,
    root: string, // absolute: the project folder
  ) {
    this.dir = `${root.replace(/\/$/, '')}/${CACHE_DIR}`;
  }

  private key(file: string, text: string, options: CacheOptions): { hash: string; key: Record<string, unknown> } {
    const key = { format: FORMAT, version: VERSION, build: buildFingerprint(), file, sha256: sha256(text), options };
    return { hash: sha256(stableStringify(key, 0)), key: JSON.parse(stableStringify(key, 0)) as Record<string, unknown> };
  }

  /** The stored report of this exact file and options (marked `cached`), or undefined. */
  async get(file: string, text: string, options: CacheOptions): Promise<FileReport | undefined> {
    const { hash, key } = this.key(file, text, options);
    let entry: unknown;
    try {
      entry = JSON.parse(await this.host.readFile(`${this.dir}/${hash}.json`));
    } catch {
      this.misses++;
      return undefined; // absent or corrupt
    }
    const e = entry as { format?: unknown; key?: unknown; report?: unknown };
    const report = e.report;
    const valid =
      e.format === FORMAT &&
      stableStringify(e.key, 0) === stableStringify(key, 0) &&
      isFileReport(report) &&
      report.file === file &&
      report.sha256 === key.sha256 &&
      report.tool.version === VERSION;
    if (!valid) {
      this.misses++;
      return undefined;
    }
    this.hits++;
    return { ...report, cached: true };
  }

  /** Stores a report (not internal errors: a bug must show up again on the next run). */
  async put(file: string, text: string, options: CacheOptions, report: FileReport): Promise<void> {
    if (report.status === 'internal') return;
    // A cached result is shown without re-rendering its diagnostics (they need the file's code
    // frames): a file with an error or a warning is checked again, so they are printed every time.
    if (report.diagnostics.some((d) => d.severity !== 'note')) return;
    const { hash, key } = this.key(file, text, options);
    const { cached: _cached, ...stored } = report;
    try {
      if (!this.ignoreWritten) {
        this.ignoreWritten = true;
        if ((await this.host.stat(`${this.dir}/.gitignore`)) === undefined) await this.host.writeFile(`${this.dir}/.gitignore`, '# the zermelo result cache (zermelo check --no-cache ignores it)\n*\n');
      }
      await this.host.writeFile(`${this.dir}/${hash}.json`, stableStringify({ format: FORMAT, key, report: stored }, 0) + '\n');
    } catch {
      // a read-only checkout or a full disk: the run goes on without caching
    }
  }
}
