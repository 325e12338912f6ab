// Stage: cli. `zermelo check [PATH…]`: every file through checkFile, one result per file as it
// finishes (text on stdout, diagnostics and annotations on stderr), then the summary; or `--json`;
// `--junit FILE` besides. Output: the exit code of the run (run/verdict.ts exitCodeOf).

import { renderFileDiagnostics } from '../../diag/render.js';
import type { Engines } from '../../run/engines.js';
import type { SymbolicMode } from '../../run/checkFile.js';
import type { FileReport } from '../../report/model.js';
import { renderAnnotations } from '../../report/renderAnnotations.js';
import { renderJson, zeroFile } from '../../report/renderJson.js';
import { renderFileBlock, summaryLine, type TextState } from '../../report/renderText.js';
import type { Spec } from '../../model/model.js';
import type { WindowText } from '../../teach/tableFor.js';
import type { Lang } from '../../teach/vocabulary.js';
import { paint } from '../../report/paint.js';
import { runReport } from '../../run/runReport.js';
import { UsageError, parseDuration, type ParsedArgs } from '../args.js';
import { wantsColor } from '../../host/color.js';
import { discoverFiles } from '../discover.js';
import { resolvePath } from '../../host/paths.js';
import type { Host } from '../../host/host.js';
import { cliWords } from '../cliWords.js';
import { notCheckedReport, readFailureLine, readSource, unreadableReport, writeReportFile } from './io.js';
import { RunLimit } from './runLimit.js';
import { onExploreProgress, onProgress, setDeadline, TimeLimitReached } from '../../run/runControls.js';
import { Progress } from '../../report/progress.js';
import { CACHE_DIR, ResultCache } from '../../scale/cache.js';
import { planShard } from '../../scale/shard.js';
import { createChecker } from '../../scale/workers.js';
import { FileDurations } from '../../scale/durations.js';
import { cacheFolderWarnings } from '../../scale/cacheFolderWarnings.js';
import { autoWorkers, confirmRequest, loadLimits, maxFileBytes, parseScaleOptions, type ScaleOptions } from '../workersOptions.js';
import { EXIT } from '../../report/exitCodes.js';
import { printable } from '../../diag/printable.js';

interface CheckOptions {
  json: boolean;
  junit?: string;
  symbolic?: SymbolicMode;
  symbolicOffReason?: string;
  timeoutMs?: number;
  totalTimeoutMs?: number;
  quiet: boolean;
  verbose: boolean;
  deterministic: boolean;
  scale: ScaleOptions; // --shard, --workers, --sample, --seed, --max-memory, --no-cache
}

export function checkOptions(args: ParsedArgs): CheckOptions {
  const o = args.options;
  if (o['no-symbolic'] && o.symbolic !== undefined) {
    throw new UsageError('--no-symbolic and --symbolic cannot be used together', 'use one of them');
  }
  if (o.quiet && o.verbose) throw new UsageError('--quiet and --verbose cannot be used together', 'use one of them');
  const timeout = o.timeout === undefined ? undefined : parseDuration(String(o.timeout));
  if (o.timeout !== undefined && timeout === undefined) {
    throw new UsageError(`--timeout needs a duration such as 30s, 500ms or 2m, not '${String(o.timeout)}'`);
  }
  const total = o['total-timeout'] === undefined ? undefined : parseDuration(String(o['total-timeout']));
  if (o['total-timeout'] !== undefined && total === undefined) {
    throw new UsageError(`--total-timeout needs a duration such as 10m, 90s or 1.5m, not '${String(o['total-timeout'])}'`);
  }
  const symbolic = o['no-symbolic'] ? 'off' : (o.symbolic as SymbolicMode | undefined);
  return {
    json: o.json === true,
    ...(typeof o.junit === 'string' ? { junit: o.junit } : {}),
    ...(symbolic ? { symbolic } : {}),
    ...(o['no-symbolic'] ? { symbolicOffReason: 'switched off by --no-symbolic' } : o.symbolic === 'off' ? { symbolicOffReason: 'switched off by --symbolic off' } : {}),
    ...(timeout !== undefined ? { timeoutMs: timeout } : {}),
    ...(total !== undefined ? { totalTimeoutMs: total } : {}),
    quiet: o.quiet === true,
    verbose: o.verbose === true,
    deterministic: o.deterministic === true,
    scale: parseScaleOptions(o),
  };
}

