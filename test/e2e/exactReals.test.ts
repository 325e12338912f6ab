// Issue 30, items 1 and 2: reals are the mathematical reals (a literal is the decimal fraction it
// spells, 0.1 = 1/10) in every engine, and `x ∈ lo..hi` holds integers only, as a binder over lo..hi
// takes them. Each case below was decided wrongly with float64 reals: a certificate proved the false
// claim 0.1 + 0.2 ≠ 0.3; a false conjecture was proved and, with `symbolic: off`, held; true ones were
// refuted (0.1n + 0.2n ≤ 0.3n, floor(9007199254740993 / 1)); Z3 and the evaluator disagreed (exit 70).
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from './fakeHost.js';

async function check(file: string, text: string): Promise<{ code: number; report: { verdict: string; claims: { status: string }[]; counterexamples: { positionText: string }[] } }> {
  const host = fakeHost({ [file]: text });
  const code = await main(['check', file, '--json', '--deterministic'], host);
  return { code, report: JSON.parse(host.out()).files[0] };
}

const game = (S: string, check = '', claims = ''): string => `name: tenths
game:
  state: { n: nat }
  moves:
    - name: take one
      if: n ≥ 1
      to: { n: n - 1 }
conjecture:
  S: ${S}
${claims}check:
  bounds: { n: 0..20 }
${check}`;

describe('exact reals through the CLI', () => {
  it('the false claim 0.1 + 0.2 ≠ 0.3 is refuted (a periodicity certificate proved it)', async () => {
    const r = await check('claim.yaml', game('n mod 2 = 0', '', 'claims:\n  - name: tenths\n    holds: 0.1 + 0.2 ≠ 0.3\n'));
    expect(r.report.claims[0]!.status).toBe('refuted');
    expect(r.report.verdict).toBe('refuted');
  });

  it('a false conjecture whose S holds 0.1 + 0.2 = 0.3 ∧ n = 1 is refuted at n = 1, with and without the prover', async () => {
    for (const symbolic of ['', '  symbolic: off\n']) {
      const r = await check('s.yaml', game('n mod 2 = 0 ∨ (0.1 + 0.2 = 0.3 ∧ n = 1)', symbolic));
      expect(r.report.verdict).toBe('refuted');
      expect(r.report.counterexamples.map((c) => c.positionText)).toContain('n = 1');
    }
  });

  it('true conjectures with decimal arithmetic hold: 0.1n + 0.2n ≤ 0.3n, floor(9007199254740993 / 1)', async () => {
    const tenths = await check('le.yaml', game('n mod 2 = 0 ∧ 0.1 * n + 0.2 * n ≤ 0.3 * n', '  symbolic: off\n'));
    // symbolic: off still lets the periodicity certificate prove it
    expect(['holds', 'proved']).toContain(tenths.report.verdict);
    const big = await check('floor.yaml', game('n mod 2 = 0 ∧ floor(9007199254740993 / 1) = 9007199254740993 ∧ 9007199254740993.0 ≠ 9007199254740992', '  symbolic: off\n'));
    expect(['holds', 'proved']).toContain(big.report.verdict);
  });

  it('Z3 and the evaluator agree on 0.1n + 0.2n ≠ 0.3n: proved, exit 0 (it was an internal error, exit 70)', async () => {
    const r = await check('z3.yaml', game('n mod 2 = 0 ∨ 0.1 * n + 0.2 * n ≠ 0.3 * n'));
    expect(r.report.verdict).toBe('proved');
    expect(r.code).toBe(0);
  }, 60_000);

  it('a real is in lo..hi only when it is an integer: n / 2 ∈ 0..100 says n is even', async () => {
    const r = await check('in.yaml', game('n / 2 ∈ 0..100', '  symbolic: off\n'));
    expect(['holds', 'proved']).toContain(r.report.verdict);
    const wrong = await check('notin.yaml', game('n / 2 ∉ 1..100', '  symbolic: off\n'));
    expect(wrong.report.verdict).toBe('refuted');
  });
});
