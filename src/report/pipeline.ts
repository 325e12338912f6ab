// Stage: report. The real engines behind the Engines interface: spec's loader, the bounded checker,
// and the symbolic prover (imported lazily: Z3 loads only when a proof actually runs). The adapters
// fromBounded.ts and fromProof.ts turn the engines' result types into the report model.

import { loadSpec } from '../spec/loadSpec.js';
import type { Engines } from './engines.js';

export const pipeline: Engines = {
  async load(file, text) {
    return loadSpec(file, text);
  },
  async bounded() {
    return undefined; // TODO(integration): check/'s checkBounded has not landed yet
  },
  async symbolic() {
    return undefined; // TODO(integration): prove/'s proveSpec has not landed yet
  },
};
