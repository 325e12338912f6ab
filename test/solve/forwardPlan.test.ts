// The shapes of the generated forward pass (solve/forwardPlan.ts): where the loop splits (the first
// slot's value from which guards like `k ≤ n` are proved), when outcomes are two-valued (no draws,
// every target inside the region), and that every shape solves like the general retrograde
// algorithm — outcomes with and without generations, counts — on games where the split falls at the
// region's lower edge, lower bounds that are not 0, draws, end: rules, misère play, partizan turns.

import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { forwardFunction, forwardSource } from '../../src/solve/forward.js';
import { planForward } from '../../src/solve/forwardPlan.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { spec } from '../check/helpers.js';

const load = (text: string) => buildGame(spec(text), {}).value!;
const plan = (text: string) => {
  const g = load(text);
  return planForward(g, g.kernel.begin());
};
const subtraction = (set: string, bounds: string, extra = '') =>
  `name: s\ngame:\n  state: { n: int }\n  moves:\n    - { for: "k ∈ {${set}}", if: "k ≤ n", to: { n: "n - k" } }\n${extra}check: { bounds: { n: "${bounds}" } }\n`;

describe('forward pass plan', () => {
  test('game 9: split where n ≥ 4, two-valued; the steady loop tests no guard', () => {
    const text = subtraction('1, 4', '0..1000');
    expect(plan(text)).toEqual({ twoValued: true, split: { value: 4, index: 4 } });
    const source = forwardSource(load(text), false);
    const at = source.lastIndexOf('for (; p < to; p++)');
    expect(at).toBeGreaterThan(source.indexOf('for (; p < to && p < 4; p++)'));
    const steady = source.slice(at);
    expect(source).toMatch(/4 <= k_v0/);
    expect(steady).not.toMatch(/<= k_v0/);
    expect(steady).not.toMatch(/s_acc/);
  });

  test("partizan: one body per player, each without the turn test and without the other player's moves", () => {
    const source = forwardSource(load(`name: g13\ngame: { subtraction: { A: [1, 4], B: [2, 3] } }\ncheck: { bounds: { n: 0..100 } }\n`), false);
    const steady = source.slice(source.lastIndexOf('for (; p < to; p++)'));
    expect(source).not.toMatch(/k_v1 ===/);
    // A's targets (n − 1, B) and (n − 4, B) at p − 1 and p − 7, then B's (n − 2, A) and (n − 3, A)
    // at p − 5 and p − 7 of the next position (p advanced by one, turn set to B)
    const a = steady.indexOf('p - 1;');
    const next = steady.indexOf('p++; k_v1 = 1;');
    const b = steady.indexOf('p - 5;');
    expect(a).toBeGreaterThan(0);
    expect(next).toBeGreaterThan(a);
    expect(b).toBeGreaterThan(next);
    expect(steady.slice(0, next)).not.toMatch(/p - 5;/);
    expect(steady.slice(next)).not.toMatch(/p - 1;/);
    expect(steady).not.toMatch(/<= k_v0/);
  });

  test('the split is the smallest power-of-two step from which the code stops shrinking', () => {
    expect(plan(subtraction('1, 3, 7', '0..1000')).split).toEqual({ value: 8, index: 8 });
    // game 20: the first slot n has stride 6
    const g20 = `name: g20\ngame:\n  state: { n: nat, r: 0..5 }\n  moves:\n    - { for: k ∈ 1..5, if: k ≤ n ∧ k ≠ r, to: { n: n - k, r: k } }\ncheck: { bounds: { n: 0..100 } }\n`;
    expect(plan(g20)).toEqual({ twoValued: true, split: { value: 8, index: 48 } });
  });

  test('a region from 5: targets 1..4 leave it, so n ≥ 9 is where the region tests go', () => {
    expect(plan(subtraction('1, 4', '5..1000'))).toEqual({ twoValued: false, split: { value: 9, index: 4 } });
  });

  test('no split when nothing gets simpler', () => {
    expect(plan(`name: nim\ngame: { nim: { heaps: 3 } }\ncheck: { bounds: { h: 0..9 } }\n`)).toEqual({ twoValued: true });
    // too small a region for any step
    expect(plan(subtraction('1, 4', '0..0')).split).toBeUndefined();
    expect(plan(subtraction('1, 4', '0..1')).split).toEqual({ value: 1, index: 1 });
  });

  test('not two-valued with an end: draw rule or a move that may leave the region', () => {
    expect(plan(subtraction('1, 4', '0..100', '  end: { draw: "n = 5" }\n')).twoValued).toBe(false);
    const unguarded = `name: u\ngame:\n  state: { n: int }\n  moves:\n    - { for: "k ∈ {1, 4}", to: { n: "n - k" } }\ncheck: { bounds: { n: "0..100" } }\n`;
    expect(plan(unguarded).twoValued).toBe(false);
  });
});

