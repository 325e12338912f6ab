// Independent solvers for the library's polygon games and Dots and Boxes, written from the rules as
// the dissertation and the game state them, with no zermelo code: points on a circle and segments
// that cross by the orientation of their endpoints (not by interleaved indices, as the files say),
// Dots and Boxes by the coordinates of its dots, memoised negamax over bit masks.

/** The segments of n points in convex position (every pair), and which pairs of them cross. */
export function polygon(n: number): { segs: [number, number][]; crosses: boolean[][] } {
  const at = (i: number): [number, number] => [Math.cos((2 * Math.PI * i) / n), Math.sin((2 * Math.PI * i) / n)];
  const turn = (p: number, q: number, r: number): number => {
    const [a, b, c] = [at(p), at(q), at(r)];
    return Math.sign((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]));
  };
  const segs: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) segs.push([a, b]);
  // two chords with four distinct endpoints cross iff each separates the other's endpoints
  const cross = ([a, b]: [number, number], [c, d]: [number, number]): boolean => new Set([a, b, c, d]).size === 4 && turn(a, b, c) * turn(a, b, d) < 0 && turn(c, d, a) * turn(c, d, b) < 0;
  return { segs, crosses: segs.map((s) => segs.map((t) => cross(s, t))) };
}

/** For each segment, the pairs of other segments that close a triangle with it. */
function triangleSides(n: number, segs: [number, number][]): [number, number][][] {
  const index = (a: number, b: number): number => segs.findIndex(([x, y]) => x === Math.min(a, b) && y === Math.max(a, b));
  return segs.map(([a, b]) => {
    const out: [number, number][] = [];
    for (let c = 0; c < n; c++) if (c !== a && c !== b) out.push([index(a, c), index(b, c)]);
    return out;
  });
}

// masks of at most 30 bits (n ≤ 8 points: 28 segments; 2 × 3 boxes: 17 lines): plain bit operations;
// the monochromatic game, up to n = 10, splits its sets in two masks
const has = (mask: number, bit: number): boolean => ((mask >>> bit) & 1) === 1;
const crossMasks = (crosses: boolean[][]): number[] => crosses.map((row) => row.reduce((m, x, f) => (x ? m | (1 << f) : m), 0));
const free = (mask: number, e: number, crossing: readonly number[]): boolean => !has(mask, e) && (mask & crossing[e]!) === 0;
const popcount = (mask: number): number => {
  let k = 0;
  for (let x = mask; x !== 0; x &= x - 1) k++;
  return k;
};

/** The monochromatic triangle game: does the first player win? (whoever completes a triangle wins)
 *  Up to n = 10 (45 segments): a set of segments is two masks, segments 0..29 and 30..59. */
export function monochromaticFirstWins(n: number): boolean {
  const { segs, crosses: table } = polygon(n);
  const low = crossMasks(table.map((row) => row.slice(0, 30)));
  const high = crossMasks(table.map((row) => row.slice(30)));
  const closes = triangleSides(n, segs);
  const bit = (e: number): [number, number] => (e < 30 ? [1 << e, 0] : [0, 1 << (e - 30)]);
  const drawn = (lo: number, hi: number, e: number): boolean => (e < 30 ? has(lo, e) : has(hi, e - 30));
  const memo = new Map<number, boolean>();
  const wins = (lo: number, hi: number): boolean => {
    const key = hi * 2 ** 30 + lo;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let r = false;
    for (let e = 0; e < segs.length && !r; e++) {
      if (drawn(lo, hi, e) || (lo & low[e]!) !== 0 || (hi & high[e]!) !== 0) continue;
      const [l, h] = bit(e);
      r = closes[e]!.some(([x, y]) => drawn(lo, hi, x) && drawn(lo, hi, y)) || !wins(lo | l, hi | h);
    }
    memo.set(key, r);
    return r;
  };
  return wins(0, 0);
}

/** The monochromatic triangle game: the sets of segments reachable from the empty one (a set with
 *  a triangle ends the game), counted by a search over the same two masks, up to n = 10. */
