// The library's games with points (`score:`): the value of the start by the value engine
// (src/solve/value/valueTable.ts) equals an independent memoised search over bit masks written
// here from the rules as the dissertation and Dots and Boxes state them (no zermelo code), and each
// file's claim on value(start) holds. Theorem 5.3 (the complete triangulation game): the first player
// wins by one triangle if n is odd, a draw if n is even. Dots and Boxes 2 × 2: the first player wins
// by 3 boxes to 1 (Winning Ways); the values of 1 × 2 and 2 × 3 are the search's.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { checkBounded } from '../../src/check/checkBounded.js';
import { valueTable } from '../../src/solve/value/valueTable.js';
import { seedFor } from '../solve/randomGraphs.js';
import { dotsAndBoxesBoard, dotsAndBoxesFile } from './dotsAndBoxes.js';

/** Negamax over bit masks: moves(mask) gives each move's new mask and the points it scores
 *  (a move that scores keeps the turn). */
function search(moves: (mask: number) => { next: number; points: number }[], from = 0): number {
  const memo = new Map<number, number>();
  const v = (mask: number): number => {
    const known = memo.get(mask);
    if (known !== undefined) return known;
    let best: number | undefined;
    for (const m of moves(mask)) {
      const t = m.points > 0 ? m.points + v(m.next) : 0 - v(m.next);
      if (best === undefined || t > best) best = t;
    }
    const r = best ?? 0;
    memo.set(mask, r);
    return r;
  };
  return v(from);
}

/** The complete triangulation game on n points in convex position. */
function triangulationValue(n: number): number {
  const segs: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) segs.push([a, b]);
  const at = (a: number, b: number): number => segs.findIndex(([x, y]) => x === Math.min(a, b) && y === Math.max(a, b));
  const crosses = ([a, b]: [number, number], [c, d]: [number, number]): boolean => (a < c && c < b && b < d) || (c < a && a < d && d < b);
  return search((mask) => {
    const out: { next: number; points: number }[] = [];
    segs.forEach((s, e) => {
      if (mask & (1 << e)) return;
      if (segs.some((t, f) => mask & (1 << f) && crosses(s, t))) return;
      let points = 0;
      for (let c = 0; c < n; c++) if (c !== s[0] && c !== s[1] && mask & (1 << at(s[0], c)) && mask & (1 << at(s[1], c))) points++;
      out.push({ next: mask | (1 << e), points });
    });
    return out;
  });
}

/** The value of Dots and Boxes on r × c boxes from the lines of `from` (a mask) drawn. */
function dotsAndBoxesValue(rows: number, cols: number, from = 0): number {
  const { lines, boxes } = dotsAndBoxesBoard(rows, cols);
  const complete = (mask: number): number => boxes.filter((b) => b.every((l) => mask & (1 << l))).length;
  return search((mask) => {
    const out: { next: number; points: number }[] = [];
    for (let e = 0; e < lines.length; e++) if (!(mask & (1 << e))) out.push({ next: mask | (1 << e), points: complete(mask | (1 << e)) - complete(mask) });
    return out;
  }, from);
}

function built(path: string, text: string) {
  const spec = loadSpec(path, text).value!;
  return { spec, game: buildGame(spec, {}).value! };
}

function library(path: string) {
  return built(path, readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8'));
}

function startValue(path: string, text?: string): number {
  const { game } = text === undefined ? library(path) : built(path, text);
  const table = valueTable(game);
  if (typeof table === 'string') throw new Error(table);
  const v = table.at(game.region.encode(game.start!));
  if (v.kind !== 'value') throw new Error(`no value: ${v.kind}`);
  return v.value;
}

function claimsHold(path: string): void {
  const { spec } = library(path);
  const result = checkBounded(spec);
  expect(result.runs[0]!.claims.map((c) => c.status)).toEqual(spec.claims.map(() => 'holds'));
}

describe('the complete triangulation game scored by triangles (Theorem 5.3)', () => {
  it.each([3, 4, 5, 6])('n = %i: value(start) equals the independent search, and the claims hold', (n) => {
    const path = `conjectures/triangulation/complete-triangulation-value-n${n}.yaml`;
    const expected = triangulationValue(n);
    expect(expected).toBe(n % 2 === 1 ? 1 : 0);
    expect(startValue(path)).toBe(expected);
    claimsHold(path);
  });
});

describe('Dots and Boxes', () => {
  it.each([
    [1, 2],
    [2, 2],
    [2, 3],
  ])('%i × %i: value(start) equals the independent search, and the claim holds', (rows, cols) => {
    const path = `conjectures/board/dots-and-boxes-${rows}x${cols}.yaml`;
    const expected = dotsAndBoxesValue(rows, cols);
    expect(startValue(path)).toBe(expected);
    claimsHold(path);
  });

  it('2 × 2: the first player wins by 3 boxes to 1 (value 2)', () => {
    expect(dotsAndBoxesValue(2, 2)).toBe(2);
  });

  it.each([
    [1, 1],
    [1, 3],
    [2, 1],
    [3, 1],
  ])('%i × %i from the empty board: the value engine equals the independent search', (rows, cols) => {
    expect(startValue('dnb.yaml', dotsAndBoxesFile(rows, cols, 0))).toBe(dotsAndBoxesValue(rows, cols));
  });

  it('random boards up to 2 × 3 from random sets of drawn lines: the value engine equals the independent search', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 }), fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 2 ** 17 - 1 }), fc.boolean(), (rows, cols, bits, transpose) => {
        const [r, c] = transpose ? [cols, rows] : [rows, cols];
        const count = (r + 1) * c + r * (c + 1);
        const from = bits & (2 ** count - 1);
        expect(startValue('dnb.yaml', dotsAndBoxesFile(r, c, from))).toBe(dotsAndBoxesValue(r, c, from));
      }),
      { seed: seedFor('dots and boxes = independent search'), numRuns: 40 },
    );
  });
});
