// Properties of two compilations of the format guide's polygon form (docs/format-guide.md, "Building
// a polygon game step by step"): `s ∪ {x}` / `s ∖ {x}` assigned to s written as the one element x
// (src/game/setWrite.ts), and `∀ f ∈ rows[e]` over rows of different lengths read as one mask per
// value of e (keyRowChain in src/game/keyMasks.ts). On random games with a bool[k] field, random
// start sets (the full and the empty set included) and random x (the binder, x out of range at
// one end, a constant, an entry of a row that may be missing or out of range, a division by zero),
// the dense solver and both modes of the search over keys agree with the reference semantics
// (src/semantics/refSolve.ts), which reads the lowered arrays as written: the same outcomes, and an
// error exactly where the reference meets one, with the same code, place and message.

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import type { Spec } from '../../src/model/model.js';
import { refSolve } from '../../src/semantics/refSolve.js';
import { solveReachable } from '../../src/solve/solveReachable.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { solveSparse } from '../../src/solve/solveSparse.js';
import { searchSparse, sparseOutcome } from '../../src/solve/sparseSearch.js';
import { UNDETERMINED } from '../../src/solve/solution.js';
import { seedFor } from './randomGraphs.js';
import { campaignRuns } from '../setup/campaignSize.js';

/** Guards of `put e` (K1 = k − 1, C a small constant): the jagged-row shapes, and none. */
const GUARDS = ['true', '¬s[e]', 's[e]', '∀ f ∈ rows[e]: ¬s[f]', '¬s[e] ∧ ∀ f ∈ rows[e]: ¬s[f]', '∃ f ∈ rows[e]: s[f]', '∀ f ∈ rows[e]: ¬(s[f] ∧ f ≠ C)', '∃ f ∈ rows[e]: ¬s[f] ∧ f > C'];

/** The element x written (K = k: `e + 1` leaves the set at e = k − 1). */
const ELEMENTS = ['e', 'e + 1', 'e - 1', 'C', '(e + C) mod K', 'rows[e][0]', 'e div (e - C)', 'K1 - e'];

const gameText: fc.Arbitrary<string> = fc.integer({ min: 2, max: 6 }).chain((k) =>
  fc
    .record({
      rows: fc.array(fc.array(fc.oneof({ weight: 20, arbitrary: fc.integer({ min: 0, max: k - 1 }) }, { weight: 1, arbitrary: fc.constant(k) }), { minLength: 0, maxLength: k }), {
        minLength: k,
        maxLength: k,
      }),
      guard: fc.integer({ min: 0, max: GUARDS.length - 1 }),
      x: fc.integer({ min: 0, max: ELEMENTS.length - 1 }),
      y: fc.integer({ min: 0, max: ELEMENTS.length - 1 }),
      remove: fc.boolean(),
      // now and then two elements, or a difference and a union (not the one-element shape: written whole)
      shape: fc.oneof({ weight: 6, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.constant(1) }, { weight: 1, arbitrary: fc.constant(2) }),
      second: fc.boolean(),
      c: fc.integer({ min: 0, max: 1 }),
      start: fc.oneof(fc.constant(0), fc.constant(2 ** k - 1), fc.integer({ min: 0, max: 2 ** k - 1 })),
      end: fc.boolean(),
      misere: fc.boolean(),
    })
    .map(({ rows: drawn, guard, x, y, remove, shape, second, c, start, end, misere }) => {
      // `rows[e][0]` over rows that are all empty is refused at load (ZM3018): one row holds an entry
      const rows = drawn.every((r) => r.length === 0) ? [[0], ...drawn.slice(1)] : drawn;
      const fill = (s: string): string =>
        s
          .replaceAll('K1', String(k - 1))
          .replaceAll('K', String(k))
          .replaceAll('C', String(Math.min(c, k - 1)));
      const set = Array.from({ length: k }, (_, i) => i).filter((i) => (start >> i) & 1);
      const op = remove ? '∖' : '∪';
      const [ex, ey] = [fill(ELEMENTS[x]!), fill(ELEMENTS[y]!)];
      const written = shape === 0 ? `s ${op} {${ex}}` : shape === 1 ? `s ${op} {${ex}, ${ey}}` : `s ∖ {${ex}} ∪ {${ey}}`;
      // a second schema with the other operation, so that sets grow and shrink
      const other = second
        ? `\n    - { name: take e, for: e ∈ 0..${k - 1}, if: "n < ${k} ∧ ${fill(GUARDS[(guard + 1) % GUARDS.length]!)}", to: { s: "s ${remove ? '∪' : '∖'} {${fill(ELEMENTS[y]!)}}", n: n + 1 } }`
        : '';
      return `name: set-writes
game:
  state: { s: bool[${k}], n: 0..${k} }
  start: { s: {${set.join(', ')}}, n: 0 }
  moves:
    - { name: put e, for: e ∈ 0..${k - 1}, if: "n < ${k} ∧ ${fill(GUARDS[guard]!)}", to: { s: "${written}", n: n + 1 } }${other}
${end ? `  end:\n    lose: "∃ t ∈ 0..${k - 1}: ∀ f ∈ rows[t]: s[f]"\n` : ''}  play: ${misere ? 'misère' : 'normal'}
define:
  rows: ${JSON.stringify(rows).replaceAll(',', ', ')}
claims:
  - holds: "safe(start) ∨ fragile(start) ∨ neutral(start)"
`;
    }),
);

