// The `serve` page on a game with points (`score:`): a position carries its value, each move its
// points and what it is worth to its mover, the champion plays a move worth the value (as `play`),
// the table's cells carry their values and the legend says so; the page's words in both languages.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { analyze, movesAt, playRound, type PlayRound, type PositionJson } from '../../src/serve/serveAnalysis.js';
import { servePage } from '../../src/serve/servePage.js';
import { GREEDY } from '../teach/valueFixtures.js';

const THREES = readFileSync(new URL('../../conjectures/turns/threes-value.yaml', import.meta.url), 'utf8');

async function position(text: string, index: number): Promise<PositionJson> {
  const r = await movesAt({ file: 'g.yaml', text, window: {}, index });
  if (typeof r === 'string') throw new Error(r);
  return r;
}

describe('serve: a game with points', () => {
  test('a position has its value, each move its points and worth, the champion a move worth the value', async () => {
    const p = await position(GREEDY, 3);
    expect(p.value).toBe(5);
    expect(p.moves.map((m) => [m.label, m.points, m.worth])).toEqual([
      ['finish', 0, 0],
      ['greedy', 5, 5],
    ]);
    expect(p.champion).toBe(1);
    // threes-value, n = 5 (region n = 0..90: the index is n): take 2 keeps the turn with a point
    const t = await position(THREES, 5);
    expect(t.value).toBe(0);
    expect(t.moves.map((m) => [m.points, m.worth])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    expect(t.moves[t.champion!]!.worth).toBe(t.value);
  });

  test('a round: the champion answers with moves worth the value of their positions', async () => {
    const round = (await playRound({ file: 'g.yaml', text: THREES, window: {}, index: 8, move: 0 })) as PlayRound;
    expect(round.human).toMatchObject({ target: 'n = 7', points: 0 });
    for (const m of round.champion) expect(m.worth).not.toBeNull();
    const from = await position(THREES, 7);
    expect(round.champion[0]!.worth).toBe(from.value);
  });

  test('the table and legend of the analysis show values; a game without points has none', async () => {
    const a = await analyze({ file: 'g.yaml', text: THREES, window: { to: '12' }, lang: 'en' });
    expect(a.html.table).toContain('data-value="-1"');
    expect(a.html.legend).toContain('The number at the top right of a cell is its value');
    const plain = await position(THREES.replace(/ *score:.*\n/, ''), 5);
    expect(plain.value).toBeUndefined();
    expect(plain.moves[0]!.worth).toBeUndefined();
  });

  test('the page’s words for values, in English and Portuguese', () => {
    expect(servePage('en')).toContain('"value":"value","scores":"scores","worth":"worth"');
    expect(servePage('pt')).toContain('"value":"valor","scores":"marca","worth":"vale"');
  });
});
