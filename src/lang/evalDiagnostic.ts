// Stage: lang. Turns the one exception compiled code throws (EvalError) into a diagnostic with its
// ZM5xxx code (catalogue: src/diag/codes/eval.ts). Input: the error and the file; output: a Diagnostic.

import type { Code } from '../diag/codes.js';
import type { Diagnostic } from '../diag/diagnostic.js';
import type { EvalError, EvalErrorKind } from './runtime.js';

export const EVAL_ERROR_CODES: Record<EvalErrorKind, Code> = {
  'division-by-zero': 'ZM5001',
  overflow: 'ZM5002',
  'index-out-of-range': 'ZM5003',
  'recursion-limit': 'ZM5004',
  undetermined: 'ZM5005',
  'outside-region': 'ZM5006',
  domain: 'ZM5007',
  'range-limit': 'ZM5008',
};

export function evalErrorToDiagnostic(err: EvalError, file: string, context?: string): Diagnostic {
  return {
    code: EVAL_ERROR_CODES[err.kind],
    severity: 'error',
    message: context ? `${err.message} (${context})` : err.message,
    file,
    span: err.span,
  };
}
