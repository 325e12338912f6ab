// Stage: cli. `zermelo prove FILE [--emit-smt DIR]`: only the symbolic prover (Z3 loads here, lazily),
// every obligation listed with ✓/✗/? and its time. Exit 0 proved (or as expected), 1 refuted against
// `expect`, 2 bad input, 3 unknown: the prove command always requires a proof.

import type { Engines } from '../../report/engines.js';
import { checkFile } from '../../report/checkFile.js';
import { renderJson, zeroFile } from '../../report/renderJson.js';
import { renderProof } from '../../report/renderProof.js';
import { runReport } from '../../report/runReport.js';
import { UsageError, parseDuration, type ParsedArgs } from '../args.js';
import { wantsColor } from '../color.js';
import { joinPath, resolvePath } from '../discover.js';
import type { Host } from '../host.js';
import { writeReportFile } from './io.js';
import { loadOne } from './loadOne.js';

export async function runProve(args: ParsedArgs, host: Host, engines: Engines): Promise<number> {
  const o = args.options;
  const timeoutMs = o.timeout === undefined ? undefined : parseDuration(String(o.timeout));
  if (o.timeout !== undefined && timeoutMs === undefined) {
    throw new UsageError(`--timeout needs a duration such as 30s, 500ms or 2m, not '${String(o.timeout)}'`);
  }
  const loaded = await loadOne(args, host, engines, 'prove');
  if (typeof loaded === 'number') return loaded;
  const emitDir = typeof o['emit-smt'] === 'string' ? resolvePath(host.cwd, o['emit-smt']) : undefined;
  // The prover alone: the already-loaded spec, no bounded check, and a proof is required.
  const proverOnly: Engines = {
    load: async () => ({ value: loaded.spec, diagnostics: [] }),
    bounded: async () => undefined,
    symbolic: (spec, opts) => engines.symbolic(spec, opts),
  };
  const checked = await checkFile(loaded.file, loaded.source, {
    engines: proverOnly,
    now: () => host.now(),
    symbolic: 'required',
    ...(timeoutMs !== undefined ? { timeoutMs } : {}),
    ...(emitDir !== undefined ? { emitSmtDir: emitDir } : {}),
  });
  let report = checked.report;
  if (o.deterministic === true || host.env.ZERMELO_DETERMINISTIC === '1') report = zeroFile(report);
  const color = wantsColor(host, host.stdout, o['no-color'] === true);
  if (o.json === true) host.stdout.write(renderJson(runReport([report])));
  else host.stdout.write(renderProof(report, { color }));
  if (emitDir !== undefined) {
    for (const s of checked.smt ?? []) {
      const written = await writeReportFile(host, joinPath(emitDir, s.name.endsWith('.smt2') ? s.name : `${s.name}.smt2`), s.text);
      if (written !== true) {
        host.stderr.write(`zermelo: error ZM7002: cannot write ${s.name} into ${String(o['emit-smt'])}: ${written}\n`);
        return 2;
      }
    }
  }
  if (report.symbolic?.status === 'unavailable') {
    host.stderr.write('zermelo: the symbolic prover is not available in this build; nothing was proved\n');
    return 3;
  }
  return runReport([report]).summary.exitCode;
}
