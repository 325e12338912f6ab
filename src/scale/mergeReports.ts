// Stage: scale. `zermelo merge`: the JSON reports of the shards of one run (check --shard i/n
// --json) combined into the report of the unsharded run. Files checked whole are taken as they are;
// a file split across the shards is rebuilt from its slices (mergeSliceRecords.ts); files sorted by
// path as check lists them; the summary and exit code recomputed (runReport.ts). Bad input is a
// MergeError with a stable code (ZM7005–ZM7009). Input: the reports' names and texts. Output: a RunReport.

import { MergeError } from './mergeError.js';
import { mergeSliceRecords } from './mergeSliceRecords.js';
import { REPORT_SCHEMA_VERSION, type FileReport, type RunReport, type SliceReport } from '../report/model.js';
import { runSummary } from '../run/runReport.js';
import { TOOL_NAME } from '../report/version.js';

export interface ReportInput {
  name: string; // as given on the command line, for messages
  text: string;
}

const SHARD_HINT = 'merge the reports of one run of `zermelo check --shard i/n --json` for i = 1..n, each once';

export function mergeReports(inputs: readonly ReportInput[]): RunReport {
  const reports = inputs.map((input) => ({ name: input.name, report: parseReport(input) }));
  const tool = reports[0]?.report.tool ?? { name: TOOL_NAME, version: '' };
  for (const r of reports) {
    const versions = new Set([r.report.tool.version, ...r.report.files.map((f) => f.tool.version)]);
    for (const v of versions) {
      if (v !== tool.version) {
        throw new MergeError(
          'ZM7006',
          `${r.name} was written by zermelo ${v}, ${reports[0]!.name} by zermelo ${tool.version}: reports of different versions cannot be merged`,
          'run every shard and the merge with the same zermelo version (npm ci from the same package-lock.json)',
        );
      }
    }
  }
  checkShards(reports);
  const byFile = new Map<string, { name: string; record: FileReport }[]>();
  for (const r of reports) {
    for (const record of r.report.files) {
      const list = byFile.get(record.file) ?? [];
      list.push({ name: r.name, record });
      byFile.set(record.file, list);
    }
  }
  const files: FileReport[] = [];
  for (const [file, entries] of byFile) {
    const read = entries.filter((e) => !notReached(e.record)); // a file not reached was not read either
    const other = read.find((e) => e.record.sha256 !== read[0]!.record.sha256);
    if (other) {
      throw new MergeError(
        'ZM7007',
        `${file} has different contents in ${read[0]!.name} and ${other.name} (sha256 ${read[0]!.record.sha256.slice(0, 12)}… and ${other.record.sha256.slice(0, 12)}…)`,
        'every shard must check the same commit',
      );
    }
    files.push(mergeFile(file, entries));
  }
  files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  return { schemaVersion: REPORT_SCHEMA_VERSION, tool: { name: tool.name, version: tool.version }, files, summary: runSummary(files) };
}

function mergeFile(file: string, entries: readonly { name: string; record: FileReport }[]): FileReport {
  const whole = entries.filter((e) => !e.record.slice);
  if (whole.length > 0) {
    if (entries.length === 1) return entries[0]!.record;
    // A shard stopped by --total-timeout before it reached its slice reports the file as not checked:
    // so is the file in the merged run (exit 3), as in a run that did not reach it.
    if (whole.length === 1 && notReached(whole[0]!.record)) return whole[0]!.record;
    const where = entries.map((e) => `${e.name}${e.record.slice ? ` (slice ${e.record.slice.index}/${e.record.slice.count})` : ''}`).join(', ');
    throw new MergeError('ZM7009', `${file} was checked whole and appears in more than one report: ${where}`, `${SHARD_HINT}; a file checked whole belongs to exactly one shard`);
  }
  const count = entries[0]!.record.slice!.count;
  const odd = entries.find((e) => e.record.slice!.count !== count);
  if (odd) throw new MergeError('ZM7008', `${file} is split into ${count} slices in ${entries[0]!.name} but into ${odd.record.slice!.count} in ${odd.name}`, SHARD_HINT);
  const slots: ({ name: string; record: FileReport & { slice: SliceReport } } | undefined)[] = Array.from({ length: count }, () => undefined);
  for (const e of entries) {
    const i = e.record.slice!.index;
    const seen = slots[i - 1];
    if (seen) throw new MergeError('ZM7008', `slice ${i}/${count} of ${file} appears twice: in ${seen.name} and ${e.name}`, SHARD_HINT);
    slots[i - 1] = e as { name: string; record: FileReport & { slice: SliceReport } };
  }
  const missing = slots.flatMap((s, k) => (s ? [] : [`${k + 1}/${count}`]));
  if (missing.length > 0) {
    throw new MergeError(
      'ZM7008',
      `${file} is split across ${count} shards but slice ${missing.join(', ')} is missing (found ${entries.map((e) => `${e.record.slice!.index}/${count} in ${e.name}`).join(', ')})`,
      `${SHARD_HINT}; a shard that failed to upload its report must be rerun`,
    );
  }
  return mergeSliceRecords(slots.map((s) => s!.record));
}

