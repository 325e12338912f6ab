// The library's one-file-per-game forms of the dissertation's polygon games and of Dots and Boxes
// (tables computed from the size, a parameter sweep): at each size, each claim holds by the engine,
// and what it states is what an independent search (independentSearch.ts: points on a circle,
// memoised negamax over bit masks, no zermelo code) finds. A deliberately wrong claim is refuted by
// the engine exactly at the sizes where the independent search disagrees with it. The largest sizes
// of the files (n = 7 and, for the monochromatic game, n = 9; the 2 × 3 board: 3 to 8 s of CPU each)
// are checked by parameterisedGames.long.test.ts; here the sweeps stop below them.
import { describe, expect, it } from 'vitest';
import { bichromaticOutcome, dotsAndBoxesValue, monochromaticFirstWins, monochromaticReachable, triangulationValue } from './independentSearch.js';
import { allHold, read, runs } from './sweepRuns.js';

const TRIANGULATION = 'conjectures/triangulation/complete-triangulation.yaml';
const BICHROMATIC = 'conjectures/triangulation/bichromatic-triangle.yaml';
const DOTS = 'conjectures/board/dots-and-boxes.yaml';
const MONOCHROMATIC = 'conjectures/triangulation/monochromatic-triangle.yaml';

/** What monochromatic-triangle.yaml claims: the second player wins (safe(start)) iff n mod 34 ∈ {5, 9, 21, 25, 29} or n = 15, 35. */
const secondWinsByTheorem52 = (n: number): boolean => [5, 9, 21, 25, 29].includes(n % 34) || n === 15 || n === 35;

/** The file with its sweep `from` replaced by `to` (which must occur once). */
function swept(path: string, from: string, to: string): string {
  const text = read(path);
  expect(text.split(from).length, `${from} in ${path}`).toBe(2);
  return text.replace(from, to);
}

describe('the polygon games, one file each, against an independent search', () => {
  it("monochromatic-triangle.yaml: the claims hold at n = 3..8, and the winner is the search's, with at most its positions (Theorem 5.2)", () => {
    const found = runs(MONOCHROMATIC, swept(MONOCHROMATIC, 'n: 3..9 }', 'n: 3..8 }'));
    expect(found.map((r) => r.params.n)).toEqual([3, 4, 5, 6, 7, 8]);
    for (const r of found) {
      const n = r.params.n!;
      expect(allHold(r.claims), `n = ${n}`).toBe(true);
      expect(!monochromaticFirstWins(n), `n = ${n}`).toBe(secondWinsByTheorem52(n));
      // the search stops at the first winning move (its code cannot fail: src/solve/mayFail.ts), so it
      // solves some of the positions reachable from the start, never more
      expect(r.reachable, `n = ${n}`).toBeGreaterThan(0);
      expect(r.reachable, `n = ${n}`).toBeLessThanOrEqual(monochromaticReachable(n));
    }
  });

  it('the independent search finds the winners Theorem 5.2 states at n = 3..10 (first, first, second, first, first, first, second, first)', () => {
    expect([3, 4, 5, 6, 7, 8, 9, 10].map((n) => !monochromaticFirstWins(n))).toEqual([3, 4, 5, 6, 7, 8, 9, 10].map(secondWinsByTheorem52));
  });

  it("complete-triangulation.yaml: value(start) = n mod 2 holds at n = 3..6, and is the search's value (Theorem 5.3)", () => {
    const found = runs(TRIANGULATION, swept(TRIANGULATION, 'n: 3..7 }', 'n: 3..6 }'));
    expect(found.map((r) => r.params.n)).toEqual([3, 4, 5, 6]);
    for (const r of found) {
      expect(allHold(r.claims), `n = ${r.params.n}`).toBe(true);
      expect(triangulationValue(r.params.n!), `n = ${r.params.n}`).toBe(r.params.n! % 2);
    }
  });

  it('bichromatic-triangle.yaml: a draw at n = 3..6 (Theorem 5.4: R cannot win; nor can B), as the search finds', () => {
    const found = runs(BICHROMATIC, swept(BICHROMATIC, 'n: 3..7 }', 'n: 3..6 }'));
    expect(found.map((r) => r.params.n)).toEqual([3, 4, 5, 6]);
    for (const r of found) {
      expect(allHold(r.claims), `n = ${r.params.n}`).toBe(true);
      expect(bichromaticOutcome(r.params.n!), `n = ${r.params.n}`).toBe(0); // the claims: ¬fragile(start), neutral(start)
    }
  });

  it('a wrong outcome claim fails exactly where the search disagrees (monochromatic, the second player wins iff n is odd)', () => {
    const claim = "the same through Dawson's Kayles — the second player wins iff 0.07 has value 0 at n";
    const text = swept(MONOCHROMATIC, 'n: 3..9 }', 'n: 3..7 }').replace('holds: safe(start) ⇔ g07[n] = 0', 'holds: safe(start) ⇔ n mod 2 = 1');
    const verdicts = runs(MONOCHROMATIC, text).map((r) => r.claims[claim]);
    expect(verdicts).toEqual([3, 4, 5, 6, 7].map((n) => (!monochromaticFirstWins(n) === (n % 2 === 1) ? 'holds' : 'fails')));
    expect(verdicts).toContain('fails');
  });

  it('a wrong value claim fails exactly where the search disagrees (complete triangulation, value(start) = 1)', () => {
    // n = 3..5 (holds, fails, holds); at n = 3..7 in parameterisedGames.long.test.ts
    const text = swept(TRIANGULATION, 'n: 3..7 }', 'n: 3..5 }').replace('holds: value(start) = n mod 2', 'holds: value(start) = 1');
    const verdicts = runs(TRIANGULATION, text).map((r) => r.claims['Theorem 5.3 — the first player wins by one triangle if n is odd; a draw if n is even']);
    expect(verdicts).toEqual([3, 4, 5].map((n) => (triangulationValue(n) === 1 ? 'holds' : 'fails')));
    expect(verdicts).toContain('fails');
  });

  it('a wrong outcome claim fails where the search disagrees (bichromatic, fragile(start): R wins)', () => {
    const text = swept(BICHROMATIC, 'n: 3..7 }', 'n: 3..5 }').replace('holds: neutral(start)', 'holds: fragile(start)');
    const verdicts = runs(BICHROMATIC, text).map((r) => r.claims['and R cannot lose either — best play is a draw']);
    expect(verdicts).toEqual([3, 4, 5].map((n) => (bichromaticOutcome(n) === 1 ? 'holds' : 'fails')));
  });
});

