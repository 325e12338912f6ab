// `zermelo prove FILE`: the obligations listed like a verifier, exit codes (0 proved, 1 refuted
// against expect, 3 unknown), --emit-smt; one run through the real prover (Z3) on a small game.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { SymbolicRun } from '../../src/run/engines.js';
import { TAKE_1_OR_4, counterexample, engines, symbolic, withExpect } from './fixtures.js';
import { fakeHost } from './fakeHost.js';

const FILE = 'proofs/heap/take.yaml';

describe('prove with a fake prover', () => {
  it('lists every obligation with ✓ ? ✗ and exits 0 when proved', async () => {
    const host = fakeHost({ [FILE]: withExpect(TAKE_1_OR_4, 'proved') });
    expect(await main(['prove', FILE], host, { engines: engines(undefined, symbolic(['proved', 'proved', 'proved'])) })).toBe(0);
    expect(host.out()).toMatch(/^proofs\/heap\/take\.yaml — take-1-or-4\n {2}✓ partition +5 ms\n/);
    expect(host.out()).toContain('proved: 3/3 obligations proved');
  });

  it('exits 3 when an obligation stays unknown: prove always requires a proof', async () => {
    const host = fakeHost({ [FILE]: TAKE_1_OR_4 });
    expect(await main(['prove', FILE], host, { engines: engines(undefined, symbolic(['proved', 'unknown'])) })).toBe(3);
    expect(host.out()).toContain('  ? condition I');
    expect(host.out()).toContain('timeout');
  });

  it('exits 1 on a refutation against expect, 0 when the refutation is expected', async () => {
    const refuting: SymbolicRun = { ...symbolic(['proved', 'refuted']), counterexamples: [counterexample({ source: 'symbolic', positionText: 'n = 1000003', position: { n: 1000003 } })] };
    const wrong = fakeHost({ 'conjectures/a.yaml': TAKE_1_OR_4 });
    expect(await main(['prove', 'conjectures/a.yaml'], wrong, { engines: engines(undefined, refuting) })).toBe(1);
    expect(wrong.out()).toContain('symbolic counterexample (line 11)');
    const expected = fakeHost({ 'conjectures/a.yaml': withExpect(TAKE_1_OR_4, 'refuted') });
    expect(await main(['prove', 'conjectures/a.yaml'], expected, { engines: engines(undefined, refuting) })).toBe(0);
  });

  it('writes SMT-LIB certificates handed back by the engine into --emit-smt DIR', async () => {
    const host = fakeHost({ [FILE]: TAKE_1_OR_4 });
    await main(['prove', FILE, '--emit-smt', 'certs'], host, { engines: engines(undefined, symbolic(['proved', 'proved'])) });
    expect([...host.files.keys()].filter((k) => k.startsWith('/repo/certs/'))).toEqual(['/repo/certs/partition.smt2', '/repo/certs/condition-I.smt2']);
  });

  it('--json prints a report valid for the check schema', async () => {
    const host = fakeHost({ [FILE]: TAKE_1_OR_4 });
    await main(['prove', FILE, '--json', '--deterministic'], host, { engines: engines(undefined, symbolic(['proved'])) });
    const report = JSON.parse(host.out());
    expect(report.files[0].verdict).toBe('proved');
    expect(report.files[0].symbolic.obligations[0].timeMs).toBe(0);
  });

  it('needs exactly one FILE', async () => {
    expect(await main(['prove'], fakeHost())).toBe(2);
    expect(await main(['prove', 'a.yaml', 'b.yaml'], fakeHost())).toBe(2);
  });
});

describe('prove with the real prover (Z3)', () => {
  // two heaps: no periodicity certificate applies (one-heap games only), so Z3 decides it
  it('proves two heaps, take 1 or 2 (S = m ≡ n mod 3) and lists the obligations', async () => {
    const file = `name: two-heaps-take-1-or-2
game:
  state: { m: nat, n: nat }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ m, to: { m: m - k } }
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
conjecture: { S: m mod 3 = n mod 3 }
proof:
  termination: m + n
  strategy:
    - { when: (m - n) mod 3 ≤ m, move: { m: m - ((m - n) mod 3) } }
    - { when: true, move: { n: n - ((n - m) mod 3) } }
check: { bounds: { m: 0..30, n: 0..30 } }
expect: proved
`;
    const host = fakeHost({ 'proofs/t.yaml': file });
    const code = await main(['prove', 'proofs/t.yaml', '--timeout', '20s'], host);
    expect(host.err()).toBe('');
    expect(host.out()).toMatch(/✓ condition I/);
    expect(host.out()).toMatch(/✓ condition II/);
    expect(host.out()).toMatch(/✓ finiteness/);
    expect(host.out()).toMatch(/^proved: (\d+)\/\1 obligations proved/m);
    expect(code).toBe(0);
  });

  // Issue 14, finding 5: `prove` used to skip the certificates and say unknown (exit 3) on octal files.
  it('proves an octal game (Kayles, 0.77) by its Guy–Smith certificate, as check does', async () => {
    const file = `name: kayles
game: { octal: "0.77" }
define:
  cycle: "[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7]"
conjecture:
  grundy: >-
    if n < 71 then [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6][n]
    else cycle[n mod 12]
check: { bounds: { n: 0..300 } }
expect: proved
`;
    const verdicts: string[] = [];
    for (const command of ['prove', 'check']) {
      const host = fakeHost({ 'proofs/kayles.yaml': file });
      expect(await main([command, 'proofs/kayles.yaml', '--json'], host), command).toBe(0);
      const report = JSON.parse(host.out()).files[0];
      expect(report.certificate.status, command).toBe('proved');
      verdicts.push(report.verdict);
    }
    expect(verdicts).toEqual(['proved', 'proved']);
    const text = fakeHost({ 'proofs/kayles.yaml': file });
    await main(['prove', 'proofs/kayles.yaml'], text);
    expect(text.out()).toContain('proved: by a periodicity certificate (periodic from n = 71 with period 12');
  });

  // Found by the library-agreement test: Z3 refuting the strategy zermelo guessed for condition I was
  // reported as an internal error (exit 70) wherever another move into S exists.
  it('a guessed strategy that fails where another move works is no internal error (Bachet, student version)', async () => {
    const file = `name: bachet-wrong
game:
  state: { k: nat, d: nat }
  moves:
    - { for: j ∈ 1..k, if: j ≤ d, to: { k: k + 1, d: d - j } }
conjecture: { S: d mod (k + 1) = 0 }
check: { bounds: { k: 0..20, d: 0..40 } }
expect: refuted
`;
    const host = fakeHost({ 'conjectures/b.yaml': file });
    expect(await main(['prove', 'conjectures/b.yaml', '--timeout', '2s'], host)).toBe(0);
    expect(host.err()).not.toContain('ZM9001');
    expect(host.out()).toMatch(/\? condition I: .*a strategy zermelo guessed did not work/); // the plain form decides, never ✗
  });
});
