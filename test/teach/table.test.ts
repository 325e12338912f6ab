// `zermelo table`: golden outputs (file snapshots, reviewed by eye) for the book's games 9, 11, 13-I
// and 14-I, the conjecture's mismatches marked, windows, letters/Grundy/generations, colour only on a
// terminal, wrapping, and the Portuguese vocabulary.

import { describe, expect, test } from 'vitest';
import { fixture, fixtureFiles, run } from './teachHost.js';

const WRONG_9 = fixture('game09.yaml').replace('check:', 'conjecture:\n  S: n mod 5 ∈ {0, 3}\ncheck:');

describe('zermelo table: the book’s tables (golden)', () => {
  test('game 9: one row of + / −, n = 0..17 as in the book', async () => {
    const r = await run(['table', 'games/game09.yaml', '--to', '17']);
    expect(r.code).toBe(0);
    expect(r.err).toBe('');
    await expect(r.out).toMatchFileSnapshot('./golden/table-game09.txt');
  });

  test('game 11: a grid, + on the diagonal', async () => {
    const r = await run(['table', 'games/game11.yaml', '--to', '9']);
    expect(r.code).toBe(0);
    await expect(r.out).toMatchFileSnapshot('./golden/table-game11.txt');
  });

  test('game 13-I: one row per player, with generations', async () => {
    const r = await run(['table', 'games/game13-I.yaml', '--to', '18', '--generations']);
    expect(r.code).toBe(0);
    await expect(r.out).toMatchFileSnapshot('./golden/table-game13-I.txt');
  });

  test('game 14-I: the board itself, top row first (size = 6)', async () => {
    const r = await run(['table', 'games/game14-I.yaml', '--param', 'size=6', '--letters']);
    expect(r.code).toBe(0);
    await expect(r.out).toMatchFileSnapshot('./golden/table-game14-I.txt');
  });

  test('game 9 with a wrong conjecture: mismatches marked and counted (Portuguese)', async () => {
    const r = await run(['table', 'games/wrong9.yaml', '--to', '12', '--lang', 'pt'], { files: fixtureFiles({ 'games/wrong9.yaml': WRONG_9 }) });
    expect(r.code).toBe(0);
    await expect(r.out).toMatchFileSnapshot('./golden/table-game09-wrong-pt.txt');
  });
});

describe('zermelo table: options', () => {
  test('mismatches: every cell where the conjecture disagrees carries *, and no other', async () => {
    const r = await run(['table', 'games/wrong9.yaml', '--to', '12'], { files: fixtureFiles({ 'games/wrong9.yaml': WRONG_9 }) });
    const row = r.out
      .split('\n')
      .find((l) => l.startsWith('±'))!
      .split(/\s+/)
      .slice(1);
    // truth: safe at 0, 2, 5, 7, 10, 12; conjecture: 0, 3, 5, 8, 10 → disagreements at 2, 3, 7, 8, 12
    expect(row.map((c, n) => (c.endsWith('*') ? n : -1)).filter((n) => n >= 0)).toEqual([2, 3, 7, 8, 12]);
    expect(r.out).toMatch(/disagrees with the truth at \d+ positions of the region \(the first: n = 2\)/);
  });

  test('--from/--to per coordinate and --grundy on a grid', async () => {
    const r = await run(['table', 'games/game12.yaml', '--from', 'm=3', '--to', 'm=5,n=4', '--grundy']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('m\\n 0 1 2 3 4\n  3 0 1 2 0 1\n  4 1 0 3 1 0\n  5 2 3 0 2 3\n');
  });

  test('--to beyond the bounds widens them', async () => {
    const r = await run(['table', 'games/game09.yaml', '--from', '400', '--to', '405']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('n 400 401 402 403 404 405\n±   +   −   +   −   −   +');
  });

  test('wide tables wrap at --width, repeating the row labels', async () => {
    const r = await run(['table', 'games/game13-I.yaml', '--to', '30', '--width', '40']);
    const blocks = r.out.split('\n').filter((l) => l.startsWith('A '));
    expect(blocks.length).toBeGreaterThan(1);
    for (const l of r.out.split('\n')) expect(l.length).toBeLessThanOrEqual(40 + 20); // header lines are prose
    for (const l of r.out.split('\n').filter((x) => /^[nAB] /.test(x))) expect(l.length).toBeLessThanOrEqual(40);
  });

  test('colour only on a terminal, never with NO_COLOR', async () => {
    const tty = await run(['table', 'games/game09.yaml', '--to', '5'], { tty: true });
    expect(tty.out).toContain('\x1b[');
    const noColor = await run(['table', 'games/game09.yaml', '--to', '5'], { tty: true, env: { NO_COLOR: '1' } });
    expect(noColor.out).not.toContain('\x1b[');
    const piped = await run(['table', 'games/game09.yaml', '--to', '5']);
    expect(piped.out).not.toContain('\x1b[');
  });

  test('slices for three heaps (game 17)', async () => {
    const r = await run(['table', 'games/game17.yaml', '--to', '2', '--letters']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('h[2] = 0:\nh[0]\\h[1] 0 1 2\n        0 S F F\n');
    expect(r.out.match(/^h\[2\] = \d:$/gm)).toEqual(['h[2] = 0:', 'h[2] = 1:', 'h[2] = 2:']);
  });

  test('usage errors: unknown parameter, unknown coordinate, --grundy on a partizan game', async () => {
    expect((await run(['table', 'games/game09.yaml', '--param', 'size=3'])).err).toContain("the game has no parameter 'size'");
    const bad = await run(['table', 'games/game11.yaml', '--to', 'k=3']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("'k' is not a coordinate of this table (m, n)");
    const g = await run(['table', 'games/game13-I.yaml', '--grundy']);
    expect(g.code).toBe(2);
    expect(g.err).toContain('Grundy values are defined only for impartial');
  });
});
