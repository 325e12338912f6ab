// Properties behind the shortcuts of check/partitionPasses.ts.
// (1) The law the truth gate rests on: on a region closed under moves where every class is
//     determined, a conjecture equal to the solved game fails none of the requirements and
//     conditions I–III, in the generated local pass itself — with loops and draws, `end:` rules,
//     misère play, partizan turns and moves that keep the turn.
// (2) The gate and the periodic conjecture change no result: checkPartition with its shortcuts
//     reports exactly what it reports without them (conditions, counts, counterexamples), on random
//     subtraction games whose conjecture is their true period, changed in one residue or not.
// (3) A periodic window holds the conjecture's mask at every position (negative lower bounds too).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arrayClassifier, conjectureClassifier } from '../../src/check/classifier.js';
import { checkPartition } from '../../src/check/checkConjecture.js';
import { FailureCollector } from '../../src/check/collector.js';
import { conditionPass, PASS_CONDITIONS } from '../../src/check/conditionPass.js';
import { maskPeriod, periodicWindow } from '../../src/check/maskPeriod.js';
import { closedUnderMoves } from '../../src/check/partitionPasses.js';
import { buildGame, type SpecGame } from '../../src/game/buildGame.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { spec } from '../check/helpers.js';
import { seedFor } from '../solve/randomGraphs.js';
import { campaignRuns } from '../setup/campaignSize.js';

const MASK = [0, 1, 2, 4, 0]; // outcome code → mask

function built(text: string): SpecGame {
  const b = buildGame(spec(text), {});
  expect(
    b.diagnostics.filter((d) => d.severity === 'error'),
    text,
  ).toEqual([]);
  return b.value as SpecGame;
}

const schema = fc.record({
  up: fc.boolean(),
  set: fc.constantFrom('1, 4', '1, 3', '2', '1', '1, 2, 5'),
  guard: fc.constantFrom('', 'n mod 3 ≠ 1', 'n ≥ 4'),
  again: fc.boolean(),
});
const lawGame = fc.record({
  lo: fc.constantFrom(0, -2, 3),
  span: fc.integer({ min: 0, max: 40 }),
  schemas: fc.array(schema, { minLength: 1, maxLength: 3 }),
  end: fc.constantFrom('', '  end: { draw: "n = 5" }\n', '  end: { win: "n = 9", lose: "n = 2" }\n'),
  misere: fc.boolean(),
  partizan: fc.boolean(),
});
type LawGame = typeof lawGame extends fc.Arbitrary<infer T> ? T : never;

/** Moves stay inside lo..hi by their guards (so the region is closed), up moves make loops. */
function lawYaml(g: LawGame): string {
  const hi = g.lo + g.span;
  const moves = g.schemas.map((m, i) => {
    const by = g.partizan ? ` by: ${i % 2 === 0 ? 'A' : 'B'},` : '';
    const stay = m.up ? `n + k ≤ ${hi}` : `n - k ≥ ${g.lo}`;
    const guard = ` if: "${stay}${m.guard ? ` ∧ ${m.guard}` : ''}",`;
    const again = m.again && !g.partizan ? ` again: "n mod 4 = 1",` : '';
    return `    - {${by} for: "k ∈ {${m.set}}",${guard}${again} to: { n: "n ${m.up ? '+' : '-'} k" } }`;
  });
  if (g.partizan && g.schemas.length === 1) moves.push(`    - { by: B, for: "k ∈ {1, 2}", if: "n - k ≥ ${g.lo}", to: { n: "n - k" } }`);
  return `name: law
game:
${g.partizan ? '  players: [A, B]\n' : ''}  state: { n: int }
${g.misere ? '  play: misere\n' : ''}${g.end}  moves:
${moves.join('\n')}
conjecture: { S: "n = 0" }
check: { bounds: { n: "${g.lo}..${hi}" } }
`;
}

describe('the truth gate', () => {
  test('(1) a conjecture equal to the solved game fails no condition of the local pass', () => {
    const seen = { games: 0, draws: 0, kept: 0 };
    fc.assert(
      fc.property(lawGame, (g) => {
        const text = lawYaml(g);
        const game = built(text);
        const solved = solveRetrograde(game, { generations: false }).value!;
        const size = game.region.size;
        const inside = Array.from({ length: size }, (_, p) => game.listMoves(game.region.decode(p))).every((moves) =>
          moves.every((mv) => mv.targets.every((t) => game.region.encode(t.position) >= 0)),
        );
        expect(inside, text).toBe(true);
        expect(solved.counts.undetermined, text).toBe(0);
        const masks = Uint8Array.from(solved.outcome.subarray(0, size), (o) => MASK[o]!);
        const collector = new FailureCollector(PASS_CONDITIONS.length, game.region, 1);
        const pass = conditionPass(
          game,
          arrayClassifier(masks, (p) => game.region.encode(p)),
          { truth: true, local: true },
        );
        pass(solved.outcome, collector.fail, size, new Float64Array(2), new Uint8Array(size));
        expect(Object.fromEntries(PASS_CONDITIONS.map((c, i) => [c, collector.counts[i]])), text).toEqual(Object.fromEntries(PASS_CONDITIONS.map((c) => [c, 0])));
        seen.games++;
        if (solved.counts.neutral > 0) seen.draws++;
        if (game.keepsTurn) seen.kept++;
      }),
      { numRuns: campaignRuns(300), seed: seedFor('truth gate law') },
    );
    // not vacuous: draws and kept moves
    expect(seen.draws).toBeGreaterThan(seen.games / 5);
    expect(seen.kept).toBeGreaterThan(seen.games / 5);
  });

  test('runs only where the kernel proves every target inside the region', () => {
    const game = (moves: string) => built(`name: c\ngame:\n  state: { n: nat }\n  moves:\n${moves}\nconjecture: { S: "n mod 5 ∈ <0, 2>" }\ncheck: { bounds: { n: "0..50" } }\n`);
    expect(closedUnderMoves(game('    - { for: "k ∈ {1, 4}", if: "k ≤ n", to: { n: "n - k" } }'))).toBe(true);
    expect(closedUnderMoves(game('    - { for: "k ∈ {1, 4}", if: "k ≤ n", to: { n: "n - k" } }\n    - { if: "n mod 7 = 3", to: { n: "n + 1" } }'))).toBe(false);
  });
});