export async function runCheck(args: ParsedArgs, host: Host, engines: Engines): Promise<number> {
  const opts = checkOptions(args);
  const confirm = await confirmRequest(args, host);
  if (typeof confirm === 'number') return confirm;
  const window = await htmlWindow(args);
  const tableParams = await htmlParams(args);
  const noColor = args.options['no-color'] === true;
  const colorOut = wantsColor(host, host.stdout, noColor);
  const colorErr = wantsColor(host, host.stderr, noColor);
  const deterministic = opts.deterministic || host.env.ZERMELO_DETERMINISTIC === '1';
  const started = host.now();
  const maxBytes = maxFileBytes(args.options);
  const limits = loadLimits(args.options);
  const files = await planShard(host, await discoverFiles(host, args.operands), opts.scale.shard, maxBytes);
  const workers = opts.scale.workers ?? autoWorkers(host.cores, host.env, files.length);
  const progress = new Progress(host, !opts.quiet);
  const state: TextState = { vocabularyShown: false };
  const reports: FileReport[] = [];
  const specs = new Map<string, Spec>(); // for --html: the table of each file
  const lang: Lang = args.options.lang === 'pt' ? 'pt' : 'en';
  const cw = cliWords(lang);
  // Ctrl-C and --total-timeout stop the run at once, the current file included (runLimit.ts).
  const limit = new RunLimit(host, opts.totalTimeoutMs, `--total-timeout ${String(args.options['total-timeout'])}`, lang);
  // --no-cache reuses nothing but still stores the fresh results (so the next plain run hits)
  const cache = new ResultCache(host, host.cwd, { reuse: opts.scale.cache });
  // each file's previous time orders the dispatch to worker threads (longest first)
  const durations = new FileDurations(cache);
  // Worker threads load the real engines themselves: test fakes are only honoured in this thread.
  const threads = (await import('../../run/pipeline.js')).isBuiltInPipeline(engines) ? workers : 1;
  const pooled = threads > 1 && files.length > 1;
  const checker = await createChecker({
    host,
    engines: limit.guarded(engines),
    files,
    workers: threads,
    needSpec: typeof args.options.html === 'string',
    settings: {
      ...(opts.symbolic ? { symbolic: opts.symbolic } : {}),
      ...(opts.symbolicOffReason ? { symbolicOffReason: opts.symbolicOffReason } : {}),
      ...(opts.timeoutMs !== undefined ? { timeoutMs: opts.timeoutMs } : {}),
      ...(confirm !== undefined ? { confirm } : {}),
      bounded: opts.scale.bounded,
      ...(Object.keys(limits).length ? { limits } : {}),
    },
    cache,
    ...(pooled ? { durations: await durations.read() } : {}),
    mayStore: () => limit.stopped === undefined,
    maxFileBytes: maxBytes,
    ...(limit.deadline !== undefined ? { deadline: limit.deadline } : {}),
  });
  const counts = () => ({ done: checker.completed, total: files.length });
  let current = '';
  // the exploration from a start position can take seconds: a line while it runs (this thread only)
  const exploring = onExploreProgress((explored, found) => progress.show(cw.exploring(current, explored, found), counts()));
  setDeadline(limit.deadline);
  try {
    for (const [i, f] of files.entries()) {
      if (limit.stopped === 'interrupt') break;
      current = f.relative;
      progress.show(cw.checking(f.relative), counts());
      const source = limit.stopped ? undefined : await readSource(host, f.absolute, maxBytes);
      let report: FileReport;
      if (source === undefined) {
        report = notCheckedReport(f.relative, limit.notCheckedReason());
      } else if (typeof source !== 'string') {
        report = unreadableReport(f.relative, source.message, source.code);
        progress.clear();
        host.stderr.write(readFailureLine(f.relative, source, lang));
      } else {
        onProgress((phase, ms) => progress.show(cw.checkingPhase(f.relative, phase, Math.floor(ms / 1000)), counts()));
        const fileStarted = host.now();
        const checked = await checkInTime(() => checker.check(i, f.relative, source, (o) => progress.show(`${cw.checking(f.relative)}: ${cw.obligation(o.status, o.name)}`, counts())));
        onProgress(undefined);
        progress.clear();
        if (checked === 'time') {
          // the bounded engine stopped at the deadline: nothing of this file is reported (or cached)
          const unfinished = notCheckedReport(f.relative, limit.unfinishedReason());
          report = { ...unfinished, timings: { ...unfinished.timings, totalMs: Math.round((host.now() - fileStarted) * 10) / 10 } }; // the time it ran
          limit.stop('time', f.relative);
        } else {
          report = checked.report;
          if (!report.cached) durations.note(f.relative, report.timings.totalMs);
          if (checked.spec) specs.set(f.relative, checked.spec);
          for (const block of renderFileDiagnostics(checked.diagnostics, source, { color: colorErr, lang })) host.stderr.write(block);
        }
      }
      if (deterministic) report = zeroFile(report);
      reports.push(report);
      if (!opts.json) host.stdout.write(renderFileBlock(report, { color: colorOut, quiet: opts.quiet, verbose: opts.verbose, lang }, state));
    }
  } finally {
    onExploreProgress(exploring);
    onProgress(undefined);
    setDeadline(undefined);
    limit.dispose();
    await checker.dispose();
  }
  await cache.prune(); // entries of other builds, and old ones
  if (pooled && limit.stopped === undefined) await durations.save(); // for the next pooled run
  progress.clear();
  for (const warning of cacheFolderWarnings(cache.folder)) host.stderr.write(`zermelo: warning: ${warning}\n`);
  const key = await cache.key();
  if (key.secret === undefined && key.refused) host.stderr.write(`zermelo: warning: the result cache is off: ${printable(key.why)}\n`);
  if (cache.unauthenticated > 0 && !opts.quiet) {
    host.stderr.write(`zermelo: ${cw.cacheUnauthenticated(cache.unauthenticated, CACHE_DIR)}\n`);
  }
  if (cache.hits > 0 && !opts.quiet) {
    host.stderr.write(`zermelo: ${cw.cacheReused(cache.hits, files.length, CACHE_DIR)}\n`);
  }
  if (limit.stopped === 'interrupt') {
    // No summary and no report files: a partial report would look like a complete one.
    host.stderr.write(`zermelo: ${cw.interrupted(reports.length, files.length)}\n`);
    return EXIT.interrupted;
  }
  const shard = opts.scale.shard;
  const counted = { ...runReport(reports), ...(shard ? { shard: { index: shard.index, count: shard.count } } : {}) };
  // Report files first: a report that cannot be written makes the run exit 2, and the summary
  // (text or JSON) must say the exit code the process really ends with.
  const written = await writeReportFiles(host, args.options.html, opts.junit, reports, specs, lang, window, tableParams);
  if (written === 'interrupted') {
    host.stderr.write(`zermelo: interrupted before the report files were written; none written (exit 130)\n`);
    return EXIT.interrupted;
  }
  const run = written ? counted : { ...counted, summary: { ...counted.summary, exitCode: EXIT.usage } };
  if (opts.json) host.stdout.write(renderJson(run, { deterministic }));
  else host.stdout.write(`\n${summaryLine(run.summary, reports, paint(colorOut), deterministic ? undefined : { wallMs: host.now() - started, cached: cache.hits }, lang)}\n`);
  // Load errors were already printed as diagnostics in the same file:line:col form; GitHub needs its own.
  const githubActions = host.env.GITHUB_ACTIONS === 'true';
  host.stderr.write(renderAnnotations(reports, { githubActions, includeInvalid: githubActions, lang }));
  return run.summary.exitCode;
}

