// Stage: diag. A file name as printed on a terminal or in a CI log: control characters (C0, DEL, C1,
// the Unicode line and paragraph separators) shown as escapes. A name is any bytes but "/" and NUL, so
// `a\n::error::x.yaml` is a valid file: printed raw, its newline would start a line of the log, which
// GitHub Actions reads as a workflow command. JSON and JUnit carry the name as data, unescaped.

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function printable(text: string): string {
  return text.replace(CONTROL, (c) => NAMED[c] ?? `\\u{${c.codePointAt(0)!.toString(16)}}`);
}
