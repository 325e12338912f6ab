// The forward pass stopped where the outcomes repeat (solve/periodicForward.ts) gives the table and
// counts of the whole pass, and the truth gate that compares only up to the repeat's bound
// (check/periodicTruth.ts) gives the results of the plain check — on random subtraction games large
// enough for the shortcut, with guards that the ranges do or do not prove, lower bounds not 0,
// misère play, `end:` rules, and conjectures true, wrong in one residue, or of another period.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { conjectureClassifier } from '../../src/check/classifier.js';
import { checkPartition } from '../../src/check/checkConjecture.js';
import { buildGame, type SpecGame } from '../../src/game/buildGame.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { repeatAt } from '../../src/solve/periodicForward.js';
import { steadyTranslations } from '../../src/solve/steadyTranslations.js';
import { spec } from '../check/helpers.js';
import { seedFor } from '../solve/randomGraphs.js';
import { campaignRuns } from '../setup/campaignSize.js';

function built(text: string): SpecGame {
  const b = buildGame(spec(text), {});
  expect(b.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return b.value as SpecGame;
}

const yaml = (o: { set: string; guard: string; extra?: string; conj: string; lo: number; hi: number }) =>
  `name: sub\ngame:\n  state: { n: int }\n${o.extra ?? ''}  moves:\n    - { for: "k ∈ {${o.set}}", if: "${o.guard}", to: { n: "n - k" } }\nconjecture: { S: "${o.conj}" }\ncheck: { bounds: { n: "${o.lo}..${o.hi}" } }\n`;

const partizan = (o: { a: string; b: string; lo: number; hi: number; guardB?: string; extra?: string; conj?: string }) =>
  `name: pz\ngame:\n  players: [A, B]\n  state: { n: int }\n${o.extra ?? ''}  moves:\n    - { by: A, for: "k ∈ {${o.a}}", if: "k ≤ n", to: { n: "n - k" } }\n    - { by: B, for: "k ∈ {${o.b}}", if: "${o.guardB ?? 'k ≤ n'}", to: { n: "n - k" } }\n${o.conj ? `conjecture: { S: "${o.conj}" }\n` : ''}check: { bounds: { n: "${o.lo}..${o.hi}" } }\n`;

const partizanShape = fc.record({
  a: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 3 }),
  b: fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 3 }),
  guardB: fc.constantFrom('k ≤ n', 'k ≤ n', 'k < n', 'k ≤ n ∧ n ≠ 13'),
  extra: fc.constantFrom('', '', '  play: misere\n', '  end: { lose: "n = 5" }\n'),
  lo: fc.constantFrom(0, 0, -3),
  size: fc.integer({ min: 70_000, max: 200_000 }),
  conj: fc.constantFrom(undefined, 'n mod 2 = 0', 'n = 0'),
});

const shape = fc.record({
  set: fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 4 }),
  guard: fc.constantFrom('k ≤ n', 'k ≤ n', 'k < n', 'k ≤ n ∧ n ≠ 11', 'k ≤ n - 3'),
  extra: fc.constantFrom('', '', '  play: misere\n', '  end: { lose: "n = 7" }\n'),
  lo: fc.constantFrom(0, 0, -5),
  size: fc.integer({ min: 140_000, max: 400_000 }),
  flip: fc.option(fc.nat(), { freq: 2 }),
});