export function monochromaticReachable(n: number): number {
  const { segs, crosses: table } = polygon(n);
  const low = crossMasks(table.map((row) => row.slice(0, 30)));
  const high = crossMasks(table.map((row) => row.slice(30)));
  const closes = triangleSides(n, segs);
  const drawn = (lo: number, hi: number, e: number): boolean => (e < 30 ? has(lo, e) : has(hi, e - 30));
  const seen = new Set<number>([0]);
  const todo: [number, number][] = [[0, 0]];
  for (let next = todo.pop(); next; next = todo.pop()) {
    const [lo, hi] = next;
    const ended = segs.some((_, e) => drawn(lo, hi, e) && closes[e]!.some(([x, y]) => drawn(lo, hi, x) && drawn(lo, hi, y)));
    if (ended) continue;
    for (let e = 0; e < segs.length; e++) {
      if (drawn(lo, hi, e) || (lo & low[e]!) !== 0 || (hi & high[e]!) !== 0) continue;
      const [l, h] = e < 30 ? [lo | (1 << e), hi] : [lo, hi | (1 << (e - 30))];
      const key = h * 2 ** 30 + l;
      if (!seen.has(key)) {
        seen.add(key);
        todo.push([l, h]);
      }
    }
  }
  return seen.size;
}

/** The complete triangulation game scored by triangles: the best difference for the first player. */
export function triangulationValue(n: number): number {
  const { segs, crosses: table } = polygon(n);
  const crosses = crossMasks(table);
  const closes = triangleSides(n, segs);
  const memo = new Map<number, number>();
  const value = (mask: number): number => {
    const known = memo.get(mask);
    if (known !== undefined) return known;
    let best = -Infinity;
    for (let e = 0; e < segs.length; e++) {
      if (!free(mask, e, crosses)) continue;
      const points = closes[e]!.filter(([x, y]) => has(mask, x) && has(mask, y)).length;
      const next = mask | (1 << e);
      best = Math.max(best, points > 0 ? points + value(next) : -value(next));
    }
    const r = best === -Infinity ? 0 : best;
    memo.set(mask, r);
    return r;
  };
  return value(0);
}

/** The bichromatic triangle game: 1 if R (to move first) wins, 0 a draw, -1 if B wins. */
export function bichromaticOutcome(n: number): number {
  const { segs, crosses: table } = polygon(n);
  const crosses = crossMasks(table);
  const closes = triangleSides(n, segs);
  const m = segs.length;
  const memo = new Map<number, number>();
  // the outcome for the player to move, whose segments are `mine`; the last move made `theirs`
  const outcome = (mine: number, theirs: number, lastMove: number): number => {
    if (lastMove >= 0 && closes[lastMove]!.some(([x, y]) => has(theirs, x) && has(theirs, y))) return -1;
    if (popcount(mine | theirs) === 2 * n - 3) return 0;
    const key = mine * 2 ** m + theirs;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let best = -1;
    for (let e = 0; e < m && best < 1; e++) if (free(mine | theirs, e, crosses)) best = Math.max(best, -outcome(theirs, mine | (1 << e), e));
    memo.set(key, best);
    return best;
  };
  return outcome(0, 0, -1) + 0; // + 0: -0 is 0
}

/** Dots and Boxes on rows × cols boxes: the best difference of boxes for the first player. */
export function dotsAndBoxesValue(rows: number, cols: number): number {
  // a line by its two dots (r, c); a box by its corner; a line closes the boxes it borders
  const lines: [number, number, number, number][] = [];
  for (let r = 0; r <= rows; r++)
    for (let c = 0; c <= cols; c++) {
      if (c < cols) lines.push([r, c, r, c + 1]);
      if (r < rows) lines.push([r, c, r + 1, c]);
    }
  const lineAt = (r1: number, c1: number, r2: number, c2: number): number => lines.findIndex((l) => l.join() === [r1, c1, r2, c2].join());
  const boxes: number[][] = [];
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) boxes.push([lineAt(r, c, r, c + 1), lineAt(r + 1, c, r + 1, c + 1), lineAt(r, c, r + 1, c), lineAt(r, c + 1, r + 1, c + 1)]);
  const memo = new Map<number, number>();
  const value = (mask: number): number => {
    const known = memo.get(mask);
    if (known !== undefined) return known;
    let best = -Infinity;
    for (let e = 0; e < lines.length; e++) {
      if (has(mask, e)) continue;
      const next = mask | (1 << e);
      const points = boxes.filter((b) => b.includes(e) && b.every((l) => has(next, l))).length;
      best = Math.max(best, points > 0 ? points + value(next) : -value(next));
    }
    const r = best === -Infinity ? 0 : best;
    memo.set(mask, r);
    return r;
  };
  return value(0);
}
