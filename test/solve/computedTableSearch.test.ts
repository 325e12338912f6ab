// The triangle game written as docs/format-guide.md builds polygon games (tables computed from n,
// bounds `0..len(seg) - 1`, guards over a row of a table `∀ f ∈ cr[e]`, end rules `∀ k ∈ tri[t]`)
// runs the search that stops at the first winning move (src/solve/mayFail.ts judges its code unable
// to fail, as it judges the file with the tables written out), and decides the start as Theorem 5.2
// says, with the positions the file with the tables written out solves.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { solveSparse } from '../../src/solve/solveSparse.js';
import { sparseMode } from '../../src/solve/sparseSearch.js';
import { FRAGILE, SAFE } from '../../src/solve/solution.js';

const GUIDE_FORM = `name: triangle-guide-form
game:
  params: { n: nat }
  state: { drawn: bool[seg] }
  start: { drawn: {} }
  moves:
    - name: draw e
      for: e ∈ 0..len(seg) - 1
      if: ¬drawn[e] ∧ ∀ f ∈ cr[e]: ¬drawn[f]
      to: { drawn: drawn ∪ {e} }
  end:
    lose: ∃ t ∈ 0..len(tri) - 1: ∀ k ∈ tri[t]: drawn[k]
define:
  seg: [[i, j] for i ∈ 0..n - 1, j ∈ i + 1..n - 1]
  inside(a, e): seg[e][0] < a ∧ a < seg[e][1]
  cr: [[f for f ∈ 0..len(seg) - 1 if inside(seg[f][0], e) ≠ inside(seg[f][1], e) ∧ seg[f][0] ∉ seg[e] ∧ seg[f][1] ∉ seg[e]] for e ∈ 0..len(seg) - 1]
  id(a, b): a * n - a * (a + 1) div 2 + b - a - 1
  tri: [[id(a, b), id(b, c), id(a, c)] for a ∈ 0..n - 3, b ∈ a + 1..n - 2, c ∈ b + 1..n - 1]
check:
  params: { n: 5..9 }
`;

function solvedFromStart(text: string, params: Record<string, number>): { mode: string; outcome: number; solved: number } {
  const spec = loadSpec('triangle.yaml', text).value!;
  const game = buildGame(spec, params, { sparse: 'always' }).value!;
  const s = solveSparse(game, game.start!, { startOnly: true }).value!;
  return { mode: sparseMode(game, true), outcome: s.outcomeAt!(game.start!), solved: s.reachable!.positions };
}

test('the one-file form with computed tables runs the early-stopping search and agrees with the file with tables written out', () => {
  for (const n of [5, 8, 9]) {
    const guide = solvedFromStart(GUIDE_FORM, { n });
    expect(guide.mode, `n = ${n}`).toBe('stop');
    expect(guide.outcome, `n = ${n}`).toBe(n === 5 || n === 9 ? SAFE : FRAGILE);
    const literal = solvedFromStart(readFileSync(`conjectures/triangulation/monochromatic-triangle-n${n}.yaml`, 'utf8'), {});
    expect(literal.outcome, `n = ${n}`).toBe(guide.outcome);
    // the same search where the literal file's code cannot fail either (its n = 5 calls definitions)
    if (literal.mode === 'stop') expect(guide.solved, `n = ${n}`).toBe(literal.solved);
  }
  // the library's one-file form (a 0/1 crossing matrix, bounds len(seg) - 1) too
  const library = readFileSync('conjectures/triangulation/monochromatic-triangle.yaml', 'utf8');
  expect(solvedFromStart(library, { n: 9 }).mode).toBe('stop');
});
