// The HTML renderer without a browser: self-contained (no script, no external URL), escaped, one SVG
// cell per position shown with its data attributes, mismatches marked, both languages.

import { describe, expect, test } from 'vitest';
import { loadSpec } from '../../../src/spec/loadSpec.js';
import { buildTable } from '../../../src/teach/buildTable.js';
import { prepareGame } from '../../../src/teach/engine.js';
import { renderTableHtml } from '../../../src/report/html/renderTableHtml.js';
import { renderCheckHtml } from '../../../src/report/html/renderCheckHtml.js';
import { escapeHtml } from '../../../src/report/html/escape.js';
import { fixture } from '../../teach/teachHost.js';

function model(text: string, bounds?: Record<string, [number, number]>) {
  const spec = loadSpec('games/x.yaml', text).value!;
  return { spec, model: buildTable(prepareGame(spec, bounds ? { bounds } : {}).value!) };
}

const cells = (html: string): string[] => html.match(/<g class="cell [^"]*"/g) ?? [];

describe('HTML table', () => {
  test('one cell per position of a 2-D region, with position, class and generation', () => {
    const { model: m } = model(fixture('game12.yaml'), { m: [0, 5], n: [0, 5] });
    const html = renderTableHtml(m, 'en');
    expect(cells(html)).toHaveLength(36);
    expect(html).toContain('data-position="m = 3, n = 3" data-class="safe" data-generation="');
    expect(html).toMatch(/<title>m = 1, n = 0: fragile \(F\); generation 1; good move: take 1 from the first heap → m = 0, n = 0<\/title>/);
  });

  test('self-contained: no script, no external URL, no stylesheet link', () => {
    const html = renderTableHtml(model(fixture('game09.yaml')).model, 'pt');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org\/2000\/svg)|<link rel="stylesheet"|@import|url\(/);
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain('inatacável (S)');
  });

  test('mismatches are marked in the DOM (class and data attribute) and counted', () => {
    const wrong = fixture('game09.yaml').replace('check:', 'conjecture:\n  S: n mod 5 ∈ {0, 3}\ncheck:').replace('0..300', '0..20');
    const html = renderTableHtml(model(wrong).model, 'en');
    const marked = html.match(/<g class="cell \w+ mismatch"[^>]*data-position="([^"]+)"/g)!.map((g) => /data-position="([^"]+)"/.exec(g)![1]);
    expect(marked).toEqual(['n = 2', 'n = 3', 'n = 7', 'n = 8', 'n = 12', 'n = 13', 'n = 17', 'n = 18']);
    expect(html).toContain('data-mismatch="true" data-conjectured="fragile"');
  });

  test('text is escaped', () => {
    expect(escapeHtml(`<b title="x">&'`)).toBe('&lt;b title=&quot;x&quot;&gt;&amp;&#39;');
    const { model: m } = model(fixture('game09.yaml').replace('title: Take 1 or 4 stones from one heap', 'title: "<script>alert(1)</script>"'));
    expect(renderTableHtml(m, 'en')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('HTML check report', () => {
  test('a file that does not load: its verdict and summary, no table', () => {
    const html = renderCheckHtml(
      [
        {
          report: {
            file: 'bad.yaml', sha256: '', tool: { name: 'zermelo', version: '0' }, name: null, title: null, kind: 'conjecture',
            verdict: 'invalid', expect: null, met: null, status: 'invalid', summary: 'the file has 1 error', at: null, diagnostics: [],
            bounded: null, symbolic: null, counterexamples: [], claims: [], timings: { loadMs: 0, boundedMs: 0, symbolicMs: 0, totalMs: 0 },
          },
        },
      ],
      'en',
    );
    expect(html).toContain('<span class="verdict invalid">invalid</span>');
    expect(cells(html)).toHaveLength(0);
  });
});
