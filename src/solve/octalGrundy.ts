// Stage: solve. Grundy values of an octal game d0.d1d2…dk straight from its code (theory.md):
// removing j tokens from a heap of n may leave nothing (bit 1 of d_j), one heap (bit 2), or two
// non-empty heaps a + b = n - j (bit 4, a ≤ b by symmetry). O(n²) XOR terms with a 32-bit mex mask
// (values ≥ 32 go through a stamp array), unrolled by two to shorten the dependency chain.

export interface OctalStats {
  terms: number;
}

/** G(0..maxHeap) for the octal code with digits[j] = d_j (digits[0] before the point). */
export function octalGrundy(digits: readonly number[], maxHeap: number, stats?: OctalStats): Int32Array {
  const g = new Int32Array(maxHeap + 1);
  let seen = new Int32Array(64);
  let terms = 0;
  for (let n = 1; n <= maxHeap; n++) {
    const stamp = n;
    let mask = 0;
    let big = false;
    const mark = (v: number): void => {
      if (v < 32) mask |= 1 << v;
      else {
        if (v >= seen.length) {
          const grown = new Int32Array(Math.max(v + 1, seen.length * 2));
          grown.set(seen);
          seen = grown;
        }
        seen[v] = stamp;
        big = true;
      }
    };
    for (let j = 0; j < digits.length && j <= n; j++) {
      const d = digits[j]!;
      if (d === 0) continue;
      const rest = n - j;
      if (j > 0 && (d & 1) !== 0 && rest === 0) mark(0);
      if (j > 0 && (d & 2) !== 0 && rest >= 1) mark(g[rest]!);
      if ((d & 4) !== 0 && rest >= 2) {
        // a = 1 .. rest/2, b = rest - a
        const half = rest >> 1;
        let m0 = 0;
        let m1 = 0;
        let a = 1;
        let b = rest - 1;
        for (; a + 1 <= half; a += 2, b -= 2) {
          const v0 = g[a]! ^ g[b]!;
          const v1 = g[a + 1]! ^ g[b - 1]!;
          if ((v0 | v1) < 32) {
            m0 |= 1 << v0;
            m1 |= 1 << v1;
          } else {
            mark(v0);
            mark(v1);
          }
        }
        if (a <= half) mark(g[a]! ^ g[b]!);
        mask |= m0 | m1;
        terms += half;
      }
    }
    let mex = 0;
    if (mask === -1) {
      mex = 32;
      if (big) while (seen[mex] === stamp) mex++;
    } else {
      const free = ~mask;
      mex = 31 - Math.clz32(free & -free);
    }
    g[n] = mex;
  }
  if (stats) stats.terms = terms;
  return g;
}