const games: [string, string][] = [
  ['split at the lower edge (n from 0)', subtraction('1, 4', '0..40')],
  ['split with a lower bound that is not 0', subtraction('2, 5', '-3..40')],
  ['lower bound above every guard', subtraction('1, 4', '6..40')],
  ['subtraction {1, 3, 7}, misère', subtraction('1, 3, 7', '0..50', '  play: misere\n')],
  ['draws and wins by end: rules', subtraction('1, 2', '0..40', '  end: { draw: "n = 5", win: "n = 9" }\n')],
  ['an end: rule the steady part decides', subtraction('1, 4', '0..40', '  end: { lose: "n < 3" }\n')],
  ['moves leaving the region (undetermined)', `name: u\ngame:\n  state: { n: int }\n  moves:\n    - { for: "k ∈ {1, 4}", if: "n ≥ 2", to: { n: "n - k" } }\ncheck: { bounds: { n: "0..40" } }\n`],
  ['game 20', `name: g20\ngame:\n  state: { n: nat, r: 0..5 }\n  moves:\n    - { for: k ∈ 1..5, if: k ≤ n ∧ k ≠ r, to: { n: n - k, r: k } }\ncheck: { bounds: { n: 0..60 } }\n`],
  ['partizan (game 13-I)', `name: g13\ngame: { subtraction: { A: [1, 4], B: [2, 3] } }\ncheck: { bounds: { n: 0..40 } }\n`],
  ['partizan, misère', `name: g13m\ngame: { subtraction: { A: [1, 4], B: [2, 3] }, play: misere }\ncheck: { bounds: { n: 0..40 } }\n`],
  [
    'partizan with draws and wins by end: rules',
    `name: pd\ngame:\n  players: [A, B]\n  state: { n: nat }\n  end: { draw: "n = 6 ∧ turn = B", win: "n = 9" }\n  moves:\n    - { by: A, for: "k ∈ {1, 3}", if: "k ≤ n", to: { n: "n - k" } }\n    - { by: B, for: "k ∈ {2}", if: "k ≤ n", to: { n: "n - k" } }\ncheck: { bounds: { n: 0..40 } }\n`,
  ],
  [
    'partizan, moves leaving the region, a lower bound that is not 0',
    `name: po\ngame:\n  players: [A, B]\n  state: { n: int }\n  moves:\n    - { by: A, for: "k ∈ {1, 4}", to: { n: "n - k" } }\n    - { by: B, for: "k ∈ {2}", if: "n ≥ 5", to: { n: "n - k" } }\ncheck: { bounds: { n: "3..40" } }\n`,
  ],
  [
    'partizan, a move for both players and one that keeps the turn',
    `name: pk\ngame:\n  players: [A, B]\n  state: { n: nat }\n  moves:\n    - { by: A, for: "k ∈ {2, 3}", if: "k ≤ n", to: { n: "n - k" }, again: "k = 3" }\n    - { for: "k ∈ {1}", if: "k ≤ n ∧ n mod 3 = 0", to: { n: "n - k" } }\n    - { by: B, for: "k ∈ {1, 2}", if: "k ≤ n", to: { n: "n - k" } }\ncheck: { bounds: { n: 0..40 } }\n`,
  ],
  [
    'partizan with a second field before the turn',
    `name: p2\ngame:\n  players: [A, B]\n  state: { n: nat, r: 0..2 }\n  moves:\n    - { by: A, for: "k ∈ {1, 2}", if: "k ≤ n ∧ k ≠ r", to: { n: "n - k", r: "k" } }\n    - { by: B, for: "k ∈ 1..3", if: "k ≤ n", to: { n: "n - k", r: "(r + k) mod 3" } }\ncheck: { bounds: { n: 0..30 } }\n`,
  ],
  [
    'three slots, odometer carries',
    `name: o\ngame:\n  state: { n: nat, a: 0..2, b: 0..2 }\n  moves:\n    - { for: "k ∈ {1, 2}", if: "k ≤ n ∧ a ≠ k", to: { n: "n - k", a: "(a + k) mod 3", b: "k" } }\ncheck: { bounds: { n: 0..30 } }\n`,
  ],
];

