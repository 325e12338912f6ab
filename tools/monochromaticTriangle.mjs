// Writes the library file of the monochromatic triangle game on n points in convex position with
// its tables spelled out (`node tools/monochromaticTriangle.mjs 12 > conjectures/triangulation/
// monochromatic-triangle-n12.yaml`): seg (the segments, in the order id(a, b) = a·n − a(a+1)/2 + b − a − 1),
// cr (cr[e][f] = 1 iff segments e and f cross: their endpoints strictly interleave) and tri (the
// three segments of each triangle). Written as tables, the rules call no definition, so the search
// from the start stops at the first winning move (docs/format-guide.md, check.from). From n = 17 on
// cr would pass the 20 000 entries of a file's tables (ZM3016): the guard then tests the crossing on
// seg's endpoints itself, a condition that reads no state, which the search compiles into one mask
// per segment as it does `cr[e][f] = 1` (docs/performance.md).

// With --symmetry the file also declares the dihedral group of the polygon acting on the segments
// (game.symmetry: rot, the rotation i ↦ i + 1 mod n, and refl, the reflection i ↦ n − 1 − i), and the
// search stores one position per orbit, each checked against the 2n elements of the group.
const n = Number(process.argv[2]);
const symmetric = process.argv.includes('--symmetry');
if (!Number.isInteger(n) || n < 3 || n > 23) throw new Error('usage: node tools/monochromaticTriangle.mjs N (3 ≤ N ≤ 23)');
const seg = [];
for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
const id = (a, b) => a * n - (a * (a + 1)) / 2 + b - a - 1;
const crosses = ([a, b], [c, d]) => (a < c && c < b && b < d) || (c < a && a < d && d < b);
const cr = seg.map((e) => seg.map((f) => (crosses(e, f) ? 1 : 0)));
const tri = [];
for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) for (let c = b + 1; c < n; c++) tri.push([id(a, b), id(b, c), id(a, c)]);
// Dawson's Kayles (octal 0.07) on n pins: Theorem 5.2 says the second player wins iff its value is 0
const dawson = [0, 0];
for (let k = 2; k <= n; k++) {
  const seen = new Set();
  for (let i = 0; i + 2 <= k; i++) seen.add(dawson[i] ^ dawson[k - 2 - i]);
  let g = 0;
  while (seen.has(g)) g++;
  dawson.push(g);
}
const second = dawson[n] === 0;
// the tables' entries as ZM3016 counts them (each row's entries and the row itself)
const entries = (t) => t.reduce((sum, r) => sum + r.length + 1, 0);
const withCr = entries(seg) + entries(cr) + entries(tri) <= 20000;
const M = seg.length - 1;
const image = (f) =>
  seg.map(([a, b]) => {
    const [c, d] = [f(a), f(b)];
    return id(Math.min(c, d), Math.max(c, d));
  });
const rot = image((i) => (i + 1) % n);
const refl = image((i) => n - 1 - i);
const crosses_ = 'seg[e][0] < seg[f][0] ∧ seg[f][0] < seg[e][1] ∧ seg[e][1] < seg[f][1] ∨ seg[f][0] < seg[e][0] ∧ seg[e][0] < seg[f][1] ∧ seg[f][1] < seg[e][1]';
const row = (xs) => `[${xs.join(', ')}]`;
process.stdout.write(`# The monochromatic triangle game (Aichholzer et al.; the dissertation's section 5.2.1) on n = ${n}
# points in convex position, as monochromatic-triangle-n8.yaml but with its tables written out by
# tools/monochromaticTriangle.mjs: seg (the ${seg.length} segments), ${withCr ? 'cr (cr[e][f] = 1 iff e and f cross)' : 'no cr table (it would pass the 20 000 entries of\n# ZM3016: the guard compares the endpoints, which interleave iff e and f cross)'} and
# tri (the three segments of each of the ${tri.length} triangles). Two players alternately draw a segment
# that crosses no drawn one; the first to complete a triangle wins.
# The box of 2^${seg.length} sets is too large to index: the positions are stored by key, and since the
# rules call no definition the search from the start stops at the first winning move.
# Theorem 5.2 at n = ${n}: the ${second ? 'second' : 'first'} player wins, as the Dawson's Kayles row of ${n} pins has
# Grundy value ${dawson[n]}; ${n <= 12 ? 'test/check/monochromaticTriangle.test.ts checks it with an independent search' : `the C search of ../shared/bench-ref/extra (triangle_game) finds the same winner (bench/)${n === 15 || n === 17 ? ',\n# and so does the independent search of test/check/triangleWinners.test.ts' : ''}${n === 20 ? ',\n# and so does the independent search of test/check/triangleWinners.long.test.ts. About 45 s of CPU\n# (docs/performance.md): in bench/games/, checked on demand (`zermelo check bench/games`)\n# and by `npm run test:long`, not by `npm test` or a plain `zermelo check`' : ''}`}.
# monochromatic-triangle.yaml is the same game in one file for n = 3..9, its tables computed from n;
# this file is the game at n = ${n} alone, its tables written out.
${
  symmetric
    ? `# With its dihedral symmetry declared (game.symmetry: rot and refl, the rotation and the reflection of
# the ${n}-gon acting on the segments): one position stored per orbit of the ${2 * n} elements, each checked.
`
    : ''
}name: monochromatic-triangle-n${n}${symmetric ? '-symmetric' : ''}
title: The monochromatic triangle game on ${n} points in convex position (tables written out${symmetric ? ', dihedral symmetry' : ''})
game:
  state: { drawn: bool[seg] }
  start: { drawn: {} }
  moves:
    - name: draw e
      for: e ∈ 0..${M}
      if: ${withCr ? `¬drawn[e] ∧ ∀ f ∈ 0..${M}: ¬(drawn[f] ∧ cr[e][f] = 1)` : `"¬drawn[e] ∧ ∀ f ∈ 0..${M}: ¬(drawn[f] ∧ (${crosses_}))"`}
      to: { drawn[e]: true }
  end:
    lose: ∃ t ∈ 0..${tri.length - 1}: drawn[tri[t][0]] ∧ drawn[tri[t][1]] ∧ drawn[tri[t][2]]
${symmetric ? '  symmetry: { field: drawn, maps: [rot, refl] }\n' : ''}define:
  seg: ${row(seg.map(row))}
${withCr ? `  cr: ${row(cr.map(row))}\n` : ''}  tri: ${row(tri.map(row))}
${symmetric ? `  rot: ${row(rot)}\n  refl: ${row(refl)}\n` : ''}claims:
  - name: Theorem 5.2 at n = ${n} — the ${second ? 'second' : 'first'} player wins
    holds: ${second ? 'safe(start)' : 'fragile(start)'}
check:
  symbolic: off
expect: holds
`);
