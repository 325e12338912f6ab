// Theorem 5.3 in its value form at n ≤ 8, by the value search over positions stored by key: the file
// bench/games/complete-triangulation-value-n9.yaml with n set to 5..8 (its tables and its symmetry are
// computed from n), checked by the bounded check (only values are asked: no outcome is solved), against
// the independent search of test/library/independentSearch.ts; the orbits stored hold exactly the sets
// the independent search reaches. A wrong map declared as a symmetry is refused (ZM4232), never a
// wrong value; past the memory limit the search stops with ZM7003 at the set field. n = 9 is
// compared in completeTriangulationValue.long.test.ts.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { BASE_BYTES } from '../../src/game/memoryEstimate.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { setReachableMemoryLimit } from '../../src/solve/reachableBudget.js';
import { triangulationValue } from '../library/independentSearch.js';

const FILE = 'bench/games/complete-triangulation-value-n9.yaml';
const TEXT = readFileSync(FILE, 'utf8');

/** The file at n, its claim the independent search's value. */
function fileAt(n: number, value = triangulationValue(n)): string {
  return TEXT.replace(/^ {2}n: 9$/m, `  n: ${n}`).replace(/value\(start\) = 1$/m, `value(start) = ${value}`);
}

function check(text: string) {
  const loaded = loadSpec(FILE, text);
  expect(loaded.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return checkBounded(loaded.value!).runs[0]!;
}

/** The sets of segments reachable from the empty start (bit masks, n ≤ 8). */
function reachableSets(n: number): number {
  const seg: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) seg.push([a, b]);
  const crosses = ([a, b]: [number, number], [c, d]: [number, number]): boolean => (a < c && c < b && b < d) || (c < a && a < d && d < b);
  const crossing = seg.map((s) => seg.reduce((m, t, f) => (crosses(s, t) ? m | (1 << f) : m), 0));
  const seen = new Set<number>([0]);
  const stack = [0];
  while (stack.length > 0) {
    const set = stack.pop()!;
    for (let e = 0; e < seg.length; e++) {
      if (set & (1 << e) || set & crossing[e]!) continue;
      const next = (set | (1 << e)) >>> 0;
      if (!seen.has(next)) (seen.add(next), stack.push(next));
    }
  }
  return seen.size;
}

describe('the complete triangulation game by its value, positions stored by key, symmetry declared', () => {
  it.each([5, 6, 7, 8])(
    'n = %i: value(start) = n mod 2, the independent value, over the orbits of the reachable sets',
    (n) => {
      const value = triangulationValue(n);
      expect(value).toBe(n % 2);
      const run = check(fileAt(n, value));
      expect(run.diagnostics).toEqual([]);
      expect(run.storage).toBe('sparse');
      expect(run.symmetry?.group).toBe(2 * n);
      expect(run.symmetry?.positions).toBe(reachableSets(n));
      expect(run.claims.map((c) => c.status)).toEqual(['holds', 'holds']);
      expect(run.counts).toEqual({ safe: 0, fragile: 0, neutral: 0, undetermined: 0 }); // no outcome solved
    },
    120_000,
  );

  it('n = 7: a wrong value claimed fails, with the true value shown', () => {
    const run = check(fileAt(7, 0));
    expect(run.claims.map((c) => c.status)).toEqual(['holds', 'fails']);
    expect(run.claims[1]!.truth?.positions[0]?.value).toBe(1);
  });

  it('n = 7: a map that is no symmetry of the polygon is refused (ZM4232) at the map', () => {
    // rot exchanges the side 0–1 with the diagonal 0–3 (segments 0 and 2), the only map declared
    const text = fileAt(7)
      .replace(/^ {2}rot: .*$/m, '  rot: [if e = 0 then 2 else if e = 2 then 0 else e for e ∈ 0..len(seg) - 1]')
      .replace('maps: [rot, refl]', 'maps: [rot]');
    const run = check(text);
    expect(run.diagnostics.map((d) => d.code)).toEqual(['ZM4232']);
    expect(text.slice(run.diagnostics[0]!.span!.start, run.diagnostics[0]!.span!.end)).toBe('rot');
    expect(run.claims).toEqual([]);
  });

  it('n = 8 past the memory limit: ZM7003 at the set field, with a hint that applies, no value', () => {
    const previous = setReachableMemoryLimit(BASE_BYTES + 100_000);
    try {
      const text = fileAt(8);
      const run = check(text);
      const d = run.diagnostics.find((x) => x.code === 'ZM7003')!;
      expect(text.slice(d.span!.start, d.span!.end)).toBe('drawn: bool[seg]');
      expect(d.hint).toMatch(/stored by key.*--max-memory/);
      expect(run.claims).toEqual([]);
    } finally {
      setReachableMemoryLimit(previous);
    }
  });
});
