// The serve page's game of a swept file (issue 32, item 3): by default the first counterexample's, the
// values to choose from with the failing ones marked, another value on request, and the moves of a
// cell read in the game the table shows. analyze() and movesAt() directly, without HTTP.

import { describe, expect, test } from 'vitest';
import { analyze, movesAt } from '../../src/serve/serveAnalysis.js';
import { SWEPT_TAKE_1_OR_2 } from '../e2e/fixtures.js';

const SWEPT = SWEPT_TAKE_1_OR_2;

const positions = (html: string): string[] => [...html.matchAll(/<td class="cell [^>]*data-position="([^"]+)"/g)].map((m) => m[1]!);

describe('serve: the game of the table', () => {
  test('the first counterexample’s game by default, every swept value to choose from', async () => {
    const a = await analyze({ file: 'swept.yaml', text: SWEPT, window: {}, lang: 'en' });
    expect(a.params).toBe('size=3');
    expect(positions(a.html.table)).toEqual(['n = 0', 'n = 1', 'n = 2', 'n = 3']);
    expect(a.paramChoices.map((c) => c.label)).toEqual(['✗ size = 3', '✗ size = 4', 'size = 5', 'size = 6']);
    // a counterexample of size = 4 carries its game, so that a click on it shows that game
    expect(a.html.counterexamples).toContain('data-params="size=4"');
    expect(a.html.counterexamples).toContain('its own table, for size = 4:');
  });

  test('another value on request; the moves of a cell in the game the table shows', async () => {
    const a = await analyze({ file: 'swept.yaml', text: SWEPT, window: {}, lang: 'en', params: { size: 5 } });
    expect(a.params).toBe('size=5');
    expect(positions(a.html.table)).toContain('n = 5');
    const index = Number(/data-index="(\d+)" data-position="n = 5"/.exec(a.html.table)![1]);
    const moves = await movesAt({ file: 'swept.yaml', text: SWEPT, window: {}, index, params: { size: 5 } });
    expect(typeof moves === 'string' ? moves : moves.position).toBe('n = 5');
    // the index of n = 5 in the game size = 3 does not exist: asked in that game, it is refused
    const other = await movesAt({ file: 'swept.yaml', text: SWEPT, window: {}, index, params: { size: 3 } });
    expect(typeof other).toBe('string');
  });
});
