// Claims about named positions in a box too large to index (a set field of 40 elements: 2^40 sets):
// the check runs from the start with positions stored by key, and a position a claim names that
// the search from the start did not solve is searched from itself when the claim asks
// (Solution.solveAt). Law: on random set games, every claim gets the status it gets when the same
// game is written with a set of k elements (a box of 2^k, solved whole, position by position).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { checkScope } from '../../src/check/checkScope.js';
import { spec } from './helpers.js';

interface SetGame {
  k: number;
  /** The element that may not be added next to e (a conflict). */
  bad: number[];
  /** The end rule: the game is over, lost for the player to move, when both are in the set. */
  lost: [number, number];
  named: number[][];
}

const setLiteral = (xs: readonly number[]): string => `{${xs.join(', ')}}`;

function file(g: SetGame, width: number): string {
  const claims = g.named.flatMap((p) => [`  - holds: safe({ s: ${setLiteral(p)} })`, `  - holds: fragile({ s: ${setLiteral(p)} })`]);
  return `name: conflict-game
game:
  state: { s: bool[${width}] }
  start: { s: {} }
  moves:
    - for: e ∈ 0..${g.k - 1}
      if: ¬s[e] ∧ ¬s[bad[e]]
      to: { s[e]: true }
  end:
    lose: s[${g.lost[0]}] ∧ s[${g.lost[1]}]
define:
  bad: [${g.bad.join(', ')}]
claims:
  - holds: fragile(start)
${claims.join('\n')}
check:
  symbolic: off
`;
}

const setGame: fc.Arbitrary<SetGame> = fc.integer({ min: 3, max: 7 }).chain((k) =>
  fc.record({
    k: fc.constant(k),
    bad: fc.array(fc.nat(k - 1), { minLength: k, maxLength: k }),
    lost: fc.tuple(fc.nat(k - 1), fc.nat(k - 1)),
    named: fc.array(fc.uniqueArray(fc.nat(k - 1), { maxLength: k }), { minLength: 1, maxLength: 4 }),
  }),
);

const statuses = (text: string) => {
  const r = checkBounded(spec(text));
  const run = r.runs[0]!;
  expect(run.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return { claims: run.claims.map((c) => c.status), storage: run.storage };
};

describe('claims about named positions, positions stored by key', () => {
  it('give every claim the status of the same game solved whole in a box of 2^k sets', () => {
    fc.assert(
      fc.property(setGame, (g) => {
        const whole = statuses(file(g, g.k));
        const byKey = statuses(file(g, 40));
        expect(byKey.storage).toBe('sparse');
        expect(whole.storage).not.toBe('sparse');
        expect(byKey.claims).toEqual(whole.claims);
      }),
      { numRuns: 40 },
    );
  });

  it('choose the start only when no box of the sweep can be indexed', () => {
    const g: SetGame = { k: 4, bad: [1, 0, 3, 2], lost: [0, 3], named: [[0, 2]] };
    expect(checkScope(spec(file(g, 40)))).toBe('start');
    expect(checkScope(spec(file(g, 4)))).toBe('region');
  });

  it('count the positions the claims solved, and answer a position no move reaches', () => {
    // the start {0} has no move (every move needs 0 not drawn): {1} is solved only by a search from
    // it — its moves lead to {1, 2} and {1, 3}, each with one move to {1, 2, 3}, which has none
    const text = `name: stuck
game:
  state: { s: bool[40] }
  start: { s: {0} }
  moves:
    - for: e ∈ 1..3
      if: ¬s[e] ∧ ¬s[0]
      to: { s[e]: true }
claims:
  - holds: safe(start)
  - holds: safe({ s: {1} })
check:
  symbolic: off
`;
    const run = checkBounded(spec(text)).runs[0]!;
    expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds']);
    expect(run.storage).toBe('sparse');
    // the start, then {1} and what it depends on
    expect(run.reachable).toBeGreaterThan(1);
  });

  it('make a rule that fails only where a named position leads an error of the claim, never a verdict', () => {
    // from the start no set holds 5, so t[3] is never read; from {0, 5} the move e = 2 reads it
    const text = `name: fails-there
game:
  state: { s: bool[40] }
  start: { s: {} }
  moves:
    - for: e ∈ 0..2
      if: ¬s[e] ∧ (s[5] ⇒ t[e + 1] > 0)
      to: { s[e]: true }
define:
  t: [1, 1, 1]
claims:
  - holds: safe({ s: {0, 5} })
check:
  symbolic: off
`;
    const run = checkBounded(spec(text)).runs[0]!;
    expect(run.outcome).not.toBe('holds');
    expect(run.claims[0]!.status).toBe('error');
    expect(run.claims[0]!.message).toContain('could not be solved');
    expect(run.diagnostics.map((d) => d.code)).toContain('ZM4204');
  });
});
