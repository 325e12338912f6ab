// Differential property for the checks the code generator leaves out (range analysis): on random
// small games written in the surface syntax — guarded moves (`k ≤ n`, `n ≥ 3 ∧ k ≠ r`, …) near the
// edges of the region and of the domain, and regions just below 2^53 or above −2^53 where `n + k`
// overflows — the generated kernel lists the same targets as the interpreted move lister, or fails
// with the same error, at every position; the generated solvers equal a naive fixpoint (outcomes)
// and a naive mex recursion (Grundy values) over the lister's moves; and the generated local check (window, direct evaluation at targets, the scans
// specialised by the mask at p) reports exactly the failures a naive check finds.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { conjectureClassifier } from '../../src/check/classifier.js';
import { conditionPass } from '../../src/check/conditionPass.js';
import { MoveDomainError } from '../../src/game/gameErrors.js';
import { kernelMoves } from '../../src/game/kernelMoves.js';
import { EvalError } from '../../src/lang/runtime.js';
import { solveGrundy } from '../../src/solve/solveGrundy.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { specGame } from '../check/helpers.js';
import { naiveFixpoint, seedFor } from '../solve/randomGraphs.js';
import { naiveLocalFailures } from './oracles/naiveLocalCheck.js';
import { campaignRuns } from '../setup/campaignSize.js';

const MAX = Number.MAX_SAFE_INTEGER;

/** The field n's domain and the checked region inside it. */
const shapes: [string, number, number][] = [
  ['nat', 0, 12],
  ['nat', 0, 3],
  ['int', -6, 6],
  ['int', MAX - 8, MAX],
  ['int', -MAX, -MAX + 8],
  ['0..10', 0, 10],
  ['-3..9', -3, 5],
];
const binders = ['k ∈ {1, 4}', 'k ∈ 1..3', 'k ∈ {2}', 'k ∈ 0..r', 'k ∈ 1..n', 'k ∈ {0 - 1, 3}', 'k ∈ r..3'];
const atoms = ['k ≤ n', 'n ≥ k', 'k < n', 'n > k + 1', 'n - k ≥ 0', 'k ≠ r', 'n ≥ 3', 'n < 5', '¬(n < k)', 'k ≤ n ∨ r = 0', 'n mod 2 = 0', 'r < k', 'k = r + 1', '2 ≤ n ≤ 9'];
const updatesN = ['n - k', 'n - k', 'n + k', 'n - 2 * k', 'k - 1', 'n - 1', 'n + 1', 'n * 2', 'n - r', '(n + k) mod 7', 'n div 2', 'abs(n - k)', 'min(n, k) - 1', 'max(n - k, 0)', 'k - n'];
const updatesR = ['k', 'r', '(r + 1) mod 4', 'r - 1', 'k mod 4', 'min(k, 3)', 'r - k', 'k - r'];
const conjectures = ['n mod 5 ∈ <0, 2>', 'n - r ≥ 2', 'r < 2 ∧ n ≠ 1', 'n mod 3 = r', 'n < 4', 'xor(abs(n), r) = 0'];

const schema = fc.record({
  binder: fc.constantFrom(...binders),
  guard: fc.array(fc.constantFrom(...atoms), { maxLength: 2 }),
  n: fc.constantFrom(...updatesN),
  r: fc.option(fc.constantFrom(...updatesR)),
});
const game = fc.record({
  shape: fc.constantFrom(...shapes),
  schemas: fc.array(schema, { minLength: 1, maxLength: 2 }),
  safe: fc.constantFrom(...conjectures),
  fragile: fc.option(fc.constantFrom(...conjectures)),
  misere: fc.boolean(),
});

function yaml(g: typeof game extends fc.Arbitrary<infer T> ? T : never): string {
  const moves = g.schemas.map((m) => {
    const guard = m.guard.length ? `\n      if: "${m.guard.map((a) => `(${a})`).join(' ∧ ')}"` : '';
    const r = m.r ? `\n        r: "${m.r}"` : '';
    return `    - for: "${m.binder}"${guard}\n      to:\n        n: "${m.n}"${r}`;
  });
  const [dom, lo, hi] = g.shape;
  return `name: rnd
game:
  state: { n: "${dom}", r: "0..3" }
${g.misere ? '  play: misere\n' : ''}  moves:
${moves.join('\n')}
conjecture:
  S: "${g.safe}"${g.fragile ? `\n  F: "${g.fragile}"` : ''}
check: { bounds: { n: "${lo}..${hi}" } }
`;
}

type Outcome<T> = { value: T } | { error: string };
function attempt<T>(f: () => T): Outcome<T> {
  try {
    return { value: f() };
  } catch (e) {
    if (e instanceof EvalError) return { error: e.kind };
    if (e instanceof MoveDomainError) return { error: `domain of slot ${e.slot}` };
    throw e;
  }
}

