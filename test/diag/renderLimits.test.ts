// The limits of what diag/render prints for one file: a code frame of a very long line shows a window
// around the span's column (a 1 MB line is not printed whole), and at most MAX_DIAGNOSTICS_SHOWN
// diagnostics are printed in full, the rest counted on one line (check and the single-file commands).
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diag/diagnostic.js';
import { MAX_DIAGNOSTICS_SHOWN, renderDiagnostic, renderFileDiagnostics } from '../../src/diag/render.js';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

const d = (span: { start: number; end: number }, severity: Diagnostic['severity'] = 'error'): Diagnostic => ({ code: 'ZM3016', severity, message: 'bad entry', file: 't.yaml', span });

describe('the code frame of a long line', () => {
  const row = Array.from({ length: 200_000 }, (_, k) => k % 10).join(', '); // about 600 kB on one line
  const source = `define:\n  t: [[${row}, x, ${row}]]\ngame: { subtraction: [1] }\n`;
  const x = source.indexOf('x');

  it('shows a window of the line around the column, cut with … on both sides, the caret under the span', () => {
    const out = renderDiagnostic(d({ start: x, end: x + 1 }), source);
    const lines = out.split('\n');
    expect(out.length).toBeLessThan(1000);
    expect(lines[0]).toMatch(/^t\.yaml:2:\d+: error ZM3016: bad entry$/);
    expect(lines[1]).toBe('1 | define:'); // a short neighbour is shown from its start
    const shown = lines[2]!;
    expect(shown.startsWith('2 | …')).toBe(true);
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(4 + 1 + 160 + 1);
    expect(lines[3]!.indexOf('^')).toBe(shown.indexOf('x')); // the caret stands under the x
    expect(lines[4]).toBe('3 | game: { subtraction: [1] }');
  });

  it('a span at the start of a long line: the line from its start, cut at the end', () => {
    const start = source.indexOf('t:');
    const lines = renderDiagnostic(d({ start, end: start + 1 }), source).split('\n');
    expect(lines[2]).toMatch(/^2 | {3}t: \[\[0, 1, .*…$/);
    expect(lines[3]).toBe('  |   ^');
  });

  it('never splits a surrogate pair at the window edge', () => {
    const wide = `a: "${'😀'.repeat(500)}x"\n`;
    const at = wide.indexOf('x');
    for (let shift = 0; shift < 4; shift++) {
      const text = ' '.repeat(shift) + wide;
      const frame = renderDiagnostic(d({ start: at + shift, end: at + shift + 1 }), text).split('\n')[1]!;
      expect(frame).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/);
    }
  });
});

describe('the number of diagnostics printed for a file', () => {
  const source = 'x\n'.repeat(80);
  const list = Array.from({ length: 73 }, (_, k) => d({ start: 2 * k, end: 2 * k + 1 }, k % 3 === 0 ? 'warning' : 'error'));

  it(`prints the first ${MAX_DIAGNOSTICS_SHOWN} in full, then counts the rest by severity`, () => {
    const blocks = renderFileDiagnostics(list, source);
    expect(blocks).toHaveLength(MAX_DIAGNOSTICS_SHOWN + 1);
    expect(blocks.at(-1)).toBe('t.yaml: … and 23 more diagnostics not shown (15 errors, 8 warnings); `zermelo check --json` lists them all\n');
    expect(renderFileDiagnostics(list, source, { lang: 'pt' }).at(-1)).toBe('t.yaml: … e mais 23 diagnósticos não mostrados (15 erros, 8 avisos); o `zermelo check --json` lista-os todos\n');
    expect(renderFileDiagnostics(list.slice(0, MAX_DIAGNOSTICS_SHOWN), source)).toHaveLength(MAX_DIAGNOSTICS_SHOWN);
  });

  it('check and explain print at most 50 of a file with 70 errors', async () => {
    const claims = Array.from({ length: 70 }, (_, k) => `  - holds: zz${k} > 0\n`).join('');
    const file = `name: nonsense\ngame: { subtraction: [1, 2] }\nclaims:\n${claims}check: { bounds: { n: 0..20 } }\n`;
    for (const command of ['check', 'explain']) {
      const host = fakeHost({ 'n.yaml': file });
      expect(await main([command, 'n.yaml'], host)).toBe(2);
      expect(host.err().match(/error ZM3001/g)).toHaveLength(MAX_DIAGNOSTICS_SHOWN);
      expect(host.err()).toContain('n.yaml: … and 20 more diagnostics not shown (20 errors); `zermelo check --json` lists them all\n');
    }
    const json = fakeHost({ 'n.yaml': file });
    await main(['check', '--json', 'n.yaml'], json);
    expect((JSON.parse(json.out()) as { files: { diagnostics: unknown[] }[] }).files[0]!.diagnostics).toHaveLength(70);
  });
});
