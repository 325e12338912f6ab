// The hypothesis check: which rules fit the rows theorem (or Guy–Smith) for EVERY n, with k and u,
// and which do not — each refusal with its reason. Soundness first: in doubt, nothing is certified.

import { describe, expect, it } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { oneHeapHypothesis } from '../../src/certify/index.js';
import { certify, spec } from './helpers.js';

function hypothesis(game: string, extra = '') {
  const s = spec(`name: h\ngame:\n${game}\nconjecture: { S: n mod 2 = 0 }\ncheck: { bounds: { n: 0..100 } }\n${extra}`);
  const g = buildGame(s, {}).value!;
  return oneHeapHypothesis(s, g);
}

describe('rules that fit the rows theorem', () => {
  it('a subtraction family: k = max of the set, u = k', () => {
    expect(hypothesis('  subtraction: [2, 7, 3]')).toMatchObject({ ok: true, hypothesis: { kind: 'subtraction', maxTake: 7, uniformFrom: 7 } });
  });

  it('a partizan subtraction family: k over both players', () => {
    expect(hypothesis('  subtraction: { A: [1, 4], B: [2, 3] }')).toMatchObject({ ok: true, hypothesis: { maxTake: 4, uniformFrom: 4 } });
  });

  it('misère play qualifies (the terminal at 0 is among the exceptions)', () => {
    expect(hypothesis('  subtraction: [1, 2]\n  play: misère')).toMatchObject({ ok: true, hypothesis: { maxTake: 2 } });
  });

  it('game 20: a bounded field r, binder s ≠ r, guard s ≤ n → k = 5, u = 5', () => {
    const h = hypothesis('  state: { n: nat, r: 0..5 }\n  moves:\n    - { for: s ∈ 1..5, if: s ≠ r ∧ s ≤ n, to: { n: n - s, r: s } }');
    expect(h).toMatchObject({ ok: true, hypothesis: { maxTake: 5, uniformFrom: 5 } });
  });

  it('guard thresholds beyond k raise u: `n ≥ k + 6` is constant from n = k + 6, and `n > 9` from 10', () => {
    expect(hypothesis('  state: { n: nat }\n  moves:\n    - { for: k ∈ {1, 2}, if: n ≥ k + 6, to: { n: n - k } }')).toMatchObject({ ok: true, hypothesis: { maxTake: 2, uniformFrom: 8 } });
    expect(hypothesis('  state: { n: nat }\n  moves:\n    - { for: k ∈ {1, 2}, if: k ≤ n ∧ (n > 9 ∨ k = 1), to: { n: n - k } }')).toMatchObject({ ok: true, hypothesis: { uniformFrom: 10 } });
  });

  it('a guard with n in a finite set (eventually false) and a parameter', () => {
    const s = spec(`name: h
game:
  params: { m: nat }
  state: { n: nat }
  moves:
    - { for: k ∈ 1..m, if: k ≤ n ∧ n ∉ {20, 30}, to: { n: n - k } }
conjecture: { S: n mod 2 = 0 }
check: { bounds: { n: 0..100 }, params: { m: 3..3 } }
`);
    expect(oneHeapHypothesis(s, buildGame(s, { m: 3 }).value!)).toMatchObject({ ok: true, hypothesis: { maxTake: 3, uniformFrom: 31 } });
  });
});

describe('rules that do not fit: not certified, with the reason', () => {
  const refusals: [string, string, RegExp][] = [
    ['a move that adds to n', '  state: { n: nat }\n  moves:\n    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }\n    - { if: n < 5, to: { n: n + 1 } }', /sets n to `n \+ 1`/],
    ['a move that takes 0', '  state: { n: nat }\n  moves:\n    - { for: k ∈ 0..2, if: k ≤ n ∧ k ≥ 1, to: { n: n - k } }', /takes 0 at k = 0: every move must take at least 1/],
    ['a split (a sum of heaps)', '  state: { n: nat }\n  moves:\n    - { for: a ∈ 1..n, if: 2 * a < n, to: [ { n: a }, { n: n - a } ] }', /leads to a sum of positions/],
    ['take up to n/2 (the binder range grows with n)', '  state: { n: nat }\n  moves:\n    - { for: k ∈ 1..n div 2, to: { n: n - k } }', /range of `k`.*depends on n/],
    [
      'a guard using n outside a comparison',
      '  state: { n: nat }\n  moves:\n    - { for: k ∈ {1, 2}, if: k ≤ n ∧ n mod 3 ≠ 1, to: { n: n - k } }',
      /compares `n mod 3 ≠ 1`, which is not of the form n \+ t ≥ s/,
    ],
    ['another field updated from n', '  state: { n: nat, r: 0..5 }\n  moves:\n    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k, r: n mod 6 } }', /the new `r` .* depends on n/],
    ['two unbounded fields', '  state: { m: nat, n: nat }\n  moves:\n    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }', /2 fields are unbounded/],
    ['a take that depends on n', '  state: { n: nat }\n  moves:\n    - { if: n ≥ 1, to: { n: n - (n div 2) } }', /not to `n − t` with t independent of n/],
  ];
  for (const [what, game, reason] of refusals) {
    it(what, () => {
      const h = hypothesis(game);
      expect(h.ok).toBe(false);
      if (!h.ok) expect(h.reason).toMatch(reason);
    });
  }

  it('an `end:` rule on n', () => {
    const h = hypothesis('  subtraction: [1, 2]\n  end: { lose: n mod 7 = 3 }');
    expect(h).toMatchObject({ ok: false, reason: expect.stringMatching(/`end: lose` rule mentions `n`/) });
  });

  it('a definition that hides n in the guard is seen through', () => {
    const s = spec(`name: h
game:
  state: { n: nat }
  moves:
    - { for: k ∈ {1, 2}, if: ok(k), to: { n: n - k } }
define:
  ok(k): k ≤ n
conjecture: { S: n mod 3 = 0 }
check: { bounds: { n: 0..100 } }
`);
    const h = oneHeapHypothesis(s, buildGame(s, {}).value!);
    expect(h).toMatchObject({ ok: false, reason: expect.stringMatching(/only comparisons such as/) });
  });

  it('a misère octal game is not certified (Guy–Smith is about normal-play Grundy values)', () => {
    expect(hypothesis('  octal: "0.77"\n  play: misère')).toMatchObject({ ok: false, reason: expect.stringMatching(/normal play/) });
  });

  it('through certifySpec the reason is the file-level reason, and no certificate is made', () => {
    const r = certify(
      'name: h\ngame:\n  state: { n: nat }\n  moves:\n    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }\n  end: { lose: n = 7 }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..100 } }\n',
    );
    expect(r.status).toBe('not-certified');
    expect(r.reason).toMatch(/end: lose/);
    expect(r.runs).toEqual([]);
  });
});
