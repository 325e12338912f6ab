// Stage: diag. The diagnostic of a bug zermelo caught in itself (ZM9001, exit 70): one factory, so
// that every stage reports it with the same code and severity.

import type { Diagnostic, Span } from './diagnostic.js';

export function internalError(file: string, message: string, span?: Span): Diagnostic {
  return { code: 'ZM9001', severity: 'error', file, message, ...(span ? { span } : {}) };
}
