// Property: the Grundy values of the positions reachable from a start (src/teach/reachedGrundy.ts,
// `table --grundy` on a file checked from the start) are those of a naive recursion over the same
// graph — mex of the moves' values, 0 at a losing terminal, unknown (-1) where play can leave the
// region — and, when the whole region has no cycle, those of the region's Grundy solver
// (src/solve/solveGrundy.ts); a cycle reachable from the start is reported as such, and only then.
// Random impartial normal-play graphs (test/solve/randomGraphs.ts), acyclic and cyclic, with moves
// leaving the region; the start is a random node.

import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { graphGame, type GraphSpec } from '../../src/game/graphGame.js';
import { ReachableBudget } from '../../src/solve/reachableBudget.js';
import { solveGrundy } from '../../src/solve/solveGrundy.js';
import { reachedGrundy } from '../../src/teach/reachedGrundy.js';
import { arbGraph, seedFor } from '../solve/randomGraphs.js';

type Naive = { cycle: true } | { cycle: false; value: Map<number, number> };

/** Depth-first from `start`: a node on the current path met again is a cycle. */
function naiveGrundy(g: GraphSpec, start: number): Naive {
  const value = new Map<number, number>();
  const onPath = new Set<number>();
  let cycle = false;
  const visit = (v: number): number => {
    if (value.has(v)) return value.get(v)!;
    if (onPath.has(v)) {
      cycle = true;
      return -1;
    }
    onPath.add(v);
    let out: number;
    if (g.terminal[v] === 1) out = 0;
    else {
      const seen = (g.moves[v] ?? []).map((t) => (typeof t === 'number' && t >= 0 ? visit(t) : -1));
      let g0 = 0;
      while (seen.includes(g0)) g0++;
      out = seen.includes(-1) ? -1 : g0;
    }
    onPath.delete(v);
    value.set(v, out);
    return out;
  };
  visit(start);
  return cycle ? { cycle: true } : { cycle: false, value };
}

const normal = (g: GraphSpec): GraphSpec => ({ ...g, play: 'normal', impartial: true });

describe('Grundy values of the positions reachable from the start', () => {
  test('equal to the naive recursion and to the region solver (random graphs)', () => {
    const tally = { values: 0, cycles: 0, region: 0 };
    fc.assert(
      fc.property(fc.oneof(arbGraph({ shape: 'dag', outside: true }), arbGraph({ shape: 'cyclic', outside: true, maxNodes: 8 })), fc.nat(), (raw, pick) => {
        const spec = normal(raw);
        const game = graphGame(spec);
        const start = pick % spec.terminal.length;
        const r = reachedGrundy(game, start);
        const naive = naiveGrundy(spec, start);
        if (naive.cycle) {
          expect(r).toMatchObject({ problem: 'cycle' });
          tally.cycles++;
          return;
        }
        expect('grundy' in r, JSON.stringify(r)).toBe(true);
        const grundy = (r as { grundy: Int32Array }).grundy;
        for (let p = 0; p < spec.terminal.length; p++) expect(grundy[p], `node ${p} of ${JSON.stringify(spec)} from ${start}`).toBe(naive.value.get(p) ?? -1);
        tally.values++;
        const whole = solveGrundy(game);
        if (!whole.value) return;
        for (const p of naive.value.keys()) expect(grundy[p], `node ${p}: region solver`).toBe(whole.value.grundy[p]);
        tally.region++;
      }),
      { seed: seedFor('reached Grundy values'), numRuns: 400 },
    );
    // the property must not pass by one kind of case alone
    expect(tally.values).toBeGreaterThan(150);
    expect(tally.cycles).toBeGreaterThan(20);
    expect(tally.region).toBeGreaterThan(100);
  });

  test('a game Grundy values do not describe is refused with the reason', () => {
    const game = graphGame({ terminal: [1, 0], moves: [[], [0]], play: 'misere' });
    expect(reachedGrundy(game, 1)).toMatchObject({ problem: 'unsupported', why: expect.stringContaining('misère') });
  });

  test('the edges are charged once, before they are stored, and nothing per edge besides the graph', () => {
    // a chain 3 → 2 → 1 → 0 plus 3 → 0: 4 moves between reached positions
    const game = graphGame({ terminal: [1, 0, 0, 0], moves: [[], [0], [1], [2, 0]], play: 'normal', impartial: true });
    const charges: [number, string][] = [];
    const spy = vi.spyOn(ReachableBudget.prototype, 'charge').mockImplementation(function (this: ReachableBudget, bytes: number, what: string) {
      charges.push([bytes, what]);
    });
    try {
      const r = reachedGrundy(game, 3);
      expect('grundy' in r ? Array.from(r.grundy) : r).toEqual([0, 1, 0, 1]);
    } finally {
      spy.mockRestore();
    }
    const edges = charges.filter(([, what]) => what.includes('moves between'));
    // the predecessor list (4 bytes per edge); the values are computed by generating the moves again
    expect(edges).toEqual([[4 * 4, 'the 4 moves between 4 reached positions']]);
  });
});
