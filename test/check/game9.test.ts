// Unit tests of the bounded check on game 9 (take 1 or 4), written as YAML files: the book's
// conjecture holds; the student's {0, 3} is refuted at n = 2 by condition I, with the moves shown.

import { describe, expect, test } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { counterexamples, reverify, spec } from './helpers.js';
import { counterexampleSentence } from '../../src/teach/sentences/renderSentence.js';

const game9 = (conj: string, bound = 1000) => `name: take-1-or-4
game:
  state: { n: nat }
  moves:
    - name: take k
      for: k ∈ {1, 4}
      if: k ≤ n
      to: { n: n - k }
conjecture:
  S: ${conj}
check:
  bounds: { n: 0..${bound} }
`;

describe('game 9: take 1 or 4', () => {
  test('S = n mod 5 ∈ <0,2> holds', () => {
    const r = checkBounded(spec(game9('n mod 5 ∈ <0,2>')));
    expect(r.diagnostics).toEqual([]);
    expect(r.outcome).toBe('holds');
    const run = r.runs[0]!;
    expect(run.regionSize).toBe(1001);
    expect(run.undetermined).toBe(0);
    expect(run.cyclic).toBe(false);
    expect(run.counts.safe).toBe(401);
    expect(run.conditions.every((c) => c.failures === 0)).toBe(true);
  });

  test('S = n mod 5 ∈ {0, 3} is refuted at n = 2', () => {
    const r = checkBounded(spec(game9('n mod 5 ∈ {0, 3}')));
    expect(r.outcome).toBe('refuted');
    reverify(r);
    const run = r.runs[0]!;
    const byCondition = Object.fromEntries(run.conditions.map((c) => [c.condition, c]));
    // locally the conjecture fails only at n = 2 (bench-ref: exactly one violation)
    expect(byCondition['I']!.failures + byCondition['II']!.failures).toBe(1);
    const cx = byCondition['I']!.counterexamples[0]!;
    expect(cx.text).toBe('n = 2');
    expect(cx.conjectured).toBe('fragile');
    expect(cx.truth).toBe('safe');
    expect(cx.generation).toBe(2);
    expect(cx.moves.map((m) => `${m.label} → ${m.target} (${m.conjectured}, ${m.truth})`)).toEqual(['take 1 → n = 1 (fragile, fragile)']);
    expect(counterexampleSentence(cx)).toBe(
      'n = 2 is conjectured fragile, but condition I fails: its only move, take 1 → n = 1, leads to a position you call fragile. The truth: n = 2 is safe (generation 2).',
    );
    // the truth disagrees from n = 2 on (every position whose class differs)
    expect(byCondition['truth']!.failures).toBeGreaterThan(300);
    expect(byCondition['truth']!.counterexamples.map((c) => c.text)).toEqual(['n = 2', 'n = 3', 'n = 7']);
    console.log(
      counterexamples(r)
        .map((c) => counterexampleSentence(c))
        .join('\n'),
    );
  });
});
