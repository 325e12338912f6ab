// Conjectures and claims decided for every n: a wrong conjecture that is right within the bounds is
// refuted at the right n beyond them (re-confirmed by the solver); a dependence on n that is not
// periodic is never "proved"; claims over huge ranges are cut to one period and decided exactly.

import { describe, expect, it } from 'vitest';
import { certify } from './helpers.js';

const take61315 = (conjecture: string, bounds = '0..50') => `name: t
game: { subtraction: [6, 13, 15] }
conjecture:
  S: >-
    ${conjecture}
check: { bounds: { n: ${bounds} } }
`;
const EARLY_SAFE = '{0, 1, 2, 3, 4, 5, 12, 21, 22, 23, 24, 26, 31, 33, 40, 42, 43, 45, 47, 50, 52, 54}';

describe('conjectures decided for every n', () => {
  it('take {6, 13, 15}: the safe heaps settle from 58 on (n mod 7 ∈ {1, 3, 5}) — proved', () => {
    const r = certify(take61315(`if n < 58 then n ∈ ${EARLY_SAFE} else n mod 7 ∈ {1, 3, 5}`));
    expect(r.status).toBe('proved');
    expect(r.runs[0]!.certificate).toMatchObject({ preperiod: 58, period: 7 });
  });

  it('right up to the bounds (n ≤ 50) and wrong after the preperiod: refuted at n = 61, confirmed by the solver', () => {
    const r = certify(take61315(`if n < 58 then n ∈ ${EARLY_SAFE} else n mod 7 ∈ {1, 3}`));
    expect(r.status).toBe('refuted');
    const run = r.runs[0]!;
    expect(run.conjecture).toMatchObject({ kind: 'refuted', n: 61, conjectured: 'fragile', truth: 'safe' });
    expect(run.counterexample).toMatchObject({ positionText: 'n = 61', confirmedBy: 'solved table' });
    expect(run.counterexample!.moves.map((m) => m.to)).toEqual(['n = 55', 'n = 48', 'n = 46']);
  });

  it('an exception far beyond the bounds (n = 200 003 in game 9) is found and re-solved', () => {
    const r = certify('name: t\ngame: { subtraction: [1, 4] }\nconjecture: { S: n mod 5 ∈ {0, 2} ∨ n = 200003 }\ncheck: { bounds: { n: 0..1000 } }\n');
    expect(r.status).toBe('refuted');
    expect(r.runs[0]!.counterexample).toMatchObject({ positionText: 'n = 200003', conjectured: 'safe', truth: 'fragile', confirmedBy: 'solved again' });
  });

  it('a Grundy conjecture wrong beyond the bounds (Kayles with one wrong cycle entry) is refuted at its first n', () => {
    const early =
      '[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6]';
    const r = certify(
      `name: k\ngame: { octal: "0.77" }\nconjecture:\n  grundy: if n < 71 then ${early}[n] else if n < 90 then [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7][n mod 12] else [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 3, 7][n mod 12]\ncheck: { bounds: { n: 0..80 } }\n`,
    );
    expect(r.status).toBe('refuted');
    // the first n ≥ 90 with n mod 12 = 10 is 94; Kayles has g(94) = 2
    expect(r.runs[0]!.conjecture).toMatchObject({ kind: 'refuted', n: 94, conjectured: 'Grundy value 3', truth: 'Grundy value 2' });
  });

  it('`n < 1000000 ∧ n mod 5 ∈ {0, 2}` is not proved: it is refuted at n = 1 000 000', () => {
    const r = certify('name: t\ngame: { subtraction: [1, 4] }\nconjecture: { S: n < 1000000 ∧ n mod 5 ∈ {0, 2} }\ncheck: { bounds: { n: 0..1000 } }\n');
    expect(r.status).toBe('refuted');
    expect(r.runs[0]!.conjecture).toMatchObject({ kind: 'refuted', n: 1000000 });
  });

  it('a dependence on n that is not periodic (n·n), or periodic only from too far (10^13), is not certified', () => {
    const grows = certify('name: t\ngame: { subtraction: [1, 4] }\nconjecture: { S: n mod 5 ∈ {0, 2} ∧ n * n ≥ 0 }\ncheck: { bounds: { n: 0..1000 } }\n');
    expect(grows).toMatchObject({ status: 'not-certified', reason: expect.stringMatching(/not periodic.*grows/) });
    const far = certify('name: t\ngame: { subtraction: [1, 4] }\nconjecture: { S: n mod 5 ∈ {0, 2} ∧ n ≠ 10000000000000 }\ncheck: { bounds: { n: 0..1000 } }\n');
    expect(far).toMatchObject({ status: 'not-certified', reason: expect.stringMatching(/needs 10000000000006 values/) });
  });

  it('partizan rows (game 13-I) with a wrong entry beyond the bounds: refuted at (n, turn)', () => {
    const r = certify(`name: g
game: { subtraction: { A: [1, 4], B: [2, 3] } }
conjecture:
  S: (turn = A ∧ (n ≥ 12 ∨ n ∈ {0, 3, 6, 7, 9, 10})) ∨ (turn = B ∧ (n ∈ {0, 1, 4, 7} ∨ n = 5000))
check: { bounds: { n: 0..100 } }
`);
    expect(r.status).toBe('refuted');
    expect(r.runs[0]!.counterexample).toMatchObject({ positionText: 'n = 5000, turn = B', conjectured: 'safe', truth: 'fragile' });
  });
});

