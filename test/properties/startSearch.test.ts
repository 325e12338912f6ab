// Property: the search from the start (src/solve/startSearch.ts), used when the claims ask about
// `start` alone, gives the start — and every position it solved — the outcome the whole-region solver
// gives it, on random games: explicit graphs (acyclic both ways, shuffled, partizan, loopy with draws,
// moves leaving the region), the differential laws' files with and without `again:` (scalar and array
// fields, `end:` rules, misère), and loopy counters some of whose moves keep the turn. Through
// solveReachable with startOnly: when the game's code cannot fail, the solution is the search's
// (reachable.searched) or, after a cycle, the reachable set's; when it may fail, the reachable set's.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import type { Game } from '../../src/game/game.js';
import { graphGame } from '../../src/game/graphGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { solveReachable } from '../../src/solve/solveReachable.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { gameMayFail, searchFromStart } from '../../src/solve/startSearch.js';
import { gameCase, keptGameCase } from '../semantics/gameFile.js';
import { arbGraph, seedFor, type GraphOptions } from '../solve/randomGraphs.js';
import { reachableByLister } from './oracles/reachableByLister.js';
import { campaignRuns } from '../setup/campaignSize.js';

// 300 cases a campaign in `npm run test:long`, 75 in `npm test`; the non-vacuity bounds scale with it
const RUNS = campaignRuns(300);
const scaled = (atFull: number): number => Math.floor((atFull * RUNS) / 300);
import { NEUTRAL, SAFE } from '../../src/solve/solution.js';

interface Tally {
  searched: number;
  gaveUp: number;
}

/** Compares the start-only solve with the whole region from `start`; false when the game does not apply. */
function compare(game: Game, start: number, tally: Tally, label: string): boolean {
  const whole = solveRetrograde(game, { generations: false });
  if (!whole.value) return false; // a rule that fails to evaluate somewhere
  const part = solveReachable(game, start, { generations: false, startOnly: true });
  expect(part.diagnostics, label).toEqual([]);
  const s = part.value!;
  expect(s.outcome[start], label).toBe(whole.value.outcome[start]);
  const reach = reachableByLister(game, start);
  let solved = 0;
  for (let p = 0; p < game.region.size; p++) {
    if (s.outcome[p] === 0) continue;
    solved++;
    expect(reach.has(p), label).toBe(true);
    expect(s.outcome[p], `${label}\nposition ${p}`).toBe(whole.value.outcome[p]);
  }
  const direct = searchFromStart(game, start, new Uint8Array(game.region.size));
  if (s.reachable?.searched) {
    tally.searched++;
    expect(gameMayFail(game), label).toBe(false);
    expect(s.reachable.positions, label).toBe(solved);
    expect(direct?.solved, label).toBe(solved);
  } else {
    expect(direct, label).toBeUndefined();
    if (!gameMayFail(game)) tally.gaveUp++;
    expect(s.reachable?.positions, label).toBe(reach.size);
  }
  if (direct) expect(direct.out[start], label).toBe(whole.value.outcome[start]);
  return true;
}

const variants: [string, GraphOptions][] = [
  ['acyclic, moves to smaller indices', { shape: 'forward', draws: true, wins: true, outside: true, maxNodes: 16 }],
  ['acyclic, shuffled', { shape: 'dag', draws: true, wins: true, outside: true, maxNodes: 16 }],
  ['partizan', { shape: 'forward', partizan: true, draws: true, outside: true, maxNodes: 16 }],
  ['loopy', { shape: 'cyclic', draws: true, wins: true, outside: true, maxNodes: 16 }],
  ['loopy partizan', { shape: 'cyclic', partizan: true, wins: true, maxNodes: 16 }],
];

describe('the search from the start gives the whole-region outcome (explicit graphs)', () => {
  for (const [name, opts] of variants) {
    test(name, () => {
      const tally = { searched: 0, gaveUp: 0 };
      fc.assert(
        fc.property(arbGraph(opts), fc.nat(), (g, pick) => {
          const game = graphGame(g);
          compare(game, pick % g.terminal.length, tally, JSON.stringify(g));
        }),
        { seed: seedFor(`start search: ${name}`), numRuns: RUNS },
      );
      // the law must not pass by falling back every time
      expect(tally.searched).toBeGreaterThan(scaled(opts.shape === 'cyclic' ? 30 : 200));
      if (opts.shape === 'cyclic') expect(tally.gaveUp).toBeGreaterThan(0);
    });
  }
});

function fileCompare(text: string, pick: number, tally: Tally): boolean {
  const loaded = loadSpec('search.yaml', text);
  if (!loaded.value || loaded.diagnostics.some((d) => d.severity === 'error')) return false;
  const params = Object.fromEntries(Object.entries(loaded.value.check.params).map(([k]) => [k, 1]));
  const game = buildGame(loaded.value, params).value;
  if (!game || game.region.size === 0 || game.region.size > 4096 || game.hasSums) return false;
  return compare(game, pick % game.region.size, tally, text);
}

