// The monochromatic triangle game with its dihedral symmetry declared (game.symmetry): the library
// file for n = 12 (written by `tools/monochromaticTriangle.mjs 12 --symmetry`) gives the verdict of
// the file without the declaration and of the independent search, storing fewer positions; the
// literal file for n = 7 with the rotation and the reflection computed from n (comprehensions),
// its box forced sparse, solves every reachable position with orbits that hold exactly the positions
// an independent count reaches; a map that exchanges two segments only is refused (ZM4232).

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { solveSparse } from '../../src/solve/solveSparse.js';
import { FRAGILE, SAFE } from '../../src/solve/solution.js';
import { triangleWinner } from './triangleSearch.js';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { validate } from '../report/jsonSchema.js';

const SCHEMA = JSON.parse(readFileSync('docs/report.schema.json', 'utf8'));
const SYMMETRIC = 'conjectures/triangulation/monochromatic-triangle-n12-symmetric.yaml';

test('n = 12: the symmetric library file is the tool’s, and holds as the plain file does, with fewer positions stored', () => {
  const text = readFileSync(SYMMETRIC, 'utf8');
  expect(execFileSync('node', ['tools/monochromaticTriangle.mjs', '12', '--symmetry'], { encoding: 'utf8' })).toBe(text);
  const symmetric = checkBounded(loadSpec(SYMMETRIC, text).value!).runs[0]!;
  const plainFile = 'conjectures/triangulation/monochromatic-triangle-n12.yaml';
  const plain = checkBounded(loadSpec(plainFile, readFileSync(plainFile, 'utf8')).value!).runs[0]!;
  expect(triangleWinner(12).firstWins).toBe(true);
  expect(symmetric.claims.map((c) => c.status)).toEqual(['holds']);
  expect(plain.claims.map((c) => c.status)).toEqual(['holds']);
  expect(symmetric.symmetry!.group).toBe(24);
  expect(symmetric.symmetry!.orbits).toBe(symmetric.reachable);
  expect(symmetric.reachable!).toBeLessThan(plain.reachable!);
  expect(plain.symmetry).toBeUndefined();
});

/** The literal file for n = 7 with its dihedral group declared, the maps computed from n. */
function literalSymmetric(maps: string): string {
  return readFileSync('conjectures/triangulation/monochromatic-triangle-n7.yaml', 'utf8')
    .replace('  start: { drawn: {} }\n', `  start: { drawn: {} }\n  symmetry: { field: drawn, maps: ${maps} }\n`)
    .replace(
      '  g07:',
      [
        '  rot: [if seg[e][1] + 1 < n then id(seg[e][0] + 1, seg[e][1] + 1) else id(0, seg[e][0] + 1) for e ∈ 0..len(seg) - 1]',
        '  refl: [id(n - 1 - seg[e][1], n - 1 - seg[e][0]) for e ∈ 0..len(seg) - 1]',
        '  swap: [if e = 0 then 1 else if e = 1 then 0 else e for e ∈ 0..len(seg) - 1]',
        '  g07:',
      ].join('\n'),
    );
}

/** Every position reachable from the empty board on n points (a completed triangle ends the game),
 *  counted by a search of its own over bit masks. */
function reachableCount(n: number): number {
  const seg: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
  const crosses = seg.map(([a, b]) => seg.map(([c, d]) => (a < c && c < b && b < d) || (c < a && a < d && d < b)));
  const has = (s: number, a: number, b: number): boolean => (s & (1 << seg.findIndex(([x, y]) => x === a && y === b))) !== 0;
  const triangle = (s: number): boolean => {
    for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) if (has(s, a, b) && has(s, b, c) && has(s, a, c)) return true;
    return false;
  };
  const seen = new Set<number>([0]);
  const work = [0];
  while (work.length > 0) {
    const s = work.pop()!;
    if (triangle(s)) continue;
    for (let e = 0; e < seg.length; e++) {
      if ((s & (1 << e)) !== 0 || seg.some((_, f) => (s & (1 << f)) !== 0 && crosses[e]![f])) continue;
      const t = s | (1 << e);
      if (!seen.has(t)) {
        seen.add(t);
        work.push(t);
      }
    }
  }
  return seen.size;
}

test('n = 7, every reachable position solved: the orbits hold exactly the reachable positions, and the outcome is the true one', () => {
  const spec = loadSpec('symmetric-n7.yaml', literalSymmetric('[rot, refl]')).value!;
  const game = buildGame(spec, {}, { sparse: 'always' }).value!;
  const solved = solveSparse(game, game.start!, { startOnly: false });
  expect(solved.diagnostics).toEqual([]);
  const s = solved.value!;
  expect(s.symmetry!.group).toBe(14);
  expect(s.symmetry!.positions).toBe(reachableCount(7));
  expect(s.symmetry!.orbits * 3).toBeLessThan(s.symmetry!.positions);
  expect(s.outcomeAt!(game.start!)).toBe(triangleWinner(7).firstWins ? FRAGILE : SAFE);
});

test('n = 7: exchanging two segments is no symmetry, refused with ZM4232 at the map', () => {
  const text = literalSymmetric('[rot, swap]');
  const spec = loadSpec('symmetric-n7.yaml', text).value!;
  const game = buildGame(spec, {}, { sparse: 'always' }).value!;
  for (const startOnly of [true, false]) {
    const solved = solveSparse(game, game.start!, { startOnly });
    expect(solved.value).toBeUndefined();
    const d = solved.diagnostics[0]!;
    expect(d.code).toBe('ZM4232');
    expect(d.message).toMatch(/is not a symmetry of the game: at the position drawn = .*the move `draw \d+`|the `end:` rules differ/);
    expect(text.slice(d.span!.start, d.span!.end)).toMatch(/swap|symmetry/);
  }
});

test('the JSON report of the symmetric file gives the group, the orbits and their positions, valid against the schema', async () => {
  const host = fakeHost({ [SYMMETRIC]: readFileSync(SYMMETRIC, 'utf8') });
  expect(await main(['check', '--json', SYMMETRIC], host)).toBe(0);
  const report = JSON.parse(host.out());
  expect(validate(report, SCHEMA)).toEqual([]);
  expect(JSON.stringify(report)).toContain('"symmetry":{"group":24,"orbits":168,"positions":3483}');
});