interface Tally {
  solved: number;
  failed: number;
}

/** The place and message of the reference's error (the engines report it as ZM4005 at that place,
 *  with the position). */
function referenceError(spec: Spec): { start: number | undefined; message: string } | undefined {
  const ref = refSolve(spec, {}, 'region');
  if (ref.kind !== 'failed') return undefined;
  const e = ref.failure.error as { span?: { start: number }; message: string };
  return { start: e.span?.start, message: e.message };
}

function compare(text: string, tally: Tally): void {
  const loaded = loadSpec('set-writes.yaml', text);
  expect(
    loaded.diagnostics.filter((d) => d.severity === 'error'),
    text,
  ).toEqual([]);
  const spec = loaded.value!;
  const dense = buildGame(spec, {}).value!;
  const sparse = buildGame(spec, {}, { sparse: 'always' }).value!;
  // the whole region: the dense solver against the reference, errors included
  const refRegion = refSolve(spec, {}, 'region');
  const solved = solveRetrograde(dense);
  if (refRegion.kind === 'failed') {
    expect(solved.value, text).toBeUndefined();
    expect(solved.diagnostics.find((x) => x.severity === 'error')?.code, text).toBe('ZM4005');
  } else if (refRegion.kind === 'solved') {
    expect(Array.from(solved.value!.outcome), text).toEqual(Array.from(refRegion.outcome));
  }
  // from the start: both modes of the search over keys
  const ref = refSolve(spec, {}, 'start');
  if (ref.kind === 'refused') throw new Error(`the reference refused: ${ref.reason}\n${text}`);
  const full = solveSparse(sparse, sparse.start!, { startOnly: false });
  if (ref.kind === 'failed') {
    tally.failed++;
    expect(full.value, text).toBeUndefined();
    expect(full.diagnostics[0]?.code, text).toBe('ZM4005');
    return;
  }
  tally.solved++;
  expect(full.diagnostics, text).toEqual([]);
  const stop = searchSparse(sparse, sparse.start!, 'stop');
  if ('kind' in stop) throw new Error(`the early-stopping search gave up: ${stop.kind}\n${text}`);
  const s = full.value!;
  for (const early of [false, true]) {
    for (let p = 0; p < ref.outcome.length; p++) {
      if (ref.outcome[p] === 0) continue;
      const position = dense.region.decode(p);
      const o = early ? sparseOutcome(stop, position) : s.outcomeAt!(position);
      if (ref.outcome[p] === UNDETERMINED && o === 0) continue;
      if (o !== 0 || !early) expect(o, `${text}\nposition ${dense.formatPosition(position)}, ${early ? 'stop' : 'full'}`).toBe(ref.outcome[p]);
    }
  }
}

