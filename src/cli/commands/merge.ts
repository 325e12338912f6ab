// Stage: cli. `zermelo merge REPORT.json…`: reads the JSON reports of the shards of one run
// (check --shard i/n --json), prints the JSON report of the unsharded run (scale/mergeReports.ts),
// `--junit FILE` besides, and exits with the code check would have given. Bad input (a file that is
// not a report, mismatched shards) is a ZM7xxx error on stderr, exit 2. Output: the exit code.

import { MergeError } from '../../scale/mergeError.js';
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
  if (args.operands.length === 0) throw new UsageError('merge needs the JSON reports of the shards', 'zermelo merge reports/*/zermelo.json');
  const inputs: ReportInput[] = [];
  for (const name of args.operands) {
    const text = await readSource(host, resolvePath(host.cwd, name));
    if (typeof text !== 'string')
      return fail(host, new MergeError('ZM7001', `cannot read the report ${name}: ${text.message}`, 'pass the files written by `zermelo check --json`, e.g. reports/*/zermelo.json'));
    inputs.push({ name, text });
  }
  let run;
  try {
    run = mergeReports(inputs);
  } catch (error) {
    if (error instanceof MergeError) return fail(host, error);
    throw error;
  }
  const deterministic = o.deterministic === true || host.env.ZERMELO_DETERMINISTIC === '1';
  host.stdout.write(renderJson(run, { deterministic }));
  if (o.quiet !== true) {
    const p = paint(wantsColor(host, host.stderr, o['no-color'] === true));
    host.stderr.write(`zermelo: merged ${inputs.length} ${inputs.length === 1 ? 'report' : 'reports'}: ${summaryLine(run.summary, run.files, p)}\n`);
  }
  if (typeof o.junit === 'string') {
    const written = await writeReportFile(host, resolvePath(host.cwd, o.junit), renderJunit(run.files));
    if (written !== true) return fail(host, new MergeError('ZM7002', `cannot write the JUnit report ${o.junit}: ${written}`));
  }
  return run.summary.exitCode;
}

function fail(host: Host, error: MergeError): number {
  host.stderr.write(`zermelo: error ${error.code}: ${error.message}\n${error.hint ? `hint: ${error.hint}\n` : ''}`);
  return EXIT.usage;
}
