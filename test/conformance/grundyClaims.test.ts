// Conformance probes (Sprague–Grundy, sums, families, claims) against format.md, each a bug found by
// comparing zermelo with an independent brute force: the smallest counterexample of a Grundy
// conjecture comes first, a certificate counterexample shows a split move as the sum it leads to,
// and a failing claim's error names the claim.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { check } from '../certify/helpers.js';
import { fakeHost } from '../e2e/fakeHost.js';

describe('Grundy conjectures: the smallest failing position is reported first', () => {
  it("Dawson's Kayles with grundy = n mod 3: the mex condition fails first at n = 1 (no move reaches 0), not at n = 6", async () => {
    const text = `name: dawson
game:
  state: { n: nat }
  moves:
    - for: a ∈ 0..n-2
      to: [ { n: a }, { n: n - 2 - a } ]
conjecture: { grundy: n mod 3 }
check: { bounds: { n: 0..60 } }
`;
    const report = await check(text);
    expect(report.verdict).toBe('refuted');
    expect(report.summary).toBe('the Grundy (mex) condition fails at n = 1');
    const mex = report.counterexamples.filter((c) => c.condition === 'grundy').map((c) => c.positionText);
    expect(mex.slice(0, 3)).toEqual(['n = 1', 'n = 2', 'n = 5']);
  });

  it('keep and reach failures are merged in order of size (take 1 or 2 or split, grundy = n)', async () => {
    const text = `name: s
game:
  state: { n: nat }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
    - { for: a ∈ 1..n - 1, if: n ≥ 4, to: [ { n: a }, { n: n - a } ] }
conjecture: { grundy: n }
check: { bounds: { n: 0..40 } }
`;
    const report = await check(text);
    // true values 0, 1, 2, 0, …: n = 3 has no move to value 0 (the first failure); n = 5 keeps 5 via 1 + 4
    expect(report.summary).toBe('the Grundy (mex) condition fails at n = 3');
    expect(report.counterexamples[0]!.sentence).toContain('no move leads to a position with conjectured value 0');
  });
});

describe('certificate counterexamples of octal games show the sums a split leads to', () => {
  it("Dawson's Kayles (0.07), a safe position 1977 called fragile: each split is n = a + n = 1975 − a with the nim-sum as truth", async () => {
    const text = `name: d
game: { octal: "0.07" }
conjecture:
  S: n ∈ {0, 1, 15, 35} ∨ (n mod 34 ∈ {5, 9, 21, 25, 29} ∧ n ≠ 1977)
check: { bounds: { n: 0..300 } }
`;
    const report = await check(text);
    expect(report.verdict).toBe('refuted');
    const cx = report.counterexamples[0]!;
    expect(cx).toMatchObject({ source: 'certificate', position: { n: 1977 } });
    // G(1) ⊕ G(1974) = 0 ⊕ 1, G(2) ⊕ G(1973) = 1 ⊕ 8 (brute force)
    expect(cx.moves[0]).toMatchObject({ name: 'take 2', to: 'n = 1975', truth: 'fragile (Grundy value 1)' });
    expect(cx.moves[1]).toMatchObject({ name: 'take 2 and split', to: 'n = 1 + n = 1974', conjectured: null, truth: 'fragile (Grundy value 1)' });
    expect(cx.moves[2]).toMatchObject({ to: 'n = 2 + n = 1973', truth: 'fragile (Grundy value 9)' });
    expect(cx.moves).toHaveLength(1 + 987);
  });

  it('Kayles (0.77) with a Grundy conjecture wrong only at n = 1000: a split shows the conjectured nim-sum', async () => {
    const table = [
      0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1,
      4, 7, 2, 1, 8, 6, 7,
    ];
    const text = `name: k
game: { octal: "0.77" }
conjecture:
  grundy: "if n < 72 then [${table.join(', ')}][n] else if n = 1000 then 0 else [4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7][n mod 12]"
check: { bounds: { n: 0..200 } }
`;
    const report = await check(text);
    const cx = report.counterexamples[0]!;
    expect(cx).toMatchObject({ source: 'certificate', position: { n: 1000 } });
    // G(1) ⊕ G(998) = 1 ⊕ 2 = 3; G(3) ⊕ G(996) = 3 ⊕ 4 = 7
    expect(cx.moves[1]).toMatchObject({ name: 'take 1 and split', to: 'n = 1 + n = 998', conjectured: 'Grundy value 3', truth: 'Grundy value 3' });
    expect(cx.moves[3]).toMatchObject({ to: 'n = 3 + n = 996', conjectured: 'Grundy value 7', truth: 'Grundy value 7' });
  });
});

