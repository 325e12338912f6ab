// Property: the searches against a bound (src/solve/boundSearch.ts: can the mover win, a draw counted
// as its loss? can it draw?) give the start the outcome the reference semantics
// (src/semantics/refSolve.ts, every position reachable from the start) and the engine's full solve of
// the reachable positions (solveSparse, every position asked for) give it, on random partizan
// games that may end in a draw, their boxes forced sparse (buildGame's sparse: 'always'), through
// solveSparse with only the start asked for, as a check runs it. Two families: games over two small
// counters (guards, moves that wrap around and so make cycles, moves that may leave a field's domain
// and so make a rule fail, `lose:`, `draw:` and `win:` rules, some moves keeping the turn, misère),
// where the search reads a target's rules after the move; and games over a set where R and B each
// add elements of their own half (as the bichromatic triangle game), blocked by a random table, lost
// at a random triple of one colour, drawn at a random size, where the rules are read in the move's
// code by masks (src/game/keyMasks.ts). A cycle may end it with ZM4021 only where the reference
// finds one; an error of a rule is reported where the reference fails; the search runs only where no
// rule can fail.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { refSolve } from '../../src/semantics/refSolve.js';
import { regionIndex, refStart } from '../../src/semantics/refGame.js';
import { searchAgainstBounds } from '../../src/solve/boundSearch.js';
import { solveSparse } from '../../src/solve/solveSparse.js';
import { gameMayFail } from '../../src/solve/startSearch.js';
import { seedFor } from '../solve/randomGraphs.js';
import { campaignRuns } from '../setup/campaignSize.js';

interface Tally {
  compared: number;
  bounds: [number, number, number];
  outcomes: Set<number>;
  cycles: number;
  failed: number;
}

const q = (s: string): string => `"${s}"`;

/** Two counters x, y ∈ 0..4 (positions: 50). */
const counterGame = fc
  .record({
    moves: fc.array(
      fc.record({
        by: fc.constantFrom('A', 'B', undefined),
        guard: fc.constantFrom('true', 'x + k ≤ 4', 'x ≥ k', 'y < 4', 'x ≠ y', 'x + y ≤ 6', 'y ≥ 1'),
        to: fc.constantFrom('x: x + k', 'x: x - k', 'y: (y + k) mod 5', 'x: (x + k) mod 5', 'y: y - 1', 'y: 4 div k', 'x: y, y: x', 'y: (y + 1) mod 5, x: x div 2'),
        again: fc.constantFrom(undefined, undefined, undefined, 'x = 2', 'k = 1'),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    lose: fc.constantFrom(undefined, 'x = 4 ∧ y = 4', 'x + y = 7', 'x = 0 ∧ y = 0'),
    draw: fc.constantFrom('x = y ∧ x ≥ 2', 'y = 0 ∧ x = 3', 'x + y = 5', 'x = 1'),
    win: fc.constantFrom(undefined, undefined, 'x = 0 ∧ y = 3', 'y = 4 ∧ x = 2'),
    misere: fc.boolean(),
    start: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }), fc.constantFrom('A', 'B')),
  })
  .map((g) =>
    [
      'name: counters',
      'game:',
      '  players: [A, B]',
      '  state: { x: 0..4, y: 0..4 }',
      `  start: { x: ${g.start[0]}, y: ${g.start[1]}, turn: ${g.start[2]} }`,
      '  moves:',
      ...g.moves.flatMap((m) => [
        `    - for: k ∈ 1..2`,
        ...(m.by ? [`      by: ${m.by}`] : []),
        `      if: ${q(m.guard)}`,
        `      to: { ${m.to
          .split(', ')
          .map((w) => `${w.split(': ')[0]}: ${q(w.split(': ')[1]!)}`)
          .join(', ')} }`,
        ...(m.again ? [`      again: ${q(m.again)}`] : []),
      ]),
      `  end: { ${[
        ['lose', g.lose],
        ['draw', g.draw],
        ['win', g.win],
      ]
        .filter(([, e]) => e)
        .map(([k, e]) => `${k}: ${q(e!)}`)
        .join(', ')} }`,
      ...(g.misere ? ['  play: misère'] : []),
      'check: { symbolic: off }',
    ].join('\n'),
  );

/** A set of 2m elements (m ≤ 5): R adds element e < m, B adds m + e; e is blocked by the elements
 *  its random row names; a triple of one colour ends the game (the mover loses), as does a size.
 *  The start holds one red element, either player to move. */