describe('claims decided with the certified values', () => {
  const game9 = (claim: string) => `name: c\ngame: { subtraction: [1, 4] }\nclaims:\n  - name: the claim\n    holds: ${claim}\ncheck: { bounds: { n: 0..100 } }\n`;

  it('a ∀ over 0..10^12 whose body is periodic is cut to one period and proved', () => {
    const r = certify(game9('∀ m ∈ 0..1000000000000: safe(m) ⇔ m mod 5 ∈ {0, 2}'));
    expect(r.status).toBe('proved');
    expect(r.runs[0]!.claims[0]).toMatchObject({ status: 'proved', detail: expect.stringMatching(/cut to 0\.\.4: the body is periodic in m with period 5 from 0/) });
  });

  it('a false claim beyond the bounds is refuted (its least failing m is kept by the cut)', () => {
    const r = certify(game9('∀ m ∈ 0..1000000000000: safe(m) ⇔ (m mod 5 ∈ {0, 2} ∧ m ≠ 123455)'));
    expect(r.status).toBe('refuted');
    expect(r.runs[0]!.claims[0]).toMatchObject({ status: 'refuted', detail: expect.stringMatching(/cut to 0\.\.123460/) });
  });

  it('a claim about rows further away (m + 13) uses the certificate for every n it asks about', () => {
    const r = certify(`name: g20
game:
  state: { n: nat, r: 0..5 }
  moves:
    - { for: s ∈ 1..5, if: s ≠ r ∧ s ≤ n, to: { n: n - s, r: s } }
claims:
  - holds: ∀ m ∈ 9..99999999999: ∀ q ∈ 0..5: outcome({ n: m + 13, r: q }) = outcome({ n: m, r: q })
  - holds: ∃ m ∈ 0..99999999999: outcome({ n: m + 1, r: 0 }) = outcome({ n: m, r: 0 }) ∧ m > 50
check: { bounds: { n: 0..100 } }
`);
    expect(r.reason).toBeNull();
    expect(r.status).toBe('proved');
  });

  it('a claim that is too costly to evaluate and cannot be cut stays undecided (not proved)', () => {
    const r = certify(game9('∀ m ∈ 0..9000000: safe(m * m mod 7) ∨ m ≥ 0'));
    expect(r.status).toBe('not-certified');
    expect(r.reason).toMatch(/more than 5000000 questions/);
    // beyond 10^7 values the evaluator refuses the range before any question is asked
    const huge = certify(game9('∀ m ∈ 0..100000000: safe(m * m mod 7) ∨ m ≥ 0'));
    expect(huge.status).toBe('not-certified');
    expect(huge.reason).toMatch(/at most 10000000 are enumerated/);
  });
});
