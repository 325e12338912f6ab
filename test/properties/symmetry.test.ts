// Property: a declared symmetry (game.symmetry) changes how positions are stored, never an answer.
// Random set games symmetric by construction (a random permutation σ of the elements; the conflict
// graph, the triangles of the end rule and the elements that keep the turn closed under σ): with σ
// declared, the sparse search gives every position reachable from the (σ-invariant) empty start the
// outcome it gives without it, in both modes, and in `full` mode its orbits hold exactly the positions
// reached without it. Random wrong declarations (a random permutation τ, usually no symmetry) are
// refused with ZM4232 at the map, or — when τ happens to be one — give the same outcomes: never a
// different answer. (Skipping the check makes the second law fail: a wrong τ then changes outcomes.)

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { solveSparse } from '../../src/solve/solveSparse.js';
import { seedFor, permutation } from '../solve/randomGraphs.js';
import { reachableByLister } from './oracles/reachableByLister.js';
import { campaignRuns } from '../setup/campaignSize.js';

interface SetGame {
  k: number;
  adj: number[][];
  tri: number[][];
  again: number[];
  misere: boolean;
}

/** The powers of σ (up to its order). */
function powers(sigma: number[]): number[][] {
  const k = sigma.length;
  const out: number[][] = [];
  let p = Array.from({ length: k }, (_, i) => i);
  do {
    out.push(p);
    p = p.map((x) => sigma[x]!);
  } while (p.some((x, i) => x !== i) && out.length < 1000);
  return out;
}

/** A game whose rules are closed under σ. */
function symmetricGame(k: number, sigma: number[], edges: [number, number][], triangles: [number, number, number][], again: number[], misere: boolean): SetGame {
  const g = powers(sigma);
  const adj = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (const [a, b] of edges) for (const p of g) if (p[a] !== p[b]) adj[p[a]!]![p[b]!] = adj[p[b]!]![p[a]!] = 1;
  const tri = new Map<string, number[]>();
  for (const t of triangles)
    for (const p of g) {
      const img = t.map((x) => p[x]!).sort((x, y) => x - y);
      if (new Set(img).size === 3) tri.set(img.join(','), img);
    }
  const keep = new Set<number>();
  for (const e of again) for (const p of g) keep.add(p[e]!);
  return { k, adj, tri: [...tri.values()], again: [...keep].sort((a, b) => a - b), misere };
}

function gameFile(game: SetGame, maps: number[][]): string {
  const lines = [
    'name: symmetric-set-game',
    'game:',
    `  state: { s: bool[${game.k}] }`,
    '  start: { s: {} }',
    '  moves:',
    '    - name: add e',
    `      for: e ∈ 0..${game.k - 1}`,
    `      if: ¬s[e] ∧ ∀ f ∈ 0..${game.k - 1}: ¬(s[f] ∧ adj[e][f] = 1)`,
    ...(game.again.length ? [`      again: e ∈ {${game.again.join(', ')}}`] : []),
    '      to: { s[e]: true }',
    ...(game.tri.length ? ['  end:', `    lose: ∃ t ∈ 0..${game.tri.length - 1}: s[tri[t][0]] ∧ s[tri[t][1]] ∧ s[tri[t][2]]`] : []),
    ...(game.misere ? ['  play: misère'] : []),
    ...(maps.length ? [`  symmetry: { field: s, maps: [${maps.map((m) => `[${m.join(', ')}]`).join(', ')}] }`] : []),
    'define:',
    `  adj: [${game.adj.map((r) => `[${r.join(', ')}]`).join(', ')}]`,
    ...(game.tri.length ? [`  tri: [${game.tri.map((t) => `[${t.join(', ')}]`).join(', ')}]`] : []),
    'claims:',
    '  - holds: safe(start)',
  ];
  return lines.join('\n') + '\n';
}

const pairs = (k: number): fc.Arbitrary<[number, number][]> => fc.array(fc.tuple(fc.nat(k - 1), fc.nat(k - 1)), { maxLength: 4 });
const gameCase = fc.integer({ min: 3, max: 9 }).chain((k) =>
  fc.record({
    k: fc.constant(k),
    sigma: permutation(k),
    tau: permutation(k),
    edges: pairs(k),
    triangles: fc.array(fc.tuple(fc.nat(k - 1), fc.nat(k - 1), fc.nat(k - 1)), { maxLength: 3 }),
    again: fc.array(fc.nat(k - 1), { maxLength: 2 }),
    misere: fc.boolean(),
  }),
);

