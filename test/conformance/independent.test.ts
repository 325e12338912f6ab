// Disagreements found by an independent tester: files written from format.md and README.md only,
// their truth computed by a brute-force solver in Python (retrograde analysis, mex, misère
// multisets) written from format.md and theory.md, then compared with `zermelo check`. Each case
// here failed before its fix; the YAML files of the survey are under test/conformance/files/.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { checkText } from './runFile.js';

interface FileRecord {
  verdict: string;
  status: string;
  certificate: { status: string; reason: string | null } | null;
  counterexamples: { source: string; positionText: string; condition: string }[];
  claims: { name: string; status: string }[];
}

const run = (text: string, args: string[] = []) => checkText<FileRecord>(text, ['--deterministic', ...args]);

// Take 2 from an even start: only even heaps are reached. The conjecture is wrong at n = 1 (a
// heap without moves, hence safe), which the start never reaches; on the reached heaps it is right.
const fromEven = (conjecture: string, extra = '') => `game:
  state: { n: nat }
  start: { n: 40 }
  moves:
    - { if: n ≥ 2, to: { n: n - 2 } }
conjecture:
  S: ${conjecture}
${extra}check:
  from: start
  bounds: { n: 0..40 }
`;

describe('check.from: start scopes the periodicity certificate like the prover', () => {
  it('a certificate counterexample at a position the start does not reach refutes nothing', async () => {
    // before: "refuted … certificate counterexample: n = 1 is conjectured fragile, but it is safe"
    const { code, file } = await run(fromEven('n mod 4 = 0 ∨ n = 7') + 'expect: holds\n', ['--no-symbolic']);
    expect([file.verdict, file.status, code]).toEqual(['holds', 'pass', 0]);
    expect(file.counterexamples).toEqual([]);
    expect(file.certificate?.status).toBe('not-certified');
    expect(file.certificate?.reason).toContain('n = 1');
    expect(file.certificate?.reason).toContain('check.from: start');
  });

  it('a wrong conjecture at a reached position is still refuted', async () => {
    const { code, file } = await run(fromEven('n mod 4 = 0 ∧ n ≠ 20') + 'expect: refuted\n', ['--no-symbolic']);
    expect([file.verdict, file.status, code]).toEqual(['refuted', 'pass', 0]);
    expect(file.counterexamples[0]?.positionText).toBe('n = 20');
  });

  it('a claim about a position the start does not reach is an error of the claim, not a pass', async () => {
    const claims = 'claims:\n  - name: far\n    holds: safe(7)\n';
    const { code, err } = await run(fromEven('n mod 4 = 0 ∨ n = 7', claims), ['--no-symbolic']);
    expect(code).toBe(2);
    expect(err).toContain('error ZM4203: claim "far": the claim asks about n = 7, which is not reachable from the start position');
  });

  it('without check.from the whole box is checked, and n = 1 refutes the file', async () => {
    const text = fromEven('n mod 4 = 0 ∨ n = 7').replace('  from: start\n', '');
    const { code, file } = await run(text, ['--no-symbolic']);
    expect([file.verdict, code]).toEqual(['refuted', 1]);
    expect(file.counterexamples[0]?.positionText).toBe('n = 1');
  });
});

describe('--verbose names the obligation a passing file fails beyond its bounds', () => {
  it('a division by zero at n = 5000 is shown under the headline that counts it', async () => {
    const yaml = `game: { subtraction: [1, 4] }
conjecture:
  S: n mod 5 ∈ {0, 2} ∧ (n < 5000 ∨ 1 div (n - 5000) ≥ 0 ∨ true)
check:
  bounds: { n: 0..100 }
`;
    const host = fakeHost({ 'conjectures/probe.yaml': yaml });
    expect(await main(['check', '--no-cache', '--deterministic', '--verbose', 'conjectures/probe.yaml'], host)).toBe(0);
    const out = host.out();
    expect(out).toContain('holds (n ≤ 100, 101 positions, prover: 6 of 7 obligations proved, 1 refuted');
    // before: the headline counted "1 refuted" and no line said which
    expect(out).toMatch(/✗ every expression is well-defined .* — fails at n = 5000: broken: division by zero/);
  }, 60_000);
});