describe('the forward pass stopped where outcomes repeat', () => {
  test('recognises the steady part of game 9 and nothing it cannot read', () => {
    const g = (set: string, guard: string, extra = '') => built(yaml({ set, guard, extra, conj: 'n = 0', lo: 0, hi: 1000 }));
    const one = (from: number, offsets: number[]) => ({ from, offsets, width: 1, byResidue: [offsets] });
    expect(steadyTranslations(g('1, 4', 'k ≤ n'))).toEqual(one(4, [1, 4]));
    // a guard proved true from some n on moves the steady part there; one that is not stays out
    expect(steadyTranslations(g('1, 4', 'k ≤ n ∧ n ≠ 11'))).toEqual(one(16, [1, 4]));
    expect(steadyTranslations(g('1, 4', 'k ≤ n ∧ n ≠ 600'))).toBeUndefined();
    expect(steadyTranslations(built(yaml({ set: '1, 4', guard: 'k ≤ n', conj: 'n = 0', lo: 3, hi: 1000 })))).toBeUndefined(); // moves may leave
    // the end rule holds only below the split the ranges find (n ≥ 8 proves n ≠ 7)
    expect(steadyTranslations(g('1, 4', 'k ≤ n', '  end: { lose: "n = 7" }\n'))).toEqual(one(8, [1, 4]));
    expect(steadyTranslations(g('1, 4', 'k ≤ n', '  end: { lose: "n mod 100 = 7" }\n'))).toBeUndefined();
    expect(steadyTranslations(g('1, 4', 'k ≤ n ∧ n mod 2 = 0'))).toBeUndefined();
  });

  test('recognises the two turns of a partizan subtraction game', () => {
    // game 13-I: index 2n + turn; A's move to (n − k, B) is p − (2k − 1), B's to (n − k, A) is p − (2k + 1)
    expect(steadyTranslations(built(partizan({ a: '1, 4', b: '2, 3', lo: 0, hi: 1000 })))).toEqual({
      from: 8,
      offsets: [1, 5, 7],
      width: 2,
      byResidue: [
        [1, 7],
        [5, 7],
      ],
    });
    // a guard on the turn's player that the ranges cannot fold stays out
    expect(steadyTranslations(built(partizan({ a: '1, 4', b: '2, 3', lo: 0, hi: 1000, guardB: 'k ≤ n ∧ n mod 3 ≠ 1' })))).toBeUndefined();
  });

  test('a period is a multiple of the group width: the two turns of one n are not the same position', () => {
    // out = 1 2 1 2 … then 2 2 2 2 2 2: a window of the last 4 indices repeats with period 1, but each
    // turn has its own recurrence, so only an even period carries the induction
    const out = Uint8Array.from([1, 2, 1, 2, 1, 2, 1, 2, 2, 2, 2, 2, 2, 2]);
    expect(repeatAt(out, out.length, 4, 1, 6)).toBe(1);
    expect(repeatAt(out, out.length, 4, 2, 6)).toBe(2);
    expect(repeatAt(Uint8Array.from([1, 2, 2, 1, 2, 2, 1, 2, 2, 1, 2, 2]), 12, 4, 2, 6)).toBe(6);
  });

  test('partizan games: same tables, counts and check results as the whole pass', () => {
    const seen = { games: 0, repeated: 0 };
    fc.assert(
      fc.property(partizanShape, (s) => {
        const text = partizan({ ...s, a: s.a.join(', '), b: s.b.join(', '), hi: s.lo + s.size - 1 });
        const game = built(text);
        const fast = solveRetrograde(game, { generations: false }).value!;
        const plain = solveRetrograde(game, { generations: false, plain: true }).value!;
        expect(fast.counts, text).toEqual(plain.counts);
        expect(Buffer.compare(Buffer.from(fast.outcome), Buffer.from(plain.outcome)), text).toBe(0);
        if (game.spec.conjecture) {
          const classifier = conjectureClassifier(game, game.spec.conjecture);
          expect(checkPartition(game, classifier, fast, { limit: 3 }).conditions, text).toEqual(checkPartition(game, classifier, plain, { limit: 3, plain: true }).conditions);
        }
        seen.games++;
        if (fast.repeats) {
          seen.repeated++;
          expect(fast.repeats.period % 2, text).toBe(0);
        }
      }),
      { numRuns: campaignRuns(30), seed: seedFor('periodic forward partizan') },
    );
    expect(seen.repeated).toBeGreaterThan(seen.games / 3);
  });

  test('same tables, counts and check results as the whole pass', () => {
    const seen = { games: 0, repeated: 0, holding: 0 };
    fc.assert(
      fc.property(shape, (s) => {
        const probe = built(yaml({ ...s, set: s.set.join(', '), conj: 'n = 0', lo: 0, hi: 3000 }));
        const out = solveRetrograde(probe, { generations: false, plain: true }).value!.outcome;
        let period = 1;
        while (period < 400 && !Array.from({ length: 1000 }, (_, i) => out[2000 + i] === out[2000 + i - period]).every(Boolean)) period++;
        const safe = Array.from({ length: period }, (_, r) => r).filter((r) => out[2000 + r - ((2000 + r) % period)] === 1 && out[(r % period) + period * 10] === 1);
        if (s.flip !== null) safe.push(s.flip % period);
        const conj = `n ≥ 1500 ∧ n mod ${period} ∈ {${[...new Set(safe)].join(', ') || '0'}} ∨ n < 1500 ∧ n = 0`;
        const text = yaml({ ...s, set: s.set.join(', '), conj, hi: s.lo + s.size - 1 });
        const game = built(text);
        const fast = solveRetrograde(game, { generations: false }).value!;
        const plain = solveRetrograde(game, { generations: false, plain: true }).value!;
        expect(fast.counts, text).toEqual(plain.counts);
        expect(Buffer.compare(Buffer.from(fast.outcome), Buffer.from(plain.outcome)), text).toBe(0);
        const classifier = conjectureClassifier(game, game.spec.conjecture!);
        const a = checkPartition(game, classifier, fast, { limit: 3 });
        const b = checkPartition(game, classifier, plain, { limit: 3, plain: true });
        expect(a.conditions, text).toEqual(b.conditions);
        seen.games++;
        if (fast.repeats) seen.repeated++;
        if (b.failures === 0) seen.holding++;
      }),
      { numRuns: campaignRuns(40), seed: seedFor('periodic forward') },
    );
    expect(seen.repeated).toBeGreaterThan(seen.games / 3);
    expect(seen.repeated).toBeLessThan(seen.games);
  });

  test('the truth gate of a repeating table compares far enough: a conjecture wrong only at n ≡ 39997 (mod 40000)', () => {
    for (const [conj, failures] of [
      ['n mod 5 ∈ {0, 2}', 0],
      ['n mod 5 ∈ {0, 2} ∧ n mod 40000 ≠ 39997', 21], // 8 positions fail the truth, their neighbours I or II
    ] as const) {
      const game = built(yaml({ set: '1, 4', guard: 'k ≤ n', conj, lo: 0, hi: 299_999 }));
      const fast = solveRetrograde(game, { generations: false }).value!;
      expect(fast.repeats).toBeDefined();
      const classifier = conjectureClassifier(game, game.spec.conjecture!);
      const a = checkPartition(game, classifier, fast, { limit: 3 });
      const b = checkPartition(game, classifier, solveRetrograde(game, { generations: false, plain: true }).value!, { limit: 3, plain: true });
      expect(a.conditions).toEqual(b.conditions);
      expect(b.failures).toBe(failures);
    }
  });
});