describe('Dots and Boxes, one file for every board up to 2 × 3, against an independent search', () => {
  const value = (rows: number, cols: number): number =>
    [
      [-1, 0, -1],
      [0, 2, -2],
    ][rows - 1]![cols - 1]!;

  it('the search gives the values the file states: 1 × 1 −1, 1 × 2 0, 1 × 3 −1, 2 × 1 0, 2 × 2 +2, 2 × 3 −2', () => {
    expect(read(DOTS)).toContain('best: [[-1, 0, -1], [0, 2, -2]]');
    const boards = [1, 2].flatMap((rows) => [1, 2, 3].map((cols) => [rows, cols] as const));
    expect(boards.map(([rows, cols]) => dotsAndBoxesValue(rows, cols))).toEqual(boards.map(([rows, cols]) => value(rows, cols)));
  });

  it('dots-and-boxes.yaml: value(start) = best[rows - 1][cols - 1] holds on the boards 1 × 1 … 2 × 2', () => {
    for (const sweep of ['rows: 1..1, cols: 1..3', 'rows: 2..2, cols: 1..2']) {
      for (const r of runs(DOTS, swept(DOTS, 'rows: 1..2, cols: 1..3', sweep))) expect(allHold(r.claims), JSON.stringify(r.params)).toBe(true);
    }
  });

  it('a wrong value fails exactly on the boards where the search disagrees', () => {
    const text = swept(DOTS, 'rows: 1..2, cols: 1..3', 'rows: 1..1, cols: 1..3').replace('best: [[-1, 0, -1], [0, 2, -2]]', 'best: [[-1, 0, 1], [0, 2, -2]]');
    const wrong = [-1, 0, 1];
    expect(runs(DOTS, text).map((r) => r.claims['the value of the start on every board up to 2 × 3'])).toEqual(
      [1, 2, 3].map((cols) => (dotsAndBoxesValue(1, cols) === wrong[cols - 1] ? 'holds' : 'fails')),
    );
  });
});
