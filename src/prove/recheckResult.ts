// Stage: prove. What re-checking a counterexample with the evaluator gives (recheck.ts and
// recheckWellDefined.ts return it): whether the evaluator confirms it, why, and the move's target.

import type { Exact } from './modelValues.js';

export interface RecheckResult {
  confirmed: boolean;
  explanation?: string;
  target?: Map<string, Exact>;
  internalError?: string;
}
