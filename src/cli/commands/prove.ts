// Stage: cli. `zermelo prove FILE [--emit-smt DIR] [--confirm cvc5]`: the periodicity certificates and the symbolic
// prover (Z3 loads here, lazily), every obligation listed with ✓/✗/? and its time. Exit 0 proved (or
// as expected), 1 refuted against `expect`, 2 bad input, 3 unknown: the prove command always requires
// a proof.

import { cliWords } from '../cliWords.js';
import type { Engines } from '../../run/engines.js';
import { checkFile } from '../../run/checkFile.js';
import { renderJson, zeroFile } from '../../report/renderJson.js';
import { renderProof } from '../../report/renderProof.js';
import { runReport } from '../../run/runReport.js';
import { UsageError, parseDuration, type ParsedArgs } from '../args.js';
import { wantsColor } from '../../host/color.js';
import { joinPath, resolvePath } from '../../host/paths.js';
import type { Host } from '../../host/host.js';
import { confirmRequest } from '../workersOptions.js';
import { loadOne, printDiagnostics, writeReportFile } from './io.js';
import { Progress } from '../../report/progress.js';
import { RunLimit } from './runLimit.js';
import { formatDuration } from '../../report/paint.js';
import { EXIT } from '../../report/exitCodes.js';

export async function runProve(args: ParsedArgs, host: Host, engines: Engines): Promise<number> {
  const o = args.options;
  const timeoutMs = o.timeout === undefined ? undefined : parseDuration(String(o.timeout));
  if (o.timeout !== undefined && timeoutMs === undefined) {
    throw new UsageError(`--timeout needs a duration such as 30s, 500ms or 2m, not '${String(o.timeout)}'`);
  }
  const loaded = await loadOne(args, host, engines, 'prove');
  if (typeof loaded === 'number') return loaded;
  const emitSmt = typeof o['emit-smt'] === 'string' ? o['emit-smt'] : undefined;
  const confirm = await confirmRequest(args, host);
  if (typeof confirm === 'number') return confirm;
  const progress = new Progress(host, o.json !== true);
  // The prover and the periodicity certificates — the same stages as `check`, through the same
  // checkFile — with the already-loaded spec, and a proof required. The bounded check gives no verdict
  // here: it runs after a proof or a refutation to cross-check it (issues 8, 14), and a disagreement is
  // an internal error (exit 70), never a verdict.
  // --emit-smt asks for the prover's obligations as SMT-LIB2: the certificates (which emit none) are
  // not tried then, so that a certificate cannot stand in for the proof the files are asked of; so
  // with --confirm, which asks a second solver to re-check those obligations.
  const { certify, ...rest } = engines;
  const proverOnly: Engines = { ...rest, ...(certify && emitSmt === undefined && confirm === undefined ? { certify } : {}), load: async () => ({ value: loaded.spec, diagnostics: [] }) };
  const limit = new RunLimit(host, undefined, undefined, o.lang === 'pt' ? 'pt' : 'en'); // Ctrl-C interrupts Z3: the open obligations end as unknown
  const checked = await checkFile(loaded.file, loaded.source, {
    engines: limit.guarded(proverOnly),
    now: () => host.now(),
    symbolic: 'required',
    boundedAsCrossCheck: true,
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    ...(emitSmt !== undefined ? { emitSmtDir: emitSmt } : {}),
    ...(confirm !== undefined ? { confirm } : {}),
    onObligation: (ob) => progress.show(`proving ${loaded.file}: ${ob.status} ${ob.name} (${formatDuration(ob.timeMs)})`),
  });
  limit.dispose();
  progress.clear();
  // The prover's own diagnostics (an internal error such as the evaluator disagreeing with Z3, or the
  // engines disagreeing) go to stderr like the loader's.
  printDiagnostics(host, checked.diagnostics, loaded.source, o['no-color'] === true, o.lang === 'pt' ? 'pt' : 'en');
  const cw = cliWords(o.lang === 'pt' ? 'pt' : 'en');
  let report = checked.report;
  if (o.deterministic === true || host.env.ZERMELO_DETERMINISTIC === '1') report = zeroFile(report);
  const color = wantsColor(host, host.stdout, o['no-color'] === true);
  // the JSON says the exit code the process ends with: 130 after Ctrl-C, whatever the verdict so far
  const run = runReport([report]);
  if (limit.stopped === 'interrupt') run.summary.exitCode = EXIT.interrupted;
  if (o.json === true) host.stdout.write(renderJson(run));
  else host.stdout.write(renderProof(report, { color, lang: args.options.lang === 'pt' ? 'pt' : 'en' }));
  if (emitSmt !== undefined) {
    // The prover writes its certificates itself; an engine may instead hand them back as text.
    for (const s of checked.smt ?? []) {
      const path = joinPath(resolvePath(host.cwd, emitSmt), s.name.endsWith('.smt2') ? s.name : `${s.name}.smt2`);
      const written = await writeReportFile(host, path, s.text);
      if (written !== true) {
        host.stderr.write(`zermelo: ${cw.error} ZM7002: ${cw.cannotWriteSmt(s.name, emitSmt, cw.ioError(written))}\n`);
        return EXIT.usage;
      }
    }
  }
  if (limit.stopped === 'interrupt') {
    host.stderr.write(`zermelo: ${cw.proveInterrupted}\n`);
    return EXIT.interrupted;
  }
  if (report.symbolic?.status === 'unavailable') {
    host.stderr.write(`zermelo: ${cw.noProver}\n`);
    return EXIT.unproved;
  }
  return run.summary.exitCode;
}
