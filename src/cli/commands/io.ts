// Stage: cli. File input and output for commands, with failures as values: reading a source file
// (missing, unreadable, not UTF-8 text) and writing a report atomically through the Host.

import { createHash } from 'node:crypto';
import type { FileReport } from '../../report/model.js';
import { TOOL_NAME, VERSION } from '../../report/version.js';
import type { Host } from '../../host/host.js';

/** The text of a file, or the reason it cannot be read. */
export async function readSource(host: Host, absolute: string): Promise<string | { message: string }> {
  try {
    const text = await host.readFile(absolute);
    return text.startsWith('\ufeff') ? text.slice(1) : text;
  } catch (error) {
    return { message: describeIoError(error) };
  }
}

export async function writeReportFile(host: Host, absolute: string, text: string): Promise<true | string> {
  try {
    await host.writeFile(absolute, text);
    return true;
  } catch (error) {
    return describeIoError(error);
  }
}

function describeIoError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'ELOOP') return 'a loop of symbolic links';
  return error instanceof Error ? error.message : String(error);
}

/** The report of a file that could not even be read (status invalid, exit 2). */
export function unreadableReport(file: string, message: string): FileReport {
  return {
    file,
    sha256: createHash('sha256').update('').digest('hex'),
    tool: { name: TOOL_NAME, version: VERSION },
    name: null,
    title: null,
    kind: file.split('/').includes('proofs') ? 'proof' : 'conjecture',
    verdict: 'invalid',
    expect: null,
    met: null,
    status: 'invalid',
    summary: `the file cannot be read: ${message}`,
    at: null,
    diagnostics: [{ code: 'ZM7001', severity: 'error', message: `cannot read the file: ${message}`, at: null, hint: null }],
    bounded: null,
    symbolic: null,
    counterexamples: [],
    claims: [],
    timings: { loadMs: 0, boundedMs: 0, symbolicMs: 0, totalMs: 0 },
  };
}

/** A file the run did not reach (Ctrl-C or --total-timeout): no verdict, counted as unproved (exit 3). */
export function notCheckedReport(file: string, reason: string): FileReport {
  return {
    ...unreadableReport(file, reason),
    verdict: 'unchecked',
    status: 'unproved',
    summary: `not checked: ${reason}`,
    diagnostics: [],
  };
}
