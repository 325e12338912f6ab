// `zermelo serve` end to end in headless Chromium: the server runs in-process on a free port, the
// browser opens its page, and the test acts as a user — types a file into the editor, sees the
// verdict, the counterexamples and the table; breaks an expression and sees the diagnostic marked at
// its line and column; clicks a cell and reads its moves; plays the champion with good moves from a
// fragile position and wins. Every request stays on the server. Screenshots go to test-artifacts/.

import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServe, type Served } from '../serve/serveHost.js';
import { findChromium, openPage, type PageVisit } from './chromium.js';
import { BOXES, OVERLAPS, type Box } from './layout.js';

const ARTIFACTS = fileURLToPath(new URL('../../test-artifacts/', import.meta.url));
const binary = findChromium();

const RIGHT = `name: take-1-or-4
game: { subtraction: [1, 4] }
conjecture:
  S: n mod 5 ∈ {0, 2}
check:
  bounds: { n: 0..100 }
expect: holds
`;
const WRONG = RIGHT.replace('{0, 2}', '{0, 3}');

describe.skipIf(!binary)('the serve page in headless Chromium', () => {
  let served: Served;
  let page: PageVisit;
  const shot = async (name: string): Promise<void> => {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(`${ARTIFACTS}${name}.png`, await page.screenshot());
  };
  const text = (selector: string): Promise<string> => page.evaluate<string>(`document.querySelector(${JSON.stringify(selector)}).innerText`);
  const clickOn = async (selector: string): Promise<void> => {
    await page.evaluate(`document.querySelector(${JSON.stringify(selector)}).scrollIntoView({ block: 'center' })`);
    const b = await page.evaluate<Box>(`${BOXES}(${JSON.stringify(selector)})[0]`);
    await page.click(b.left + b.width / 2, b.top + b.height / 2);
  };
  /** Replaces the whole text of the editor as typing would (select all, insert). */
  const typeFile = async (yaml: string): Promise<void> => {
    await page.evaluate('(() => { const s = document.getElementById("source"); s.focus(); s.select(); })()');
    await page.type(yaml);
  };

  beforeAll(async () => {
    served = await startServe({ 'games/take.yaml': RIGHT }, ['games']);
    page = await openPage(binary!, served.url);
    await page.setViewport(1400, 1000);
    await page.waitFor('document.querySelectorAll("td.cell").length === 40', 'the table of games/take.yaml');
  });

  afterAll(async () => {
    await page?.close();
    if (served) expect(await served.stop()).toBe(130);
  });

  test('the folder’s file is open: its text in the editor, its verdict, its table with generations', async () => {
    expect(await page.evaluate<string>('document.getElementById("file").value')).toBe('games/take.yaml');
    expect(await page.evaluate<string>('document.getElementById("source").value')).toBe(RIGHT);
    expect(await text('#verdict')).toBe('proved'); // by the periodicity certificate, as zermelo check says
    expect(await text('#diagnostics')).toBe('No problems in the file.');
    const gens = await page.evaluate<string[]>('[...document.querySelectorAll("td.cell .gen")].slice(0, 8).map(g => g.textContent)');
    expect(gens).toEqual(['0', '1', '2', '3', '1', '2', '3', '4']);
    await shot('serve-open');
  });

  test('typing a wrong conjecture: refuted, the counterexamples beside the table, numbered in their cells', async () => {
    await typeFile(WRONG);
    await page.waitFor('document.getElementById("verdict").textContent === "refuted"', 'the verdict refuted');
    const first = await text('#counterexamples li.counterexample');
    expect(first).toContain('n = 2 is conjectured fragile, but condition I fails');
    expect(await page.evaluate<string>('document.querySelector(\'td.cell[data-position="n = 2"] .badge\').textContent')).toBe('1');
    await shot('serve-refuted');
    const table = await page.evaluate<Box>(`${BOXES}('#table table')[0]`);
    const aside = await page.evaluate<Box>(`${BOXES}('#counterexamples-box')[0]`);
    expect(aside.left).toBeGreaterThanOrEqual(table.right);
    expect(await page.evaluate<number>(`${OVERLAPS}('td.cell, th, li.counterexample, #diagnostics li')`)).toBe(0);
  });

  test('a typo: the diagnostic is listed with its line and column and marked under the characters', async () => {
    await page.evaluate('(() => { const s = document.getElementById("source"); const at = s.value.indexOf("mod"); s.focus(); s.setSelectionRange(at, at + 3); })()');
    await page.type('mdo');
    await page.waitFor('document.querySelector("#diagnostics li.diagnostic")', 'a diagnostic');
    const listed = await text('#diagnostics li.diagnostic');
    expect(listed).toMatch(/^4:8/);
    expect(listed).toContain('error ZM');
    expect(await page.evaluate<string>('document.querySelector("#highlights mark.error").textContent')).toBe('mdo');
    expect(await text('#verdict')).toBe('invalid');
    // the last table stays while the typo is fixed, greyed
    expect(await page.evaluate<boolean>('document.getElementById("table").classList.contains("stale")')).toBe(true);
    expect(await page.evaluate<number>('document.querySelectorAll("td.cell").length')).toBe(40);
    // the mark lies on line 4 of the editor, under the text typed there
    const mark = await page.evaluate<Box>(`${BOXES}('#highlights mark.error')[0]`);
    const editor = await page.evaluate<Box>(`${BOXES}('#source')[0]`);
    const lineHeight = await page.evaluate<number>('parseFloat(getComputedStyle(document.getElementById("source")).lineHeight)');
    expect(Math.round((mark.top - editor.top - 8) / lineHeight)).toBe(3);
    // and at column 8: seven characters of the editor's (monospace) font from its left padding
    const charWidth = await page.evaluate<number>(
      '(() => { const c = document.createElement("canvas").getContext("2d"); c.font = getComputedStyle(document.getElementById("source")).font; return c.measureText("m").width; })()',
    );
    expect(Math.abs(mark.left - (editor.left + 8 + 7 * charWidth))).toBeLessThan(2);
    expect(Math.abs(mark.width - 3 * charWidth)).toBeLessThan(2);
    await shot('serve-diagnostic');
    await typeFile(WRONG);
    await page.waitFor('document.getElementById("verdict").textContent === "refuted"', 'the file fixed');
    expect(await page.evaluate<boolean>('document.getElementById("table").classList.contains("stale")')).toBe(false);
  });

  test('clicking a cell shows the moves from that position, the good ones marked', async () => {
    await clickOn('td.cell[data-position="n = 8"]');
    await page.waitFor('document.getElementById("position-title").textContent.includes("n = 8")', 'the moves of n = 8');
    expect(await text('#position-title')).toBe('Moves from n = 8 (fragile, generation 5)');
    const moves = await page.evaluate<string[]>('[...document.querySelectorAll("#moves li")].map(li => li.innerText.replace(/\\s+/g, " ").trim())');
    expect(moves[0]).toBe('take 1 → n = 7 safe — good move the champion would play this');
    expect(moves[1]).toBe('take 4 → n = 4 fragile');
    expect(await page.evaluate<boolean>('document.querySelector(\'td.cell[data-position="n = 8"]\').classList.contains("selected")')).toBe(true);
  });

  test('a click on a counterexample shows the moves of its position; the window inputs choose the table', async () => {
    await clickOn('#counterexamples li.counterexample[data-number="3"]');
    await page.waitFor('document.getElementById("position-title").textContent.includes("n = 7")', 'the moves of n = 7');
    expect(await text('#position-title')).toBe('Moves from n = 7 (safe, generation 4)');
    await page.evaluate('document.getElementById("from").focus()');
    await page.type('20');
    await page.evaluate('document.getElementById("to").focus()');
    await page.type('n=29');
    await page.waitFor('document.querySelectorAll("#table td.cell").length === 10', 'the window n = 20..29');
    const shown = await page.evaluate<string[]>('[...document.querySelectorAll("#table td.cell")].map(c => c.dataset.position)');
    expect(shown).toEqual(Array.from({ length: 10 }, (_, k) => `n = ${20 + k}`));
    expect(await text('#facts')).toContain('Showing n = 20..29 (of 0..100) — choose another window at the top of the page');
    // the counterexamples lie outside the window: each has its own table, with its number in its cell
    const own = await page.evaluate<string[]>(
      '[...document.querySelectorAll("#counterexamples li.counterexample")].map(li => li.querySelector(".own-table td.cell.named .badge")?.textContent ?? "none")',
    );
    expect(own).toEqual(['1', '2', '3']);
    for (const id of ['from', 'to']) await page.evaluate(`(() => { const i = document.getElementById("${id}"); i.value = ""; i.dispatchEvent(new Event("input")); })()`);
    await page.waitFor('document.querySelectorAll("#table td.cell").length === 40', 'the default window again');
  });

  test('playing the champion from a fragile position with good moves wins', async () => {
    await clickOn('td.cell[data-position="n = 8"]');
    await page.waitFor('document.getElementById("position-title").textContent.includes("n = 8")', 'the moves of n = 8');
    await clickOn('#play-here');
    await page.waitFor('document.querySelectorAll("#play-moves button").length > 0', 'the first moves offered');
    for (let round = 0; round < 10; round++) {
      if ((await text('#outcome')) !== '') break;
      // a good move leads to a safe position: read the class off the table
      const k = await page.evaluate<number>(`[...document.querySelectorAll("#play-moves button")].findIndex(b => {
        const target = b.textContent.split(' → ')[1]; const cell = document.querySelector('td.cell[data-position="' + target + '"]');
        return cell && cell.dataset.class === 'safe';
      })`);
      expect(k).toBeGreaterThanOrEqual(0);
      const lines = await page.evaluate<number>('document.querySelectorAll("#transcript li").length');
      await clickOn(`#play-moves button[data-k="${k}"]`);
      await page.waitFor(`document.querySelectorAll("#transcript li").length > ${lines}`, 'the champion’s answer');
      await page.waitFor('document.querySelector("#play-moves button") || document.getElementById("outcome").textContent', 'the next moves or the end');
    }
    expect(await text('#outcome')).toBe('You win.');
    const transcript = await page.evaluate<string[]>('[...document.querySelectorAll("#transcript li")].map(li => li.textContent)');
    expect(transcript[0]).toBe('You move first from n = 8.');
    expect(transcript[1]).toBe('You: take 1 → n = 7');
    expect(transcript[2]).toMatch(/^Champion: take [14] → n = [63]$/);
    expect(transcript.at(-1)).toMatch(/^You: take [14] → n = 0$/);
    await shot('serve-played');
  });

  test('nothing was fetched from elsewhere, no console error, no file written', () => {
    expect(page.errors).toEqual([]);
    expect(page.requests.filter((u) => !u.startsWith(served.url) && !u.startsWith('data:'))).toEqual([]);
    expect([...served.host.files.keys()]).toEqual(['/repo/games/take.yaml']);
  });
});
