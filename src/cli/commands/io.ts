// Stage: cli. File input and output for commands, with failures as values: reading a source file
// (missing, unreadable, not UTF-8 text) and writing a report atomically through the Host. The
// single-file commands (explain, prove, table) start alike (loadOne): exactly one FILE operand, read
// it, load it, print its diagnostics on stderr; the spec and its text, or an exit code (2).

import { createHash } from 'node:crypto';
import type { FileReport } from '../../report/model.js';
import { TOOL_NAME, VERSION } from '../../report/version.js';
import type { Host } from '../../host/host.js';
import { FileTooLarge } from '../../host/fileHost.js';
import { formatBytes } from '../../game/memoryEstimate.js';
import { cliWords } from '../cliWords.js';
import { hasErrors, type Diagnostic } from '../../diag/diagnostic.js';
import { renderFileDiagnostics } from '../../diag/render.js';
import { diagnosticPt } from '../../diag/messagesPt.js';
import type { Engines } from '../../run/engines.js';
import type { Spec } from '../../model/model.js';
import { UsageError, type ParsedArgs } from '../args.js';
import { loadLimits, maxFileBytes } from '../workersOptions.js';
import { wantsColor } from '../../host/color.js';
import { relativePath, resolvePath } from '../../host/paths.js';
import { EXIT } from '../../report/exitCodes.js';
import { printable } from '../../diag/printable.js';

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

/** The line that says why `file` was not read, in the words of `lang`. */
export function readFailureLine(file: string, source: ReadFailure, lang: 'en' | 'pt'): string {
  const cw = cliWords(lang);
  const d: Diagnostic = { code: source.code, severity: 'error', file, message: source.message };
  const why = source.code === 'ZM7001' ? cw.cannotRead(printable(cw.ioError(source.message))) : printable(lang === 'pt' ? diagnosticPt(d).message : source.message);
  return `${printable(file)}: ${cw.error} ${source.code}: ${why}\n`;
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

export interface LoadedOne {
  spec: Spec;
  source: string;
  file: string; // relative
}

/** `realParams`: values of --param as written, for the file's real parameters (table, play, guess). */
export async function loadOne(args: ParsedArgs, host: Host, engines: Engines, command: string, realParams?: Readonly<Record<string, string>>): Promise<LoadedOne | number> {
  if (args.operands.length !== 1) {
    throw new UsageError(args.operands.length === 0 ? `${command} needs a FILE` : `${command} takes exactly one FILE, got ${args.operands.length}`, `zermelo ${command} examples/take-1-or-4.yaml`);
  }
  const absolute = resolvePath(host.cwd, args.operands[0]!);
  const file = relativePath(host.cwd, absolute);
  if ((await host.stat(absolute)) !== 'file') throw new UsageError(`no such file: ${args.operands[0]!}`);
  const source = await readSource(host, absolute, maxFileBytes(args.options));
  if (typeof source !== 'string') {
    host.stderr.write(readFailureLine(file, source, args.options.lang === 'pt' ? 'pt' : 'en'));
    return EXIT.usage;
  }
  const loaded = await engines.load(file, source, { ...loadLimits(args.options), ...(realParams ? { realParams } : {}) });
  printDiagnostics(host, loaded.diagnostics, source, args.options['no-color'] === true, args.options.lang === 'pt' ? 'pt' : 'en');
  if (hasErrors(loaded.diagnostics) || !loaded.value) return EXIT.usage;
  return { spec: loaded.value, source, file };
}

export function printDiagnostics(host: Host, list: readonly Diagnostic[], source: string, noColor: boolean, lang: 'en' | 'pt' = 'en'): void {
  const color = wantsColor(host, host.stderr, noColor);
  for (const block of renderFileDiagnostics(list, source, { color, lang })) host.stderr.write(block);
}
