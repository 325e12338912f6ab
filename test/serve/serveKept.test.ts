// The `serve` page's moves and rounds (serveAnalysis.ts) on games whose moves can keep the turn
// (`again:`): a kept move is marked in its label as `play`, `check` and `prove` mark it ("(keeps the
// turn)", "(joga outra vez)"), it is good when it keeps the turn into a position fragile for the
// mover, and a round follows the turn: after a kept move of the human the human moves again, after
// the champion's kept moves the champion moves again before the human is asked.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { movesAt, playRound, type PlayRound, type PositionJson } from '../../src/serve/serveAnalysis.js';

const library = (path: string): string => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
// bonus-take: taking 2 from an even heap keeps the turn; the safe heaps are the even ones
const BONUS = library('conjectures/turns/bonus-take.yaml').replace('0..100000', '0..20');
// threes-score: a take that leaves a multiple of 3 scores a point and keeps the turn
const THREES = library('conjectures/turns/threes-score.yaml');

/** The moves of region index `index` (bonus-take's region is n = 0..20: the index is n). */
async function position(text: string, index: number, lang: 'en' | 'pt' = 'en'): Promise<PositionJson> {
  const r = await movesAt({ file: 'g.yaml', text, window: {}, index, lang });
  if (typeof r === 'string') throw new Error(r);
  return r;
}

describe('serve: moves that keep the turn', () => {
  test('a kept move is marked in its label, in English and in Portuguese, and it is good into a fragile position', async () => {
    const en = await position(BONUS, 4);
    expect(en.position).toBe('n = 4');
    expect(en.moves.map((m) => [m.label, m.target, m.keeps, m.cls, m.good])).toEqual([
      ['take 1', 'n = 3', false, 'fragile', false],
      ['take 2 (keeps the turn)', 'n = 2', true, 'safe', false],
    ]);
    const pt = await position(BONUS, 4, 'pt');
    expect(pt.moves.map((m) => m.label)).toEqual(['take 1', 'take 2 (joga outra vez)']);
    // n = 3 is fragile: take 1 passes the turn into the safe n = 2; take 2 passes it too (n odd)
    const odd = await position(BONUS, 3);
    expect(odd.moves.map((m) => [m.label, m.good])).toEqual([
      ['take 1', true],
      ['take 2', false],
    ]);
  });

  test('after the human keeps the turn, the champion does not answer: the human moves again', async () => {
    // n = 4, take 2 keeps the turn at n = 2
    const round = (await playRound({ file: 'g.yaml', text: BONUS, window: {}, index: 4, move: 1 })) as PlayRound;
    expect(round.human).toMatchObject({ label: 'take 2 (keeps the turn)', target: 'n = 2' });
    expect(round.champion).toEqual([]);
    expect(round.toMove).toBe('you');
    expect(round.position.position).toBe('n = 2');
  });

  test('the champion moves again after its kept moves, until it passes the turn', async () => {
    // from n = 8 the human takes 1 (n = 7, passed); the champion takes 1 to n = 6 (a point, kept:
    // its good move, into a position fragile for itself), then moves again from 6
    const at = await findPosition(THREES, 'n = 8, lead = 0');
    const round = (await playRound({ file: 'g.yaml', text: THREES, window: {}, index: at, move: 0 })) as PlayRound;
    expect(round.human).toMatchObject({ target: 'n = 7, lead = 0', keeps: false });
    expect(round.champion.length).toBeGreaterThanOrEqual(2);
    expect(round.champion.slice(0, -1).every((m) => m.keeps)).toBe(true);
    expect(round.champion.at(-1)!.keeps).toBe(false);
    expect(round.champion[0]).toMatchObject({ label: 'take 1 (keeps the turn)', target: 'n = 6, lead = 1', cls: 'fragile', good: true });
    expect(round.toMove).toBe('you');
    expect(round.position.position).toBe(round.champion.at(-1)!.target);
  });
});

/** The region index of the position printed `text` (a search over the region's indices). */
async function findPosition(text: string, printed: string): Promise<number> {
  for (let i = 0; ; i++) {
    const p = await movesAt({ file: 'g.yaml', text, window: {}, index: i });
    if (typeof p === 'string') throw new Error(`${printed}: ${p}`);
    if (p.position === printed) return i;
  }
}
