// `zermelo prove FILE`: the obligations listed like a verifier, exit codes (0 proved, 1 refuted
// against expect, 3 unknown), --emit-smt; one run through the real prover (Z3) on a small game.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import type { SymbolicRun } from '../../src/report/engines.js';
import { TAKE_1_OR_4, counterexample, engines, symbolic, withExpect } from './fixtures.js';
import { fakeHost } from './fakeHost.js';

const FILE = 'proofs/heap/take.yaml';

describe('prove with a fake prover', () => {
  it('lists every obligation with ✓ ? ✗ and exits 0 when proved', async () => {
    const host = fakeHost({ [FILE]: withExpect(TAKE_1_OR_4, 'proved') });
    expect(await main(['prove', FILE], host, { engines: engines(undefined, symbolic(['proved', 'proved', 'proved'])) })).toBe(0);
    expect(host.out()).toMatch(/^proofs\/heap\/take\.yaml — take-1-or-4\n  ✓ partition +5 ms\n/);
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
  it('proves take 1 or 2 (S = n mod 3 = 0) and lists the obligations', async () => {
    const file = `name: take-1-or-2
game: { subtraction: [1, 2] }
conjecture: { S: n mod 3 = 0 }
check: { bounds: { n: 0..100 } }
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
});