/** --from/--to: the window of the HTML report's tables (read per file by teach/tableFor.ts). */
async function htmlWindow(args: ParsedArgs): Promise<WindowText> {
  const window: WindowText = {};
  for (const key of ['from', 'to'] as const) {
    const text = args.options[key];
    if (typeof text !== 'string') continue;
    if (typeof args.options.html !== 'string') throw new UsageError(`--${key} chooses the window of the HTML report's tables`, 'use it with --html FILE');
    const problem = (await import('../../teach/tableFor.js')).windowSyntaxError(text);
    if (problem) throw new UsageError(`--${key}: ${problem}`, 'e.g. --to 60 or --to n=60');
    window[key] = text;
  }
  return window;
}

/** --param: the game of the HTML report's tables (each file takes the parameters it has). */
async function htmlParams(args: ParsedArgs): Promise<Record<string, number> | undefined> {
  const text = args.options.param;
  if (typeof text !== 'string') return undefined;
  if (typeof args.options.html !== 'string') throw new UsageError("--param chooses the game of the HTML report's tables", 'use it with --html FILE');
  const parsed = (await import('../../teach/positionInput.js')).parseAssignments(text);
  if (typeof parsed === 'string') throw new UsageError(`--param: ${parsed}`, 'e.g. --param size=8');
  return parsed;
}