const subtraction = fc.record({
  lo: fc.constantFrom(0, 0, 0, -3, 2),
  span: fc.integer({ min: 0, max: 260 }),
  set: fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 3 }),
  guard: fc.constantFrom('k ≤ n', 'k ≤ n', 'k < n', 'k ≤ n ∧ n ≠ 11'),
  flip: fc.option(fc.nat(), { freq: 2 }),
  extra: fc.constantFrom('', ' ∨ n mod 7 = 3', ' ∧ n mod 2 = 0'),
});
type Subtraction = typeof subtraction extends fc.Arbitrary<infer T> ? T : never;

/** The game and, as conjecture, the period of its true outcome over n ≥ 0 (found on 0..200). */
function periodicYaml(g: Subtraction): string {
  const setText = g.set.join(', ');
  const text = (conj: string, lo: number, hi: number) =>
    `name: sub\ngame:\n  state: { n: int }\n  moves:\n    - { for: "k ∈ {${setText}}", if: "${g.guard}", to: { n: "n - k" } }\nconjecture: { S: "${conj}" }\ncheck: { bounds: { n: "${lo}..${hi}" } }\n`;
  const probe = built(text('n = 0', 0, 200));
  const out = solveRetrograde(probe, { generations: false }).value!.outcome;
  let period = 1;
  while (period < 60 && !Array.from({ length: 201 }, (_, n) => out[n] === out[n % period]).every(Boolean)) period++;
  const safe = Array.from({ length: period }, (_, r) => r).filter((r) => out[r] === 1);
  if (g.flip !== null) {
    const r = g.flip % period;
    const at = safe.indexOf(r);
    if (at >= 0) safe.splice(at, 1);
    else safe.push(r);
  }
  const conj = `${safe.length ? `n mod ${period} ∈ {${safe.join(', ')}}` : 'n < 0'}${g.extra}`;
  return text(conj, g.lo, g.lo + g.span);
}

describe('the shortcuts change no result', () => {
  test('(2) checkPartition with and without them, on periodic conjectures true and false', () => {
    const seen = { games: 0, holding: 0, periodic: 0 };
    fc.assert(
      fc.property(subtraction, fc.boolean(), (g, sliced) => {
        const text = periodicYaml(g);
        const game = built(text);
        const classifier = conjectureClassifier(game, game.spec.conjecture!);
        const solved = solveRetrograde(game, { generations: false }).value!;
        const size = game.region.size;
        const range = sliced ? { range: { from: Math.floor(size / 3), to: Math.floor((2 * size) / 3) } } : {};
        const fast = checkPartition(game, classifier, solved, { limit: 3, ...range });
        const plain = checkPartition(game, classifier, solved, { limit: 3, plain: true, ...range });
        expect(fast.conditions, text).toEqual(plain.conditions);
        expect(fast.diagnostics, text).toEqual(plain.diagnostics);
        seen.games++;
        if (plain.failures === 0) seen.holding++;
        if (maskPeriod(game, classifier)) seen.periodic++;
      }),
      { numRuns: campaignRuns(200), seed: seedFor('partition shortcuts') },
    );
    expect(seen.holding).toBeGreaterThan(seen.games / 10);
    expect(seen.holding).toBeLessThan(seen.games);
    expect(seen.periodic).toBeGreaterThan(seen.games / 2);
  });

  test('(3) a periodic window holds the mask of every position', () => {
    const conj = fc.constantFrom('n mod 5 ∈ {0, 2}', 'n mod 4 = 1 ∨ n mod 6 = 5', '(n mod 3 = 0) = (n mod 2 = 0)', 'n mod 7 ≥ 3 ∧ n mod 7 ≠ 5', 'n mod 1 = 0');
    fc.assert(
      fc.property(conj, fc.integer({ min: -40, max: 30 }), fc.integer({ min: 0, max: 300 }), (c, lo, span) => {
        const game = built(
          `name: w\ngame:\n  state: { n: int }\n  moves:\n    - { for: "k ∈ {1}", if: "n - k ≥ ${lo}", to: { n: "n - k" } }\nconjecture: { S: "${c}" }\ncheck: { bounds: { n: "${lo}..${lo + span}" } }\n`,
        );
        const classifier = conjectureClassifier(game, game.spec.conjecture!);
        const mp = maskPeriod(game, classifier);
        expect(mp, c).toBeDefined();
        const window = new Uint8Array(game.region.size);
        periodicWindow(mp!, window, window.length);
        for (let p = 0; p < window.length; p++) expect(window[p], `${c} at ${lo + p}`).toBe(classifier.maskOf(game.region.decode(p)));
      }),
      { numRuns: campaignRuns(200), seed: seedFor('periodic window') },
    );
  });
});
