// Stage: prove. The one exception of the encoder: a construct it cannot (soundly) encode. The
// obligation that met it becomes `unknown` with this reason; it is never a verdict.

import type { Span } from '../diag/diagnostic.js';

export class Unsupported extends Error {
  constructor(
    readonly reason: string,
    readonly span?: Span,
  ) {
    super(reason);
    this.name = 'Unsupported';
  }
}
