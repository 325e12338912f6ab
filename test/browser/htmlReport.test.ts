// The HTML reports in a real browser: headless Chromium (Debian's `chromium`; .ci/run installs it)
// opens the page written by `zermelo table --html` and `zermelo check --html`; the test reads the
// rendered DOM (one cell per position, the conjecture's mismatches marked and outlined in red), checks
// there is no console error and no request beyond the file itself, and saves screenshots under
// test-artifacts/ (gitignored, kept by CI as artifacts). Skipped, with a message, without Chromium.

import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pipeline } from '../../src/run/pipeline.js';
import { bounded, counterexample } from '../e2e/fixtures.js';
import { fixture, fixtureFiles, run } from '../teach/teachHost.js';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { findChromium, openPage, type PageVisit } from './chromium.js';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const binary = findChromium();
if (!binary) console.warn('test/browser: SKIPPED — no Chromium binary (install Debian\'s `chromium`, or set CHROMIUM_BIN)');

// Game 13-I on n = 0..20 (42 positions, all shown) with a student's wrong conjecture.
const WRONG_13 = fixture('game13-I.yaml')
  .replace('bounds: { n: 0..300 }', 'bounds: { n: 0..20 }')
  .replace('check:', 'conjecture:\n  S: turn = A ∧ n mod 3 = 0 ∨ turn = B ∧ n ∈ {0, 1, 4, 7}\ncheck:');

async function visit(name: string, html: string): Promise<PageVisit> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = `${ARTIFACTS}${name}.html`;
  writeFileSync(file, html);
  const page = await openPage(binary!, pathToFileURL(file).href);
  writeFileSync(`${ARTIFACTS}${name}.png`, await page.screenshot());
  return page;
}

describe.skipIf(!binary)('HTML reports in headless Chromium', () => {
  let table: PageVisit;
  let check: PageVisit;
  let fileUrl = '';

  beforeAll(async () => {
    const t = await run(['table', 'games/wrong13.yaml', '--html', 'out/table.html'], { files: fixtureFiles({ 'games/wrong13.yaml': WRONG_13 }) });
    expect(t.code).toBe(0);
    table = await visit('table-game13-I', t.host.files.get('/repo/out/table.html')!);
    fileUrl = pathToFileURL(`${ARTIFACTS}table-game13-I.html`).href;
    const host = fakeHost({ 'games/wrong13.yaml': WRONG_13 });
    const engines = { ...pipeline, bounded: async () => bounded('refuted', [counterexample({ position: { n: 2, turn: 'A' }, positionText: 'n = 2, turn = A' })]), symbolic: async () => undefined };
    expect(await main(['check', 'games/wrong13.yaml', '--html', 'out/check.html', '--lang', 'pt'], host, { engines })).toBe(1);
    check = await visit('check-game13-I-pt', host.files.get('/repo/out/check.html')!);
  });

  afterAll(async () => {
    await table?.close();
    await check?.close();
  });

  test('the table page: one cell per position, no console error, nothing fetched', async () => {
    expect(table.errors).toEqual([]);
    expect(table.requests.filter((u) => u !== fileUrl && !u.startsWith('data:'))).toEqual([]);
    expect(await table.evaluate<number>('document.querySelectorAll("svg .cell").length')).toBe(42);
    const positions = await table.evaluate<string[]>('[...document.querySelectorAll("svg .cell")].map(c => c.dataset.position)');
    expect(new Set(positions).size).toBe(42);
  });

  test('mismatching cells are marked, outlined in red, and only they', async () => {
    const marked = await table.evaluate<string[]>('[...document.querySelectorAll("svg .cell.mismatch")].map(c => c.dataset.position)');
    // Row A: truth safe at 0, 3, 6, 7, 9, 10, 12…20; the guess `n mod 3 = 0` says 0, 3, 6, 9, 12, 15, 18.
    expect(marked).toEqual(['n = 7, turn = A', 'n = 10, turn = A', 'n = 13, turn = A', 'n = 14, turn = A', 'n = 16, turn = A', 'n = 17, turn = A', 'n = 19, turn = A', 'n = 20, turn = A']);
    const strokes = await table.evaluate<string[]>('[...document.querySelectorAll("svg .cell.mismatch rect")].map(r => getComputedStyle(r).stroke)');
    expect(new Set(strokes)).toEqual(new Set(['rgb(220, 38, 38)']));
    const plain = await table.evaluate<string>('getComputedStyle(document.querySelector("svg .cell:not(.mismatch) rect")).stroke');
    expect(plain).not.toBe('rgb(220, 38, 38)');
    expect(await table.evaluate<string>('document.querySelector(".mismatch-count").textContent')).toBe('8');
  });

  test('hovering a cell shows its position, class, generation and a good move', async () => {
    const title = await table.evaluate<string>('document.querySelector(\'svg .cell[data-position="n = 8, turn = A"] title\').textContent');
    expect(title).toBe('n = 8, turn = A: fragile (F); generation 3; good move: take 1 → n = 7, turn = B');
    const safe = await table.evaluate<string>('getComputedStyle(document.querySelector(\'svg .cell[data-class="safe"] rect\')).fill');
    const fragile = await table.evaluate<string>('getComputedStyle(document.querySelector(\'svg .cell[data-class="fragile"] rect\')).fill');
    expect(safe).not.toBe(fragile);
  });

  test('the check page (Portuguese): verdict, table, the counterexample with its moves', async () => {
    expect(check.errors).toEqual([]);
    expect(await check.evaluate<string>('document.querySelector(".verdict").textContent')).toBe('refutada');
    expect(await check.evaluate<number>('document.querySelectorAll("svg .cell").length')).toBe(42);
    expect(await check.evaluate<number>('document.querySelectorAll("svg .cell.mismatch").length')).toBe(8);
    const cex = await check.evaluate<string>('document.querySelector(".counterexample").textContent');
    expect(cex).toContain('n = 2, turn = A é frágil segundo a conjectura, mas a condição I falha');
    expect(cex).toContain('take 1 → n = 1');
    expect(await check.evaluate<string>('document.documentElement.lang')).toBe('pt');
  });
});
