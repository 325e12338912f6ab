// An independent search of the bichromatic triangle game on n points in convex position, written
// from the rules as the dissertation states them (section 5.2.3) and sharing no code with the
// engine: a red and a blue bit mask of drawn segments (n ≤ 8: 28 segments, inside JavaScript's
// 32-bit bit operations), every position reachable from the empty board valued without early exit.
// Used by bichromaticTriangle.test.ts (n = 7) and bichromaticTriangle.long.test.ts (n = 8).

export function bichromatic(n: number): { value: number; reachable: number } {
  const seg: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
  if (seg.length > 31) throw new Error('more segments than a 32-bit mask holds');
  const id = (a: number, b: number): number => seg.findIndex(([x, y]) => x === a && y === b);
  const crossing = seg.map(([a, b]) => seg.reduce((m, [c, d], f) => ((a < c && c < b && b < d) || (c < a && a < d && d < b) ? m | (1 << f) : m), 0));
  const triangles: number[] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) triangles.push((1 << id(a, b)) | (1 << id(b, c)) | (1 << id(a, c)));
  const bits = (m: number): number => {
    let k = 0;
    for (let x = m; x !== 0; x &= x - 1) k++;
    return k;
  };
  /** The moves of the player to move (R when an even number of segments is drawn), or a terminal value. */
  const children = (red: number, blue: number): [number, number][] | number => {
    if (triangles.some((t) => (red & t) === t || (blue & t) === t)) return -1; // the previous player completed one
    if (bits(red | blue) === 2 * n - 3) return 0;
    const redMoves = bits(red | blue) % 2 === 0;
    const out: [number, number][] = [];
    for (let e = 0; e < seg.length; e++) {
      const drawn = red | blue;
      if ((drawn >> e) & 1 || drawn & crossing[e]!) continue;
      out.push(redMoves ? [red | (1 << e), blue] : [red, blue | (1 << e)]);
    }
    return out.length ? out : -1;
  };
  // red and blue are disjoint: the colouring in base 3 is an exact key (3^28 < 2^53); the memo is
  // split in 64 maps, as one Map holds at most 2^24 entries
  const pow3 = seg.map((_, e) => 3 ** e);
  const key = (red: number, blue: number): number => {
    let k = 0;
    for (let x = red; x !== 0; x &= x - 1) k += pow3[31 - Math.clz32(x & -x)]!;
    for (let x = blue; x !== 0; x &= x - 1) k += 2 * pow3[31 - Math.clz32(x & -x)]!;
    return k;
  };
  const memo = Array.from({ length: 64 }, () => new Map<number, number>());
  const value = (red: number, blue: number): number => {
    const k = key(red, blue);
    const shard = memo[k % 64]!;
    const known = shard.get(k);
    if (known !== undefined) return known;
    const c = children(red, blue);
    let v = typeof c === 'number' ? c : -1;
    if (typeof c !== 'number') for (const [r, b] of c) v = Math.max(v, -value(r, b));
    shard.set(k, v);
    return v;
  };
  const v = value(0, 0);
  // every position reached from the empty board was valued by the search without early exit
  return { value: v === 0 ? 0 : v, reachable: memo.reduce((sum, m) => sum + m.size, 0) };
}

/** The value for R (1 wins, 0 draw, −1 loses) by a different, independent route for n ≤ 9 (36
 *  segments, past a 32-bit mask): a negamax with alpha-beta pruning on the three values and a memo of
 *  a lower and an upper bound per position, a colour per segment changed in place and undone. The
 *  memo's key: the drawn segments as a number (< 2^36) times 2^15, plus which of them (in order, at
 *  most 2n − 3 = 15) are red. Also the number of positions it stored. */
export function bichromaticByWindow(n: number): { value: number; stored: number } {
  const seg: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
  const m = seg.length;
  if (2 * n - 3 > 15 || m > 36) throw new Error('the key holds n ≤ 9');
  const index = new Map(seg.map(([a, b], e) => [a * n + b, e]));
  const id = (a: number, b: number): number => index.get(Math.min(a, b) * n + Math.max(a, b))!;
  const crossing = seg.map(([a, b]) => seg.flatMap(([c, d], f) => ((a < c && c < b && b < d) || (c < a && a < d && d < b) ? [f] : [])));
  // per segment, the pairs of other segments that close a triangle with it
  const closes = seg.map(([a, b]) => Array.from({ length: n }, (_, c) => c).flatMap((c) => (c === a || c === b ? [] : [[id(a, c), id(b, c)] as const])));
  const col = new Int8Array(m);
  let drawn = 0;
  const key = (): number => {
    let set = 0;
    let red = 0;
    let rank = 0;
    for (let e = 0; e < m; e++) {
      if (col[e] === 0) continue;
      set += 2 ** e;
      if (col[e] === 1) red |= 1 << rank;
      rank++;
    }
    return set * 2 ** 15 + red;
  };
  // per position: (lower + 1) · 3 + (upper + 1)
  const memo = Array.from({ length: 64 }, () => new Map<number, number>());
  const search = (alpha0: number, beta0: number): number => {
    const k = key();
    const shard = memo[k % 64]!;
    let lo = -1;
    let hi = 1;
    const known = shard.get(k);
    if (known !== undefined) {
      lo = Math.floor(known / 3) - 1;
      hi = (known % 3) - 1;
      if (lo === hi || lo >= beta0) return lo;
      if (hi <= alpha0) return hi;
    }
    const alpha = Math.max(alpha0, lo);
    const beta = Math.min(beta0, hi);
    const mover = drawn % 2 === 0 ? 1 : 2;
    let best = -2;
    let a = alpha;
    for (let e = 0; e < m && a < beta; e++) {
      if (col[e] !== 0 || crossing[e]!.some((f) => col[f] !== 0)) continue;
      col[e] = mover;
      drawn++;
      const v = closes[e]!.some(([f, g]) => col[f] === mover && col[g] === mover) ? 1 : drawn === 2 * n - 3 ? 0 : -search(-beta, -a);
      col[e] = 0;
      drawn--;
      if (v > best) best = v;
      if (best > a) a = best;
    }
    if (best === -2) best = -1; // no move: lost (cannot happen before a triangulation)
    // fail-soft: at or below the window an upper bound, at or above it a lower one, else exact
    if (best <= alpha) hi = Math.min(hi, best);
    else if (best >= beta) lo = Math.max(lo, best);
    else lo = hi = best;
    shard.set(k, (lo + 1) * 3 + hi + 1);
    return best;
  };
  const value = search(-1, 1);
  return { value, stored: memo.reduce((sum, s) => sum + s.size, 0) };
}
