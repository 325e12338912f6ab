// Writes the library file of the bichromatic triangle game on n points in convex position with its
// tables spelled out (`node tools/bichromaticTriangle.mjs 9 > bench/games/bichromatic-triangle-n9.yaml`).
// A position is one set `c` of 2m elements (m = n(n − 1)/2 segments): element e < m is segment e
// drawn red, element m + e segment e drawn blue. One set, so that the guard and the end rules are
// masks on the key (src/game/keyMasks.ts) and the dihedral symmetry of the polygon is one
// permutation of the set's elements (rot and refl, each acting alike on the red and the blue half).
// Tables: seg (the segments, id(a, b) = a·n − a(a+1)/2 + b − a − 1), blk (blk[e][f] = 1 iff element f
// forbids drawing segment e: the same segment in either colour, or a segment crossing it) and tri
// (the three elements of each red triangle, then of each blue one). The rules call no definition,
// so the code of the moves cannot fail and the search from the start may stop early.
const n = Number(process.argv[2]);
if (!Number.isInteger(n) || n < 3 || n > 11) throw new Error('usage: node tools/bichromaticTriangle.mjs N (3 ≤ N ≤ 11)');
const seg = [];
for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
const m = seg.length;
const id = (a, b) => a * n - (a * (a + 1)) / 2 + b - a - 1;
const crosses = ([a, b], [c, d]) => (a < c && c < b && b < d) || (c < a && a < d && d < b);
const blk = seg.map((s, e) => [...seg, ...seg].map((t, f) => (f % m === e || crosses(s, t) ? 1 : 0)));
const red = [];
for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) red.push([id(a, b), id(b, c), id(a, c)]);
const tri = [...red, ...red.map((t) => t.map((e) => e + m))];
const image = (f) =>
  seg.map(([a, b]) => {
    const [c, d] = [f(a), f(b)];
    return id(Math.min(c, d), Math.max(c, d));
  });
const twice = (p) => [...p, ...p.map((e) => e + m)];
const rot = twice(image((i) => (i + 1) % n));
const refl = twice(image((i) => n - 1 - i));
const row = (xs) => `[${xs.join(', ')}]`;
process.stdout.write(`# The bichromatic triangle game (Aichholzer et al.; the dissertation's section 5.2.3) on n = ${n}
# points in convex position, its tables written out by tools/bichromaticTriangle.mjs. R draws red
# segments, B blue ones, alternately, R first, each a segment that crosses no drawn one; the first to
# complete a triangle of their own colour wins (every triangle of points in convex position is
# empty), and a complete triangulation (2n − 3 = ${2 * n - 3} segments) without one is a draw.
# A position is one set c of ${2 * m} elements: e < ${m} is segment e drawn red, ${m} + e segment e drawn
# blue. seg: the ${m} segments; blk[e][f] = 1 iff element f forbids segment e (e itself in either
# colour, or a segment crossing e); tri: the three elements of each of the ${red.length} red triangles, then
# of each blue one. The dihedral group of the ${n}-gon (rot, refl, acting alike on both colours) is
# declared: one position stored per orbit of its ${2 * n} elements, each checked.
# Theorem 5.4 (Manić, Martin and Stojaković): B can force a draw when the points are in convex
# position — R, to move at the start, cannot win: ¬fragile(start); R cannot lose either (neutral).
# The rules call no definition, so the start's outcome is found by two searches that stop early
# (src/solve/boundSearch.ts: can R win? can B win?), not by solving every reachable position.
${
  n === 9
    ? `# About 7 s of CPU (docs/performance.md): in bench/games/, checked on demand (\`zermelo check
# bench/games\`) and by \`npm run test:long\` (test/check/bichromaticTriangle.long.test.ts, against an
# independent search), not by \`npm test\` or a plain \`zermelo check\`.
`
    : `# Checked by \`npm test\` (test/check/bichromaticTriangle.test.ts, against an independent search).
`
}name: bichromatic-triangle-n${n}
title: The bichromatic triangle game on ${n} points in convex position (one set of coloured segments)
game:
  players: [R, B]
  state: { c: bool[${2 * m}] }
  start: { c: {}, turn: R }
  moves:
    - name: red e
      by: R
      for: e ∈ 0..${m - 1}
      if: ∀ f ∈ 0..${2 * m - 1}: ¬(c[f] ∧ blk[e][f] = 1)
      to: { c[e]: true }
    - name: blue e
      by: B
      for: e ∈ 0..${m - 1}
      if: ∀ f ∈ 0..${2 * m - 1}: ¬(c[f] ∧ blk[e][f] = 1)
      to: { c[e + ${m}]: true }
  end:
    lose: ∃ t ∈ 0..${tri.length - 1}: c[tri[t][0]] ∧ c[tri[t][1]] ∧ c[tri[t][2]]
    draw: "|c| = ${2 * n - 3}"
  symmetry: { field: c, maps: [rot, refl] }
define:
  seg: ${row(seg.map(row))}
  blk: ${row(blk.map(row))}
  tri: ${row(tri.map(row))}
  rot: ${row(rot)}
  refl: ${row(refl)}
claims:
  - name: Theorem 5.4 at n = ${n} — B can force a draw (R, who moves first, cannot win)
    holds: ¬fragile(start)
  - name: and R cannot lose either — best play is a draw
    holds: neutral(start)
check:
  symbolic: off
expect: holds
`);
