// A JavaScript stack overflow while handling a file is the input's size or nesting (issue 8): bad
// input for that file (ZM7004, exit 2), never an internal error. Shared by the loader and the engines.

import type { Diagnostic } from './diagnostic.js';

/** The ZM7004 diagnostic when `error` is a stack overflow; `where` completes "too large …". */
export function stackOverflowDiagnostic(error: unknown, file: string, where: string): Diagnostic | undefined {
  if (!(error instanceof RangeError) || !/call stack/i.test(error.message)) return undefined;
  return {
    code: 'ZM7004',
    severity: 'error',
    file,
    message: `the file is too deeply nested or too large ${where} (the JavaScript stack overflowed)`,
    hint: 'nest YAML values, expressions and chains of definitions (define:) less deeply',
  };
}
