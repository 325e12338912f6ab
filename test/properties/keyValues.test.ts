// Property: the values of a game with points (`score:`) searched over positions stored by key
// (solve/value/keyValueSearch.ts) equal the indexed value engine (solve/value/valueTable.ts) and a
// naive negamax written here, at every position reachable from the start, on random set games with
// kept moves (`again:`), misère play and `end:` rules, with and without a declared symmetry (σ, the
// rules and the points closed under it). Random wrong declarations are refused with ZM4232 or — when
// they happen to be symmetries — change no value; a map that keeps every move but not its points is
// always refused (the check compares points: theory.md, Symmetries).

import fc from 'fast-check';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { buildGame, type SpecGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { SymmetryBroken } from '../../src/solve/symmetryCheck.js';
import { keyValues, type KeyValues } from '../../src/solve/value/keyValueSearch.js';
import { valueTable } from '../../src/solve/value/valueTable.js';
import { seedFor, permutation } from '../solve/randomGraphs.js';
import { reachableByLister } from './oracles/reachableByLister.js';

interface ScoredSetGame {
  k: number;
  adj: number[][];
  tri: number[][];
  again: number[];
  pts: number[];
  misere: boolean;
}

function powers(sigma: number[]): number[][] {
  const out: number[][] = [];
  let p = sigma.map((_, i) => i);
  do {
    out.push(p);
    p = p.map((x) => sigma[x]!);
  } while (p.some((x, i) => x !== i) && out.length < 1000);
  return out;
}

/** The orbit of each element under σ (its smallest member names it). */
function orbitOf(sigma: number[]): number[] {
  const g = powers(sigma);
  return sigma.map((_, i) => Math.min(...g.map((p) => p[i]!)));
}

/** A game whose rules and points are closed under σ (points constant on each orbit of σ). */
function symmetricGame(k: number, sigma: number[], edges: [number, number][], triangles: [number, number, number][], again: number[], points: number[], misere: boolean): ScoredSetGame {
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
  const orbit = orbitOf(sigma);
  return { k, adj, tri: [...tri.values()], again: [...keep].sort((a, b) => a - b), pts: orbit.map((o) => points[o]!), misere };
}

function gameFile(game: ScoredSetGame, maps: number[][]): string {
  const lines = [
    'name: scored-set-game',
    'game:',
    `  state: { s: bool[${game.k}] }`,
    '  start: { s: {} }',
    '  moves:',
    '    - name: add e',
    `      for: e ∈ 0..${game.k - 1}`,
    `      if: ¬s[e] ∧ ∀ f ∈ 0..${game.k - 1}: ¬(s[f] ∧ adj[e][f] = 1)`,
    ...(game.again.length ? [`      again: e ∈ {${game.again.join(', ')}}`] : []),
    // the points read the position: what e's neighbours already hold
    '      score: pts[e] + count(f ∈ 0..' + (game.k - 1) + ': s[f] ∧ adj[e][f] = 0 ∧ f ≠ e) mod 2',
    '      to: { s[e]: true }',
    ...(game.tri.length ? ['  end:', `    lose: ∃ t ∈ 0..${game.tri.length - 1}: s[tri[t][0]] ∧ s[tri[t][1]] ∧ s[tri[t][2]]`] : []),
    ...(game.misere ? ['  play: misère'] : []),
    ...(maps.length ? [`  symmetry: { field: s, maps: [${maps.map((m) => `[${m.join(', ')}]`).join(', ')}] }`] : []),
    'define:',
    `  adj: [${game.adj.map((r) => `[${r.join(', ')}]`).join(', ')}]`,
    `  pts: [${game.pts.join(', ')}]`,
    ...(game.tri.length ? [`  tri: [${game.tri.map((t) => `[${t.join(', ')}]`).join(', ')}]`] : []),
    'claims:',
    '  - holds: value(start) = 0',
  ];
  return lines.join('\n') + '\n';
}

const pairs = (k: number): fc.Arbitrary<[number, number][]> => fc.array(fc.tuple(fc.nat(k - 1), fc.nat(k - 1)), { maxLength: 4 });
const gameCase = fc.integer({ min: 3, max: 8 }).chain((k) =>
  fc.record({
    k: fc.constant(k),
    sigma: permutation(k),
    tau: permutation(k),
    edges: pairs(k),
    triangles: fc.array(fc.tuple(fc.nat(k - 1), fc.nat(k - 1), fc.nat(k - 1)), { maxLength: 3 }),
    again: fc.array(fc.nat(k - 1), { maxLength: 3 }),
    points: fc.array(fc.integer({ min: -2, max: 3 }), { minLength: k, maxLength: k }),
    misere: fc.boolean(),
  }),
);

function games(text: string): { dense: SpecGame; sparse: SpecGame } {
  const loaded = loadSpec('scored.yaml', text);
  expect(
    loaded.diagnostics.filter((d) => d.severity === 'error'),
    text,
  ).toEqual([]);
  return { dense: buildGame(loaded.value!, {}).value!, sparse: buildGame(loaded.value!, {}, { sparse: 'always' }).value! };
}

/** Naive negamax over the dense game's move lister (memo by region index). */
function naiveValues(game: SpecGame): (index: number) => number {
  const memo = new Map<number, number>();
  const v = (index: number): number => {
    const known = memo.get(index);
    if (known !== undefined) return known;
    const p = game.region.decode(index);
    let best: number | undefined;
    if (game.terminalOf(p) === 0)
      for (const m of game.listMoves(p)) {
        const w = v(m.targets[0]!.index);
        const total = m.keeps ? Number(m.points ?? 0) + w : Number(m.points ?? 0) - w;
        if (best === undefined || total > best) best = total;
      }
    memo.set(index, best ?? 0);
    return best ?? 0;
  };
  return v;
}

/** Every value by key against the indexed engine and the naive negamax; the orbits stored. */
function compare(text: string, byKey: KeyValues, dense: SpecGame): void {
  const table = valueTable(dense);
  if (typeof table === 'string') throw new Error(table);
  const naive = naiveValues(dense);
  for (const i of reachableByLister(dense, dense.region.encode(dense.start!))) {
    const p = dense.region.decode(i);
    const got = byKey.at(p);
    const indexed = table.at(i);
    const where = `${text}\nat ${dense.formatPosition(p)}`;
    expect(got, where).toEqual({ kind: 'value', value: naive(i) });
    expect(indexed, where).toEqual(got);
    const best = byKey.best(p);
    if (best) expect(best.total, where).toBe(naive(i));
  }
}

test('values by key = indexed values = naive negamax, with and without a true symmetry', () => {
  const seed = seedFor('key values true symmetry');
  let shrunk = 0;
  fc.assert(
    fc.property(gameCase, (c) => {
      const game = symmetricGame(c.k, c.sigma, c.edges, c.triangles, c.again, c.points, c.misere);
      for (const maps of [[], [c.sigma]]) {
        const text = gameFile(game, maps);
        const { dense, sparse } = games(text);
        const byKey = keyValues(sparse);
        if (typeof byKey === 'string' || 'code' in byKey) throw new Error(`refused: ${JSON.stringify(byKey)}\n${text}`);
        compare(text, byKey, dense);
        const sym = byKey.symmetry();
        if (maps.length > 0) {
          expect(sym, text).toBeDefined();
          if (sym!.orbits < reachableByLister(dense, dense.region.encode(dense.start!)).size) shrunk++;
        }
      }
    }),
    { seed, numRuns: 60 },
  );
  // the law must not pass on trivial groups only
  expect(shrunk, `seed ${seed}`).toBeGreaterThan(10);
});

/** The values by key, or 'broken' when the search finds the declared symmetry is not one. */
function valuesOrBroken(text: string): { byKey: KeyValues; dense: SpecGame } | 'broken' {
  const { dense, sparse } = games(text);
  const byKey = keyValues(sparse);
  if (typeof byKey === 'string' || 'code' in byKey) throw new Error(`refused: ${JSON.stringify(byKey)}\n${text}`);
  try {
    for (const i of reachableByLister(dense, dense.region.encode(dense.start!))) byKey.at(dense.region.decode(i));
  } catch (error) {
    if (error instanceof SymmetryBroken) return 'broken';
    throw error;
  }
  return { byKey, dense };
}

test('a wrong symmetry is refused or changes no value', () => {
  const seed = seedFor('key values wrong symmetry');
  const tally = { refused: 0, accepted: 0 };
  fc.assert(
    fc.property(gameCase, (c) => {
      const game = symmetricGame(c.k, c.sigma, c.edges, c.triangles, c.again, c.points, c.misere);
      const text = gameFile(game, [c.tau]);
      const got = valuesOrBroken(text);
      if (got === 'broken') tally.refused++;
      else {
        tally.accepted++;
        compare(text, got.byKey, got.dense);
      }
    }),
    { seed, numRuns: 80 },
  );
  expect(tally.refused, JSON.stringify(tally)).toBeGreaterThan(20);
});

test('a map that keeps every move but not its points is refused', () => {
  // σ = the rotation of 4 elements; no conflicts, no end rule: every move is kept by σ; points 1 0 0 0
  const game: ScoredSetGame = { k: 4, adj: Array.from({ length: 4 }, () => [0, 0, 0, 0]), tri: [], again: [], pts: [1, 0, 0, 0], misere: false };
  expect(valuesOrBroken(gameFile(game, [[1, 2, 3, 0]]))).toBe('broken');
  const fair: ScoredSetGame = { ...game, pts: [1, 1, 1, 1] };
  expect(valuesOrBroken(gameFile(fair, [[1, 2, 3, 0]]))).not.toBe('broken');
});

test('the check of such a file is ZM4232 at the map, naming the move whose image scores other points (and in Portuguese)', () => {
  const game: ScoredSetGame = { k: 4, adj: Array.from({ length: 4 }, () => [0, 0, 0, 0]), tri: [], again: [], pts: [1, 0, 0, 0], misere: false };
  const text = gameFile(game, [[1, 2, 3, 0]]).replace('value(start) = 0', 'value(start) = 1') + 'check:\n  from: start\n';
  const run = checkBounded(loadSpec('scored.yaml', text).value!).runs[0]!;
  const d = run.diagnostics.find((x) => x.code === 'ZM4232')!;
  expect(text.slice(d.span!.start, d.span!.end)).toBe('[1, 2, 3, 0]');
  expect(d.message).toMatch(/the move `add \d` scores \d, but the image's move `add \d` to .+ scores \d$/);
  expect(diagnosticPt(d).message).toMatch(/a jogada `add \d` marca \d, mas a jogada `add \d` da imagem, para .+, marca \d$/);
});
