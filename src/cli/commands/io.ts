// Stage: cli. File input and output for commands, with failures as values: reading a source file
// (missing, unreadable, not UTF-8 text) and writing a report atomically through the Host.

import { createHash } from 'node:crypto';
import type { FileReport } from '../../report/model.js';
import { TOOL_NAME, VERSION } from '../../report/version.js';
import type { Host } from '../../host/host.js';
import { FileTooLarge } from '../../host/fileHost.js';
import { formatBytes } from '../../game/memoryEstimate.js';

/** Why a file was not read: ZM7001 (missing, unreadable, not UTF-8) or ZM7011 (over --max-file-size). */
export interface ReadFailure {
  code: 'ZM7001' | 'ZM7011';
  message: string;
}

/** The text of a file, or the reason it cannot be read; a file over `maxBytes` is refused before it
 *  is read whole, so that a huge file never reaches the YAML parser (about 150 bytes per byte). */
export async function readSource(host: Host, absolute: string, maxBytes?: number): Promise<string | ReadFailure> {
  try {
    const text = await host.readFile(absolute, maxBytes);
    return text.startsWith('\ufeff') ? text.slice(1) : text;
  } catch (error) {
    if (error instanceof FileTooLarge) {
      const size = error.size === undefined ? `more than ${formatBytes(error.limit)}` : formatBytes(error.size);
      return { code: 'ZM7011', message: `the file is ${size}, larger than the limit of ${formatBytes(error.limit)} (--max-file-size; e.g. --max-file-size ${nextSize(error)} reads it)` };
    }
    return { code: 'ZM7001', message: describeIoError(error) };
  }
}

/** A --max-file-size that would admit the file: its size rounded up to whole MiB (twice the limit for a pipe). */
function nextSize(error: FileTooLarge): string {
  return `${Math.ceil((error.size ?? error.limit * 2) / 2 ** 20)}M`;
}

export async function writeReportFile(host: Host, absolute: string, text: string): Promise<true | string> {
  try {
    await host.writeFile(absolute, text);
    return true;
  } catch (error) {
    return describeIoError(error);
  }
}

export const FULL_DISK = 'no space left on the device (ENOSPC); nothing half-written was left, an earlier file of that name is unchanged';
export const QUOTA_EXCEEDED = 'the disk quota is exceeded (EDQUOT); nothing half-written was left, an earlier file of that name is unchanged';

function describeIoError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a folder';
  if (code === 'ELOOP') return 'a loop of symbolic links';
  // the writers go through a temporary file renamed into place (host/nodeFiles.ts): a full disk leaves nothing
  if (code === 'ENOSPC') return FULL_DISK;
  if (code === 'EDQUOT') return QUOTA_EXCEEDED;
  return error instanceof Error ? error.message : String(error);
}

/** The report of a file that could not even be read (status invalid, exit 2). */
export function unreadableReport(file: string, message: string, code: ReadFailure['code'] = 'ZM7001'): FileReport {
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
    summary: code === 'ZM7011' ? `the file is not read: ${message}` : `the file cannot be read: ${message}`,
    at: null,
    diagnostics: [{ code, severity: 'error', message: code === 'ZM7011' ? message : `cannot read the file: ${message}`, at: null, hint: null }],
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
