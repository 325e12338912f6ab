// Property: Theorem 4.1 itself, on small random finite games given as explicit graphs, through the
// engine's own generated check pass. (a) the truth passes the requirements and I–III; (b) every
// partition that passes them equals the truth (exhaustively over all 3^n partitions of tiny games);
// (c) without any one of I, II, IIIa, IIIb a wrong partition passes — fast-check finds and shrinks
// one, printed below as teaching material; (d) a two-position loop fools I–II but not zermelo.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { arrayClassifier } from '../../src/check/classifier.js';
import { checkPartition } from '../../src/check/checkConjecture.js';
import { FailureCollector } from '../../src/check/collector.js';
import { conditionPass, PASS_CONDITIONS } from '../../src/check/conditionPass.js';
import { graphGame, type GraphSpec } from '../../src/game/graphGame.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { arbGraph, naiveMinimax, seedFor } from '../solve/randomGraphs.js';
import { counterexampleSentence } from '../../src/teach/sentences/renderSentence.js';

const MASK = [0, 1, 2, 4]; // outcome code → mask (safe 1, fragile 2, neutral 4)
const NAME: Record<number, string> = { 1: 'S', 2: 'F', 4: 'N' };

/** A checker for one game whose partition can be changed in place between runs. */
function checker(g: GraphSpec) {
  const game = graphGame(g);
  const masks = new Uint8Array(g.terminal.length);
  const pass = conditionPass(
    game,
    arrayClassifier(masks, (p) => p[0]!),
    { truth: false, local: true },
  );
  return {
    masks,
    /** failures per condition name */
    run(): Record<string, number> {
      const c = new FailureCollector(PASS_CONDITIONS.length, game.region, 1);
      pass(null, c.fail, game.region.size, new Float64Array(2));
      return Object.fromEntries(PASS_CONDITIONS.map((name, i) => [name, c.counts[i]!]));
    },
  };
}

const truthMasks = (g: GraphSpec): number[] => naiveMinimax(g).outcome.map((o) => MASK[o]!);
const finite = fc.oneof(arbGraph({ shape: 'forward', draws: true, wins: true, maxNodes: 7 }), arbGraph({ shape: 'dag', draws: true, wins: true, maxNodes: 7 }));

function describeCase(g: GraphSpec, masks: number[]): string {
  const truth = truthMasks(g);
  const term = ['', ' (losing terminal)', ' (draw terminal)', ' (winning terminal)'];
  return g.terminal
    .map((t, v) => {
      const moves = (g.moves[v] ?? []).filter((m) => typeof m === 'number') as number[];
      const kind = t !== 0 ? term[t]! : moves.length === 0 ? (g.play === 'misere' ? ' (no move: wins)' : ' (no move: loses)') : '';
      return `  ${v}${kind}: moves → [${t !== 0 ? '' : moves.join(', ')}], called ${NAME[masks[v]!]}, truly ${NAME[truth[v]!]}`;
    })
    .join('\n');
}

describe('Theorem 4.1 on random finite games', () => {
  test('(a) the truth passes the requirements and conditions I–III', () => {
    fc.assert(
      fc.property(finite, (g) => {
        const c = checker(g);
        c.masks.set(truthMasks(g));
        const failures = c.run();
        for (const name of PASS_CONDITIONS) if (name !== 'truth') expect(failures[name], name).toBe(0);
      }),
      { seed: seedFor('4.1 (a)'), numRuns: 500 },
    );
  });

  test('(b) every partition passing the requirements and I–III is the truth (all 3^n partitions)', () => {
    let passing = 0;
    fc.assert(
      fc.property(arbGraph({ shape: 'dag', draws: true, wins: true, maxNodes: 5 }), (g) => {
        const n = g.terminal.length;
        const c = checker(g);
        const truth = truthMasks(g);
        for (let code = 0; code < 3 ** n; code++) {
          for (let v = 0, x = code; v < n; v++, x = Math.floor(x / 3)) c.masks[v] = [1, 2, 4][x % 3]!;
          const f = c.run();
          if (PASS_CONDITIONS.every((name) => name === 'truth' || f[name] === 0)) {
            passing++;
            expect(Array.from(c.masks)).toEqual(truth);
          }
        }
      }),
      { seed: seedFor('4.1 (b)'), numRuns: 150 },
    );
    expect(passing).toBeGreaterThan(0);
  });

  for (const dropped of ['I', 'II', 'IIIa', 'IIIb'] as const) {
    test(`(c) without condition ${dropped}, a wrong partition passes`, () => {
      // masks drawn independently of the game (and cut to its size) so that both shrink
      const arb = fc.tuple(finite, fc.array(fc.constantFrom(1, 2, 4), { minLength: 7, maxLength: 7 })).map(([g, m]) => [g, m.slice(0, g.terminal.length)] as const);
      const result = fc.check(
        fc.property(arb, ([g, masks]) => {
          const c = checker(g);
          c.masks.set(masks);
          const f = c.run();
          const passes = PASS_CONDITIONS.every((name) => name === 'truth' || name === dropped || f[name] === 0);
          return !passes || masks.every((m, v) => m === truthMasks(g)[v]);
        }),
        { seed: seedFor(`4.1 (c) ${dropped}`), numRuns: 20000 },
      );
      expect(result.failed).toBe(true);
      const [g, masks] = result.counterexample![0];
      console.log(`Without condition ${dropped}, this wrong conjecture passes (${g.play} play):\n${describeCase(g, masks)}`);
    });
  }

  test('(d) a two-position loop: a wrong partition passes I–II, but zermelo reports it refuted', () => {
    const g: GraphSpec = { terminal: [0, 0], moves: [[1], [0]] };
    const game = graphGame(g);
    const masks = Uint8Array.of(1, 2); // 0 safe, 1 fragile
    const solved = solveRetrograde(game).value!;
    expect(solved.acyclic).toBe(false);
    expect(Array.from(solved.outcome)).toEqual([3, 3]); // both neutral: play never ends
    const r = checkPartition(
      game,
      arrayClassifier(masks, (p) => p[0]!),
      solved,
    );
    const failures = Object.fromEntries(r.conditions.map((c) => [c.condition, c.failures]));
    expect(failures).toMatchObject({ partition: 0, I: 0, II: 0, IIIa: 0, IIIb: 0 });
    expect(failures['truth']).toBe(2);
    expect(r.failures).toBeGreaterThan(0);
    const cx = r.conditions.find((c) => c.condition === 'truth')!.counterexamples[0]!;
    expect(counterexampleSentence(cx)).toBe('position 0 is conjectured safe, but the solved game disagrees. The truth: position 0 is neutral.');
  });
});
