// Differential property for the generated local-check pass (check/conditionPass.ts): its loop is
// split where the first slot reaches the forward plan's value (guards proved true left out), and
// where the window is known filled it reads targets without a test. On random games — lower bounds
// that are not 0, binder sets, end: rules with draws and wins, misère play, partizan turns, moves
// that keep the turn, moves leaving the region, conjectures that fail in several places — the pass
// reports exactly the failures of a naive check over the move lister and the slow classifier, in
// the same order, with and without a window, on the whole region and on slices, without a truth
// and with the solved one (solved with generations and without).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { conjectureClassifier } from '../../src/check/classifier.js';
import { conditionPass, conditionPassSource } from '../../src/check/conditionPass.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { specGame } from '../check/helpers.js';
import { seedFor } from '../solve/randomGraphs.js';
import { naiveLocalFailures } from './oracles/naiveLocalCheck.js';
import { campaignRuns } from '../setup/campaignSize.js';

const sets = ['1, 4', '1, 3, 7', '2, 5', '1', '1, 2'];
const guards = ['k ≤ n', 'k ≤ n', 'n ≥ 2', '', 'k ≤ n ∧ n mod 3 ≠ 1', 'k < n'];
const ends = ['', '  end: { draw: "n = 5" }\n', '  end: { win: "n = 9", lose: "n < 2" }\n', '  end: { draw: "n = 7 ∨ n = 12" }\n'];
const conjectures = ['n mod 5 ∈ <0, 2>', 'n mod 5 ∈ <0, 3>', 'n mod 4 = 0', 'n < 3 ∨ n mod 7 = 1', 'n mod 3 = 0', 'n ≥ 20'];

const schema = fc.record({ set: fc.constantFrom(...sets), guard: fc.constantFrom(...guards), again: fc.boolean() });
const game = fc.record({
  lo: fc.constantFrom(0, 0, -3, 5, 2),
  span: fc.integer({ min: 0, max: 70 }),
  schemas: fc.array(schema, { minLength: 1, maxLength: 2 }),
  end: fc.constantFrom(...ends),
  misere: fc.boolean(),
  partizan: fc.boolean(),
  safe: fc.constantFrom(...conjectures),
  fragile: fc.option(fc.constantFrom(...conjectures), { freq: 4 }),
  neutral: fc.option(fc.constantFrom('n = 5', 'n mod 6 = 1'), { freq: 3 }),
});
type GameShape = typeof game extends fc.Arbitrary<infer T> ? T : never;

function yaml(g: GameShape): string {
  const moves = g.schemas.map((m, i) => {
    const by = g.partizan ? ` by: ${i % 2 === 0 ? 'A' : 'B'},` : '';
    const guard = m.guard ? ` if: "${m.guard}",` : '';
    const again = m.again && !g.partizan ? ` again: "n mod 4 = 1",` : '';
    return `    - {${by} for: "k ∈ {${m.set}}",${guard}${again} to: { n: "n - k" } }`;
  });
  // a partizan game needs moves for both players
  if (g.partizan && g.schemas.length === 1) moves.push(`    - { by: B, for: "k ∈ {1, 2}", if: "k ≤ n", to: { n: "n - k" } }`);
  const sets = [`S: "${g.safe}"`, g.fragile ? `F: "${g.fragile}"` : '', g.neutral && g.fragile ? `N: "${g.neutral}"` : ''].filter(Boolean);
  return `name: rnd
game:
${g.partizan ? '  players: [A, B]\n' : ''}  state: { n: int }
${g.misere ? '  play: misere\n' : ''}${g.end}  moves:
${moves.join('\n')}
conjecture: { ${sets.join(', ')} }
check: { bounds: { n: "${g.lo}..${g.lo + g.span}" } }
`;
}

interface Seen {
  split: boolean;
  failingPositions: number;
}

function compare(text: string, from: number, to: number): Seen {
  const g = specGame(text);
  const classifier = conjectureClassifier(g, g.spec.conjecture!);
  const size = g.region.size;
  const [lo, hi] = [Math.min(from, size), Math.min(to, size)].sort((a, b) => a - b) as [number, number];
  let failing = 0;
  for (const generations of [undefined, true, false]) {
    const truth = generations === undefined ? null : solveRetrograde(g, { generations }).value!.outcome;
    const pass = conditionPass(g, classifier, { truth: truth !== null, local: true });
    for (const [a, b] of [
      [0, size],
      [lo, hi],
    ] as const) {
      const expected = naiveLocalFailures(g, classifier.maskOf, { truth, from: a, to: b });
      for (const window of [undefined, new Uint8Array(size)]) {
        const found: string[] = [];
        pass(truth, (c, p) => found.push(`${c}@${p}`), size, new Float64Array(5), window, a, b);
        expect(found, `${text}\ntruth: ${generations}, slice ${a}..${b}, window: ${window !== undefined}`).toEqual(expected);
      }
      if (a === 0) failing = Math.max(failing, new Set(expected.map((f) => f.split('@')[1])).size);
    }
  }
  return { split: conditionPassSource(g, classifier, { truth: false, local: true }).includes('c_cut'), failingPositions: failing };
}

describe('the split local-check pass reports what a naive check reports, in the same order', () => {
  test('random games: lower bounds, sets, draws, misère, partizan, moves keeping the turn or leaving the region', () => {
    const seen = { games: 0, split: 0, manyFailures: 0 };
    fc.assert(
      fc.property(game, fc.nat(80), fc.nat(80), (g, from, to) => {
        const r = compare(yaml(g), from, to);
        seen.games++;
        if (r.split) seen.split++;
        if (r.failingPositions >= 3) seen.manyFailures++;
      }),
      { numRuns: campaignRuns(200), seed: seedFor('local check split') },
    );
    // not vacuous: most games split, and many conjectures fail in several places
    expect(seen.split).toBeGreaterThan(seen.games / 3);
    expect(seen.manyFailures).toBeGreaterThan(seen.games / 3);
  });

  test('game 9: the steady loop of the pass tests no guard and reads the window without a test', () => {
    const text = `name: g9\ngame:\n  state: { n: nat }\n  moves:\n    - { for: "k ∈ {1, 4}", if: "k ≤ n", to: { n: "n - k" } }\nconjecture: { S: "n mod 5 ∈ <0, 2>" }\ncheck: { bounds: { n: "0..1000" } }\n`;
    const g = specGame(text);
    const source = conditionPassSource(g, conjectureClassifier(g, g.spec.conjecture!), { truth: true, local: true });
    expect(source).toMatch(/const c_cut = c_to < 4 \? c_to : 4;/);
    const direct = source.slice(source.indexOf('if (c_write && c_pre === c_from)'), source.lastIndexOf('else while'));
    expect(direct).not.toMatch(/<= k_v0/);
    expect(direct).toMatch(/\(c_win\[k_t\d+\] & 1\) !== 0/);
    // n ≥ 0 in the region: n mod 5 needs no sign correction
    expect(direct).not.toMatch(/< 0 \?/);
  });
});
