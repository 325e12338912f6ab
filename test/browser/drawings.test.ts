// Drawings of positions (`view:`) in a real browser: headless Chromium opens the page of
// `zermelo check --html` for a triangulation game with a wrong conjecture and of `zermelo table
// --html`, and the test reads the screenshot's pixels where the SVG's geometry puts things — a
// quarter of the way along each segment of the polygon is the chord's red when the counterexample's
// position has that segment drawn, and not red when it has not; a heap's tokens are dark. Screenshots
// are saved under test-artifacts/ (gitignored). Skipped, with a message, without Chromium.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { main } from '../../src/cli/main.js';
import { POLYGON_SIZE, pointAt } from '../../src/report/html/drawingSvg.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { startServe, type Served } from '../serve/serveHost.js';
import { findChromium, launchChromium, type Browser, type PageVisit } from './chromium.js';
import { BOXES, type Box } from './layout.js';
import { decodePng, type Image } from './png.js';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const binary = findChromium();
if (!binary) console.warn("test/browser/drawings: SKIPPED — no Chromium binary (install Debian's `chromium`, or set CHROMIUM_BIN)");

const LIBRARY = (path: string): string => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');
// The library's monochromatic triangle game on 5 points (its view: a polygon), its claims replaced by
// a wrong conjecture: every position is a counterexample candidate, drawn beside the table.
const WRONG_TRIANGLES = LIBRARY('conjectures/triangulation/monochromatic-triangle-n5.yaml').replace(
  /\nclaims:[\s\S]*?\nview:/,
  '\nconjecture:\n  S: count(e ∈ 0..len(seg) - 1: drawn[e]) mod 2 = 1\nview:',
);
const SEG = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
] as const;
const NIM = LIBRARY('conjectures/nim/game16-nim-3-heaps.yaml').replace('S: a ⊕ b ⊕ c = 0', 'S: a + b + c = 0').replace('0..31, b: 0..31, c: 0..31', '0..4, b: 0..4, c: 0..4');

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

const isRed = ([r, g, b]: [number, number, number]): boolean => r > 150 && g < 110 && b < 110;

interface Figure {
  left: number;
  top: number;
  width: number;
  drawn: number[]; // data-segment of the chords
  desc: string;
}

/** The first drawings on the page (in document coordinates) and the segments they draw. */
const FIGURES = `[...document.querySelectorAll('li.counterexample svg.drawing-polygon')].map(s => { const r = s.getBoundingClientRect();
  return { left: r.left + scrollX, top: r.top + scrollY, width: r.width, drawn: [...s.querySelectorAll('line.chord')].map(l => Number(l.dataset.segment)), desc: s.querySelector('desc').textContent }; })`;

describe.skipIf(!binary)('drawings of positions in headless Chromium', () => {
  let check: PageVisit;
  let checkPt: PageVisit;
  let nim: PageVisit;

  beforeAll(async () => {
    const host = fakeHost({ 'games/triangles.yaml': WRONG_TRIANGLES });
    expect(await main(['check', 'games/triangles.yaml', '--no-symbolic', '--html', 'out/check.html'], host)).toBe(1);
    check = await visit('drawing-check-triangles', host.files.get('/repo/out/check.html')!);
    const pt = fakeHost({ 'games/triangles.yaml': WRONG_TRIANGLES });
    expect(await main(['check', 'games/triangles.yaml', '--no-symbolic', '--lang', 'pt', '--html', 'out/check.html'], pt)).toBe(1);
    checkPt = await visit('drawing-check-triangles-pt', pt.files.get('/repo/out/check.html')!);
    const n = fakeHost({ 'games/nim.yaml': NIM });
    expect(await main(['check', 'games/nim.yaml', '--no-symbolic', '--html', 'out/nim.html'], n)).toBe(1);
    nim = await visit('drawing-check-nim', n.files.get('/repo/out/nim.html')!);
  });

  afterAll(async () => {
    for (const p of [check, checkPt, nim]) await p?.close();
  });

  test('every counterexample is drawn; no console error, nothing fetched beyond the page', async () => {
    expect(check.errors).toEqual([]);
    expect(check.requests.filter((u) => !u.startsWith('file:') && !u.startsWith('data:'))).toEqual([]);
    const count = await check.evaluate<number>('document.querySelectorAll("li.counterexample").length');
    expect(count).toBeGreaterThan(0);
    expect(await check.evaluate<number>('document.querySelectorAll("li.counterexample svg.drawing-polygon").length')).toBe(count);
  });

  test('a chord is drawn where its segment lies, and nothing where an undrawn one would', async () => {
    const figures = await check.evaluate<Figure[]>(FIGURES);
    const shot: Image = decodePng(await check.screenshot());
    let drawnSeen = 0;
    for (const f of figures.slice(0, 4)) {
      expect(f.width).toBe(POLYGON_SIZE); // drawn at its own size: the geometry below is in CSS pixels
      const c = POLYGON_SIZE / 2;
      const radius = POLYGON_SIZE / 2 - 22;
      SEG.forEach(([a, b], k) => {
        const [x1, y1] = pointAt(a, 5, c, radius);
        const [x2, y2] = pointAt(b, 5, c, radius);
        // a quarter of the way along: off the points and off the crossing of two diagonals
        const x = Math.round(f.left + x1 + (x2 - x1) / 4);
        const y = Math.round(f.top + y1 + (y2 - y1) / 4);
        expect(isRed(shot.pixel(x, y)), `segment ${a}-${b} at (${x}, ${y}) in a drawing of ${JSON.stringify(f.drawn)}`).toBe(f.drawn.includes(k));
        if (f.drawn.includes(k)) drawnSeen++;
      });
    }
    expect(drawnSeen).toBeGreaterThan(0);
  });

  test('the drawing says what it shows, in the page language', async () => {
    const [en] = await check.evaluate<Figure[]>(FIGURES);
    const [pt] = await checkPt.evaluate<Figure[]>(FIGURES);
    expect(en!.desc).toMatch(/^5 points on a circle, numbered clockwise from the top\. (Drawn segments \(\d+\): .*|No segment drawn\.) (Completed triangles|No triangle)/);
    expect(pt!.desc).toMatch(/^5 pontos numa circunferência, numerados no sentido dos ponteiros do relógio a partir do topo\. (Segmentos traçados|Nenhum segmento)/);
  });

  test('heaps: one dark token per stone of each heap', async () => {
    const rows = await nim.evaluate<{ sizes: string[]; tokens: { x: number; y: number }[] }>(
      `(() => { const s = document.querySelector('li.counterexample svg.drawing-heaps'); return { sizes: [...s.querySelectorAll('text.size')].map(t => t.textContent),
        tokens: [...s.querySelectorAll('circle.token')].map(t => { const r = t.getBoundingClientRect(); return { x: r.left + r.width / 2 + scrollX, y: r.top + r.height / 2 + scrollY }; }) }; })()`,
    );
    expect(rows.tokens.length).toBe(rows.sizes.reduce((s, v) => s + Number(v), 0));
    const shot = decodePng(await nim.screenshot());
    for (const t of rows.tokens) {
      const [r, g, b] = shot.pixel(Math.round(t.x), Math.round(t.y));
      expect(r + g + b).toBeLessThan(200);
    }
  });
});