test('files with and without moves that keep the turn: the search gives the whole-region outcome', () => {
  const tally = { searched: 0, gaveUp: 0 };
  let compared = 0;
  fc.assert(
    fc.property(fc.oneof(gameCase(), keptGameCase()), fc.nat(), (c, pick) => {
      if (fileCompare(c.text, pick, tally)) compared++;
    }),
    { seed: seedFor('start search: files'), numRuns: RUNS },
  );
  expect(compared).toBeGreaterThan(scaled(150));
  expect(tally.searched).toBeGreaterThan(scaled(30));
});

// Two counters, steps both ways (cycles), some keeping the turn; partizan in half the cases. The
// fields are integers without a domain (no domain check in the code), bounded by the box: a move past
// a ≤ 5 leaves it.
const arbCounters = fc
  .record({
    steps: fc.array(fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }), fc.constantFrom('', 'true', 'a = b'), fc.constantFrom('A', 'B')), { minLength: 1, maxLength: 4 }),
    partizan: fc.boolean(),
    misere: fc.boolean(),
    draw: fc.boolean(),
    a: fc.integer({ min: 0, max: 5 }),
    b: fc.integer({ min: 0, max: 4 }),
  })
  .map(({ steps, partizan, misere, draw, a, b }) => {
    const moves = steps
      .filter(([x, y]) => x !== 0 || y !== 0)
      .map(([x, y, again, by]) => `    - { ${partizan ? `by: ${by}, ` : ''}if: 0 ≤ a + ${x} ∧ 0 ≤ b + ${y} ∧ b + ${y} ≤ 4, ${again ? `again: "${again}", ` : ''}to: { a: a + ${x}, b: b + ${y} } }`);
    return `name: counters
game:
${partizan ? '  players: [A, B]\n' : ''}  state: { a: int, b: int }
  start: { a: ${a}, b: ${b} }
  moves:
${moves.length > 0 ? moves.join('\n') : '    - { if: a ≥ 1, to: { a: a - 1 } }'}
${draw ? '  end: { draw: a = 3 ∧ b = 3 }\n' : ''}${misere ? '  play: misère\n' : ''}check:
  bounds: { a: 0..5, b: 0..4 }
`;
  });

test('loopy counters, moves leaving the box, kept turns: the search gives the whole-region outcome', () => {
  const tally = { searched: 0, gaveUp: 0 };
  fc.assert(
    fc.property(arbCounters, fc.nat(), (text, pick) => {
      expect(fileCompare(text, pick, tally), text).toBe(true);
    }),
    { seed: seedFor('start search: counters'), numRuns: RUNS },
  );
  expect(tally.searched).toBeGreaterThan(scaled(150));
  expect(tally.gaveUp).toBeGreaterThan(scaled(10));
});

// A target on the search path (a cycle) is not known yet: a winning move elsewhere still decides the
// position (searchPath.ts), and only without one does the search give up to the reachable set.
describe('the search from the start at a cycle', () => {
  const line = (moves: string) => `name: cycle
game:
  state: { x: 0..3 }
  start: { x: 0 }
  moves:
${moves}
claims:
  - holds: safe(start) ∨ fragile(start) ∨ neutral(start)
check: { symbolic: off }
`;
  const run = (text: string) => {
    const game = buildGame(loadSpec('cycle.yaml', text).value!, {}).value!;
    const start = game.region.encode(game.start!);
    return { game, start, direct: searchFromStart(game, start, new Uint8Array(game.region.size)), whole: solveRetrograde(game, { generations: false }).value! };
  };

  test('0 → 1, 1 → 0 (on the path), 1 → 2 (no move): 1 wins by 2, so the start is safe, without the reachable set', () => {
    const { start, direct, whole, game } = run(line('    - { if: x = 0, to: { x: 1 } }\n    - { if: x = 1, to: { x: 0 } }\n    - { if: x = 1, to: { x: 2 } }'));
    expect(gameMayFail(game)).toBe(false);
    expect(direct).toBeDefined();
    expect(direct!.out[start]).toBe(whole.outcome[start]);
    expect(direct!.out[start]).toBe(SAFE);
    expect(direct!.solved).toBe(3);
  });

  test('0 → 1, 1 → 0 (on the path), 1 → 2 → 3: no winning move beside the cycle, the search gives up (a draw)', () => {
    const text = line('    - { if: x = 0, to: { x: 1 } }\n    - { if: x = 1, to: { x: 0 } }\n    - { if: x = 1 ∨ x = 2, to: { x: x + 1 } }');
    const { start, direct, whole, game } = run(text);
    expect(direct).toBeUndefined();
    expect(whole.outcome[start]).toBe(NEUTRAL);
    const part = solveReachable(game, start, { generations: false, startOnly: true }).value!;
    expect(part.reachable?.searched).toBeUndefined();
    expect(part.outcome[start]).toBe(NEUTRAL);
  });
});
