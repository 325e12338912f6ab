// Stage: diag. The one shape of every problem zermelo reports, from YAML syntax to Z3.
// Spans are file offsets (UTF-16 code units into the file text, end exclusive); they are
// turned into line:col only when rendering (see render.ts).

import type { Code } from './codes.js';

export type Severity = 'error' | 'warning' | 'note';

export interface Span {
  start: number;
  end: number;
}

export interface RelatedInfo {
  message: string;
  file?: string;
  span?: Span;
}

export interface Diagnostic {
  code: Code; // stable, e.g. 'ZM2003' (catalogue in codes.ts)
  severity: Severity;
  message: string;
  file: string; // path as given by the user (relative), never made absolute
  span?: Span;
  related?: RelatedInfo[];
  hint?: string;
}

/** Each stage returns its value (when it could build one) and everything it noticed. */
export interface Result<T> {
  value?: T;
  diagnostics: Diagnostic[];
}

export function hasErrors(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === 'error');
}
