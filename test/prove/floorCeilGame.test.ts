// floor and ceil in whole files, through the library API (checkFile with the real pipeline): the
// bounded check evaluates them, the prover encodes them (Z3's to_int), on an integer game and on a
// game with a real field (where only the prover can decide).
import { describe, expect, it } from 'vitest';
import { checkFile, loadSpec, pipeline } from '../../src/index.js';

const take14 = (safe: string) => `name: take-1-or-4-floor
game:
  state: { n: nat }
  moves:
    - { name: take k, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: ${safe}
claims:
  - name: ceil rounds up, floor down, on negative quotients too
    holds: ∀ m ∈ 0..60: ceil(m / 5) = (m + 4) div 5 ∧ floor(-m / 5) = -ceil(m / 5)
proof:
  termination: ceil(n + 0.5)
check:
  bounds: { n: 0..200 }
`;

const check = (text: string) => checkFile('conjectures/floor.yaml', text, { engines: pipeline, now: () => 0, timeoutMs: 30_000 });

describe('floor and ceil in a game', () => {
  it('a conjecture written with floor is proved', async () => {
    const { report, diagnostics } = await check(take14('n - 5 * floor(n / 5) ∈ <0, 2>'));
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(report.verdict).toBe('proved');
    expect(report.claims.map((c) => c.status)).toEqual(['proved']);
  }, 60_000);

  it('the same written with ceil by mistake is refuted at n = 1', async () => {
    const { report } = await check(take14('n - 5 * ceil(n / 5) ∈ <0, 2>'));
    expect(report.verdict).toBe('refuted');
    expect(JSON.stringify(report)).toContain('n = 1');
  }, 60_000);

  const realSteps = (safe: string) => `name: real-steps
game:
  state: { x: real }
  moves:
    - { name: step, if: x ≥ 1, to: { x: x - 1 } }
conjecture:
  S: ${safe}
proof:
  termination: ceil(x)
`;

  it('a real field: a conjecture with floor and the measure ceil(x) are proved by Z3', async () => {
    const { report, diagnostics } = await check(realSteps('x < 1 ∨ floor(x) mod 2 = 0'));
    expect(diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(report.verdict).toBe('proved');
    expect(report.symbolic?.obligations.find((o) => o.name.startsWith('finiteness'))).toMatchObject({ status: 'proved', detail: 'measure (proof.termination): ceil(x)' });
  }, 60_000);

  it('a real field: ceil instead of floor is refuted by Z3 (1 < x < 2 is conjectured safe, and so is x − 1)', async () => {
    const { report } = await check(realSteps('x < 1 ∨ ceil(x) mod 2 = 0'));
    expect(report.verdict).toBe('refuted');
    expect(report.symbolic?.obligations.find((o) => o.name.startsWith('condition II'))?.status).toBe('refuted');
  }, 60_000);

  it('floor and ceil cannot name a field or a definition', () => {
    const load = (text: string) =>
      loadSpec('f.yaml', text)
        .diagnostics.filter((d) => d.severity === 'error')
        .map((d) => `${d.code} ${d.message}`);
    expect(load('name: f\ngame:\n  state: { floor: nat }\n  moves: []\n')).toEqual(['ZM1008 `floor` cannot be used as a field name: `floor` is a reserved word of the expression language']);
    expect(load('name: f\ngame:\n  state: { n: nat }\n  moves: []\ndefine:\n  ceil(y): y + 1\n')).toEqual(["ZM3014 'ceil' is a built-in function and cannot be redefined"]);
  });
});
