// The HTML renderer without a browser: self-contained (no script, no external URL), escaped, one
// cell per position shown with its data attributes and its generation drawn, mismatches marked,
// counterexamples numbered in their cells, the failing conditions named, both languages.

import { describe, expect, test } from 'vitest';
import { loadSpec } from '../../../src/model/loadSpec.js';
import { buildTable } from '../../../src/teach/buildTable.js';
import { prepareGame } from '../../../src/teach/engine.js';
import { renderTableHtml } from '../../../src/report/html/renderTableHtml.js';
import { renderCheckHtml } from '../../../src/report/html/renderCheckHtml.js';
import { escapeHtml } from '../../../src/report/html/escape.js';
import { BLOCK_COLUMNS } from '../../../src/report/html/tableGrid.js';
import { main } from '../../../src/cli/main.js';
import { fakeHost } from '../../e2e/fakeHost.js';
import { fixture } from '../../teach/teachHost.js';

function model(text: string, bounds?: Record<string, [number, number]>) {
  const spec = loadSpec('games/x.yaml', text).value!;
  return { spec, model: buildTable(prepareGame(spec, bounds ? { bounds } : {}).value!) };
}

const cells = (html: string): string[] => html.match(/<td class="cell [^"]*"/g) ?? [];

describe('HTML table', () => {
  test('one cell per position of a 2-D region, with position, class and generation', () => {
    const { model: m } = model(fixture('game12.yaml'), { m: [0, 5], n: [0, 5] });
    const html = renderTableHtml(m, 'en');
    expect(cells(html)).toHaveLength(36);
    expect(html).toContain('data-position="m = 3, n = 3" data-class="safe" data-generation="');
    expect(html).toContain('title="m = 1, n = 0: fragile (F); generation 1; good move: take 1 from the first heap → m = 0, n = 0"');
    // the generation is drawn in the cell, not only in the tooltip
    expect(html).toMatch(/data-position="m = 1, n = 0"[^>]*><span class="sym">−<\/span><span class="gen">1<\/span><\/td>/);
  });

  test('self-contained: no script, no external URL, no stylesheet link', () => {
    const html = renderTableHtml(model(fixture('game09.yaml')).model, 'pt');
    expect(html).not.toMatch(/<script|https?:\/\/(?!www\.w3\.org\/2000\/svg)|<link rel="stylesheet"|@import|url\(/);
    expect(html).toContain('<html lang="pt">');
    expect(html).toContain('inatacável (I, tipo S)');
  });

  test('mismatches are marked in the DOM (class and data attribute) and counted', () => {
    const wrong = fixture('game09.yaml').replace('check:', 'conjecture:\n  S: n mod 5 ∈ {0, 3}\ncheck:').replace('0..300', '0..20');
    const html = renderTableHtml(model(wrong).model, 'en');
    const marked = html.match(/<td class="cell \w+ mismatch"[^>]*data-position="([^"]+)"/g)!.map((g) => /data-position="([^"]+)"/.exec(g)![1]);
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
            file: 'bad.yaml',
            sha256: '',
            tool: { name: 'zermelo', version: '0' },
            name: null,
            title: null,
            kind: 'conjecture',
            verdict: 'invalid',
            expect: null,
            met: null,
            status: 'invalid',
            summary: 'the file has 1 error',
            at: null,
            diagnostics: [],
            bounded: null,
            symbolic: null,
            counterexamples: [],
            claims: [],
            timings: { loadMs: 0, boundedMs: 0, symbolicMs: 0, totalMs: 0 },
          },
        },
      ],
      'en',
    );
    expect(html).toContain('<span class="verdict invalid">invalid</span>');
    expect(cells(html)).toHaveLength(0);
  });
});

describe('the HTML report a teacher projects', () => {
  const WRONG = `name: take-1-or-4-wrong
game: { subtraction: [1, 4] }
conjecture:
  S: n mod 5 ∈ {0, 3}
check:
  bounds: { n: 0..100 }
expect: holds
`;

  async function checkPage(argv: string[] = []): Promise<string> {
    const host = fakeHost({ 'w.yaml': WRONG });
    expect(await main(['check', 'w.yaml', '--no-symbolic', '--html', 'out.html', ...argv], host)).toBe(1);
    return host.files.get('/repo/out.html')!;
  }

  test('a one-coordinate table of 40 columns is cut into blocks of 10, each with its own header', () => {
    const html = renderTableHtml(model(fixture('game09.yaml')).model, 'en');
    expect(html.match(/<table class="game-table">/g)).toHaveLength(40 / BLOCK_COLUMNS);
    expect(html.match(/<th class="corner">n<\/th>/g)).toHaveLength(4);
  });

  test('both vocabularies are explained once per page, whatever the number of files', async () => {
    const html = await checkPage();
    expect(html.match(/<section class="legend">/g)).toHaveLength(1);
    expect(html).toMatch(/<td class="vocab-symbol">\+<\/td><td class="vocab-letter">S<\/td><td class="vocab-word">safe<\/td><td class="vocab-cgt">P-position<\/td>/);
    expect(html).toMatch(/<td class="vocab-symbol">−<\/td><td class="vocab-letter">F<\/td><td class="vocab-word">fragile<\/td><td class="vocab-cgt">N-position<\/td>/);
  });

  test('each counterexample is numbered, its cell carries the number, the cells of its moves are outlined', async () => {
    const html = await checkPage();
    const items = [...html.matchAll(/<li class="counterexample" data-number="(\d+)" data-condition="(\w+)" data-position="([^"]+)" data-placement="(\w+)">/g)].map((m) => m.slice(1));
    expect(items[0]).toEqual(['1', 'I', 'n = 2', 'shown']);
    for (const [number, , position] of items) {
      const cell = new RegExp(`<td class="cell [^"]*named[^"]*"[^>]*data-position="${position}"[^>]*data-counterexamples="[^"]*\\b${number}\\b`);
      expect(html).toMatch(cell);
    }
    // n = 2's only move leads to n = 1
    expect(html).toMatch(/<td class="cell fragile target" [^>]*data-position="n = 1"/);
  });

  test('a counterexample outside the window has a table of its own; the failing conditions are named in full', async () => {
    const html = await checkPage(['--from', '50', '--to', '59']);
    expect(html).toContain('data-position="n = 2" data-placement="outside"');
    const item = html.slice(html.indexOf('data-position="n = 2" data-placement="outside"'), html.indexOf('</li><li class="counterexample"'));
    expect(item).toContain('its own table:');
    // its own table around n = 2 carries its number in its cell and outlines its move's target
    expect(item).toMatch(/<td class="cell [^"]*named[^"]*"[^>]*data-position="n = 2"[^>]*data-counterexamples="1"/);
    expect(item).toMatch(/<td class="cell fragile target" [^>]*data-position="n = 1"/);
    // and the line of perfect play from it
    expect(item).toContain('Perfect play from n = 2:');
    expect(html).toContain('<td>condition I (every fragile position has a move to a safe one)</td><td class="count">1 position</td>');
    expect(html).not.toMatch(/\(I: \d+/);
  });
});