/** Every check of one game; returns what could be compared (for the coverage note). */
function compare(text: string): { listed: boolean; solved: boolean; checked: boolean } {
  const g = specGame(text);
  const fast = kernelMoves(g);
  const listing: Outcome<number[][]>[] = [];
  for (let p = 0; p < g.region.size; p++) {
    const position = g.region.decode(p);
    const slow = attempt(() => g.listMoves(position).map((m) => m.targets.map((t) => t.index)));
    const quick = attempt(() => fast(p).moves);
    expect(quick, `moves at ${g.formatPosition(position)}\n${text}`).toEqual(slow);
    listing.push(slow);
  }
  if (listing.some((l) => 'error' in l)) return { listed: true, solved: false, checked: false };
  const moves = listing.map((l) => (l as { value: number[][] }).value.map((t) => t[0]!));
  const naive = naiveFixpoint({ terminal: moves.map(() => 0), moves, play: g.play });
  const solved = solveRetrograde(g, { generations: true });
  expect(solved.diagnostics, text).toEqual([]);
  expect(Array.from(solved.value!.outcome), text).toEqual(naive.outcome);
  // without generations the forward pass stops at the first safe target (another generated shape)
  const plain = solveRetrograde(g, { generations: false });
  expect(Array.from(plain.value!.outcome), text).toEqual(naive.outcome);
  expect(plain.value!.counts, text).toEqual(solved.value!.counts);
  const values = g.play === 'normal' ? naiveGrundy(moves) : undefined;
  if (values) expect(Array.from(solveGrundy(g).value!.grundy), text).toEqual(values);

  // the local check: naive failures from the slow classifier at positions and targets
  const classifier = conjectureClassifier(g, g.spec.conjecture!);
  const expected = attempt(() => naiveLocalFailures(g, classifier.maskOf).sort());
  if ('error' in expected) return { listed: true, solved: true, checked: false };
  for (const window of [undefined, new Uint8Array(g.region.size)]) {
    const found: string[] = [];
    const pass = conditionPass(g, classifier, { truth: false, local: true });
    pass(null, (c, p) => found.push(`${c}@${p}`), g.region.size, new Float64Array(5), window);
    expect(found.sort(), text).toEqual(expected.value);
  }
  return { listed: true, solved: true, checked: true };
}

/** mex recursion over the lister's moves: -1 when a move leaves the region or reaches such a
 *  position; undefined when the moves have a cycle. */
function naiveGrundy(moves: number[][]): number[] | undefined {
  const value = new Array<number>(moves.length).fill(-2); // -2 unknown, -3 on the stack
  const visit = (v: number): boolean => {
    if (value[v] === -3) return false;
    if (value[v]! > -2) return true;
    value[v] = -3;
    const seen = new Set<number>();
    let unknown = false;
    for (const u of moves[v]!) {
      if (u < 0) unknown = true;
      else if (!visit(u)) return false;
      else if (value[u]! < 0) unknown = true;
      else seen.add(value[u]!);
    }
    let m = 0;
    while (seen.has(m)) m++;
    value[v] = unknown ? -1 : m;
    return true;
  };
  for (let v = 0; v < moves.length; v++) if (!visit(v)) return undefined;
  return value;
}

describe('checks left out by the range analysis never change a result', () => {
  test('random guarded games near the region, domain and 2^53 edges', () => {
    const seen = { listed: 0, solved: 0, checked: 0 };
    fc.assert(
      fc.property(game, (g) => {
        const r = compare(yaml(g));
        for (const k of ['listed', 'solved', 'checked'] as const) if (r[k]) seen[k]++;
      }),
      { numRuns: campaignRuns(250), seed: seedFor('range elision') },
    );
    // the property must not be vacuous: most games solve and check without errors
    expect(seen.solved).toBeGreaterThan((50 * campaignRuns(250)) / 250);
    expect(seen.checked).toBeGreaterThan((30 * campaignRuns(250)) / 250);
  });

  test.each([
    ['xor(h) = 0', '0..5'],
    ['xor(h[0], h[1]) = h[2] + 1', '0..4'],
    ['h[0] ≤ h[1] ∨ h[2] = 0', '0..3'],
  ])('nim, S: %s', (conj, bounds) => {
    const r = compare(`name: nim\ngame: { nim: { heaps: 3 } }\nconjecture: { S: "${conj}" }\ncheck: { bounds: { h: "${bounds}" } }\n`);
    expect(r.checked).toBe(true);
  });
});

