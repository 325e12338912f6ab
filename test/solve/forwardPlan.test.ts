// The shapes of the generated forward pass (solve/forwardPlan.ts): where the loop splits (the first
// slot's value from which guards like `k ≤ n` are proved), when outcomes are two-valued (no draws,
// every target inside the region), and that every shape solves like the general retrograde
// algorithm — outcomes with and without generations, counts — on games where the split falls at the
// region's lower edge, lower bounds that are not 0, draws, end: rules, misère play, partizan turns.

import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { forwardSource } from '../../src/solve/forward.js';
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
    const steady = source.slice(source.lastIndexOf('for (; p < size; p++)'));
    expect(source).toMatch(/4 <= k_v0/);
    expect(steady).not.toMatch(/<= k_v0/);
    expect(steady).not.toMatch(/s_acc/);
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
