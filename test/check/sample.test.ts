// Sampling beyond the bounds (src/check/sample.ts): traps far outside the exhaustive region are found
// (game 9 with a false exception at n = 1 000 003), shrunk, re-confirmed and reported with the seed;
// right conjectures stay quiet; the same seed gives the same result; Grundy and partizan games work.

import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { sampleConjecture } from '../../src/check/sample.js';
import { localFailure } from '../../src/check/sampleLocal.js';
import { TrapInteger, specialValues } from '../../src/check/sampleValues.js';
import fc from 'fast-check';
import { spec } from './helpers.js';
import { buildGame } from '../../src/game/buildGame.js';
import { conjectureClassifier } from '../../src/check/classifier.js';
import { counterexampleSentence } from '../../src/teach/sentences/renderSentence.js';

const trap = (conjecture: string, bounds = '0..10000') => `name: game09-trap
game: { subtraction: [1, 4] }
conjecture:
  S: ${conjecture}
check:
  bounds: { n: ${bounds} }
`;

describe('sampling finds what the bounds cannot see', () => {
  it('game 9 with a false exception at n = 1 000 003: the bounded check holds, sampling refutes', () => {
    const s = spec(trap('n mod 5 ∈ <0,2> ∨ n = 1000003'));
    expect(checkBounded(s).outcome).toBe('holds');
    for (const seed of [1, 42, 2024]) {
      const r = sampleConjecture(s, { samples: 2000, seed });
      expect(r.status, `seed ${seed}`).toBe('refuted');
      expect(r.seed).toBe(seed);
      const cx = r.counterexample!;
      expect(cx.condition).toBe('II');
      expect(cx.position).toEqual([1000003]); // shrunk: 1 000 007 also fails II, but later
      expect(counterexampleSentence(cx)).toContain('n = 1000003 is conjectured safe, but condition II fails');
      expect(counterexampleSentence(cx)).toContain(`seed ${seed}`);
    }
  });

  it('a missing safe heap above a million breaks condition I', () => {
    const s = spec(trap('n mod 5 ∈ <0,2> ∧ n ≠ 1000005'));
    const r = sampleConjecture(s, { samples: 4000, seed: 7 });
    expect(r.status).toBe('refuted');
    expect(r.counterexample!.condition).toBe('I');
    expect(r.counterexample!.position).toEqual([1000005]);
  });

  it('a conjecture wrong everywhere above a threshold is shrunk to the smallest failing position', () => {
    const s = spec(trap('n mod 5 ∈ <0,2> ∨ n > 123456'));
    const r = sampleConjecture(s, { samples: 500, seed: 3 });
    expect(r.status).toBe('refuted');
    // 123457 ≡ 2 (mod 5) is safe anyway; 123458 is called safe and its move to 123457 is safe: II fails
    expect(r.counterexample!.position).toEqual([123458]);
  });

  it('the book conjecture holds on every sample, and the run says how many and what was sampled', () => {
    const r = sampleConjecture(spec(trap('n mod 5 ∈ <0,2>')), { samples: 3000, seed: 11 });
    expect(r.status).toBe('holds');
    expect(r.checked + r.skipped).toBe(3000);
    expect(r.checked).toBeGreaterThan(2900);
    expect(r.ranges).toEqual(['n ≤ 2^40']);
  });

  it('the same seed gives the same counterexample; the default seed comes from the file text', () => {
    const s = spec(trap('n mod 5 ∈ <0,2> ∨ n = 2199023255552')); // 2^41: beyond 2^40, never sampled
    expect(sampleConjecture(s, { samples: 300 }).status).toBe('holds');
    const t = spec(trap('n mod 5 ∈ <0,2> ∨ n = 1099511627774')); // 2^40 − 2
    const a = sampleConjecture(t, { samples: 1500 });
    const b = sampleConjecture(t, { samples: 1500 });
    expect(a.seed).toBe(b.seed);
    expect(a.counterexample?.position).toEqual([1099511627774]);
    expect(b.counterexample?.position).toEqual(a.counterexample?.position);
  });
});

