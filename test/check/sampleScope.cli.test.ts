// Sampling respects the file's scope (issue 30, item 3). With check.from: start the conjecture is
// claimed on the positions the start reaches within the bounds only; sampling refuted "take 2 from
// 40" at an odd heap the start never reaches, and called the position "found by sampling beyond
// the bounds" although it lay inside them. The sampler now skips the positions the start does not
// reach (run/reachedFromStart.ts, as for the prover's and the certificate's counterexamples), and a
// sampled position inside the bounds is said to be inside them.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

/** Right on the even heaps the start reaches (n ≡ 0 mod 4 safe), wrong on the odd ones (n = 1 is a
 *  losing terminal, conjectured fragile). */
const TAKE_TWO = (from: string) => `name: take-two-from-40
game:
  state: { n: nat }
  start: { n: 40 }
  moves:
    - { name: take 2, if: n ≥ 2, to: { n: n - 2 } }
conjecture:
  S: n mod 4 = 0
check:
  from: ${from}
  symbolic: off
  bounds: { n: 0..40 }
`;

/** The same from a heap of `size`: an odd size reaches the odd heaps, where n ≡ 1 (mod 4) is safe. */
const TAKE_TWO_SWEPT = `name: take-two-swept
game:
  params: { size: nat }
  state: { n: 0..size }
  start: { n: size }
  moves:
    - { name: take 2, if: n ≥ 2, to: { n: n - 2 } }
conjecture:
  S: n mod 4 = 0 ∨ (size mod 2 = 1 ∧ n mod 4 = 1)
check:
  from: start
  symbolic: off
  params: { size: 10..20 }
  bounds: { n: 0..size }
`;

/** Two heaps of game 9 whose conjecture is wrong at small heaps; the box is too large for the
 *  memory limit given, so only sampling tests it. */
const TWO_HEAPS = `name: two-heaps-unsolved
game:
  state: { m: nat, n: nat }
  moves:
    - { name: take k from m, for: k ∈ {1, 4}, if: k ≤ m, to: { m: m - k } }
    - { name: take k from n, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: m = n
check:
  bounds: { m: 0..3000, n: 0..3000 }
  symbolic: off
`;

interface SampleJson {
  status: string;
  checked: number;
  skipped: number;
  reason: string | null;
}

describe('sampling a file checked from the start', () => {
  for (const seed of ['1', '99', '572994998']) {
    it(`take 2 from 40 holds: the odd heaps are not sampled (seed ${seed})`, async () => {
      const host = fakeHost({ 'conjectures/take2.yaml': TAKE_TWO('start') });
      expect(await main(['check', '--no-cache', '--json', '--sample', '200', '--seed', seed], host), host.err()).toBe(0);
      const f = JSON.parse(host.out()).files[0] as { verdict: string; counterexamples: unknown[]; bounded: { sample: SampleJson } };
      expect(f.verdict).toBe('holds');
      expect(f.counterexamples).toEqual([]);
      expect(f.bounded.sample.status).not.toBe('refuted');
      expect(f.bounded.sample.skipped).toBeGreaterThan(0);
      expect(f.bounded.sample.reason).toMatch(/^n = \d+: the start does not reach it within the bounds \(check\.from: start: the conjecture is checked on the reachable positions only\)$/);
    });
  }

  it('with a swept parameter: the start of each value is explored (an odd size reaches the odd heaps)', async () => {
    const host = fakeHost({ 'conjectures/take2p.yaml': TAKE_TWO_SWEPT });
    expect(await main(['check', '--no-cache', '--json', '--sample', '300', '--seed', '1859652633'], host), host.err()).toBe(0);
    const f = JSON.parse(host.out()).files[0] as { verdict: string; bounded: { sample: SampleJson } };
    expect(f.verdict).toBe('holds');
    expect(f.bounded.sample.status).toBe('holds');
    expect(f.bounded.sample.checked).toBeGreaterThan(0);
  });

  it('the text says which positions were sampled', async () => {
    const host = fakeHost({ 'conjectures/take2.yaml': TAKE_TWO('start') });
    expect(await main(['check', '--no-cache', '--sample', '200', '--seed', '572994998'], host)).toBe(0);
    expect(host.out()).toMatch(/holds on the 21 positions reachable from start \(n ≤ 40, \d+ reachable positions? sampled \(\d+ others skipped\), seed 572994998/);
    expect(host.out()).not.toContain('beyond the bounds');
  });

  it('the same file over the whole box is refuted, by the bounded check itself', async () => {
    const host = fakeHost({ 'conjectures/take2.yaml': TAKE_TWO('region') });
    expect(await main(['check', '--no-cache', '--json', '--sample', '200'], host)).toBe(1);
    const f = JSON.parse(host.out()).files[0] as { verdict: string; counterexamples: { source: string }[] };
    expect(f.verdict).toBe('refuted');
    expect(f.counterexamples[0]!.source).toBe('bounded');
  });
});

describe('a sampled counterexample inside the bounds', () => {
  it('is said to be inside them, and its targets inside them are not "outside the region"', async () => {
    const host = fakeHost({ 'conjectures/heaps.yaml': TWO_HEAPS });
    expect(await main(['check', '--no-cache', '--max-memory', '1MB', '--sample', '100', '--seed', '7'], host)).toBe(1);
    const out = host.out();
    expect(out).toContain(
      'sampled counterexample (line 8): m = 2, n = 0 is conjectured fragile, but condition I fails: its only move, take 1 from m → m = 1, n = 0, leads to a position you call fragile. Found by sampling (seed 7) at a position inside the bounds; the game is not solved there within them, but the condition fails locally.',
    );
    expect(out).toContain('take 1 from m → m = 1, n = 0 (you: fragile)\n');
    expect(out).not.toContain('beyond the bounds (seed');
  });
});
