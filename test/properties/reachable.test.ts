// Property: solving only the positions reachable from a start (src/solve/solveReachable.ts: forward
// exploration, then backward induction on that graph) gives every reachable position the outcome and
// generation the whole-region solver gives it, and leaves the other positions unsolved — on random
// explicit games: acyclic with moves to smaller or to larger indices, shuffled (the general
// retrograde path), loopy with draws, partizan, misère, with moves leaving the region. The reachable
// set is computed here independently, by a plain breadth-first search of the graph.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { graphGame, type GraphSpec } from '../../src/game/graphGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { solveReachable } from '../../src/solve/solveReachable.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { arbGraph, seedFor, type GraphOptions } from '../solve/randomGraphs.js';
import { reachableByLister } from './oracles/reachableByLister.js';
import { campaignRuns } from '../setup/campaignSize.js';

function reachableFrom(g: GraphSpec, start: number): Set<number> {
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length > 0) {
    const v = queue.shift()!;
    if (g.terminal[v] !== 0) continue; // a terminal by rule has no moves
    for (const m of g.moves[v] ?? []) {
      const u = m as number;
      if (u >= 0 && !seen.has(u)) {
        seen.add(u);
        queue.push(u);
      }
    }
  }
  return seen;
}

/** The same game with node v renamed n − 1 − v: moves to smaller indices go to larger ones. */
function mirrored(g: GraphSpec): GraphSpec {
  const n = g.terminal.length;
  return { ...g, terminal: [...g.terminal].reverse(), moves: [...g.moves].reverse().map((ms) => ms.map((m) => ((m as number) < 0 ? m : n - 1 - (m as number)))) };
}

const variants: [string, GraphOptions, boolean][] = [
  ['acyclic, moves to smaller indices', { shape: 'forward', draws: true, wins: true, outside: true, maxNodes: 16 }, false],
  ['acyclic, moves to larger indices', { shape: 'forward', draws: true, wins: true, outside: true, maxNodes: 16 }, true],
  ['acyclic, shuffled', { shape: 'dag', draws: true, wins: true, outside: true, maxNodes: 16 }, false],
  ['partizan', { shape: 'forward', partizan: true, draws: true, outside: true, maxNodes: 16 }, false],
  ['loopy', { shape: 'cyclic', draws: true, wins: true, outside: true, maxNodes: 16 }, false],
  ['loopy partizan', { shape: 'cyclic', partizan: true, wins: true, maxNodes: 16 }, false],
];

describe('the reachable-set solution equals the whole-region solution on the reachable positions', () => {
  for (const [name, opts, mirror] of variants) {
    test(name, () => {
      fc.assert(
        fc.property(arbGraph(opts), fc.nat(), fc.boolean(), (raw, pick, generations) => {
          const g = mirror ? mirrored(raw) : raw;
          const game = graphGame(g);
          const start = pick % g.terminal.length;
          const whole = solveRetrograde(game, { generations: true }).value!;
          const part = solveReachable(game, start, { generations });
          expect(part.diagnostics).toEqual([]);
          const s = part.value!;
          const reach = reachableFrom(g, start);
          expect(s.reachable).toEqual({ start, positions: reach.size });
          for (let v = 0; v < g.terminal.length; v++) {
            if (!reach.has(v)) {
              expect(s.outcome[v]).toBe(0);
              continue;
            }
            expect(s.outcome[v]).toBe(whole.outcome[v]);
            if (generations) expect(s.generation![v]).toBe(whole.generation![v]);
          }
          const counted = s.counts.safe + s.counts.fragile + s.counts.neutral + s.counts.undetermined;
          expect(counted).toBe(reach.size);
          if (opts.shape === 'forward') expect(s.method).toBe('forward');
        }),
        { seed: seedFor(`reachable: ${name}`), numRuns: campaignRuns(300) },
      );
    });
  }
});

// The same law on games written as files (the move kernel of src/game/specKernel.ts entered at
// arbitrary positions): two counters, moves adding random steps, loopy when steps go both ways.
const arbFile = fc
  .record({
    steps: fc.array(fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 })), { minLength: 1, maxLength: 4 }),
    a: fc.integer({ min: 0, max: 6 }),
    b: fc.integer({ min: 0, max: 6 }),
    misere: fc.boolean(),
    draw: fc.boolean(),
  })
  .map(({ steps, a, b, misere, draw }) => {
    const moves = steps.filter(([x, y]) => x !== 0 || y !== 0).map(([x, y]) => `    - { if: 0 ≤ a + ${x} ∧ a + ${x} ≤ 7 ∧ 0 ≤ b + ${y} ∧ b + ${y} ≤ 6, to: { a: a + ${x}, b: b + ${y} } }`);
    return `name: counters
game:
  state: { a: 0..7, b: 0..6 }
  start: { a: ${a}, b: ${b} }
  moves:
${moves.length > 0 ? moves.join('\n') : '    - { if: a ≥ 1, to: { a: a - 1 } }'}
${draw ? '  end: { draw: a = 3 ∧ b = 3 }\n' : ''}${misere ? '  play: misère\n' : ''}`;
  });

test('files: the reachable-set solution equals the whole-region solution on the reachable positions', () => {
  fc.assert(
    fc.property(arbFile, (text) => {
      const loaded = loadSpec('counters.yaml', text);
      expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const game = buildGame(loaded.value!, {}).value!;
      const start = game.region.encode(game.start!);
      const whole = solveRetrograde(game, { generations: true }).value!;
      const part = solveReachable(game, start, { generations: true }).value!;
      // the reachable set by the slow path (the move lister), breadth first; the explicit graphs
      // above use reachableFrom, which reads the GraphSpec itself (it has no region to decode)
      const seen = reachableByLister(game, start);
      let reached = 0;
      for (let p = 0; p < game.region.size; p++) {
        expect(part.outcome[p] !== 0, text).toBe(seen.has(p));
        if (part.outcome[p] === 0) continue;
        reached++;
        expect(part.outcome[p], text).toBe(whole.outcome[p]);
        expect(part.generation![p], text).toBe(whole.generation![p]);
      }
      expect(reached).toBe(part.reachable!.positions);
      expect(part.outcome[start]).not.toBe(0);
    }),
    { seed: seedFor('reachable: files'), numRuns: campaignRuns(200) },
  );
});