describe('a claim that cannot be evaluated: the error names the claim', () => {
  it('an unnamed claim outside the region reads `claim "claim 1": the claim asks about …`, not "a claim the claim asks"', async () => {
    const text = `name: squares
game:
  state: { n: nat }
  moves:
    - { for: k ∈ 1..n, if: k * k ≤ n, to: { n: n - k * k } }
claims:
  - holds: safe(2)
  - holds: safe(300)
check: { bounds: { n: 0..100 } }
`;
    const report = await check(text);
    expect(report.verdict).toBe('invalid');
    expect(report.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual(['ZM4203 claim "claim 2": the claim asks about n = 300, outside the region checked']);
  });

  it('grundy(p) in a partizan game: a clear error that names the claim', async () => {
    const text = `name: p
game: { subtraction: { A: [1, 4], B: [2, 3] } }
claims:
  - holds: grundy(5, A) = 0
check: { bounds: { n: 0..50 } }
`;
    const report = await check(text);
    expect(report.verdict).toBe('invalid');
    expect(report.diagnostics[0]!.message).toBe('claim "claim 1": Grundy values are defined only for impartial games; this game is partizan (the players have different moves)');
  });
});

describe('under check.params the summary names the parameter values of its counterexample', () => {
  it('take 1..m with grundy = n mod (m + 1), wrong only for m = 4: "fails at n = 4 [m = 4]" (n = 4 is right for m = 1, 2, 3)', async () => {
    const text = `name: m
game:
  params: { m: nat }
  state: { n: nat }
  moves:
    - { for: k ∈ 1..m, if: k ≤ n, to: { n: n - k } }
conjecture: { grundy: if m = 4 then n mod 4 else n mod (m + 1) }
check:
  params: { m: 1..6 }
  bounds: { n: 0..100 }
expect: refuted
`;
    const report = await check(text);
    expect(report.verdict).toBe('refuted');
    expect(report.summary).toBe('the Grundy (mex) condition fails at n = 4 [m = 4]');
    // the line under "refuted as expected" (printed with --verbose) says the same
    const host = fakeHost({ 'conjectures/m.yaml': text });
    expect(await main(['check', 'conjectures/m.yaml', '--no-symbolic', '--no-cache', '--verbose'], host)).toBe(0);
    expect(host.out()).toContain('refuted as expected');
    expect(host.out()).toContain('    the Grundy (mex) condition fails at n = 4 [m = 4]\n');
  });
});

describe('grundy(p) in a game without Grundy values is an error of the claim even where it is never evaluated', () => {
  it('partizan: `safe(0, A) ∨ grundy(5, A) = 0` is an error (ZM4204), not proved by the short-circuit', async () => {
    const text = `name: p
game: { subtraction: { A: [1, 4], B: [2, 3] } }
claims:
  - holds: safe(0, A) ∨ grundy(5, A) = 0
check: { bounds: { n: 0..50 } }
`;
    const report = await check(text);
    expect(report.verdict).toBe('invalid');
    expect(report.diagnostics.map((d) => `${d.code} ${d.message}`)).toEqual([
      'ZM4204 claim "claim 1": Grundy values are defined only for impartial games; this game is partizan (the players have different moves)',
    ]);
    expect(report.diagnostics[0]!.at).toMatchObject({ line: 4, col: 25 });
  });

  it('misère: `∀ n ∈ 0..10: n > 20 ⇒ grundy(n) = 0` is an error, not vacuously proved', async () => {
    const text = `name: m
game: { subtraction: [1, 2], play: misère }
claims:
  - holds: ∀ n ∈ 0..10: n > 20 ⇒ grundy(n) = 0
check: { bounds: { n: 0..50 } }
`;
    const report = await check(text);
    expect(report.verdict).toBe('invalid');
    expect(report.diagnostics.map((d) => d.code)).toEqual(['ZM4204']);
    expect(report.diagnostics[0]!.message).toContain('misère');
  });

  it('a normal-play impartial game: a short-circuited grundy(p) is fine', async () => {
    const text = `name: n
game: { subtraction: [1, 2] }
claims:
  - holds: safe(0) ∨ grundy(5) = 7
check: { bounds: { n: 0..50 } }
expect: proved
`;
    const report = await check(text);
    expect(report.diagnostics).toEqual([]);
    expect(report.verdict).toBe('proved');
  });
});
