// `check --html` on a game with points (`score:`): every cell of the table carries its value (drawn at
// its top right, in its title and data-value), equal to `table --values`; the legend says what the
// number means, in English and in Portuguese; a game without points shows no value. The table of
// the wrong value conjecture is a golden file.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { main } from '../../../src/cli/main.js';
import { valuesRowOf } from '../../teach/valueFixtures.js';
import { fakeHost } from '../../e2e/fakeHost.js';

const library = (path: string): string => readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8');
const WRONG = library('examples/threes-value-wrong.yaml');

async function html(text: string, argv: string[] = []): Promise<string> {
  const host = fakeHost({ 'w.yaml': text });
  await main(['check', 'w.yaml', '--no-symbolic', '--html', 'out.html', ...argv], host);
  return host.files.get('/repo/out.html')!;
}

async function valuesRow(text: string): Promise<number[]> {
  const host = fakeHost({ 'w.yaml': text });
  expect(await main(['table', '--values', 'w.yaml', '--to', '12'], host)).toBe(0);
  return valuesRowOf(host.out());
}

describe('HTML report of a game with points', () => {
  test('each cell shows the value of `table --values`', async () => {
    const page = await html(WRONG);
    const row = await valuesRow(WRONG);
    const shown = [...page.matchAll(/data-position="n = (\d+)"[^>]*data-value="(-?\d+)"[^>]*>.*?<span class="val">(-?\d+)<\/span>/g)].map((m) => [Number(m[1]), Number(m[2]), Number(m[3])]);
    expect(shown).toHaveLength(13);
    for (const [n, data, drawn] of shown) {
      expect(data, `n = ${n}`).toBe(row[n!]);
      expect(drawn, `n = ${n}`).toBe(row[n!]);
    }
    expect(page).toContain('title="n = 3: fragile (F); generation 2; value -1;');
    expect(page).toContain('The number at the top right of a cell is its value: the best difference of the points still to come');
    await expect(page.slice(page.indexOf('<div class="sections">'), page.indexOf('</div>', page.lastIndexOf('<table class="game-table">')) + 6)).toMatchFileSnapshot('./golden/values-table.html');
  });

  test('in Portuguese', async () => {
    const page = await html(WRONG, ['--lang', 'pt']);
    expect(page).toContain('O número no canto superior direito de uma célula é o seu valor');
    expect(page).toContain('valor -1');
  });

  test('a game without points shows no value', async () => {
    const page = await html(library('conjectures/turns/bonus-take.yaml').replace('0..100000', '0..20'));
    expect(page).not.toContain('data-value');
    expect(page).not.toContain('class="val"');
    expect(page).not.toContain('top right of a cell');
  });
});