const setGame = fc.integer({ min: 3, max: 5 }).chain((m) =>
  fc
    .record({
      blk: fc.array(fc.array(fc.nat(2 * m - 1), { maxLength: 3 }), { minLength: m, maxLength: m }),
      tri: fc.array(fc.uniqueArray(fc.nat(m - 1), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
      size: fc.integer({ min: 2, max: m }),
      first: fc.constantFrom('R', 'B'),
      given: fc.nat(m - 1),
    })
    .map((g) => {
      const blk = g.blk.map((row, e) => Array.from({ length: 2 * m }, (_, f) => (f % m === e || row.includes(f) ? 1 : 0)));
      const tri = [...g.tri, ...g.tri.map((t) => t.map((e) => e + m))];
      return [
        'name: colours',
        'game:',
        '  players: [R, B]',
        `  state: { c: bool[${2 * m}] }`,
        `  start: { c: {${g.given}}, turn: ${g.first} }`,
        '  moves:',
        `    - { name: red e, by: R, for: e ∈ 0..${m - 1}, if: ${q(`∀ f ∈ 0..${2 * m - 1}: ¬(c[f] ∧ blk[e][f] = 1)`)}, to: { c[e]: true } }`,
        `    - { name: blue e, by: B, for: e ∈ 0..${m - 1}, if: ${q(`∀ f ∈ 0..${2 * m - 1}: ¬(c[f] ∧ blk[e][f] = 1)`)}, to: { c[e + ${m}]: true } }`,
        '  end:',
        `    lose: ${q(`∃ t ∈ 0..${tri.length - 1}: c[tri[t][0]] ∧ c[tri[t][1]] ∧ c[tri[t][2]]`)}`,
        `    draw: ${q(`|c| = ${g.size}`)}`,
        'define:',
        `  blk: ${JSON.stringify(blk)}`,
        `  tri: ${JSON.stringify(tri)}`,
        'check: { symbolic: off }',
      ].join('\n');
    }),
);

function compare(text: string, tally: Tally): void {
  const loaded = loadSpec('bound.yaml', text);
  expect(
    loaded.diagnostics.filter((d) => d.severity === 'error'),
    text,
  ).toEqual([]);
  const spec = loaded.value!;
  const ref = refSolve(spec, {}, 'start');
  const sparse = buildGame(spec, {}, { sparse: 'always' }).value!;
  const dense = buildGame(spec, {}).value!;
  expect(sparse.region.sparse).toBe(true);
  const refGame = 'game' in ref ? ref.game : undefined;
  const from = refGame ? regionIndex(refGame, refStart(refGame)!) : -1;
  const position = ref.kind === 'solved' ? dense.region.decode(from) : undefined;
  const solved = position ? solveSparse(sparse, position, { startOnly: true }) : undefined;
  if (ref.kind === 'failed') {
    // an error of a rule reachable from the start: reported (or a cycle met first), never an answer
    tally.failed++;
    expect(gameMayFail(sparse), text).toBe(true);
    return;
  }
  expect(ref.kind, text).toBe('solved');
  if (ref.kind !== 'solved' || !position || !solved) return;
  if (!solved.value) {
    expect(
      solved.diagnostics.map((d) => d.code),
      text,
    ).toEqual(['ZM4021']);
    expect(ref.cyclic, text).toBe(true);
    tally.cycles++;
    return;
  }
  tally.compared++;
  const s = solved.value;
  expect(s.outcomeAt!(position), text).toBe(ref.outcome[from]);
  const steps = s.reachable?.bounds;
  if (steps !== undefined) {
    tally.bounds[steps]!++;
    tally.outcomes.add(ref.outcome[from]!);
    expect(gameMayFail(sparse), text).toBe(false);
    // the two searches' answer is the exact outcome, read nowhere but at the start
    const direct = searchAgainstBounds(sparse, position, undefined, undefined);
    expect('outcome' in direct ? direct.outcome : -1, text).toBe(ref.outcome[from]);
    expect(direct && 'steps' in direct ? direct.steps.length : 0, text).toBe(steps);
    // and the engine's own solve of every reachable position agrees, unless it meets a cycle the
    // searches against a bound did not need to enter
    const full = solveSparse(sparse, position, { startOnly: false });
    if (full.value) expect(full.value.outcomeAt!(position), text).toBe(ref.outcome[from]);
    else expect([full.diagnostics.map((d) => d.code), ref.cyclic], text).toEqual([['ZM4021'], true]);
  }
}

// 400 counter games and 200 set games in `npm run test:long`, a quarter in `npm test`; the
// non-vacuity bounds scale with them
const RUNS = campaignRuns(400);
const atFull = (n: number): number => Math.floor((n * RUNS) / 400);
const SET_RUNS = campaignRuns(200);

test('searches against a bound: the start outcome of the reference, on games with draws, cycles and failing rules', () => {
  const tally: Tally = { compared: 0, bounds: [0, 0, 0], outcomes: new Set(), cycles: 0, failed: 0 };
  const seed = seedFor('bound search: counters');
  fc.assert(
    fc.property(counterGame, (text) => compare(text, tally)),
    { seed, numRuns: RUNS },
  );
  // the law must not pass by skipping: both steps, every outcome, cycles and failures met
  expect(tally.compared, `seed ${seed}`).toBeGreaterThan(atFull(150));
  expect(tally.bounds[1], `seed ${seed}`).toBeGreaterThan(atFull(20));
  expect(tally.bounds[2], `seed ${seed}`).toBeGreaterThan(atFull(20));
  expect(tally.outcomes.size, `seed ${seed}`).toBe(3);
  expect(tally.cycles + tally.failed, `seed ${seed}`).toBeGreaterThan(atFull(20));
});

test('searches against a bound: the start outcome of the reference, on set games read by masks', () => {
  const tally: Tally = { compared: 0, bounds: [0, 0, 0], outcomes: new Set(), cycles: 0, failed: 0 };
  const seed = seedFor('bound search: sets');
  fc.assert(
    fc.property(setGame, (text) => compare(text, tally)),
    { seed, numRuns: SET_RUNS },
  );
  expect(tally.compared, `seed ${seed}`).toBe(SET_RUNS);
  expect(tally.bounds[1] + tally.bounds[2], `seed ${seed}`).toBe(SET_RUNS);
  expect(tally.bounds[2], `seed ${seed}`).toBeGreaterThan(Math.floor(SET_RUNS / 4));
  expect(tally.outcomes.size, `seed ${seed}`).toBe(3);
});
