// The largest sizes of the library's one-file polygon games and Dots and Boxes (the files as they
// are: n = 3..9 for the monochromatic game, 3..7 for the others, boards up to 2 × 3; 3 to 8 s of CPU
// each): every claim holds by the engine at every size of the sweep, and states what the
// independent search of independentSearch.ts finds.
// parameterisedGames.test.ts checks the smaller sizes and that a wrong claim fails (the wrong value of
// the complete triangulation at n = 3..5 there, at every size here).
import { describe, expect, it } from 'vitest';
import { bichromaticOutcome, dotsAndBoxesValue, monochromaticFirstWins, monochromaticReachable, triangulationValue } from './independentSearch.js';
import { allHold, read, runs } from './sweepRuns.js';

describe('the library files at all their sizes, against an independent search', () => {
  it('monochromatic-triangle.yaml: the claims hold at n = 3..9; at n = 9 the second player wins (of the 1 448 978 positions reachable), as the search finds', () => {
    const found = runs('conjectures/triangulation/monochromatic-triangle.yaml');
    expect(found.map((r) => r.params.n)).toEqual([3, 4, 5, 6, 7, 8, 9]);
    for (const r of found) expect(allHold(r.claims), `n = ${r.params.n}`).toBe(true);
    // the search stops at the first winning move: at most the reachable positions are solved
    expect(found[6]!.reachable).toBeLessThanOrEqual(monochromaticReachable(9));
    expect(monochromaticReachable(9)).toBe(1_448_978);
    expect(monochromaticFirstWins(9)).toBe(false); // the file claims: the second player wins iff n mod 34 ∈ {5, 9, 21, 25, 29} or n = 15, 35
  }, 300_000);

  it('complete-triangulation.yaml: value(start) = n mod 2 at n = 3..7', () => {
    const found = runs('conjectures/triangulation/complete-triangulation.yaml');
    expect(found.map((r) => r.params.n)).toEqual([3, 4, 5, 6, 7]);
    for (const r of found) {
      expect(allHold(r.claims), `n = ${r.params.n}`).toBe(true);
      expect(triangulationValue(r.params.n!)).toBe(r.params.n! % 2);
    }
  }, 300_000);

  it('a wrong value claim fails exactly where the search disagrees (complete triangulation, value(start) = 1, n = 3..7)', () => {
    const path = 'conjectures/triangulation/complete-triangulation.yaml';
    const text = read(path).replace('holds: value(start) = n mod 2', 'holds: value(start) = 1');
    expect(text).not.toBe(read(path));
    const verdicts = runs(path, text).map((r) => r.claims['Theorem 5.3 — the first player wins by one triangle if n is odd; a draw if n is even']);
    expect(verdicts).toEqual([3, 4, 5, 6, 7].map((n) => (triangulationValue(n) === 1 ? 'holds' : 'fails')));
  }, 300_000);

  it('bichromatic-triangle.yaml: a draw at n = 3..7', () => {
    const found = runs('conjectures/triangulation/bichromatic-triangle.yaml');
    expect(found.map((r) => r.params.n)).toEqual([3, 4, 5, 6, 7]);
    for (const r of found) {
      expect(allHold(r.claims), `n = ${r.params.n}`).toBe(true);
      expect(bichromaticOutcome(r.params.n!)).toBe(0);
    }
  }, 300_000);

  it('dots-and-boxes.yaml: the value of every board up to 2 × 3', () => {
    const found = runs('conjectures/board/dots-and-boxes.yaml');
    expect(found.map((r) => [r.params.rows, r.params.cols])).toEqual([1, 2].flatMap((rows) => [1, 2, 3].map((cols) => [rows, cols])));
    for (const r of found) expect(allHold(r.claims), JSON.stringify(r.params)).toBe(true);
    expect(dotsAndBoxesValue(2, 3)).toBe(-2);
  }, 300_000);
});
