// Stage: cli. `zermelo merge REPORT.json…`: reads the JSON reports of the shards of one run
// (check --shard i/n --json), prints the JSON report of the unsharded run (scale/mergeReports.ts),
// `--junit FILE` besides, and exits with the code check would have given. Bad input (a file that is
// not a report, mismatched shards) is a ZM7xxx error on stderr, exit 2. Output: the exit code.

import { cliWords, type CliWords } from '../cliWords.js';
import { MergeError } from '../../scale/mergeError.js';
import { mergeErrorPt } from '../mergePt.js';
import { mergeReports, type ReportInput } from '../../scale/mergeReports.js';
import { paint } from '../../report/paint.js';
import { renderJson } from '../../report/renderJson.js';
import { renderJunit } from '../../report/renderJunit.js';
import { summaryLine } from '../../report/renderText.js';
import { UsageError, type ParsedArgs } from '../args.js';
import { wantsColor } from '../color.js';
import { resolvePath } from '../../host/paths.js';
import type { Host } from '../../host/host.js';
import { readSource, writeReportFile } from './io.js';
import { EXIT } from '../../report/exitCodes.js';

export async function runMerge(args: ParsedArgs, host: Host): Promise<number> {
  const o = args.options;
  const lang = o.lang === 'pt' ? 'pt' : 'en';
  const cw = cliWords(lang);
  if (args.operands.length === 0) throw new UsageError('merge needs the JSON reports of the shards', 'zermelo merge reports/*/zermelo.json');
  const inputs: ReportInput[] = [];
  for (const name of args.operands) {
    const text = await readSource(host, resolvePath(host.cwd, name));
    if (typeof text !== 'string') return fail(host, new MergeError('ZM7001', cw.cannotReadReport(name, cw.ioError(text.message)), cw.mergeHint), cw);
    inputs.push({ name, text });
  }
  let run;
  try {
    run = mergeReports(inputs);
  } catch (error) {
    if (error instanceof MergeError) return fail(host, lang === 'pt' ? inPortuguese(error) : error, cw);
    throw error;
  }
  const deterministic = o.deterministic === true || host.env.ZERMELO_DETERMINISTIC === '1';
  host.stdout.write(renderJson(run, { deterministic }));
  if (o.quiet !== true) {
    const p = paint(wantsColor(host, host.stderr, o['no-color'] === true));
    host.stderr.write(`zermelo: ${cw.merged(inputs.length, summaryLine(run.summary, run.files, p, undefined, lang))}\n`);
  }
  if (typeof o.junit === 'string') {
    const written = await writeReportFile(host, resolvePath(host.cwd, o.junit), renderJunit(run.files));
    if (written !== true) return fail(host, new MergeError('ZM7002', cw.cannotWriteReport('JUnit', o.junit, cw.ioError(written))), cw);
  }
  return run.summary.exitCode;
}

/** The reports' own inconsistencies (scale/merge*.ts) in Portuguese (cli/mergePt.ts). */
function inPortuguese(error: MergeError): MergeError {
  const pt = mergeErrorPt(error.message, error.hint);
  return new MergeError(error.code, pt.message, pt.hint);
}

/** A report that cannot be merged. */
function fail(host: Host, error: MergeError, cw: CliWords): number {
  host.stderr.write(`zermelo: ${cw.error} ${error.code}: ${error.message}\n${error.hint ? `${cw.hint}: ${error.hint}\n` : ''}`);
  return EXIT.usage;
}
