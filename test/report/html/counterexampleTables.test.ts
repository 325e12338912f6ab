// The counterexamples of the HTML report (issue 32, item 3): each shown once, the page's table is the
// game of the first counterexample, and every counterexample the page's table does not show (another
// parameter value, or outside the window) has a table of its own with its number in its cell.

import { describe, expect, test } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { fakeHost } from '../../e2e/fakeHost.js';
import { SWEPT_TAKE_1_OR_2 } from '../../e2e/fixtures.js';

// wrong for size ≤ 4 only (no safe position at all there): counterexamples at size = 3 and size = 4
const SWEPT = `${SWEPT_TAKE_1_OR_2}  symbolic: off\n`;

const WRONG = `name: take-1-or-4-wrong
game:
  state: { n: nat }
  moves:
    - name: take k
      for: k ∈ {1, 4}
      if: k ≤ n
      to: { n: n - k }
conjecture:
  S: n mod 5 ∈ <0,3>
check:
  bounds: { n: 0..100 }
  symbolic: off
`;

async function page(text: string, args: string[] = []): Promise<string> {
  const host = fakeHost({ 'g.yaml': text });
  expect(await main(['check', 'g.yaml', '--no-cache', '--html', 'out.html', ...args], host)).toBe(1);
  return host.files.get('/repo/out.html')!;
}

/** Per counterexample: number, position, placement, and its item's HTML. */
function items(html: string): { number: string; params: string; position: string; placement: string; html: string }[] {
  const parts = html.split('<li class="counterexample" ').slice(1);
  return parts.map((p) => {
    const m = /^data-number="(\d+)" data-condition="\w+" data-position="([^"]+)" data-placement="([\w-]+)"( data-params="[^"]*")?( data-cell="[^"]*")?>/.exec(p)!;
    const params = /<p>\[([^\]]+)\]/.exec(p)?.[1] ?? '';
    return { number: m[1]!, position: m[2]!, placement: m[3]!, params, html: p.slice(0, p.indexOf('</aside>') >= 0 ? p.indexOf('</aside>') : undefined) };
  });
}

const mainTable = (html: string): string => html.slice(html.indexOf('<div class="table-box">'), html.indexOf('<aside class="counterexamples">'));

// a false claim about the start, at size = 10 and size = 12
const CLAIM = `name: claims
game:
  params: { size: nat }
  state: { n: nat }
  start: { n: size }
  moves:
    - name: take k
      for: k ∈ {1, 4}
      if: k ≤ n
      to: { n: n - k }
check:
  params: { size: 8..12 }
  bounds: { n: 0..size }
claims:
  - holds: fragile(start)
`;

describe('the counterexamples of the HTML report', () => {
  test('a false claim is marked in the cell of the position it asks about, in its own game', async () => {
    const html = await page(CLAIM);
    const [first, second] = items(html);
    expect(first!.params).toBe('size = 10');
    expect(first!.placement).toBe('shown');
    expect(mainTable(html)).toMatch(/data-position="n = 10"[^>]*data-counterexamples="1"/);
    expect(second!.placement).toBe('other-params');
    expect(second!.html).toContain('its own table, for size = 12:');
    expect(second!.html).toMatch(/data-position="n = 12"[^>]*data-counterexamples="2"/);
    expect(second!.html).toContain('The truth: n = 12 is safe (generation 6).');
  });

  test('the page shows the first counterexample’s game; one at another parameter value has its own table', async () => {
    const html = await page(SWEPT);
    const list = items(html);
    expect(list[0]!.params).toBe('size = 3');
    // the page's table is the game size = 3: n runs 0..3
    expect([...mainTable(html).matchAll(/data-position="(n = \d+)"/g)].map((m) => m[1])).toEqual(['n = 0', 'n = 1', 'n = 2', 'n = 3']);
    const other = list.filter((c) => c.params === 'size = 4');
    expect(other.length).toBeGreaterThan(0);
    for (const c of other) {
      expect(c.placement).toBe('other-params');
      expect(c.html).toContain('its own table, for size = 4:');
      expect(c.html).not.toContain('not the game of the table');
      expect(c.html).toMatch(new RegExp(`data-position="${c.position}"[^>]*data-counterexamples="${c.number}"`));
      // its own table is the game size = 4: it has n = 4
      expect(c.html).toContain('data-position="n = 4"');
    }
  });

  test('--param chooses the game of the page’s table; the first counterexample then has its own', async () => {
    const html = await page(SWEPT, ['--param', 'size=4']);
    // the page's table is the game size = 4: n runs 0..4
    expect([...mainTable(html).matchAll(/data-position="(n = \d+)"/g)].map((m) => m[1])).toEqual(['n = 0', 'n = 1', 'n = 2', 'n = 3', 'n = 4']);
    const list = items(html);
    expect(list.filter((c) => c.params === 'size = 4').every((c) => c.placement === 'shown')).toBe(true);
    const atThree = list.filter((c) => c.params === 'size = 3');
    expect(atThree.length).toBeGreaterThan(0);
    for (const c of atThree) expect([c.placement, c.html.includes('its own table, for size = 3:')]).toEqual(['other-params', true]);
    // a parameter the file lacks is ignored (one --param may serve many files)
    expect(mainTable(await page(SWEPT, ['--param', 'size=4,k=2']))).toBe(mainTable(html));
  });

  test('--param without --html, or not NAME=VALUE, is a usage error', async () => {
    for (const args of [
      ['--param', 'size=4'],
      ['--html', 'out.html', '--param', 'size'],
    ]) {
      const host = fakeHost({ 'g.yaml': SWEPT });
      expect(await main(['check', 'g.yaml', '--no-cache', ...args], host)).toBe(2);
      expect(host.err()).toMatch(/--param/);
    }
  });

  test('no counterexample is shown twice, and each outside the window has its own table', async () => {
    const html = await page(WRONG, ['--from', '20', '--to', '59']);
    const list = items(html);
    const keys = list.map((c) => `${c.params}|${c.position}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(list.length).toBeGreaterThan(1);
    for (const c of list) {
      expect(c.placement).toBe('outside');
      expect(c.html).toContain('its own table:');
      expect(c.html).toMatch(new RegExp(`<td class="cell [^"]*named[^"]*"[^>]*data-position="${c.position}"[^>]*data-counterexamples="${c.number}"`));
    }
  });
});
