// Stage: cli. The single-file commands (explain, prove) start alike: exactly one FILE operand, read
// it, load it, print its diagnostics on stderr. Output: the spec and its text, or an exit code (2).

import { cliWords } from '../cliWords.js';
import type { Diagnostic } from '../../diag/diagnostic.js';
import { hasErrors } from '../../diag/diagnostic.js';
import { renderFileDiagnostics } from '../../diag/render.js';
import type { Engines } from '../../run/engines.js';
import type { Spec } from '../../model/model.js';
import { UsageError, type ParsedArgs } from '../args.js';
import { wantsColor } from '../color.js';
import { relativePath, resolvePath } from '../../host/paths.js';
import type { Host } from '../../host/host.js';
import { readSource } from './io.js';
import { EXIT } from '../../report/exitCodes.js';
import { printable } from '../../diag/printable.js';
import { maxFileBytes } from '../fileSizeOption.js';
import { loadLimits } from '../loadLimitOptions.js';

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
    const cw = cliWords(args.options.lang === 'pt' ? 'pt' : 'en');
    host.stderr.write(`${printable(file)}: ${cw.error} ${source.code}: ${source.code === 'ZM7001' ? cw.cannotRead(printable(cw.ioError(source.message))) : printable(source.message)}\n`);
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
