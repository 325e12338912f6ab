// Property: the engine's solvers (forward pass and general retrograde, the code the real engine runs)
// equal independent naive solvers on small random games given as explicit graphs: losing, winning
// and draw terminals, normal and misère play, impartial and partizan, acyclic and loopy, with moves
// that leave the region. Outcomes labelled S/F/N never depend on what lies outside the region.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { graphGame, type GraphSpec } from '../../src/game/graphGame.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import type { Solution } from '../../src/solve/solution.js';
import { arbGraph, naiveFixpoint, naiveHasCycle, naiveMinimax, seedFor, type GraphOptions } from '../solve/randomGraphs.js';

function solve(g: GraphSpec, method: 'auto' | 'forward' | 'retrograde' = 'auto', generations = true): Solution {
  const r = solveRetrograde(graphGame(g), { method, generations });
  expect(r.diagnostics).toEqual([]);
  return r.value!;
}

const variants: [string, GraphOptions][] = [
  ['forward DAG', { shape: 'forward', draws: true, wins: true, outside: true }],
  ['shuffled DAG', { shape: 'dag', draws: true, wins: true, outside: true }],
  ['partizan forward', { shape: 'forward', partizan: true, draws: true, outside: true }],
  ['loopy', { shape: 'cyclic', draws: true, wins: true, outside: true }],
  ['loopy partizan', { shape: 'cyclic', partizan: true, wins: true }],
];

describe('retrograde analysis equals naive solvers', () => {
  for (const [name, opts] of variants) {
    test(`${name}: outcomes and generations`, () => {
      fc.assert(
        fc.property(arbGraph(opts), (g) => {
          const naive = opts.shape === 'cyclic' ? naiveFixpoint(g) : naiveMinimax(g);
          const s = solve(g);
          expect(Array.from(s.outcome)).toEqual(naive.outcome);
          expect(Array.from(s.generation!)).toEqual(naive.generation);
          expect(s.acyclic).toBe(!naiveHasCycle(g));
          if (opts.shape === 'forward') expect(s.method).toBe('forward');
        }),
        { seed: seedFor(name), numRuns: 400 },
      );
    });
  }

  test('forward pass and general retrograde agree on forward games; outcomes without generations agree', () => {
    fc.assert(
      fc.property(arbGraph({ shape: 'forward', draws: true, wins: true, outside: true, maxNodes: 20 }), (g) => {
        const f = solve(g, 'forward');
        const r = solve(g, 'retrograde');
        const plain = solve(g, 'forward', false);
        expect(f.method).toBe('forward');
        expect(r.method).toBe('retrograde');
        expect(Array.from(r.outcome)).toEqual(Array.from(f.outcome));
        expect(Array.from(r.generation!)).toEqual(Array.from(f.generation!));
        expect(Array.from(plain.outcome)).toEqual(Array.from(f.outcome));
        expect(plain.generation).toBeUndefined();
      }),
      { seed: seedFor('forward = retrograde'), numRuns: 400 },
    );
  });

  test('never guesses: every labelled outcome holds whatever lies outside the region', () => {
    fc.assert(
      fc.property(arbGraph({ shape: 'cyclic', draws: true, wins: true, outside: true, maxNodes: 8 }), (g) => {
        const s = solve(g);
        const outsideEdges = g.moves.flat().filter((m) => m === -1).length;
        fc.pre(outsideEdges <= 5);
        for (const world of worlds(g, outsideEdges)) {
          const truth = naiveFixpoint(world).outcome;
          for (let v = 0; v < g.terminal.length; v++) if (s.outcome[v] !== 4) expect(truth[v]).toBe(s.outcome[v]);
        }
      }),
      { seed: seedFor('never guesses'), numRuns: 300 },
    );
  });
});

/** Every way of completing the outside moves: each goes to a safe, fragile or neutral gadget. */
function* worlds(g: GraphSpec, k: number): Generator<GraphSpec> {
  const n = g.terminal.length;
  const gadgets = [n, n + 1, n + 2]; // safe (losing terminal), fragile (moves to safe), neutral (draw)
  for (let code = 0; code < 3 ** k; code++) {
    let c = code;
    const moves = g.moves.map((ms) => ms.map((m) => (m === -1 ? gadgets[((x) => ((c = Math.floor(c / 3)), x))(c % 3)]! : m)));
    yield { ...g, terminal: [...g.terminal, 1, 0, 2], moves: [...moves, [], [n], []] };
  }
}
