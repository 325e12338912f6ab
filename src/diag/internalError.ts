// Stage: diag. The diagnostic of a bug zermelo caught in itself (ZM9001, exit 70): one factory, so
// that every stage reports it with the same code and severity. The code is written out only here and
// in the catalogue (test/diag/internalErrorFactory.test.ts checks it).

import type { Code } from './codes.js';
import type { Diagnostic, Span } from './diagnostic.js';

/** The code of an internal error, for results that carry a code and no diagnostic (a prover obligation). */
export const INTERNAL_ERROR = 'ZM9001' satisfies Code;

export function internalError(file: string, message: string, span?: Span): Diagnostic {
  return { code: INTERNAL_ERROR, severity: 'error', file, message, ...(span ? { span } : {}) };
}

/** The same error already placed at a line and column (the report model's shape, `at`): what
 *  `zermelo merge` rebuilds from the shards' reports, which hold no source text. */
export function placedInternalError<At>(message: string, at: At): { code: typeof INTERNAL_ERROR; severity: 'error'; message: string; at: At; hint: null } {
  return { code: INTERNAL_ERROR, severity: 'error', message, at, hint: null };
}
