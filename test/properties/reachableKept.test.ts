// Property: with moves that keep the turn (`again:`), solving only the positions reachable from a
// start (src/solve/solveReachable.ts) gives every reachable position the outcome and generation the
// whole-region solver gives it (src/solve/solveRetrograde.ts, which reads a kept move's target with
// safe and fragile exchanged), and leaves the other positions unsolved. Two families of random
// files: the differential laws' games with `again:` (test/semantics/gameFile.ts: impartial and
// partizan, scalar and array fields, `end:` rules, misère), entered at a random region index; and
// two counters with steps both ways (loopy: the general retrograde path), some steps keeping the
// turn. The reachable set is a breadth-first search over the move lister (oracles/reachableByLister.ts).

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { solveReachable } from '../../src/solve/solveReachable.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { keptGameCase } from '../semantics/gameFile.js';
import { seedFor } from '../solve/randomGraphs.js';
import { reachableByLister } from './oracles/reachableByLister.js';
import { campaignRuns } from '../setup/campaignSize.js';

/** Compares the two solvers from `pick` (mod the region size); undefined when the file does not apply. */
function compare(text: string, pick: number): string | undefined {
  const loaded = loadSpec('kept.yaml', text);
  if (!loaded.value || loaded.diagnostics.some((d) => d.severity === 'error')) return 'skipped';
  const params = Object.fromEntries(Object.entries(loaded.value.check.params).map(([k]) => [k, 1]));
  const game = buildGame(loaded.value, params).value;
  if (!game || game.region.size === 0 || game.region.size > 4096) return 'skipped';
  const whole = solveRetrograde(game, { generations: true });
  // a rule that fails to evaluate somewhere: the reachable positions may or may not meet it
  if (!whole.value) return 'skipped';
  const start = pick % game.region.size;
  const part = solveReachable(game, start, { generations: true });
  expect(part.diagnostics, text).toEqual([]);
  const s = part.value!;
  const reach = reachableByLister(game, start);
  expect(s.reachable, text).toEqual({ start, positions: reach.size });
  for (let p = 0; p < game.region.size; p++) {
    if (!reach.has(p)) {
      expect(s.outcome[p], text).toBe(0);
      continue;
    }
    expect(s.outcome[p], `${text}\nposition ${game.formatPosition(game.region.decode(p))}`).toBe(whole.value.outcome[p]);
    expect(s.generation![p], `${text}\nposition ${game.formatPosition(game.region.decode(p))}`).toBe(whole.value.generation![p]);
  }
  return undefined;
}

test('moves that keep the turn: the reachable-set solution equals the whole-region solution (random files)', () => {
  let compared = 0;
  fc.assert(
    fc.property(keptGameCase(), fc.nat(), (c, pick) => {
      if (compare(c.text, pick) === undefined) compared++;
    }),
    { seed: seedFor('reachable, again: files'), numRuns: campaignRuns(200) },
  );
  // the property must not pass by skipping everything (half the cases compared at full size)
  expect(compared).toBeGreaterThan(campaignRuns(200) / 2);
});

// Two counters, steps both ways (cycles: infinite play is a draw), some of them keeping the turn
// unconditionally or under a condition; partizan with `by:` in half the cases.
const arbCounters = fc
  .record({
    steps: fc.array(fc.tuple(fc.integer({ min: -2, max: 2 }), fc.integer({ min: -2, max: 2 }), fc.constantFrom('', 'true', 'a = b', 'a + b < 4'), fc.constantFrom('A', 'B')), {
      minLength: 1,
      maxLength: 4,
    }),
    partizan: fc.boolean(),
    misere: fc.boolean(),
    draw: fc.boolean(),
    win: fc.boolean(),
  })
  .map(({ steps, partizan, misere, draw, win }) => {
    const moves = steps
      .filter(([x, y]) => x !== 0 || y !== 0)
      .map(
        ([x, y, again, by]) =>
          `    - { ${partizan ? `by: ${by}, ` : ''}if: 0 ≤ a + ${x} ∧ a + ${x} ≤ 5 ∧ 0 ≤ b + ${y} ∧ b + ${y} ≤ 4, ${again ? `again: "${again}", ` : ''}to: { a: a + ${x}, b: b + ${y} } }`,
      );
    const end = [...(draw ? ['draw: a = 3 ∧ b = 3'] : []), ...(win ? ['win: a = 5 ∧ b = 0'] : [])];
    return `name: counters
game:
${partizan ? '  players: [A, B]\n' : ''}  state: { a: 0..5, b: 0..4 }
  moves:
${moves.length > 0 ? moves.join('\n') : '    - { if: a ≥ 1, again: "a = 2", to: { a: a - 1 } }'}
${end.length > 0 ? `  end: { ${end.join(', ')} }\n` : ''}${misere ? '  play: misère\n' : ''}`;
  });

test('moves that keep the turn, loopy counters: the reachable-set solution equals the whole-region solution', () => {
  fc.assert(
    fc.property(arbCounters, fc.nat(), (text, pick) => {
      expect(compare(text, pick), text).toBeUndefined();
    }),
    { seed: seedFor('reachable, again: counters'), numRuns: campaignRuns(300) },
  );
});
