// Grundy values: the generated evaluator against naive mex recursion on random impartial games
// with sum moves; the XOR rule against brute force over explicit product games; the octal
// recurrence against the general engine and the C reference's checksums (bench-ref README);
// clear errors for partizan, misère and loopy games.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { graphGame, type GraphSpec } from '../../src/game/graphGame.js';
import { octalGrundy } from '../../src/solve/octalGrundy.js';
import { solveGrundy } from '../../src/solve/solveGrundy.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { spec } from '../check/helpers.js';
import { seedFor } from './randomGraphs.js';

/** A random impartial DAG (edges to smaller nodes, or shuffled) whose moves may be sums. */
const arbSumGame = (shuffle: boolean): fc.Arbitrary<GraphSpec> =>
  fc
    .record({
      n: fc.integer({ min: 1, max: 10 }),
      moves: fc.array(fc.tuple(fc.nat(), fc.array(fc.nat(), { maxLength: 3 })), { maxLength: 25 }),
      loses: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
    })
    .map(({ n, moves, loses }) => {
      const name = shuffle ? [...Array(n).keys()].reverse() : [...Array(n).keys()];
      const ms: (number | number[])[][] = Array.from({ length: n }, () => []);
      for (const [a, parts] of moves) {
        const from = a % n;
        if (from === 0) continue;
        const comps = parts.map((x) => name[x % from]!);
        ms[name[from]!]!.push(comps.length === 1 ? comps[0]! : comps);
      }
      return { terminal: loses.slice(0, n).map((l, v) => (l && v % 3 === 0 ? 1 : 0)), moves: ms };
    });

function naiveGrundy(g: GraphSpec): number[] {
  const memo = new Map<number, number>();
  const val = (v: number): number => {
    if (memo.has(v)) return memo.get(v)!;
    const values = g.terminal[v] !== 0 ? [] : (g.moves[v] ?? []).map((m) => (typeof m === 'number' ? val(m) : m.reduce((x, c) => x ^ val(c), 0)));
    let mex = 0;
    while (values.includes(mex)) mex++;
    memo.set(v, mex);
    return mex;
  };
  return g.terminal.map((_, v) => val(v));
}

describe('Grundy values', () => {
  for (const shuffle of [false, true]) {
    test(`generated evaluator = naive mex recursion (${shuffle ? 'topological order' : 'forward'})`, () => {
      fc.assert(
        fc.property(arbSumGame(shuffle), (g) => {
          const r = solveGrundy(graphGame(g));
          expect(r.diagnostics).toEqual([]);
          const naive = naiveGrundy(g);
          expect(Array.from(r.value!.grundy)).toEqual(naive);
          expect(Array.from(r.value!.outcome)).toEqual(naive.map((x) => (x === 0 ? 1 : 2)));
          const game = graphGame(g);
          const s = solveRetrograde(game).value!;
          if (game.hasSums) expect(s.method).toBe('grundy');
          expect(Array.from(s.outcome)).toEqual(naive.map((x) => (x === 0 ? 1 : 2)));
        }),
        { seed: seedFor(`grundy ${shuffle}`), numRuns: 300 },
      );
    });
  }

  test('the XOR rule: a sum is safe iff the XOR of the components is 0 (brute force on the product game)', () => {
    const single = arbSumGame(false).map((g) => ({ ...g, moves: g.moves.map((ms) => ms.filter((m) => typeof m === 'number')) }));
    fc.assert(
      fc.property(single, single, (a, b) => {
        const na = a.terminal.length;
        const nb = b.terminal.length;
        const ga = solveGrundy(graphGame(a)).value!.grundy;
        const gb = solveGrundy(graphGame(b)).value!.grundy;
        const movesOf = (g: GraphSpec, v: number) => (g.terminal[v] !== 0 ? [] : (g.moves[v] as number[]));
        const product: GraphSpec = {
          terminal: Array.from({ length: na * nb }, () => 0),
          moves: Array.from({ length: na * nb }, (_, xy) => {
            const x = Math.floor(xy / nb);
            const y = xy % nb;
            return [...movesOf(a, x).map((x2) => x2 * nb + y), ...movesOf(b, y).map((y2) => x * nb + y2)];
          }),
        };
        const s = solveRetrograde(graphGame(product)).value!;
        for (let xy = 0; xy < na * nb; xy++) expect(s.outcome[xy] === 1).toBe((ga[Math.floor(xy / nb)]! ^ gb[xy % nb]!) === 0);
      }),
      { seed: seedFor('xor rule'), numRuns: 200 },
    );
  });

  test('octal recurrence = general engine on the desugared rules (Kayles, Dawson, 0.137, 4.7)', () => {
    for (const code of ['0.77', '0.07', '0.137', '4.7']) {
      const game = buildGame(spec(`name: oct\ngame: { octal: "${code}" }\ncheck: { bounds: { n: 0..300 } }\n`), {}).value!;
      const general = solveGrundy(game, { octal: false }).value!;
      const direct = solveGrundy(game).value!;
      expect(direct.method).toBe('octal');
      expect(general.method).not.toBe('octal');
      expect(Array.from(direct.grundy), code).toEqual(Array.from(general.grundy));
    }
  });

  test('an octal family with an `end:` rule is not solved by the octal recurrence (a terminal heap has no moves)', () => {
    const game = buildGame(spec(`name: oct\ngame: { octal: "0.77", end: { lose: n = 5 } }\ncheck: { bounds: { n: 0..40 } }\n`), {}).value!;
    const solved = solveGrundy(game).value!;
    expect(solved.method).not.toBe('octal');
    expect(solved.grundy[5]).toBe(0);
    expect(Array.from(solved.grundy)).toEqual(Array.from(solveGrundy(game, { octal: false }).value!.grundy));
  });

  test('octal values match the C reference checksums (FNV-1a over G(0..N))', () => {
    const fnv = (g: Int32Array) => g.reduce((h, v) => Math.imul(h ^ v, 16777619) >>> 0, 2166136261);
    expect(fnv(octalGrundy([0, 7, 7], 20000))).toBe(1222909221);
    expect(fnv(octalGrundy([0, 0, 7], 20000))).toBe(2042751636);
    expect(Array.from(octalGrundy([0, 7, 7], 15))).toEqual([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]);
  });

  test('partizan, misère and loopy games have no Grundy values: a clear error', () => {
    const partizan = buildGame(spec(`name: p\ngame: { subtraction: { A: [1], B: [2] } }\ncheck: { bounds: { n: 0..9 } }\n`), {}).value!;
    expect(solveGrundy(partizan).diagnostics[0]!.message).toContain('partizan');
    const misere = buildGame(spec(`name: m\ngame: { subtraction: [1, 2], play: misère }\ncheck: { bounds: { n: 0..9 } }\n`), {}).value!;
    expect(solveGrundy(misere).diagnostics[0]!.message).toContain('misère');
    const loop = solveGrundy(graphGame({ terminal: [0, 0], moves: [[1], [0]] }));
    expect(loop.diagnostics[0]!.code).toBe('ZM4011');
  });
});