/** Reports that say which shard they are (check --shard i/n --json) must be shards 1..n of one run,
 *  each once: a shard that checked only whole files would otherwise be missed silently. */
function checkShards(reports: readonly { name: string; report: RunReport }[]): void {
  const tagged = reports.filter((r) => r.report.shard !== undefined);
  if (tagged.length === 0) return;
  const untagged = reports.find((r) => r.report.shard === undefined);
  if (untagged)
    throw new MergeError('ZM7008', `${untagged.name} is the report of an unsharded run, ${tagged[0]!.name} of shard ${tagged[0]!.report.shard!.index}/${tagged[0]!.report.shard!.count}`, SHARD_HINT);
  const count = tagged[0]!.report.shard!.count;
  const seen = new Map<number, string>();
  for (const r of tagged) {
    const s = r.report.shard!;
    if (s.count !== count) throw new MergeError('ZM7008', `${tagged[0]!.name} is shard ${tagged[0]!.report.shard!.index}/${count} but ${r.name} is shard ${s.index}/${s.count}`, SHARD_HINT);
    const before = seen.get(s.index);
    if (before !== undefined) throw new MergeError('ZM7008', `shard ${s.index}/${count} appears twice: ${before} and ${r.name}`, SHARD_HINT);
    seen.set(s.index, r.name);
  }
  const missing = Array.from({ length: count }, (_, k) => k + 1).filter((i) => !seen.has(i));
  if (missing.length > 0)
    throw new MergeError(
      'ZM7008',
      `shard ${missing.map((i) => `${i}/${count}`).join(', ')} is missing (found ${[...seen.keys()]
        .sort((a, b) => a - b)
        .map((i) => `${i}/${count}`)
        .join(', ')})`,
      `${SHARD_HINT}; a shard that failed to upload its report must be rerun`,
    );
}

/** The report in a text, checked enough to be merged; anything else is ZM7005. */
export function parseReport(input: ReportInput): RunReport {
  const bad = (why: string): MergeError =>
    new MergeError('ZM7005', `${input.name} is not a zermelo JSON report: ${why}`, 'pass the files written by `zermelo check --json` (stdout), e.g. reports/*/zermelo.json');
  let data: unknown;
  try {
    data = JSON.parse(input.text.startsWith('\ufeff') ? input.text.slice(1) : input.text);
  } catch (error) {
    throw bad(`not JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  if (!isObject(data)) throw bad('not a JSON object');
  if (!isObject(data.tool) || data.tool.name !== TOOL_NAME || typeof data.tool.version !== 'string') throw bad('no "tool": { "name": "zermelo", "version": … }');
  if (data.schemaVersion !== REPORT_SCHEMA_VERSION) {
    throw new MergeError(
      'ZM7006',
      `${input.name} has report schema version ${JSON.stringify(data.schemaVersion)}; this zermelo reads version ${REPORT_SCHEMA_VERSION}`,
      'run the merge with the zermelo version that wrote the reports',
    );
  }
  if (!Array.isArray(data.files)) throw bad('no "files" array');
  if (data.shard !== undefined) {
    const s = data.shard;
    if (!isObject(s) || !Number.isSafeInteger(s.index) || !Number.isSafeInteger(s.count) || !((s.index as number) >= 1 && (s.index as number) <= (s.count as number)))
      throw bad('"shard" is not { index, count } with 1 ≤ index ≤ count');
  }
  data.files.forEach((f, k) => {
    const why = fileProblem(f);
    if (why) throw bad(`files[${k}] ${why}`);
  });
  return data as unknown as RunReport;
}

function fileProblem(f: unknown): string | undefined {
  if (!isObject(f)) return 'is not an object';
  for (const key of ['file', 'sha256', 'verdict', 'status', 'summary', 'kind']) if (typeof f[key] !== 'string') return `has no string "${key}"`;
  if (!isObject(f.tool) || typeof f.tool.version !== 'string') return 'has no "tool"';
  if (!Array.isArray(f.diagnostics) || !Array.isArray(f.counterexamples) || !Array.isArray(f.claims)) return 'lacks "diagnostics", "counterexamples" or "claims"';
  if (!isObject(f.timings)) return 'has no "timings"';
  if (f.slice === undefined) return undefined;
  const s = f.slice;
  if (!isObject(s) || !Number.isSafeInteger(s.index) || !Number.isSafeInteger(s.count) || !((s.index as number) >= 1 && (s.index as number) <= (s.count as number)))
    return 'has a "slice" without a valid index and count';
  if (!Array.isArray(s.diagnostics) || s.diagnostics.length !== f.diagnostics.length || !Array.isArray(s.claims) || !Array.isArray(s.settled)) return 'has a malformed "slice"';
  if (s.bounded !== null && (!isObject(s.bounded) || !Array.isArray(s.bounded.runs))) return 'has a malformed "slice.bounded"';
  return undefined;
}

/** The record of a file the run did not reach (--total-timeout; cli/commands/io.ts notCheckedReport). */
function notReached(r: FileReport): boolean {
  return r.verdict === 'unchecked' && r.status === 'unproved' && r.bounded === null && r.symbolic === null && !r.slice;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}
