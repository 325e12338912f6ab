// Slices of a region (checkBounded's `slice`, mergeSlices): the slices 1..n of a run cover every
// position exactly once, and merged they give exactly the unsliced result — failure counts add up,
// the smallest counterexamples over all slices are kept, a conjecture that fails to evaluate is
// reported where the unsliced pass stops, claims come from slice 1. Games 9 (one heap, up to 10^6)
// and 11 (two heaps), loopy, swept parameters, Grundy conjectures.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { checkBounded, sliceRange, solveSweep } from '../../src/check/checkBounded.js';
import { mergeSlices } from '../../src/check/mergeSlices.js';
import type { BoundedResult } from '../../src/check/result.js';
import { reverify, spec } from './helpers.js';
import { takeOneOrFour, twoHeaps, untimed } from './sliceFixtures.js';

function sliced(text: string, count: number): { whole: BoundedResult; slices: BoundedResult[]; merged: BoundedResult } {
  const s = spec(text);
  const whole = checkBounded(s);
  const slices = Array.from({ length: count }, (_, k) => checkBounded(s, { slice: { index: k + 1, count } }));
  return { whole, slices, merged: mergeSlices(slices.slice().reverse()) };
}

describe('sliceRange', () => {
  test('slices 1..n are contiguous, cover 0..size-1 exactly once and differ in size by at most one (seed printed on failure)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 40 }), (size, count) => {
        const ranges = Array.from({ length: count }, (_, k) => sliceRange(size, k + 1, count));
        expect(ranges[0]!.from).toBe(0);
        expect(ranges[count - 1]!.to).toBe(size);
        for (let k = 1; k < count; k++) expect(ranges[k]!.from).toBe(ranges[k - 1]!.to);
        const sizes = ranges.map((r) => r.to - r.from);
        expect(Math.min(...sizes)).toBeGreaterThanOrEqual(0);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
      { seed: 20261129, numRuns: 300 },
    );
  });
});

describe('slices of one region merge into the unsliced check', () => {
  test('game 9 up to 10^6, a true conjecture and claims: 3 slices cover every position once, merged = unsliced', () => {
    const { whole, slices, merged } = sliced(takeOneOrFour('S: n mod 5 ∈ <0,2>', 1_000_000, { claim: true }), 3);
    expect(whole.outcome).toBe('holds');
    const ranges = slices.map((s) => s.runs[0]!.slice!);
    expect(ranges.map((r) => [r.from, r.to])).toEqual([
      [0, 333_334],
      [333_334, 666_668],
      [666_668, 1_000_001],
    ]);
    expect(slices.map((s) => s.runs[0]!.claims.length)).toEqual([1, 0, 0]); // claims: slice 1 only
    expect(untimed(merged)).toEqual(untimed(whole));
  });

  test('game 9 up to 10^6, a refuted conjecture: failures add up, the same smallest counterexamples', () => {
    const { whole, slices, merged } = sliced(takeOneOrFour('S: n mod 5 ∈ {0, 3}', 1_000_000), 3);
    expect(whole.outcome).toBe('refuted');
    for (const s of slices) expect(s.outcome).toBe('refuted'); // every slice finds its own failures
    expect(untimed(merged)).toEqual(untimed(whole));
    expect(merged.runs[0]!.conditions.find((c) => c.condition === 'I')!.counterexamples[0]!.text).toBe('n = 2');
    reverify(merged);
  });

  test('a conjecture wrong only near the end of the region: only the last slice refutes it, and the merge shows it', () => {
    const { whole, slices, merged } = sliced(takeOneOrFour('S: n mod 5 ∈ <0,2> ∨ n = 999991', 1_000_000), 3);
    expect(slices.map((s) => s.outcome)).toEqual(['holds', 'holds', 'refuted']);
    expect(untimed(merged)).toEqual(untimed(whole));
    expect(merged.outcome).toBe('refuted');
  });

  test('the smallest counterexamples are picked over all slices by Σ|field|, then lexicographically (two heaps)', () => {
    // m ≤ n is wrong off the diagonal everywhere: the slices of the index order (m major) each hold
    // failures, and the globally smallest (by m + n) must win over each slice's own.
    const { whole, slices, merged } = sliced(twoHeaps('S: m ≤ n', 120), 4);
    expect(slices.filter((s) => s.outcome === 'refuted').length).toBeGreaterThan(1);
    expect(untimed(merged)).toEqual(untimed(whole));
    reverify(merged);
  });

  test('two heaps, true conjecture, 5 slices', () => {
    const { whole, merged } = sliced(twoHeaps('S: m = n', 150), 5);
    expect(whole.outcome).toBe('holds');
    expect(untimed(merged)).toEqual(untimed(whole));
  });

  test('a conjecture that fails to evaluate: reported at the same position, earlier failures dropped as unsliced', () => {
    const { whole, slices, merged } = sliced(takeOneOrFour('S: n mod 5 ∈ {0, 3} ∧ 10 div (n - 700) ≥ -100', 1000), 3);
    expect(whole.runs[0]!.diagnostics.map((d) => d.code)).toContain('ZM4202');
    expect(slices.map((s) => s.runs[0]!.slice!.parts[0]!.stopped)).toEqual([false, false, true]);
    expect(untimed(merged)).toEqual(untimed(whole));
  });

  test('Grundy conjectures (right and wrong), swept parameters, a loopy game, more slices than positions', () => {
    const grundy = (f: string) => `name: take-1-2-3
game:
  state: { n: nat }
  moves:
    - { name: take k, for: k ∈ 1..3, if: k ≤ n, to: { n: n - k } }
conjecture: { grundy: ${f} }
check: { bounds: { n: 0..2000 } }
`;
    const swept = `name: take-up-to-m
game:
  params: { m: nat }
  state: { n: nat }
  moves:
    - { for: k ∈ 1..m, if: k ≤ n, to: { n: n - k } }
conjecture: { S: n mod (m + 1) = 0 ∨ n = 40 }
claims:
  - name: twelve is safe
    holds: safe(12)
check:
  bounds: { n: 0..60 }
  params: { m: 1..5 }
`;
    const loop = `name: loop
game:
  state: { a: bool }
  moves:
    - { name: flip, to: { a: ¬a } }
conjecture: { S: a }
`;
    for (const [text, count] of [
      [grundy('n mod 4'), 3],
      [grundy('n mod 3'), 3],
      [grundy('2 * (n mod 4)'), 2],
      [swept, 3],
      [loop, 2],
      [loop, 5],
    ] as const) {
      const { whole, merged } = sliced(text, count);
      expect(untimed(merged), text).toEqual(untimed(whole));
    }
  });

  test('slices given the truth solved once (solveSweep, as --workers does) merge into the same result', () => {
    const s = spec(twoHeaps('S: m ≤ n', 100));
    const solutions = solveSweep(s);
    const slices = [1, 2, 3].map((index) => checkBounded(s, { slice: { index, count: 3 }, solutions }));
    expect(untimed(mergeSlices(slices))).toEqual(untimed(checkBounded(s)));
  });

  test('mergeSlices refuses an incomplete set of slices', () => {
    const s = spec(takeOneOrFour('S: n mod 5 ∈ <0,2>', 100));
    const one = checkBounded(s, { slice: { index: 1, count: 2 } });
    expect(() => mergeSlices([one])).toThrow(/slices 1..2/);
  });
});
