// Stage: run. The real engines behind the Engines interface: spec's loader, the bounded checker,
// the periodicity certificates (certify/), and the symbolic prover (imported lazily: Z3 loads only
// when a proof actually runs). The adapters fromBounded.ts, fromCertify.ts and fromProof.ts turn the
// engines' result types into the report model.

import { certifySpec } from '../certify/index.js';
import { checkBounded } from '../check/checkBounded.js';
import { loadSpec } from '../model/loadSpec.js';
import { boundedStage } from './boundedStage.js';
import { fromBounded } from './fromBounded.js';
import { fromCertify } from './fromCertify.js';
import type { ConfirmRequest, Engines } from './engines.js';
import { fromProof, obligationReport } from './fromProof.js';
import type { ObligationResult, ProofResult } from '../prove/result.js';
import type { Spec } from '../model/model.js';

/** Runs proveSpec somewhere else (the CLI's isolated prover process, src/scale/proverProcess.ts), so
 *  that a Z3 crash or hang cannot take the caller down. Returns the plain ProofResult. */
export type ProverRunner = (spec: Spec, opts: { timeoutMs: number; emitSmtDir?: string; keepSmt?: boolean; onObligation?: (o: ObligationResult) => void }) => Promise<ProofResult>;

/** Re-checks the obligations Z3 proved with another solver (`--confirm`; scale/confirmProof.ts, which
 *  runs it as a child process): the result with `confirmations` on every proved obligation. */
export type ProofConfirmer = (result: ProofResult, request: ConfirmRequest, timeoutMs: number) => Promise<ProofResult>;

/** The real engines. `prover` runs the symbolic stage's proveSpec (the CLI and zermelo/vitest pass
 *  the isolated prover process, scale/proverProcess.ts); absent: in this process, Z3 loaded lazily.
 *  `confirmer` serves `--confirm`; without it a request to confirm is a bug (ZM9001). */
export function createPipeline(prover?: ProverRunner, confirmer?: ProofConfirmer): Engines {
  const engines: Engines = {
    async load(file, text, limits) {
      return loadSpec(file, text, limits);
    },
    async bounded(spec, opts) {
      return boundedStage(spec, opts ?? {}, (s) => fromBounded(s, checkBounded(s)));
    },
    async certify(spec) {
      return fromCertify(spec, certifySpec(spec));
    },
    async symbolic(spec, opts) {
      const prove = prover ?? (await import('../prove/index.js')).proveSpec;
      const proved = await prove(spec, {
        timeoutMs: opts.timeoutMs,
        ...(opts.emitSmtDir !== undefined ? { emitSmtDir: opts.emitSmtDir } : {}),
        ...(opts.confirm ? { keepSmt: true } : {}),
        ...(opts.onObligation ? { onObligation: (o) => opts.onObligation!(obligationReport(o, spec)) } : {}),
      });
      if (opts.confirm && !confirmer) throw new Error(`--confirm ${opts.confirm.solver} was asked of engines built without a second solver`);
      const result = opts.confirm ? await confirmer!(proved, opts.confirm, opts.timeoutMs) : proved;
      return fromProof(spec, withoutScripts(result));
    },
  };
  builtIn.add(engines);
  return engines;
}

/** The scripts kept for the second solver are not part of the result that travels on. */
function withoutScripts(result: ProofResult): ProofResult {
  return { ...result, obligations: result.obligations.map(({ smt: _smt, ...o }) => o) };
}

const builtIn = new WeakSet<Engines>();

/** Whether `engines` are this build's own (createPipeline), which worker threads can load themselves;
 *  other engines (test fakes, even ones spreading these) are honoured in this thread only. */
export function isBuiltInPipeline(engines: Engines): boolean {
  return builtIn.has(engines);
}

/** The real engines with the prover in this process (the library API). */
export const pipeline: Engines = createPipeline();
