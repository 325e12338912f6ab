// Tests for diag/render: header, code frame with neighbouring lines, carets under the span
// (aligned past tabs and wide characters), hints, related notes, colour on request only.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diag/diagnostic.js';
import { renderDiagnostic, renderDiagnostics } from '../../src/diag/render.js';

const source = 'name: kayles\ngame:\n  moves:\n    - if: k ≤ n $ 3\n      to: { n: n - k }\n';
const at = (needle: string, length = needle.length) => ({ start: source.indexOf(needle), end: source.indexOf(needle) + length });
const d = (extra: Partial<Diagnostic>): Diagnostic => ({ code: 'ZM2001', severity: 'error', message: "unexpected character '$'", file: 'conjectures/heap/kayles.yaml', ...extra });

describe('renderDiagnostic', () => {
  it('renders file:line:col, the neighbouring lines and ^ under the span', () => {
    expect(renderDiagnostic(d({ span: at('$') }), source)).toBe(
      ["conjectures/heap/kayles.yaml:4:17: error ZM2001: unexpected character '$'", '3 |   moves:', '4 |     - if: k ≤ n $ 3', '  |                 ^', '5 |       to: { n: n - k }', ''].join('\n'),
    );
  });

  it('underlines a longer span with ^~~~ and prints hint and related notes', () => {
    const out = renderDiagnostic(d({ span: at('k ≤ n'), hint: 'did you mean …?', related: [{ message: 'first given here', span: at('name') }] }), source);
    expect(out).toContain('  |           ^~~~~\n');
    expect(out).toContain('hint: did you mean …?\n');
    expect(out).toContain('conjectures/heap/kayles.yaml:1:1: note: first given here\n1 | name: kayles\n  | ^~~~\n');
  });

  it('renders a diagnostic without a span, or without the source, on one line', () => {
    expect(renderDiagnostic(d({}), source)).toBe("conjectures/heap/kayles.yaml: error ZM2001: unexpected character '$'\n");
    expect(renderDiagnostic(d({ span: { start: 3, end: 4 } }), undefined)).toContain('kayles.yaml@3: error');
  });

  it('lines carets up after tabs and wide characters, and marks multi-line spans', () => {
    const src = 'a:\t😀 x\nb: yy\n';
    const out = renderDiagnostic(d({ file: 'f', span: { start: src.indexOf('x'), end: src.indexOf('yy') + 2 } }), src);
    expect(out).toContain('1 | a:\t😀 x\n  |   \t   ^\n2 | b: yy\n  | ~~~~~\n');
  });

  it('uses ANSI colours only when asked', () => {
    expect(renderDiagnostic(d({ span: at('$') }), source)).not.toContain('\x1b[');
    expect(renderDiagnostic(d({ span: at('$') }), source, { color: true })).toContain('\x1b[1;31merror ZM2001:');
  });

  it('renders notes and lists with sources looked up by file', () => {
    const note: Diagnostic = { ...d({ span: at('$') }), severity: 'note', code: 'ZM1015', message: 'm' };
    const out = renderDiagnostics([note, d({})], { 'conjectures/heap/kayles.yaml': source });
    expect(out.split('\n')[0]).toBe('conjectures/heap/kayles.yaml:4:17: note ZM1015: m');
    expect(out).toContain('\n\nconjectures/heap/kayles.yaml: error ZM2001');
  });
});
