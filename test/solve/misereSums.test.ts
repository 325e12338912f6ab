// Misère play with moves to sums (octal games played misère, hand-written splitting games): the
// multiset solver (solve/solveMisereSums.ts) against constants from an independent Python brute force
// (misère Kayles and Dawson's Kayles) and, as a fast-check law, against a naive minimax over explicit
// multisets written here (zero heaps kept, no cut-off, no move ordering). Then the check's outcome, the
// counterexample with the winning move to a sum, claims, resource limits and refused combinations.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { buildGame } from '../../src/game/buildGame.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { solveMisereSums } from '../../src/solve/solveMisereSums.js';
import { loadSpec } from '../../src/model/index.js';
import { spec } from '../check/helpers.js';
import { seedFor } from './randomGraphs.js';

const octalFile = (code: string, hi: number, extra = ''): string => `name: t\ngame: { octal: "${code}", play: misère }\n${extra}check: { bounds: { n: 0..${hi} } }\n`;

function safeHeaps(text: string): number[] {
  const game = buildGame(spec(text), {}).value!;
  const s = solveRetrograde(game).value!;
  expect(s.method).toBe('misere-sums');
  return Array.from(s.outcome).flatMap((o, i) => (o === 1 ? [game.region.lo[0]! + i] : []));
}

// ---- the naive reference: explicit multisets of heap sizes, every child evaluated ----

type Rules = (n: number) => number[][]; // the moves of one heap: each a list of resulting heaps (zeros kept)

function octalRules(digits: number[]): Rules {
  return (n) => {
    const out: number[][] = [];
    digits.forEach((d, i) => {
      const k = i + 1;
      if (k > n) return;
      if (d & 1 && n === k) out.push([0]);
      if (d & 2 && n > k) out.push([n - k]);
      if (d & 4) for (let a = 1; a < n - k; a++) if (a <= n - k - a) out.push([a, n - k - a]);
    });
    return out;
  };
}

function splitRules(take: number[], split: number[]): Rules {
  return (n) => [...take.filter((k) => k <= n).map((k) => [n - k]), ...split.filter((k) => k <= n).flatMap((k) => Array.from({ length: n - k + 1 }, (_, a) => [a, n - k - a]))];
}

/** Misère: true when the player to move wins the sum of these heaps. */
function naiveWins(rules: Rules): (heaps: number[]) => boolean {
  const memo = new Map<string, boolean>();
  const wins = (heaps: number[]): boolean => {
    const key = heaps.join(',');
    const known = memo.get(key);
    if (known !== undefined) return known;
    const children: number[][] = [];
    heaps.forEach((h, i) => {
      for (const parts of rules(h)) children.push([...heaps.slice(0, i), ...heaps.slice(i + 1), ...parts].sort((a, b) => a - b));
    });
    const results = children.map(wins); // no cut-off: every child is evaluated
    const w = children.length === 0 || results.some((r) => !r);
    memo.set(key, w);
    return w;
  };
  return wins;
}

const naiveSafe = (rules: Rules, hi: number): number[] => {
  const wins = naiveWins(rules);
  return Array.from({ length: hi + 1 }, (_, n) => n).filter((n) => !wins([n]));
};

describe('misère sums: known games', () => {
  // from /tmp/probe-d/misere.py (memoised minimax over sorted tuples, Python), n ≤ 40
  test('misère Kayles (0.77): the safe single rows are 1, 4, 9, 12, 20', () => {
    expect(safeHeaps(octalFile('0.77', 40))).toEqual([1, 4, 9, 12, 20]);
    expect(naiveSafe(octalRules([7, 7]), 24)).toEqual([1, 4, 9, 12, 20]);
  });

  test("misère Dawson's Kayles (0.07)", () => {
    expect(safeHeaps(octalFile('0.07', 40))).toEqual([2, 3, 7, 8, 12, 16, 17, 21, 22, 26, 30, 31, 35, 36, 40]);
  });

  test("a hand-written Dawson's Kayles gives the same outcomes as 0.07 (zero heaps drop out)", () => {
    const hand = `name: h\ngame:\n  state: { n: nat }\n  play: misère\n  moves:\n    - for: a ∈ 0..n-2\n      to: [ { n: a }, { n: n - 2 - a } ]\ncheck: { bounds: { n: 0..40 } }\n`;
    expect(safeHeaps(hand)).toEqual(safeHeaps(octalFile('0.07', 40)));
  });

  test('a hand-written sum game: take 1, or take 3 and split the rest (safe iff n is odd, n ≤ 30)', () => {
    const hand = `name: h\ngame:\n  state: { n: nat }\n  play: misère\n  moves:\n    - { if: n ≥ 1, to: { n: n - 1 } }\n    - for: a ∈ 0..n-3\n      to: [ { n: a }, { n: n - 3 - a } ]\ncheck: { bounds: { n: 0..30 } }\n`;
    const odd = Array.from({ length: 15 }, (_, k) => 2 * k + 1);
    expect(safeHeaps(hand)).toEqual(odd);
    expect(naiveSafe(splitRules([1], [3]), 30)).toEqual(odd);
  });

  test('sumOutcome answers for sums: Kayles 1 + 5 is safe, 1 + 1 is fragile, the empty sum is fragile', () => {
    const game = buildGame(spec(octalFile('0.77', 10)), {}).value!;
    const s = solveMisereSums(game).value!;
    expect(s.sumOutcome!([1, 5])).toBe(1);
    expect(s.sumOutcome!([1, 1])).toBe(2);
    expect(s.sumOutcome!([0, 0])).toBe(2);
    expect(s.sumOutcome!([1, -1])).toBe(4);
  });
});

