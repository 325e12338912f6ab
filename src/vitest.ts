// The vitest integration (`import { defineClaims } from 'zermelo/vitest'`): every YAML file of a folder
// becomes one vitest test (a describe per folder) that checks the file through the CLI's pipeline —
// the result cache, checkFile, the real engines — and fails with the verdict, the expectation and the
// counterexample in words. vitest is an optional peer dependency: only this entry point imports it.

import { readdirSync, statSync } from 'node:fs';
import { afterAll, describe, test } from 'vitest';
import { renderDiagnostic } from './diag/render.js';
import type { SymbolicMode } from './run/checkFile.js';
import type { BoundedOptions, Engines } from './run/engines.js';
import type { ProverRunner } from './run/pipeline.js';
import type { FileReport } from './report/model.js';
import { fileWithoutFacts } from './report/renderJson.js';
import { renderFileBlock } from './report/renderText.js';
import { ResultCache } from './scale/cache.js';
import type { Host } from './host/host.js';
import { nodeHost } from './host/nodeHost.js';
import { joinPath, relativePath, resolvePath } from './host/paths.js';
import { createChecker, type CheckSettings } from './scale/workers.js';
import { DEFAULT_MAX_FILE_BYTES } from './host/fileHost.js';

export interface ClaimsOptions {
  /** The project folder: `folder` and the reported paths are relative to it (default: the cwd). */
  root?: string;
  /** Override every file's check.symbolic ('off' skips the prover: files that need a proof are skipped). */
  symbolic?: SymbolicMode;
  /** Time limit per proof obligation, in milliseconds (default: check.timeout, else 30 s). */
  timeoutMs?: number;
  /** Sampling beyond the bounds, as `--sample` / `--seed` (default: check.sample of each file). */
  sample?: number;
  seed?: number;
  /** Reuse and store results in <root>/.zermelo-cache/, shared with `zermelo check` (default true). */
  cache?: boolean;
  /** vitest's time limit for each generated test, in milliseconds (default 10 minutes). */
  testTimeout?: number;
  /** Which files (paths relative to root) become tests (default: every .yaml/.yml file). */
  include?: (file: string) => boolean;
  /** Called with every file's report inside its test, before the verdict is judged (extra checks). */
  onReport?: (report: FileReport) => void;
  /** Test seams: other engines, another host. */
  engines?: Engines;
  host?: Host;
}

/** A generated test failed: the message names the file, verdict, expectation and counterexample. */
export class ClaimFailure extends Error {
  constructor(
    message: string,
    readonly report: FileReport,
  ) {
    super(message);
    this.name = 'ClaimFailure';
    // No stack frames: they would point into zermelo, not at the claim (the message names its line).
    this.stack = `${this.name}: ${message}`;
  }
}

let defaultHost: Host | undefined;

function hostOf(options: ClaimsOptions): Host {
  return options.host ?? (defaultHost ??= nodeHost());
}

/** The .yaml/.yml files under `folder` (absolute), sorted, hidden folders and node_modules skipped. */
export function claimFiles(folder: string): string[] {
  if (statSync(folder).isFile()) return [folder];
  return readdirSync(folder, { withFileTypes: true })
    .filter((e) => !e.name.startsWith('.') && e.name !== 'node_modules')
    .flatMap((e) => (e.isDirectory() ? claimFiles(joinPath(folder, e.name)) : e.isFile() && /\.ya?ml$/i.test(e.name) ? [joinPath(folder, e.name)] : []))
    .sort();
}

/**
 * Checks one file the way a generated test does; resolves to its report when the verdict is as
 * expected (or the file is skipped), rejects with a ClaimFailure otherwise.
 */
export async function checkClaimFile(file: string, options: ClaimsOptions = {}): Promise<FileReport> {
  const host = hostOf(options);
  const root = resolvePath(host.cwd, options.root ?? '.');
  const absolute = resolvePath(root, file);
  const relative = relativePath(root, absolute);
  const raw = await host.readFile(absolute, DEFAULT_MAX_FILE_BYTES);
  const text = raw.startsWith('\ufeff') ? raw.slice(1) : raw;
  const engines = options.engines ?? (await import('./run/pipeline.js')).createPipeline((await isolate(host))?.run);
  const bounded: BoundedOptions = {};
  if (options.sample !== undefined) bounded.sample = options.sample;
  if (options.seed !== undefined) bounded.seed = options.seed;
  const settings: CheckSettings = { bounded };
  if (options.symbolic) settings.symbolic = options.symbolic;
  if (options.symbolic === 'off') settings.symbolicOffReason = 'switched off in defineClaims (symbolic: off)';
  if (options.timeoutMs !== undefined) settings.timeoutMs = options.timeoutMs;
  const cache = options.cache === false ? undefined : new ResultCache(host, root);
  const checker = await createChecker({ host, engines, settings, workers: 1, files: [], ...(cache ? { cache } : {}) });
  const { report, diagnostics } = await checker.check(0, relative, text);
  // the report as docs/report.schema.json has it (the sentence facts stay inside this process)
  options.onReport?.(fileWithoutFacts(report));
  if (report.status === 'pass' || report.status === 'skipped') return report;
  const expectation = report.expect ? `expected ${report.expect}` : 'no expectation (a refutation fails)';
  const lines = [`${relative}: verdict ${report.verdict}, ${expectation} — ${report.summary}`];
  lines.push(renderFileBlock(report, { color: false, quiet: false }, { vocabularyShown: false }).trimEnd());
  for (const d of diagnostics) lines.push(renderDiagnostic(d, text, { color: false }));
  throw new ClaimFailure(lines.join('\n'), report);
}

// The real prover runs in a child process, as in the CLI (scale/proverProcess.ts): a Z3 crash becomes
// "unknown" in one test instead of taking the vitest worker down. One child per test file (module).
let isolated: { run: ProverRunner; dispose(): void } | undefined;
async function isolate(host: Host): Promise<{ run: ProverRunner } | undefined> {
  if (host.env.ZERMELO_PROVER === 'in-process') return undefined;
  isolated ??= (await import('./scale/proverProcess.js')).isolateProver(host.env);
  return isolated;
}

/**
 * Registers one vitest test per YAML file under `folder` (relative to the root), grouped in a
 * describe per folder. Call it at the top level of a test file:
 *   defineClaims('conjectures'); defineClaims('proofs', { timeoutMs: 60_000 });
 */
export function defineClaims(folder: string, options: ClaimsOptions = {}): void {
  const host = hostOf(options);
  const root = resolvePath(host.cwd, options.root ?? '.');
  const files = claimFiles(resolvePath(root, folder))
    .map((f) => relativePath(root, f))
    .filter((f) => options.include?.(f) ?? true);
  const byFolder = new Map<string, string[]>();
  for (const f of files) {
    const dir = f.includes('/') ? f.slice(0, f.lastIndexOf('/')) : '.';
    byFolder.set(dir, [...(byFolder.get(dir) ?? []), f]);
  }
  const timeout = options.testTimeout ?? 600_000;
  afterAll(() => {
    isolated?.dispose();
    isolated = undefined;
  });
  for (const [dir, list] of byFolder) {
    describe(dir, () => {
      for (const file of list) {
        test(file.slice(file.lastIndexOf('/') + 1), { timeout }, async (ctx) => {
          const report = await checkClaimFile(file, options);
          if (report.status === 'skipped') ctx.skip(`${file}: ${report.summary}`);
        });
      }
    });
  }
}