describe('sampling other kinds of games', () => {
  it('nim: heaps are capped where positions get too many moves; a wrong nim-sum rule is refuted', () => {
    const nim = (safe: string) => `name: nim
game: { nim: { heaps: 3 } }
conjecture: { S: ${safe} }
check: { bounds: { h: 0..7 } }
`;
    const good = sampleConjecture(spec(nim('xor(h) = 0')), { samples: 400, seed: 5 });
    expect(good.status).toBe('holds');
    expect(good.ranges[0]).toMatch(/^h\[·\] ≤ \d+$/);
    const bad = sampleConjecture(spec(nim('xor(h) = 0 ∨ h[0] + h[1] + h[2] = 40')), { samples: 2000, seed: 5 });
    expect(bad.status).toBe('refuted');
  });

  it('a Grundy conjecture: the mex conditions at sampled positions', () => {
    const g = (grundy: string) => `name: take-1-to-3
game: { subtraction: [1, 2, 3] }
conjecture: { grundy: ${grundy} }
check: { bounds: { n: 0..200 } }
`;
    expect(sampleConjecture(spec(g('n mod 4')), { samples: 1000, seed: 9 }).status).toBe('holds');
    const bad = sampleConjecture(spec(g('if n = 65536 then 5 else n mod 4')), { samples: 1000, seed: 9 });
    expect(bad.status).toBe('refuted');
    expect(bad.counterexample!.position).toEqual([65536]);
  });

  it('a partizan game samples both players to move', () => {
    const text = `name: game13-I
game:
  players: [A, B]
  state: { n: nat }
  moves:
    - { by: A, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
    - { by: B, for: k ∈ {2, 3}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: (turn = A ∧ (n ≥ 12 ∨ n ∈ {0, 3, 6, 7, 9, 10})) ∨ (turn = B ∧ n ∈ {0, 1, 4, 7, 1000000})
check: { bounds: { n: 0..300 } }
`;
    const s = spec(text);
    expect(checkBounded(s).outcome).toBe('holds');
    const r = sampleConjecture(s, { samples: 3000, seed: 13 });
    expect(r.status).toBe('refuted');
    expect(r.counterexample!.text).toBe('n = 1000000, turn = B');
  });

  it('files that cannot be sampled say why', () => {
    const claimsOnly = `name: c
game: { subtraction: [1, 2] }
claims: [ { holds: safe(0) } ]
check: { bounds: { n: 0..10 } }
`;
    const r = sampleConjecture(spec(claimsOnly), { samples: 10, seed: 1 });
    expect(r.status).toBe('skipped');
    expect(r.reason).toContain('no conjecture');
  });
});

describe('the sampled values', () => {
  it('special values include the traps: just past the bound, 2^k ± d, 10^k ± d, the ends', () => {
    const v = specialValues({ lo: 0, hi: 2 ** 40, regionLo: 0, regionHi: 1000 });
    for (const x of [1001, 1008, 1024 + 8, 1000003, 999997, 2 ** 40, 2 ** 40 - 7, 10 ** 12 + 8]) expect(v).toContain(x);
    expect(v.every((x) => x > 1000 && x <= 2 ** 40)).toBe(true);
  });

  it('TrapInteger stays in range and shrinks towards zero like fc.integer (seed printed on failure)', () => {
    const arb = new TrapInteger({ lo: -(2 ** 40), hi: 2 ** 40, regionLo: -50, regionHi: 50 });
    fc.assert(
      fc.property(arb, (x) => Number.isSafeInteger(x) && Math.abs(x) <= 2 ** 40),
      { seed: 17, numRuns: 2000 },
    );
    const details = fc.check(
      fc.property(arb, (x) => x < 777_777),
      { seed: 17, numRuns: 5000 },
    );
    expect(details.failed).toBe(true);
    expect(details.counterexample).toEqual([777_777]);
  });

  it('localFailure: the first failing local condition at a position, without solving', () => {
    const s = spec(trap('n mod 5 ∈ {0, 3}'));
    const game = buildGame(s, {}).value!;
    const conj = { maskOf: conjectureClassifier(game, s.conjecture!).maskOf };
    const at = (n: number) => localFailure(game, conj, Float64Array.of(n));
    expect(at(0)).toBeUndefined(); // a losing terminal, conjectured safe
    expect(at(2)).toBe('I'); // fragile by the conjecture, its only move goes to 1 (fragile)
    expect(at(7)).toBeUndefined(); // fragile, with the move take 4 → n = 3 (safe)
    expect(at(10 ** 9)).toBeUndefined();
    const t = spec(trap('n mod 5 ∈ <0,2> ∨ n = 1000003'));
    const g = buildGame(t, {}).value!;
    const c = { maskOf: conjectureClassifier(g, t.conjecture!).maskOf };
    expect(localFailure(g, c, Float64Array.of(1000003))).toBe('II'); // take 1 → 1000002, also safe
    expect(localFailure(g, c, Float64Array.of(1000004))).toBeUndefined();
  });
});
