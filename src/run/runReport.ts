// Stage: run. The whole run: the file reports in order, counts by verdict and status, and the
// exit code (report/exitCodes.ts exitCodeOf). Input: FileReports. Output: a RunReport.

import type { FileReport, FileStatus, FileVerdict, RunReport, RunSummary } from '../report/model.js';
import { REPORT_SCHEMA_VERSION } from '../report/model.js';
import { exitCodeOf } from '../report/exitCodes.js';
import { FILE_STATUSES, FILE_VERDICTS } from '../report/outcomes.js';
import { TOOL_NAME, VERSION } from '../report/version.js';

export function runSummary(files: readonly FileReport[]): RunSummary {
  const byVerdict = Object.fromEntries(FILE_VERDICTS.map((v) => [v, 0])) as Record<FileVerdict, number>;
  const byStatus = Object.fromEntries(FILE_STATUSES.map((s) => [s, 0])) as Record<FileStatus, number>;
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
