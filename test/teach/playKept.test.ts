// `zermelo play` on games whose moves can keep the turn (`again:`): the same player moves again and
// play says so; the champion reads a kept move's target with safe and fragile exchanged, so from a
// fragile position it wins with a kept move into a fragile position when that is its winning move.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { run } from './teachHost.js';

const library = (path: string): Record<string, string> => ({ [path]: readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8') });

describe('play with moves that keep the turn', () => {
  test('a kept move: "you move again", and the same player is to move at the target', async () => {
    const files = library('conjectures/turns/bonus-take.yaml');
    // n = 2 is safe: taking 2 keeps the turn at n = 0, where the same player has no move and loses
    const r = await run(['play', 'conjectures/turns/bonus-take.yaml', '--start', 'n=2', '--hints'], { files, stdin: ['2'] });
    expect(r.out).toContain('2) take 2 (keeps the turn) → n = 0  (you move again, from a safe position)');
    expect(r.out).toContain('The move keeps the turn: you move again.');
    expect(r.out).toContain('The game is over: you are to move and have lost. The champion wins.');
  });

  test('the champion wins with a kept move and moves again (a game decided by points)', async () => {
    const files = library('conjectures/turns/threes-score.yaml');
    // n = 7, lead = 0 is fragile: take 1 leaves 6 (a point, the turn kept) — the champion's move
    const r = await run(['play', 'conjectures/turns/threes-score.yaml', '--start', 'n=7, lead=0', '--as', 'second'], { files, stdin: Array(10).fill('1') });
    expect(r.out).toContain('The champion plays take 1 → n = 6, lead = 1.\nThe move keeps the turn: the champion moves again.');
    expect(r.out).toContain('The champion wins.');
  });
});