describe('misère sums: the multiset solver equals a naive minimax (fast-check)', () => {
  test('random octal codes', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 13 }), (drawn, hi) => {
        // some digit splits (a 4), so that moves lead to sums
        const digits = drawn.some((d) => d & 4) ? drawn : [drawn[0]! | 4, ...drawn.slice(1)];
        const code = `0.${digits.join('')}`;
        expect(safeHeaps(octalFile(code, hi))).toEqual(naiveSafe(octalRules(digits), hi));
      }),
      { seed: seedFor('misère octal = naive'), numRuns: 60 },
    );
  });

  test('random subtraction games with splits', () => {
    const amounts = fc.uniqueArray(fc.integer({ min: 1, max: 4 }), { minLength: 0, maxLength: 3 });
    fc.assert(
      fc.property(amounts, fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 2 }), fc.integer({ min: 0, max: 12 }), (take, split, hi) => {
        const moves = [
          ...(take.length ? [`    - { for: k ∈ {${take.join(', ')}}, if: k ≤ n, to: { n: n - k } }`] : []),
          `    - for: [k ∈ {${split.join(', ')}}, a ∈ 0..n-k]\n      to: [ { n: a }, { n: n - k - a } ]`,
        ];
        const text = `name: s\ngame:\n  state: { n: nat }\n  play: misère\n  moves:\n${moves.join('\n')}\ncheck: { bounds: { n: 0..${hi} } }\n`;
        expect(safeHeaps(text)).toEqual(naiveSafe(splitRules(take, split), hi));
      }),
      { seed: seedFor('misère split games = naive'), numRuns: 60 },
    );
  });
});

describe('misère sums: the check', () => {
  test('a wrong conjecture is refuted at the smallest disagreeing row, with a winning move to a sum', () => {
    const r = checkBounded(spec(octalFile('0.77', 40, 'conjecture:\n  S: n ∈ {1, 4, 8, 9, 12, 17, 20}\n')));
    expect(r.outcome).toBe('refuted');
    const run = r.runs[0]!;
    expect(run.localConditions).toBe(false);
    expect(run.notes.join(' ')).toMatch(/Conditions I–III were not evaluated/);
    const truth = run.conditions.find((c) => c.condition === 'truth')!;
    expect(truth.failures).toBe(2);
    const cx = truth.counterexamples[0]!;
    expect(cx.text).toBe('n = 8');
    expect(cx.truth).toBe('fragile');
    expect(cx.winningMove?.target).toBe('n = 1 + n = 5');
    expect(cx.winningMove?.truth).toBe('safe');
    expect(cx.moves.filter((m) => m.targets.length === 2).every((m) => m.truth !== undefined)).toBe(true);
  });

  test('the true conjecture holds; claims use the solved values; grundy(p) stays an error', () => {
    const claims = 'conjecture:\n  S: n ∈ {1, 4, 9, 12, 20}\nclaims:\n  - holds: safe(9) ∧ fragile(8) ∧ outcome(0) = fragile\n  - holds: ∀ n ∈ 21..30: fragile(n)\n';
    const r = checkBounded(spec(octalFile('0.77', 30, claims)));
    expect(r.outcome).toBe('holds');
    expect(r.runs[0]!.claims.map((c) => c.status)).toEqual(['holds', 'holds']);
    const wrong = checkBounded(spec(octalFile('0.77', 30, 'claims:\n  - holds: safe(8)\n')));
    expect(wrong.outcome).toBe('refuted');
    const g = checkBounded(spec(octalFile('0.77', 30, 'claims:\n  - holds: grundy(3) = 3\n')));
    expect(g.runs[0]!.diagnostics.map((d) => d.code)).toContain('ZM4204');
    expect(g.runs[0]!.diagnostics.map((d) => d.message).join(' ')).toMatch(/misère/);
  });

  test('the memo cap names the position to stay below', () => {
    const game = buildGame(spec(octalFile('0.77', 40)), {}).value!;
    const r = solveMisereSums(game, { maxStates: 500 });
    expect(r.value).toBeUndefined();
    const d = r.diagnostics[0]!;
    expect(d.code).toBe('ZM4013');
    expect(d.message).toMatch(/reached from n = \d+ has more than 500 positions/);
    expect(d.hint).toMatch(/check\.bounds \(below n = \d+\)/);
  });

  test('end: rules with sums under misère play are refused (ZM4006); a loopy component game is refused (ZM4014)', () => {
    const ends = loadSpec(
      'e.yaml',
      `name: e\ngame:\n  state: { n: nat }\n  play: misère\n  moves:\n    - for: a ∈ 0..n-2\n      to: [ { n: a }, { n: n - 2 - a } ]\n  end: { lose: n = 5 }\ncheck: { bounds: { n: 0..9 } }\n`,
    );
    const built = buildGame(ends.value!, {});
    expect(built.value).toBeUndefined();
    expect(built.diagnostics.map((d) => d.code)).toEqual(['ZM4006']);
    expect(built.diagnostics[0]!.message).toMatch(/`end:` rules/);
    const loopy = buildGame(
      spec(`name: l\ngame:\n  state: { n: 0..3 }\n  play: misère\n  moves:\n    - { if: n = 1, to: { n: 2 } }\n    - { if: n = 2, to: { n: 1 } }\n    - { if: n = 3, to: [ { n: 1 }, { n: 2 } ] }\n`),
      {},
    ).value!;
    expect(solveRetrograde(loopy).diagnostics.map((d) => d.code)).toEqual(['ZM4014']);
  });
});