// Partizan games: the forward pass generates one body per player (the turn known, the other
// player's moves left out); random games with moves for one player or both, moves that keep the
// turn, `end:` rules with draws and wins, misère play and moves leaving the region solve as
// retrograde analysis does (outcomes, generations, counts, the same error), and as a naive fixpoint
// over the move lister's moves when no move keeps the turn.
const partizanSchema = fc.record({
  by: fc.constantFrom('A', 'B', 'A', 'B', undefined),
  binder: fc.constantFrom(...binders),
  guard: fc.array(fc.constantFrom(...atoms), { minLength: 1, maxLength: 2 }),
  // fewer updates that leave the domains than above: most games solve
  n: fc.constantFrom('n - k', 'n - k', 'n - 2 * k', 'n - 1', 'n + 1', 'n - r', 'max(n - k, 0)', 'n + k', 'abs(n - k)'),
  r: fc.option(fc.constantFrom('k mod 3', 'r', '(r + 1) mod 3', 'min(abs(k), 2)', 'r - 1')),
  // a move that keeps the turn in about one schema in four
  again: fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: fc.constantFrom('k = 1', 'n mod 3 = 0', 'r = 2') }),
});
const endRules = ['n = 2', 'n < 1 ∧ turn = B', 'r = 1 ∧ n = 4', 'turn = A ∧ n mod 4 = 3'];
const partizanGame = fc.record({
  shape: fc.constantFrom(...shapes),
  schemas: fc.array(partizanSchema, { minLength: 1, maxLength: 3 }),
  draw: fc.option(fc.constantFrom(...endRules)),
  win: fc.option(fc.constantFrom(...endRules), { freq: 3 }),
  lose: fc.option(fc.constantFrom(...endRules), { freq: 3 }),
  misere: fc.boolean(),
});

function partizanYaml(g: typeof partizanGame extends fc.Arbitrary<infer T> ? T : never): string {
  const moves = g.schemas.map((m) => {
    const by = m.by ? `\n      by: ${m.by}` : '';
    const guard = m.guard.length ? `\n      if: "${m.guard.map((a) => `(${a})`).join(' ∧ ')}"` : '';
    const again = m.again ? `\n      again: "${m.again}"` : '';
    const r = m.r ? `\n        r: "${m.r}"` : '';
    return `    - for: "${m.binder}"${by}${guard}${again}\n      to:\n        n: "${m.n}"${r}`;
  });
  const end = (['draw', 'win', 'lose'] as const).filter((k) => g[k]).map((k) => `${k}: "${g[k]}"`);
  const [dom, lo, hi] = g.shape;
  return `name: rndp
game:
  players: [A, B]
  state: { n: "${dom}", r: "0..2" }
${g.misere ? '  play: misere\n' : ''}${end.length ? `  end: { ${end.join(', ')} }\n` : ''}  moves:
${moves.join('\n')}
check: { bounds: { n: "${lo}..${hi}" } }
`;
}

describe('partizan games: the forward pass solves as retrograde analysis does', () => {
  test('random partizan games with draws, misère play, moves leaving the region or keeping the turn', () => {
    const seen = { forward: 0, draws: 0, naive: 0, errors: 0 };
    fc.assert(
      fc.property(partizanGame, (pg) => {
        const text = partizanYaml(pg);
        const g = specGame(text);
        for (const generations of [true, false]) {
          const reference = solveRetrograde(g, { method: 'retrograde', generations });
          const solved = solveRetrograde(g, { generations });
          expect(
            solved.diagnostics.map((d) => d.message),
            text,
          ).toEqual(reference.diagnostics.map((d) => d.message));
          if (!reference.value) {
            seen.errors++;
            continue;
          }
          const [f, r] = [solved.value!, reference.value];
          expect(Array.from(f.outcome), text).toEqual(Array.from(r.outcome));
          expect(f.counts, text).toEqual(r.counts);
          if (generations) expect(Array.from(f.generation!), text).toEqual(Array.from(r.generation!));
          if (f.method !== 'forward') continue;
          seen.forward++;
          if (f.counts.neutral > 0) seen.draws++;
          if (generations || pg.schemas.some((m) => m.again)) continue;
          const listed = attempt(() => Array.from({ length: g.region.size }, (_, p) => g.listMoves(g.region.decode(p)).map((m) => m.targets[0]!.index)));
          if ('error' in listed) continue;
          const terminal = Array.from({ length: g.region.size }, (_, p) => g.terminalOf(g.region.decode(p)));
          const naive = naiveFixpoint({ terminal, moves: listed.value, play: g.play });
          expect(Array.from(f.outcome), text).toEqual(naive.outcome);
          seen.naive++;
        }
      }),
      { numRuns: campaignRuns(200), seed: seedFor('partizan forward') },
    );
    // not vacuous: many games take the forward pass, some with draws, some checked against the naive fixpoint
    expect(seen.forward).toBeGreaterThan((60 * campaignRuns(200)) / 200);
    expect(seen.draws).toBeGreaterThan((5 * campaignRuns(200)) / 200);
    expect(seen.naive).toBeGreaterThan((10 * campaignRuns(200)) / 200);
  });
});
