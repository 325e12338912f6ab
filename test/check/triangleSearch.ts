// An independent solver of the monochromatic triangle game on n points in convex position, for the
// tests that compare zermelo's answer with it: a plain memoised negamax over the set of drawn
// segments held as 16-bit words (a string of them is the memo's key), sharing no code with the
// engine and reading no game file. The player who completes a triangle wins; a player with no legal
// segment loses. As a search it stops at the first winning move, and a segment that closes a
// triangle wins at once (so, like the C search of ../shared/bench-ref/extra, it memoises no
// position won at once).

/** Does the player to move from the empty board win? `positions`: the positions memoised. */
export function triangleWinner(n: number): { firstWins: boolean; positions: number } {
  const id: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(-1));
  const ends: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) id[a]![b] = id[b]![a] = ends.push([a, b]) - 1;
  const m = ends.length;
  const words = Math.ceil(m / 16);
  const wordOf = (e: number): number => e >> 4;
  const bitOf = (e: number): number => 1 << (e & 15);
  // per segment: the segments no longer legal once it is drawn (itself and those it crosses), and
  // per third point the two sides that close a triangle with it
  const blocks = ends.map(([a, b], e) => {
    const mask = new Uint16Array(words);
    mask[wordOf(e)]! |= bitOf(e);
    ends.forEach(([c, d], f) => {
      if ((a < c && c < b && b < d) || (c < a && a < d && d < b)) mask[wordOf(f)]! |= bitOf(f);
    });
    return mask;
  });
  const sides = ends.map(([a, b]) => {
    const out: number[] = [];
    for (let c = 0; c < n; c++) if (c !== a && c !== b) out.push(id[a]![c]!, id[b]![c]!);
    return out;
  });
  const has = (set: Uint16Array, e: number): boolean => (set[wordOf(e)]! & bitOf(e)) !== 0;
  const closes = (drawn: Uint16Array, e: number): boolean => {
    const s = sides[e]!;
    for (let k = 0; k < s.length; k += 2) if (has(drawn, s[k]!) && has(drawn, s[k + 1]!)) return true;
    return false;
  };
  const memo = new Map<string, boolean>();
  // per depth (a game lasts at most m moves): the drawn segments, the legal ones, their list
  const drawnAt = Array.from({ length: m + 1 }, () => new Uint16Array(words));
  const legalAt = Array.from({ length: m + 1 }, () => new Uint16Array(words));
  const movesAt = Array.from({ length: m + 1 }, () => new Int32Array(m));
  legalAt[0]!.fill(0xffff);
  const wins = (depth: number): boolean => {
    const drawn = drawnAt[depth]!;
    const legal = legalAt[depth]!;
    const list = movesAt[depth]!;
    let count = 0;
    for (let e = 0; e < m; e++) {
      if (!has(legal, e)) continue;
      if (closes(drawn, e)) return true;
      list[count++] = e;
    }
    const key = String.fromCharCode.apply(null, drawn as unknown as number[]);
    const known = memo.get(key);
    if (known !== undefined) return known;
    let result = false;
    const nextDrawn = drawnAt[depth + 1]!;
    const nextLegal = legalAt[depth + 1]!;
    for (let k = 0; k < count && !result; k++) {
      const e = list[k]!;
      const block = blocks[e]!;
      for (let w = 0; w < words; w++) {
        nextDrawn[w] = drawn[w]!;
        nextLegal[w] = legal[w]! & ~block[w]!;
      }
      nextDrawn[wordOf(e)]! |= bitOf(e);
      // no legal segment closes a triangle here, so the opponent faces none
      if (!wins(depth + 1)) result = true;
    }
    memo.set(key, result);
    return result;
  };
  return { firstWins: wins(0), positions: memo.size };
}