/** Writes the JUnit and HTML reports asked for; false (after saying why on stderr) when one fails;
 *  'interrupted' when Ctrl-C came before the writes began (then neither is written). Both are rendered
 *  first; a Ctrl-C during the writes waits for both, so a new JUnit never sits beside an old HTML. */
async function writeReportFiles(
  host: Host,
  htmlPath: unknown,
  junitPath: string | undefined,
  reports: FileReport[],
  specs: ReadonlyMap<string, Spec>,
  lang: Lang,
  window: WindowText,
  tableParams?: Record<string, number>,
): Promise<boolean | 'interrupted'> {
  let interrupted = false;
  const off = host.onInterrupt?.(() => void (interrupted = true));
  try {
    const files: { kind: 'JUnit' | 'HTML'; path: string; text: string }[] = [];
    if (junitPath !== undefined) {
      const { renderJunit } = await import('../../report/renderJunit.js');
      files.push({ kind: 'JUnit', path: junitPath, text: renderJunit(reports) });
    }
    if (typeof htmlPath === 'string') {
      // the HTML renderer and the teach tables it draws load only when --html asks for them
      const { renderCheckHtml } = await import('../../report/html/renderCheckHtml.js');
      const html = renderCheckHtml(
        reports.map((r) => ({ report: r, ...(specs.has(r.file) ? { spec: specs.get(r.file)! } : {}) })),
        lang,
        window,
        tableParams,
      );
      files.push({ kind: 'HTML', path: htmlPath, text: html });
    }
    await new Promise((resolve) => setTimeout(resolve, 0)); // a Ctrl-C pressed while rendering is delivered now
    if (interrupted) return 'interrupted';
    let ok = true;
    for (const f of files) {
      const written = await writeReportFile(host, resolvePath(host.cwd, f.path), f.text);
      if (written !== true) {
        host.stderr.write(`zermelo: ${cliWords(lang).error} ZM7002: ${cliWords(lang).cannotWriteReport(f.kind, f.path, cliWords(lang).ioError(written))}\n`);
        ok = false;
      }
    }
    return ok;
  } finally {
    off?.();
  }
}

/** A file's check, or 'time' when the run's deadline stopped its bounded work (lang/deadline.ts). */
async function checkInTime<T>(run: () => Promise<T>): Promise<T | 'time'> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TimeLimitReached) return 'time';
    throw error;
  }
}