describe.skipIf(!binary)('drawings on the serve page', () => {
  let served: Served;
  let page: PageVisit;
  const chords = (pane: string): Promise<{ title: string; chords: number }> =>
    page.evaluate(
      `(() => { const s = document.querySelector('#${pane} svg.drawing-polygon'); return s ? { title: s.querySelector('title').textContent, chords: s.querySelectorAll('line.chord').length } : { title: '', chords: -1 }; })()`,
    );
  const clickOn = async (selector: string): Promise<void> => {
    await page.evaluate(`document.querySelector(${JSON.stringify(selector)}).scrollIntoView({ block: 'center' })`);
    const b = await page.evaluate<Box>(`${BOXES}(${JSON.stringify(selector)})[0]`);
    await page.click(b.left + b.width / 2, b.top + b.height / 2);
  };
  /** The number of segments a position's text names: "drawn = {0-2, 1-3}" → 2. */
  const named = (title: string): number => (/\{(.*)\}/.exec(title)![1]!.trim() === '' ? 0 : /\{(.*)\}/.exec(title)![1]!.split(',').length);

  beforeAll(async () => {
    served = await startServe({ 'games/triangles.yaml': LIBRARY('conjectures/triangulation/monochromatic-triangle-n5.yaml') }, ['games']);
    page = await openPage(served.url);
    await page.setViewport(1400, 1000);
    await page.waitFor('document.querySelector(\'td.cell[data-position="drawn = {0-2}"]\')', 'the table of the triangle game');
  });

  afterAll(async () => {
    await page?.close();
    if (served) expect(await served.stop()).toBe(130);
  });

  test('the rows of the table, a clicked position and every position of a game against the champion are drawn', async () => {
    const rows = await page.evaluate<number>('document.querySelectorAll("#table th.row svg.drawing-polygon").length');
    expect(rows).toBe(await page.evaluate<number>('document.querySelectorAll("#table tbody tr").length'));
    await clickOn('td.cell[data-position="drawn = {0-2}"]');
    await page.waitFor('document.querySelector("#position-drawing svg")', 'the drawing of the clicked position');
    expect(await chords('position-drawing')).toEqual({ title: 'drawn = {0-2}', chords: 1 });
    // each move drawn as the position it leads to: one more chord than the position
    const moves = await page.evaluate<{ title: string; chords: number }[]>(
      '[...document.querySelectorAll("#moves li.move")].map(li => { const s = li.querySelector(".move-drawing svg"); return s ? { title: s.querySelector("title").textContent, chords: s.querySelectorAll("line.chord").length } : { title: "", chords: -1 }; })',
    );
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) expect([m.chords, named(m.title)]).toEqual([2, 2]);
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(`${ARTIFACTS}drawing-serve-position.png`, await page.screenshot());
    await clickOn('#play-here');
    await page.waitFor('document.querySelectorAll("#play-moves button").length > 0 && document.querySelector("#play-drawing svg")', 'the first moves offered');
    expect(await chords('play-drawing')).toEqual({ title: 'drawn = {0-2}', chords: 1 });
    expect(await page.evaluate<number>('document.querySelectorAll("#play-moves button .move-drawing svg").length')).toBe(moves.length);
    await clickOn('#play-moves button');
    await page.waitFor('document.querySelector("#transcript li.champion") || document.getElementById("outcome").textContent', 'the champion’s answer');
    const after = await chords('play-drawing');
    expect(after.chords).toBeGreaterThanOrEqual(2);
    expect(after.chords).toBe(named(after.title));
    writeFileSync(`${ARTIFACTS}drawing-serve-play.png`, await page.screenshot());
    expect(page.errors).toEqual([]);
  });
});
