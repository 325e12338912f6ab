// The HTML reports in a real browser: headless Chromium (Debian's `chromium`; .ci/run installs it)
// opens the pages written by `zermelo table --html` and `zermelo check --html` and the test measures
// the rendered DOM: one cell per position, cells large enough to read on a projector at any width
// (a long row wraps in blocks instead of shrinking), the generation drawn inside each cell, no label
// overlapping a cell, the counterexamples beside the table with their numbers in the cells they name.
// Screenshots are saved under test-artifacts/ (gitignored, kept by CI) and read by their pixels: a
// safe cell is dark, a fragile one light, a mismatch outlined in red — never compared byte for byte.
// No console error and no request beyond the file itself. Skipped, with a message, without Chromium.

import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pipeline } from '../../src/run/pipeline.js';
import { bounded, counterexample } from '../e2e/fixtures.js';
import { fixture, fixtureFiles, run } from '../teach/teachHost.js';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { findChromium, launchChromium, type Browser, type PageVisit } from './chromium.js';
import { decodePng } from './png.js';
import { BOXES, OVERLAPS, type Box } from './layout.js';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const binary = findChromium();
if (!binary) console.warn("test/browser: SKIPPED — no Chromium binary (install Debian's `chromium`, or set CHROMIUM_BIN)");

// Game 13-I on n = 0..20 (42 positions, all shown) with a student's wrong conjecture.
const WRONG_13 = fixture('game13-I.yaml').replace('bounds: { n: 0..300 }', 'bounds: { n: 0..20 }').replace('check:', 'conjecture:\n  S: turn = A ∧ n mod 3 = 0 ∨ turn = B ∧ n ∈ {0, 1, 4, 7}\ncheck:');

// Game 9 (take 1 or 4) on n = 0..100 with the wrong guess of the README: a 40-column table.
const WRONG_9 = fixture('game09.yaml').replace('check:', 'conjecture:\n  S: n mod 5 ∈ {0, 3}\ncheck:').replace('0..300', '0..100');

// one Chromium for the whole file (each page a target of its own), closed after the last test
let browser: Promise<Browser> | undefined;
const openPage = async (url: string): Promise<PageVisit> => (await (browser ??= launchChromium(binary!))).open(url);
afterAll(async () => {
  await (await browser)?.close();
});

async function visit(name: string, html: string): Promise<PageVisit> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = `${ARTIFACTS}${name}.html`;
  writeFileSync(file, html);
  const page = await openPage(pathToFileURL(file).href);
  writeFileSync(`${ARTIFACTS}${name}.png`, await page.screenshot());
  return page;
}

const MIN_CELL = 36; // CSS px: readable from the back of a classroom
const cellBoxes = (page: PageVisit): Promise<Box[]> => page.evaluate<Box[]>(`${BOXES}('td.cell')`);

