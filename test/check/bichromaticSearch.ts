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