test('s ∪ {x} and s ∖ {x} written as one element, and rows of different lengths read as masks, agree with the reference semantics', () => {
  const tally: Tally = { solved: 0, failed: 0 };
  const seed = seedFor('set writes');
  fc.assert(
    fc.property(gameText, (text) => compare(text, tally)),
    { seed, numRuns: campaignRuns(200) },
  );
  // the law must not pass by skipping: games solved and errors met
  console.log(`[set writes] ${JSON.stringify(tally)}`);
  expect(tally.solved, `seed ${seed}`).toBeGreaterThan((50 * campaignRuns(100)) / 100);
  expect(tally.failed, `seed ${seed}`).toBeGreaterThan((5 * campaignRuns(100)) / 100);
}, 120_000);

/** One game, one error: the engines' diagnostic is the reference's, at x, with its message (the
 *  text of main's build before setWrite.ts: `6:65: error ZM4005: evaluating the rules of the game at
 *  s = {0}, n = 0: index 3 is outside the array (indices 0..2)`, under `e + 1`). */
function onlyError(text: string, message: string): void {
  const spec = loadSpec('set-writes.yaml', text).value!;
  const r = referenceError(spec);
  expect(r, text).toBeDefined();
  const dense = solveRetrograde(buildGame(spec, {}).value!);
  const sparse = buildGame(spec, {}, { sparse: 'always' }).value!;
  const full = solveSparse(sparse, sparse.start!, { startOnly: false });
  for (const d of [dense.diagnostics[0], full.diagnostics[0]]) {
    expect(d?.code, text).toBe('ZM4005');
    expect(d?.span?.start, text).toBe(r!.start);
    expect(d?.message, text).toMatch(new RegExp(`^evaluating the rules of the game at s = \\{[^}]*\\}, n = 0: ${message.replace(/[()]/g, '\\$&')}$`));
  }
}

const single = (start: string, to: string, guard = 'n < 1'): string => `name: set-writes
game:
  state: { s: bool[3], n: 0..1 }
  start: { s: ${start}, n: 0 }
  moves:
    - { name: put e, for: e ∈ 0..2, if: "${guard}", to: { s: "${to}", n: n + 1 } }
`;

test('x outside the set is the lowered array’s positioned error, and only where that array reads x', () => {
  onlyError(single('{0}', 's ∪ {e + 1}'), 'index 3 is outside the array (indices 0..2)');
  onlyError(single('{0, 1}', 's ∖ {e - 1}'), 'index -1 is outside the array (indices 0..2)');
  onlyError(single('{}', 's ∪ {e div (e - 1)}'), 'division by zero');
  // the full set (∪) and the empty set (∖) read no element: x is never evaluated, no error
  for (const text of [single('{0, 1, 2}', 's ∪ {e + 1}'), single('{}', 's ∖ {e + 1}'), single('{0, 1, 2}', 's ∪ {e div (e - 1)}')]) {
    const spec = loadSpec('set-writes.yaml', text).value!;
    const ref = refSolve(spec, {}, 'start');
    expect(ref.kind, text).toBe('solved');
    const game = buildGame(spec, {}).value!;
    const dense = solveReachable(game, game.region.encode(game.start!));
    expect(dense.diagnostics, text).toEqual([]);
    // the positions the start reaches (the others are undetermined in the reference, unsolved here)
    if (ref.kind === 'solved') for (let p = 0; p < ref.outcome.length; p++) if (ref.outcome[p] !== UNDETERMINED) expect(dense.value!.outcome[p], text).toBe(ref.outcome[p]);
    const sparse = buildGame(spec, {}, { sparse: 'always' }).value!;
    const full = solveSparse(sparse, sparse.start!, { startOnly: false });
    expect(full.diagnostics, text).toEqual([]);
  }
});
