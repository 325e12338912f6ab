// Stage: report. The real engines behind the Engines interface: spec's loader, the bounded checker,
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
    const { proveSpec } = await import('../prove/index.js');
    const result = await proveSpec(spec, {
      timeoutMs: opts.timeoutMs,
      ...(opts.emitSmtDir !== undefined ? { emitSmtDir: opts.emitSmtDir } : {}),
      ...(opts.onObligation ? { onObligation: (o) => opts.onObligation!(obligationReport(o)) } : {}),
    });
    return fromProof(spec, result);
  },
};