type Solved = { outcome: (p: Float64Array) => number; positions: number; symmetry?: { orbits: number; positions: number } } | { codes: string[] };

function solve(text: string, startOnly: boolean): Solved {
  const loaded = loadSpec('symmetric.yaml', text);
  expect(
    loaded.diagnostics.filter((d) => d.severity === 'error'),
    text,
  ).toEqual([]);
  const game = buildGame(loaded.value!, {}, { sparse: 'always' }).value!;
  const solved = solveSparse(game, game.start!, { startOnly });
  if (!solved.value) return { codes: solved.diagnostics.map((d) => d.code) };
  const s = solved.value;
  return { outcome: (p) => s.outcomeAt!(p), positions: s.reachable!.positions, ...(s.symmetry ? { symmetry: s.symmetry } : {}) };
}

/** The positions reachable from the start (by the move lister of the dense game). */
function reachable(text: string): Float64Array[] {
  const dense = buildGame(loadSpec('symmetric.yaml', text).value!, {}).value!;
  return [...reachableByLister(dense, dense.region.encode(dense.start!))].map((p) => dense.region.decode(p));
}

for (const startOnly of [true, false]) {
  test(`a true symmetry changes no outcome (${startOnly ? 'start only' : 'every reachable position'})`, () => {
    const seed = seedFor(`symmetry true: ${startOnly}`);
    let shrunk = 0;
    fc.assert(
      fc.property(gameCase, (c) => {
        const game = symmetricGame(c.k, c.sigma, c.edges, c.triangles, c.again, c.misere);
        const plain = solve(gameFile(game, []), startOnly);
        const text = gameFile(game, [c.sigma]);
        const sym = solve(text, startOnly);
        if ('codes' in plain || 'codes' in sym) throw new Error(`unsolved: ${JSON.stringify(plain)} ${JSON.stringify(sym)}\n${text}`);
        const positions = reachable(text);
        const start = positions[0]!;
        expect(sym.outcome(start), text).toBe(plain.outcome(start));
        expect(sym.symmetry, text).toBeDefined();
        if (!startOnly) {
          for (const p of positions) expect(sym.outcome(p), `${text}\n${Array.from(p)}`).toBe(plain.outcome(p));
          expect(sym.symmetry!.positions, text).toBe(positions.length);
          expect(plain.positions, text).toBe(positions.length);
        }
        if (sym.symmetry!.orbits < plain.positions) shrunk++;
      }),
      { seed, numRuns: campaignRuns(40) },
    );
    // the law must not pass on trivial groups only
    expect(shrunk, `seed ${seed}`).toBeGreaterThan((10 * campaignRuns(40)) / 40);
  });
}

test('a wrong symmetry is refused (ZM4232) or changes no outcome', () => {
  const seed = seedFor('symmetry wrong');
  const tally = { refused: 0, accepted: 0 };
  fc.assert(
    fc.property(gameCase, fc.boolean(), (c, startOnly) => {
      const game = symmetricGame(c.k, c.sigma, c.edges, c.triangles, c.again, c.misere);
      const plain = solve(gameFile(game, []), startOnly);
      const text = gameFile(game, [c.tau]);
      const sym = solve(text, startOnly);
      if ('codes' in plain) throw new Error(`unsolved: ${JSON.stringify(plain)}\n${text}`);
      if ('codes' in sym) {
        expect(sym.codes, text).toEqual(['ZM4232']);
        tally.refused++;
        return;
      }
      tally.accepted++;
      const positions = reachable(text);
      expect(sym.outcome(positions[0]!), text).toBe(plain.outcome(positions[0]!));
      if (!startOnly) for (const p of positions) expect(sym.outcome(p), `${text}\n${Array.from(p)}`).toBe(plain.outcome(p));
    }),
    { seed, numRuns: campaignRuns(100) },
  );
  expect(tally.refused, JSON.stringify(tally)).toBeGreaterThan((25 * campaignRuns(100)) / 100);
});
