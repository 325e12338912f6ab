// User-facing surfaces checked as a demanding user would (probe-g): the teaching commands through
// main() with the fake host. Each test is a regression test for a defect found by exercising the CLI:
// it fails without its fix.

import { describe, expect, test } from 'vitest';
import { run } from '../teach/teachHost.js';

const TAKE_1_OR_4 = `name: take-1-or-4
game:
  state: { n: nat }
  moves:
    - { name: take k, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: n mod 5 ∈ <0,2>
check:
  bounds: { n: 0..100 }
`;

// Subtract 1..m, swept over m: the safe positions are n mod (m + 1) = 0, a formula in m.
const SUBTRACT_1_TO_M = `name: subtract-1-to-m
game:
  params: { m: nat }
  state: { n: nat }
  moves:
    - { for: k ∈ 1..m, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: n mod (m + 1) = 0
check:
  bounds: { n: 0..200 }
  params: { m: 1..6 }
`;

// A token on 0..5: 4 ⇄ 5 is a cycle, so 4 and 5 are draws; 4 may also step down to 3 (fragile).
const DRAWS = `name: cycle-draw
game:
  state: { x: 0..5 }
  moves:
    - { name: down, if: x ≥ 1 ∧ x ≤ 4, to: { x: x - 1 } }
    - { name: up, if: x = 4, to: { x: 5 } }
    - { name: back, if: x = 5, to: { x: 4 } }
conjecture:
  S: x ∈ {0, 2}
  N: x ≥ 4
`;

describe('guess on a game with parameters', () => {
  // Defect: the guess was read off the table of one game (m = 6, the largest of check.params) but
  // checked on every m of the sweep, so "n mod 7 = 0" — exactly the m = 6 table — was rejected at
  // m = 1 and guess answered "No simple conjecture fits the table" (exit 1).
  test('the guess for the table’s game (m = 6 by default) is found, and said to be for m = 6', async () => {
    const r = await run(['guess', 'g.yaml'], { files: { 'g.yaml': SUBTRACT_1_TO_M } });
    expect(r.out).not.toContain('No simple conjecture fits');
    expect(r.out).toContain('Guess — the safe positions (S): n mod 7 = 0');
    expect(r.out).toContain('It is a guess for m = 6 (the game of the table)');
    expect(r.code).toBe(0);
  });

  test('--param m=2 guesses for m = 2', async () => {
    const r = await run(['guess', 'g.yaml', '--param', 'm=2'], { files: { 'g.yaml': SUBTRACT_1_TO_M } });
    expect(r.code).toBe(0);
    expect(r.out).toContain('S: n mod 3 = 0');
    expect(r.out).toContain('It is a guess for m = 2');
  });
});

describe('table --from/--to', () => {
  // Defect: --from 10 --to 5 printed the single column n = 10 with exit 0 instead of saying the
  // window is empty.
  test('--from after --to is a usage error (exit 2), naming the coordinate', async () => {
    const r = await run(['table', 'g.yaml', '--from', '10', '--to', '5'], { files: { 'g.yaml': TAKE_1_OR_4 } });
    expect(r.code).toBe(2);
    expect(r.err).toContain('--from n=10 is after --to n=5');
    expect(r.out).toBe('');
  });

  test('--from equal to --to still shows that one column', async () => {
    const r = await run(['table', 'g.yaml', '--from', '7', '--to', '7'], { files: { 'g.yaml': TAKE_1_OR_4 } });
    expect(r.code).toBe(0);
    expect(r.out).toContain('Showing n = 7..7');
  });
});

describe('play', () => {
  // Defect: from a neutral (drawn) position --hints marked no move as good, though the move that keeps
  // the draw is the good one (the other loses).
  test('--hints from a neutral position marks the move that keeps the draw as good', async () => {
    const r = await run(['play', 'g.yaml', '--start', 'x=4', '--hints'], { files: { 'g.yaml': DRAWS }, stdin: ['q'] });
    expect(r.code).toBe(0);
    expect(r.out).toContain('2) up → x = 5  (to a neutral position: a good move, it keeps the draw)');
    expect(r.out).toContain('1) down → x = 3  (to a fragile position)');
  });

  test('a neutral target from a fragile position is not called good', async () => {
    // With a jump 3 → 5, x = 3 is fragile (3 → 2 wins) and 5 is still a draw: the jump gives the win away.
    const jump = DRAWS.replace('    - { name: back,', '    - { name: jump, if: x = 3, to: { x: 5 } }\n    - { name: back,');
    const r = await run(['play', 'g.yaml', '--start', 'x=3', '--hints'], { files: { 'g.yaml': jump }, stdin: ['q'] });
    expect(r.out).toContain('Position: x = 3 — fragile');
    expect(r.out).toContain('1) down → x = 2  (to a safe position: a good move)');
    expect(r.out).toContain('2) jump → x = 5  (to a neutral position)\n');
  });

  // Defect: a move may be typed as the position it leads to (the help says so, and it works), but the
  // message for a line that is not a move offered only "a number … or a move's name".
  test('the message for an unknown move names every accepted form, the target position included', async () => {
    const r = await run(['play', 'g.yaml', '--start', 'n=10'], { files: { 'g.yaml': TAKE_1_OR_4 }, stdin: ['n=3', 'n=9', 'q'] });
    expect(r.out).toContain("'n=3' is not one of the moves: type a number from 1 to 2, a move's name, or the position it leads to.");
    expect(r.out).toContain('You play take 1 → n = 9.');
  });
});
