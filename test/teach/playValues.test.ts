// `zermelo play` on a game with points (`score:`): each position states its value, the champion states
// what each move it considers is worth and plays one worth the value (not merely one that wins the
// outcome), the points scored so far are counted; golden transcripts in English and Portuguese.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { run } from './teachHost.js';
import { GREEDY, valuesRowOf } from './valueFixtures.js';

const library = (path: string): Record<string, string> => ({ [path]: readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8') });

describe('play with points', () => {
  test('the champion plays a move worth the value, stating the value of each move it weighs', async () => {
    const r = await run(['play', 'greedy.yaml', '--as', 'second'], { files: { 'greedy.yaml': GREEDY }, stdin: ['1'] });
    expect(r.code).toBe(0);
    expect(r.out).toContain('Position: n = 3 — value 5: with best play the player to move scores 5 points more than the other from here on');
    expect(r.out).toContain('The champion weighs its moves: finish → n = 0 worth 0; greedy → n = 1 worth 5.');
    expect(r.out).toContain('The champion plays greedy → n = 1 (scores 5; worth 5, the value of the position).');
    expect(r.out).toContain('Points so far: you 0, the champion 5.');
  });

  test('the value of each position is the value table’s, and the hints give each move’s worth', async () => {
    const files = library('conjectures/turns/threes-value.yaml');
    const table = await run(['table', '--values', 'conjectures/turns/threes-value.yaml', '--to', '12'], { files });
    const row = valuesRowOf(table.out);
    const r = await run(['play', 'conjectures/turns/threes-value.yaml', '--start', 'n=12', '--hints'], { files, stdin: Array(12).fill('1') });
    const stated = [...r.out.matchAll(/Position: n = (\d+) — value (-?\d+):/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(stated.length).toBeGreaterThan(5);
    for (const [n, v] of stated) expect(v, `n = ${n}`).toBe(row[n!]);
    for (const m of r.out.matchAll(/The champion plays .*\(scores (-?\d+); worth (-?\d+), the value of the position\)/g)) expect(m[2]).toMatch(/^-?\d+$/);
    expect(r.out).toMatch(/1\) take 1 → n = 11 {2}\(to a \w+ position; scores 0, worth -?\d+\)/);
  });

  test('golden transcripts (English, Portuguese)', async () => {
    const files = library('conjectures/turns/threes-value.yaml');
    const en = await run(['play', 'conjectures/turns/threes-value.yaml', '--start', 'n=7', '--hints'], { files, stdin: Array(8).fill('1') });
    await expect(en.out).toMatchFileSnapshot('./golden/play-threes-value.txt');
    const pt = await run(['play', 'conjectures/turns/threes-value.yaml', '--start', 'n=7', '--hints', '--lang', 'pt'], { files, stdin: Array(8).fill('1') });
    await expect(pt.out).toMatchFileSnapshot('./golden/play-threes-value-pt.txt');
  });

  test('a game without points states no value', async () => {
    const r = await run(['play', 'conjectures/turns/bonus-take.yaml', '--start', 'n=2'], { files: library('conjectures/turns/bonus-take.yaml'), stdin: ['1', '1'] });
    expect(r.out).not.toContain('value');
    expect(r.out).not.toContain('weighs');
  });
});
