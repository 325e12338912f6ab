// Issue 14, finding 3: integers are mathematical integers (format.md §3). Through the CLI, files whose
// conjectures, claims and Grundy values compute beyond 2^53: `n⁴` at n = 9742 holds instead of
// ZM4202; a conjecture false only where an exact power is met is refuted at that n (and its near miss,
// which doubles would round onto it, holds); a claim with 2^60; Grundy values with big intermediates and
// a huge conjectured value printed exactly (text and JSON); a definition (fib) beyond 2^53 inside the
// generated check; `table` with such a conjecture.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from './fakeHost.js';

async function run(argv: string[], file: string, text: string): Promise<{ code: number; out: string; err: string }> {
  const host = fakeHost({ [file]: text });
  const code = await main([...argv.slice(0, 1), file, ...argv.slice(1), ...(argv[0] === 'check' ? ['--deterministic'] : [])], host);
  return { code, out: host.out(), err: host.err() };
}

const QUAD = `name: quad
game:
  state: { n: nat }
  moves:
    - for: k ∈ {1, 4}
      if: k ≤ n
      to: { n: n - k }
conjecture:
  S: n mod 5 ∈ {0, 2} ∧ n * n * n * n ≥ 0
check:
  bounds: { n: 0..10000 }
  symbolic: off
`;

// 9999⁵ = 99950009999000049999; as doubles, 9999⁵ and 9999⁵ + 1 are the same number
const power = (c: string): string => `name: power
game: { subtraction: [1, 4] }
conjecture:
  S: n mod 5 ∈ {0, 2} ∨ n * n * n * n * n = ${c}
check:
  bounds: { n: 0..10000 }
  symbolic: off
`;

const CLAIM = `name: claim-2-to-the-60
game: { subtraction: [1, 4] }
claims:
  - "∀ n ∈ 0..2000: safe(n) ⇔ (n * 1152921504606846976 + 3 * 1152921504606846976) mod 5 ∈ {3, 0}"
  - name: wrong by one
    holds: "∀ n ∈ 0..2000: safe(n) ⇔ (n * 1152921504606846976 + 3 * 1152921504606846976 + 1) mod 5 ∈ {3, 0}"
check:
  bounds: { n: 0..2000 }
  symbolic: off
`;

const grundy = (g: string): string => `name: grundy
game: { subtraction: [1, 2] }
conjecture:
  grundy: ${g}
check:
  bounds: { n: 0..5000 }
  symbolic: off
`;

describe('integers beyond 2^53 through the CLI', () => {
  it('quad.yaml (n⁴ ≥ 0 up to n = 10 000) holds, with no overflow error', async () => {
    const r = await run(['check'], 'quad.yaml', QUAD);
    expect(r.err).not.toMatch(/ZM4202|overflow/);
    expect(r.out).toMatch(/holds/);
    expect(r.code).toBe(0);
  });

  it('a conjecture false only where n⁵ meets an exact 20-digit value is refuted at that n; its near miss holds', async () => {
    const hit = await run(['check', '--json'], 'hit.yaml', power('99950009999000049999'));
    const report = JSON.parse(hit.out).files[0];
    expect(report.verdict).toBe('refuted');
    expect(report.counterexamples[0].positionText).toBe('n = 9999');
    const miss = await run(['check'], 'miss.yaml', power('99950009999000050000'));
    expect(miss.out).toMatch(/holds/);
    expect(miss.code).toBe(0);
  });

  it('a claim with 2^60 arithmetic is decided exactly (true one holds, the one off by one is refuted at n = 0)', async () => {
    const r = await run(['check', '--json'], 'claim.yaml', CLAIM);
    const report = JSON.parse(r.out).files[0];
    expect(report.claims.map((c: { status: string }) => c.status)).toEqual(expect.arrayContaining(['refuted']));
    expect(report.claims[0].status).not.toBe('refuted');
    expect(r.out).toMatch(/first at n = 0/);
  });

  it('a Grundy conjecture with big intermediate values holds; a huge conjectured value is printed exactly', async () => {
    const ok = await run(['check'], 'g.yaml', grundy('(3 * n * n * n * n * n + n) mod 3'));
    expect(ok.out).toMatch(/holds/);
    const big = await run(['check', '--json'], 'gbig.yaml', grundy('if n = 4000 then n * n * n * n * n else n mod 3'));
    const report = JSON.parse(big.out).files[0];
    expect(report.verdict).toBe('refuted');
    expect(big.out).toContain('The conjectured Grundy value of n = 4000 is 1024000000000000000,');
    const text = await run(['check'], 'gbig.yaml', grundy('if n = 4000 then n * n * n * n * n else n mod 3'));
    expect(text.out).toContain('you: Grundy 1024000000000000000');
  });

  it('a definition whose values pass 2^53 (fib to n = 400, 84 digits) is exact inside the generated check', async () => {
    const FIB = `name: fib
game: { subtraction: [1, 4] }
define:
  fib(k): if k < 2 then k else fib(k - 1) + fib(k - 2)
conjecture:
  S: n mod 5 ∈ {0, 2} ∧ (fib(n) mod 2 = 0 ⇔ n mod 3 = 0)
check:
  bounds: { n: 0..400 }
  symbolic: off
`;
    const ok = await run(['check'], 'fib.yaml', FIB);
    expect(ok.out).toMatch(/holds/);
    // fib(400) mod 7 = 0 exactly (84 digits): the conjecture is false there only
    const wrong = await run(['check', '--json'], 'fib2.yaml', FIB.replace('(fib(n) mod 2 = 0 ⇔ n mod 3 = 0)', '(n = 400 ⇒ fib(n) mod 7 ≠ 0)'));
    expect(JSON.parse(wrong.out).files[0].counterexamples[0].positionText).toBe('n = 400');
  });

  it('table prints a conjecture computed beyond 2^53 (agreement, and the one position that disagrees)', async () => {
    const quad = await run(['table', '--from', '9738', '--to', '9750'], 'quad.yaml', QUAD);
    expect(quad.code).toBe(0);
    expect(quad.out).toMatch(/agrees with the truth at all 10001 positions/);
    const big = await run(['table', '--grundy', '--from', '3998', '--to', '4002'], 'gbig.yaml', grundy('if n = 4000 then n * n * n * n * n else n mod 3'));
    expect(big.out).toMatch(/1\*/);
    expect(big.out).toMatch(/the first: n = 4000/);
  });
});