describe.skipIf(!binary)('HTML reports in headless Chromium', () => {
  let table: PageVisit;
  let line: PageVisit;
  let check: PageVisit;
  let checkPt: PageVisit;
  let board: PageVisit;
  let fileUrl = '';

  beforeAll(async () => {
    const t = await run(['table', 'games/wrong13.yaml', '--html', 'out/table.html'], { files: fixtureFiles({ 'games/wrong13.yaml': WRONG_13 }) });
    expect(t.code).toBe(0);
    table = await visit('table-game13-I', t.host.files.get('/repo/out/table.html')!);
    fileUrl = pathToFileURL(`${ARTIFACTS}table-game13-I.html`).href;
    const l = await run(['table', 'games/wrong9.yaml', '--html', 'out/line.html'], { files: fixtureFiles({ 'games/wrong9.yaml': WRONG_9 }) });
    expect(l.code).toBe(0);
    line = await visit('table-game09-40-columns', l.host.files.get('/repo/out/line.html')!);
    const b = await run(['table', 'games/game14-I.yaml', '--param', 'size=16', '--html', 'out/board.html']);
    expect(b.code).toBe(0);
    board = await visit('table-game14-I-board-16', b.host.files.get('/repo/out/board.html')!);
    const real = fakeHost({ 'games/wrong9.yaml': WRONG_9 });
    expect(await main(['check', 'games/wrong9.yaml', '--no-symbolic', '--html', 'out/check.html', '--to', '29'], real)).toBe(1);
    check = await visit('check-game09', real.files.get('/repo/out/check.html')!);
    const host = fakeHost({ 'games/wrong13.yaml': WRONG_13 });
    const engines = { ...pipeline, bounded: async () => bounded('refuted', [counterexample({ position: { n: 2, turn: 'A' }, positionText: 'n = 2, turn = A' })]), symbolic: async () => undefined };
    expect(await main(['check', 'games/wrong13.yaml', '--html', 'out/check.html', '--lang', 'pt'], host, { engines })).toBe(1);
    checkPt = await visit('check-game13-I-pt', host.files.get('/repo/out/check.html')!);
  });

  afterAll(async () => {
    for (const p of [table, line, check, checkPt, board]) await p?.close();
  });

  test('the table page: one cell per position, no console error, nothing fetched', async () => {
    expect(table.errors).toEqual([]);
    expect(table.requests.filter((u) => u !== fileUrl && !u.startsWith('data:'))).toEqual([]);
    expect(await table.evaluate<number>('document.querySelectorAll("td.cell").length')).toBe(42);
    const positions = await table.evaluate<string[]>('[...document.querySelectorAll("td.cell")].map(c => c.dataset.position)');
    expect(new Set(positions).size).toBe(42);
  });

  test('mismatching cells are marked, outlined in red, and only they', async () => {
    const marked = await table.evaluate<string[]>('[...document.querySelectorAll("td.cell.mismatch")].map(c => c.dataset.position)');
    // Row A: truth safe at 0, 3, 6, 7, 9, 10, 12…20; the guess `n mod 3 = 0` says 0, 3, 6, 9, 12, 15, 18.
    expect(marked.sort()).toEqual(['n = 10, turn = A', 'n = 13, turn = A', 'n = 14, turn = A', 'n = 16, turn = A', 'n = 17, turn = A', 'n = 19, turn = A', 'n = 20, turn = A', 'n = 7, turn = A']);
    const outlines = await table.evaluate<string[]>('[...document.querySelectorAll("td.cell.mismatch")].map(c => getComputedStyle(c).outlineStyle + " " + getComputedStyle(c).outlineColor)');
    expect(new Set(outlines)).toEqual(new Set(['solid rgb(220, 38, 38)']));
    const plain = await table.evaluate<string>('getComputedStyle(document.querySelector("td.cell:not(.mismatch)")).outlineStyle');
    expect(plain).toBe('none');
    expect(await table.evaluate<string>('document.querySelector(".mismatch-count").textContent')).toBe('8');
  });

  test('the generation is drawn inside every cell, and the tooltip still tells the whole story', async () => {
    const gens = await table.evaluate<{ text: string; data: string; inside: boolean; size: number }[]>(`[...document.querySelectorAll("td.cell")].map(c => {
      const g = c.querySelector(".gen"), r = c.getBoundingClientRect(), q = g.getBoundingClientRect();
      return { text: g.textContent, data: c.dataset.generation, inside: q.left >= r.left && q.right <= r.right && q.top >= r.top && q.bottom <= r.bottom, size: parseFloat(getComputedStyle(g).fontSize) };
    })`);
    expect(gens).toHaveLength(42);
    for (const g of gens) {
      expect(g.text).toBe(g.data);
      expect(g.inside).toBe(true);
      // 13.6 px (.85rem, bold): readable from the back of a room on a projector (it was 10.4 px)
      expect(g.size).toBeGreaterThanOrEqual(13.5);
    }
    const title = await table.evaluate<string>('document.querySelector(\'td.cell[data-position="n = 8, turn = A"]\').title');
    expect(title).toBe('n = 8, turn = A: fragile (F); generation 3; good move: take 1 → n = 7, turn = B');
  });

  test('cells stay readable at any width: a 40-column row wraps in blocks, the cell size does not change', async () => {
    for (const width of [1280, 1024, 800, 560]) {
      await line.setViewport(width, 900);
      const boxes = await cellBoxes(line);
      expect(boxes).toHaveLength(40);
      for (const b of boxes) {
        expect(b.width, `cell width at viewport ${width}`).toBeGreaterThanOrEqual(MIN_CELL);
        expect(b.height).toBeGreaterThanOrEqual(MIN_CELL);
      }
      const symbol = await line.evaluate<number>('parseFloat(getComputedStyle(document.querySelector("td.cell .sym")).fontSize)');
      expect(symbol).toBeGreaterThanOrEqual(20);
      const rows = new Set(boxes.map((b) => Math.round(b.top))).size;
      expect(rows, `lines of cells at viewport ${width}`).toBeGreaterThanOrEqual(Math.ceil((40 * MIN_CELL) / width));
      expect(await line.evaluate<number>(`${OVERLAPS}('td.cell, th')`), `overlapping cells or labels at viewport ${width}`).toBe(0);
    }
    await line.setViewport(1280, 900);
    // a 16 × 16 board cannot wrap: below its width it scrolls in its box, its cells keep their size
    await board.setViewport(560, 900);
    const cells = await cellBoxes(board);
    expect(cells).toHaveLength(256);
    for (const c of cells) expect(Math.min(c.width, c.height)).toBeGreaterThanOrEqual(MIN_CELL);
    expect(await board.evaluate<boolean>('(() => { const s = document.querySelector(".scroll"); return s.scrollWidth > s.clientWidth; })()')).toBe(true);
    expect(await board.evaluate<number>(`${OVERLAPS}('td.cell, th')`)).toBe(0);
    writeFileSync(`${ARTIFACTS}table-game14-I-board-16-narrow.png`, await board.screenshot());
    // n = 0..39 in reading order: left to right, then down
    const order = await line.evaluate<string[]>(
      '[...document.querySelectorAll("td.cell")].sort((a, b) => { const p = a.getBoundingClientRect(), q = b.getBoundingClientRect(); return Math.round(p.top) - Math.round(q.top) || p.left - q.left; }).map(c => c.dataset.position)',
    );
    expect(order).toEqual(Array.from({ length: 40 }, (_, k) => `n = ${k}`));
  });

  test('on every page, every cell is large enough, and what a cell draws does not overlap', async () => {
    for (const page of [table, line, check, checkPt]) {
      for (const b of await cellBoxes(page)) {
        expect(b.width).toBeGreaterThanOrEqual(MIN_CELL);
        expect(b.height).toBeGreaterThanOrEqual(MIN_CELL);
      }
      // the symbol's text, the generation and a counterexample's badge: inside the cell, apart
      const clashes = await page.evaluate<string[]>(`[...document.querySelectorAll("td.cell")].flatMap(c => {
        const range = document.createRange(); range.selectNodeContents(c.querySelector(".sym"));
        const parts = [range.getBoundingClientRect(), ...[...c.querySelectorAll(".gen, .badge")].map(e => e.getBoundingClientRect())];
        const r = c.getBoundingClientRect(), bad = [];
        parts.forEach((p, i) => { if (p.left < r.left - 0.5 || p.right > r.right + 0.5 || p.top < r.top - 0.5 || p.bottom > r.bottom + 0.5) bad.push(c.dataset.position + ": part " + i + " outside"); });
        for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) {
          const a = parts[i], b = parts[j];
          if (Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5) bad.push(c.dataset.position + ": parts " + i + ", " + j + " overlap");
        }
        return bad;
      })`);
      expect(clashes).toEqual([]);
    }
  });

  test('the corner label and the row labels never cover a column label or a cell', async () => {
    for (const page of [table, line, check, checkPt]) {
      expect(await page.evaluate<number>(`${OVERLAPS}('td.cell, th, li.counterexample')`)).toBe(0);
      const corner = await page.evaluate<Box>(`${BOXES}('th.corner')[0]`);
      const col0 = await page.evaluate<Box>(`${BOXES}('th.col')[0]`);
      expect(corner.right).toBeLessThanOrEqual(col0.left);
    }
  });

  test('the screenshot shows the classes: safe cells dark, fragile light, mismatches red at the edge', async () => {
    const shot = decodePng(await line.screenshot());
    const at = async (selector: string): Promise<Box> => line.evaluate<Box>(`${BOXES}(${JSON.stringify(selector)}).map(b => ({ ...b, top: b.top + scrollY, left: b.left + scrollX }))[0]`);
    const lum = ([r, g, b]: number[]): number => 0.299 * r! + 0.587 * g! + 0.114 * b!;
    const safe = await at('td.cell.safe:not(.mismatch)');
    const fragile = await at('td.cell.fragile:not(.mismatch)');
    const wrong = await at('td.cell.mismatch');
    // sample beside the centre (the symbol is there) and away from the generation in the corner
    expect(lum(shot.pixel(safe.left + 6, safe.top + safe.height / 2))).toBeLessThan(80);
    expect(lum(shot.pixel(fragile.left + 6, fragile.top + fragile.height / 2))).toBeGreaterThan(200);
    const [r, g, b] = shot.pixel(wrong.left + 1.5, wrong.top + wrong.height / 2);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(200);
  });

  test('both vocabularies, once: + / − / =, S / F / N, safe / fragile, P- / N-positions', async () => {
    for (const page of [line, check]) {
      expect(await page.evaluate<number>('document.querySelectorAll("section.legend").length')).toBe(1);
      const rows = await page.evaluate<string[]>('[...document.querySelectorAll("section.legend tr")].map(r => r.innerText.replace(/\\s+/g, " ").trim())');
      expect(rows).toEqual(['+ + S safe P-position the player to move loses against perfect play', '− − F fragile N-position the player to move can win']);
    }
  });

  test('the check page: the counterexamples beside the table, their numbers in the cells they name', async () => {
    expect(check.errors).toEqual([]);
    expect(await check.evaluate<number>('document.querySelectorAll("td.cell").length')).toBe(30);
    const table = await check.evaluate<Box>(`${BOXES}('.table-box table')[0]`);
    const aside = await check.evaluate<Box>(`${BOXES}('aside.counterexamples')[0]`);
    expect(aside.left).toBeGreaterThanOrEqual(table.right); // beside, not below
    expect(aside.top).toBeLessThan(table.bottom);
    const items = await check.evaluate<{ number: string; position: string }[]>(
      '[...document.querySelectorAll("li.counterexample")].map(li => ({ number: li.dataset.number, position: li.dataset.position }))',
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const badges = await check.evaluate<{ text: string; visible: boolean }[]>(`[...document.querySelectorAll('td.cell[data-position="${item.position}"] .badge')].map(b => {
        const r = b.getBoundingClientRect(); return { text: b.textContent, visible: r.width > 0 && r.height > 0 };
      })`);
      expect(badges.map((b) => b.text)).toContain(item.number);
      expect(badges.every((b) => b.visible)).toBe(true);
    }
    const first = await check.evaluate<string>('document.querySelector("li.counterexample").innerText');
    expect(first).toContain('n = 2 is conjectured fragile, but condition I fails');
    expect(first).toContain('take 1 → n = 1 (you: fragile, truth: fragile)');
    expect(await check.evaluate<string>('document.querySelector("td.cell.target").dataset.position')).toBe('n = 1');
    const failures = await check.evaluate<string>('document.querySelector("table.failures").innerText');
    expect(failures).toContain('condition I (every fragile position has a move to a safe one)');
    expect(failures).not.toMatch(/I: \d/);
  });

  test('counterexamples outside the window: each once, with its own table, its number in its cell, and a line of play', async () => {
    const host = fakeHost({ 'games/wrong9.yaml': WRONG_9 });
    expect(await main(['check', 'games/wrong9.yaml', '--no-symbolic', '--html', 'out/window.html', '--from', '20', '--to', '59'], host)).toBe(1);
    const page = await visit('check-game09-window-20-59', host.files.get('/repo/out/window.html')!);
    try {
      expect(page.errors).toEqual([]);
      const items = await page.evaluate<{ number: string; position: string; badges: string[]; gen: number; steps: number; inside: boolean }[]>(
        `[...document.querySelectorAll("li.counterexample")].map(li => {
          const own = li.querySelector(".own-table"), cell = own && own.querySelector('td.cell[data-position="' + li.dataset.position + '"]');
          const r = li.getBoundingClientRect(), t = own ? own.getBoundingClientRect() : r;
          return { number: li.dataset.number, position: li.dataset.position, badges: cell ? [...cell.querySelectorAll(".badge")].map(b => b.textContent) : [],
            gen: cell ? parseFloat(getComputedStyle(cell.querySelector(".gen")).fontSize) : 0, steps: li.querySelectorAll("ol.line-steps li.step").length,
            inside: t.left >= r.left && t.right <= r.right + 1 };
        })`,
      );
      expect(items.length).toBeGreaterThan(1);
      expect(new Set(items.map((i) => i.position)).size).toBe(items.length);
      for (const item of items) {
        expect(item.badges).toEqual([item.number]);
        expect(item.gen).toBeGreaterThanOrEqual(13.5);
        expect(item.steps).toBeGreaterThan(0);
        expect(item.inside).toBe(true);
      }
    } finally {
      await page.close();
    }
  });

  test('the check page in Portuguese: verdict, table, the counterexample with its moves', async () => {
    expect(checkPt.errors).toEqual([]);
    expect(await checkPt.evaluate<string>('document.querySelector(".verdict").textContent')).toBe('refutada');
    expect(await checkPt.evaluate<number>('document.querySelectorAll("td.cell").length')).toBe(42);
    expect(await checkPt.evaluate<number>('document.querySelectorAll("td.cell.mismatch").length')).toBe(8);
    const cex = await checkPt.evaluate<string>('document.querySelector(".counterexample").textContent');
    expect(cex).toContain('n = 2, turn = A é frágil segundo a conjectura, mas a condição I falha');
    expect(cex).toContain('take 1 → n = 1');
    expect(await checkPt.evaluate<string>('document.documentElement.lang')).toBe('pt');
  });
});