describe('every shape of the forward pass solves like retrograde analysis', () => {
  test.each(games)('%s', (_, text) => {
    const g = load(text);
    const r = solveRetrograde(g, { method: 'retrograde' }).value!;
    for (const generations of [true, false]) {
      const f = solveRetrograde(g, { method: 'forward', generations }).value!;
      expect(f.method).toBe('forward');
      expect(Array.from(f.outcome)).toEqual(Array.from(r.outcome));
      expect(f.counts).toEqual(r.counts);
      if (generations) expect(Array.from(f.generation!)).toEqual(Array.from(r.generation!));
    }
  });
});

// regions of several chunks (forward.ts: CHUNK_GROUPS groups of positions per call of the chunk
// function): the counts add up over the chunks, a move forward or an error in a later chunk is found
// at its position
describe('the forward pass over several chunks', () => {
  const large: [string, string][] = [
    ['game 9', subtraction('1, 4', '0..20000')],
    ['game 9, region from -7', subtraction('2, 5', '-7..20000', '  play: misere\n')],
    ['partizan', `name: g13\ngame: { subtraction: { A: [1, 4], B: [2, 3] } }\ncheck: { bounds: { n: 0..12000 } }\n`],
    [
      'partizan with draws and a field of three values',
      `name: p2\ngame:\n  players: [A, B]\n  state: { n: nat, r: 0..2 }\n  end: { draw: "n = 7000 ∧ r = 1" }\n  moves:\n    - { by: A, for: "k ∈ {1, 2}", if: "k ≤ n ∧ k ≠ r", to: { n: "n - k", r: "k" } }\n    - { by: B, for: "k ∈ 1..3", if: "k ≤ n", to: { n: "n - k", r: "(r + k) mod 3" } }\ncheck: { bounds: { n: 0..5000 } }\n`,
    ],
  ];
  test.each(large)('%s', (_, text) => {
    const g = load(text);
    const r = solveRetrograde(g, { method: 'retrograde' }).value!;
    for (const generations of [true, false]) {
      const f = solveRetrograde(g, { method: 'forward', generations }).value!;
      expect(Array.from(f.outcome)).toEqual(Array.from(r.outcome));
      expect(f.counts).toEqual(r.counts);
      if (generations) expect(Array.from(f.generation!)).toEqual(Array.from(r.generation!));
    }
  });

  test('chunks of 4096 groups, 64 when the moves are a loop (the deadline is ticked per chunk)', () => {
    expect(forwardSource(load(subtraction('1, 4', '0..100')), false)).toMatch(/size - p > 4096 \?/);
    expect(forwardSource(load(`name: g13\ngame: { subtraction: { A: [1, 4], B: [2, 3] } }\ncheck: { bounds: { n: 0..100 } }\n`), false)).toMatch(/size - p > 8192 \?/);
    expect(forwardSource(load(`name: nim\ngame: { nim: { heaps: 2 } }\ncheck: { bounds: { h: 0..9 } }\n`), false)).toMatch(/size - p > 64 \?/);
  });

  test('a move forward in a later chunk: retrograde analysis takes over', () => {
    const text = `name: up\ngame:\n  state: { n: nat }\n  moves:\n    - { for: "k ∈ {1, 4}", if: "k ≤ n", to: { n: "n - k" } }\n    - { if: "n = 15000", to: { n: "n + 1" } }\ncheck: { bounds: { n: 0..20000 } }\n`;
    const g = load(text);
    const stopped = forwardFunction(g, false)(new Uint8Array(g.region.size), new Int32Array(0), g.region.size, new Float64Array(5));
    expect(stopped).toBe(15000);
    const f = solveRetrograde(g, {}).value!;
    expect(f.method).toBe('retrograde');
    expect(Array.from(f.outcome)).toEqual(Array.from(solveRetrograde(g, { method: 'retrograde' }).value!.outcome));
  });

  test('an error in a later chunk is reported at its position', () => {
    const text = `name: div\ngame:\n  state: { n: nat }\n  moves:\n    - { for: "k ∈ {1, 2}", if: "k ≤ n", to: { n: "n - k" } }\n    - { if: "n ≥ 13000", to: { n: "n - 1 - 0 * (1 div (n - 13000))" } }\ncheck: { bounds: { n: 0..20000 } }\n`;
    const g = load(text);
    const stats = new Float64Array(5);
    expect(() => forwardFunction(g, false)(new Uint8Array(g.region.size), new Int32Array(0), g.region.size, stats)).toThrow();
    expect(stats[1]).toBe(13000);
    const f = solveRetrograde(g, {});
    const r = solveRetrograde(g, { method: 'retrograde' });
    expect(f.diagnostics.length).toBe(1);
    expect(f.diagnostics[0]!.message).toMatch(/13000/);
    expect(f.diagnostics.map((d) => d.message)).toEqual(r.diagnostics.map((d) => d.message));
  });
});
