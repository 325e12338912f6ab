// Stage: run. The whole run: the file reports in order, counts by verdict and status, and the
// exit code (see verdict.ts exitCodeOf). Input: FileReports. Output: a RunReport.

import type { FileReport, FileStatus, FileVerdict, RunReport, RunSummary } from '../report/model.js';
import { REPORT_SCHEMA_VERSION } from '../report/model.js';
import { exitCodeOf } from './verdict.js';
import { TOOL_NAME, VERSION } from '../report/version.js';

const VERDICTS: readonly FileVerdict[] = ['proved', 'holds', 'refuted', 'unknown', 'invalid', 'unchecked'];
const STATUSES: readonly FileStatus[] = ['pass', 'fail', 'invalid', 'unproved', 'skipped', 'internal'];

export function runSummary(files: readonly FileReport[]): RunSummary {
  const byVerdict = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<FileVerdict, number>;
  const byStatus = Object.fromEntries(STATUSES.map((s) => [s, 0])) as Record<FileStatus, number>;
  for (const f of files) {
    byVerdict[f.verdict]++;
    byStatus[f.status]++;
  }
  return { files: files.length, byVerdict, byStatus, exitCode: exitCodeOf(files.map((f) => f.status)) };
}

export function runReport(files: readonly FileReport[]): RunReport {
  return {
    schemaVersion: REPORT_SCHEMA_VERSION,
    tool: { name: TOOL_NAME, version: VERSION },
    files: [...files],
    summary: runSummary(files),
  };
}
