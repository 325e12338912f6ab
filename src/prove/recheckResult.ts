// Stage: prove. What re-checking a counterexample with the evaluator gives (recheck.ts and
// recheckWellDefined.ts return it): whether the evaluator confirms it, why, and the move's target
// (and whether that move keeps the turn).

import type { Exact } from './modelValues.js';

export interface RecheckResult {
  confirmed: boolean;
  explanation?: string;
  target?: Map<string, Exact>;
  /** The move to `target` keeps the turn (`again:` held before it). */
  keeps?: true;
  internalError?: string;
}
