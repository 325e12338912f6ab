// Stage: run. The real engines behind the Engines interface: spec's loader, the bounded checker,
// the periodicity certificates (certify/), and the symbolic prover (imported lazily: Z3 loads only
// when a proof actually runs). The adapters fromBounded.ts, fromCertify.ts and fromProof.ts turn the
// engines' result types into the report model.

import { certifySpec } from '../certify/index.js';
import { checkBounded } from '../check/checkBounded.js';
import { loadSpec } from '../spec/loadSpec.js';
import { boundedStage } from './boundedStage.js';
import { fromBounded } from './fromBounded.js';
import { fromCertify } from './fromCertify.js';
import type { Engines } from './engines.js';
import { fromProof, obligationReport } from './fromProof.js';
import type { ObligationResult, ProofResult } from '../prove/result.js';
import type { Spec } from '../spec/model.js';

/** Runs proveSpec somewhere else (the CLI's isolated prover process, src/scale/proverProcess.ts), so
 *  that a Z3 crash or hang cannot take the caller down. Returns the plain ProofResult. */
export type ProverRunner = (spec: Spec, opts: { timeoutMs: number; emitSmtDir?: string; onObligation?: (o: ObligationResult) => void }) => Promise<ProofResult>;

let runner: ProverRunner | undefined;

/** Routes pipeline.symbolic through `r` (undefined: in this process again); returns the previous one. */
export function useProverRunner(r: ProverRunner | undefined): ProverRunner | undefined {
  const previous = runner;
  runner = r;
  return previous;
}

export const pipeline: Engines = {
  async load(file, text) {
    return loadSpec(file, text);
  },
  async bounded(spec, opts) {
    return boundedStage(spec, opts ?? {}, (s) => fromBounded(s, checkBounded(s)));
  },
  async certify(spec) {
    return fromCertify(spec, certifySpec(spec));
  },
  async symbolic(spec, opts) {
    const prove = runner ?? (await import('../prove/index.js')).proveSpec;
    const result = await prove(spec, {
      timeoutMs: opts.timeoutMs,
      ...(opts.emitSmtDir !== undefined ? { emitSmtDir: opts.emitSmtDir } : {}),
      ...(opts.onObligation ? { onObligation: (o) => opts.onObligation!(obligationReport(o)) } : {}),
    });
    return fromProof(spec, result);
  },
};
