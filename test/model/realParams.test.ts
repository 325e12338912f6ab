// A real parameter takes one exact value in check.params, a decimal or a fraction, read by every
// engine as the literal it spells (0.1 = 1/10; 0.10000000000000001 ≠ 0.1, though both round to the
// same float64): model/realParams.ts turns it into a definition without arguments. Before, a real
// parameter could not be given a value at all (ZM1014 "only integer ones take a range", and a hint
// that suggested a range).
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

const game = (value: string, extra = ''): string => `name: real-param
game:
  params: { r: real }
  state: { a: nat, b: nat }
  moves:
    - { for: k ∈ 1..2, if: k ≤ a ∧ r + 0.2 = 0.3, to: { a: a - k } }
    - { for: k ∈ 1..2, if: k ≤ b ∧ r + 0.2 = 0.3, to: { b: b - k } }
conjecture: { S: a mod 3 = b mod 3 }
${extra}check: { bounds: { a: 0..6, b: 0..6 }, params: { r: ${value} } }
`;

async function check(text: string, ...options: string[]): Promise<{ code: number; verdict?: string; err: string; claims: { status: string }[] }> {
  const host = fakeHost({ 'conjectures/r.yaml': text });
  const code = await main(['check', '--json', '--no-cache', ...options], host);
  const file = (JSON.parse(host.out()) as { files: { verdict: string; claims: { status: string }[] }[] }).files[0]!;
  return { code, verdict: file.verdict, err: host.err(), claims: file.claims };
}

describe('a real parameter', () => {
  it('0.1 is 1/10 in the bounded check and the prover: the moves exist, the conjecture is proved', async () => {
    const r = await check(game('0.1'));
    expect(r.err).toBe('');
    expect(r.verdict).toBe('proved');
  }, 60_000);

  it('0.10000000000000001 is not 0.1 (the same float64): no move exists, the conjecture is refuted by both engines', async () => {
    expect((await check(game('0.10000000000000001'), '--no-symbolic')).verdict).toBe('refuted');
    expect((await check(game('0.10000000000000001'), '--symbolic', 'required')).verdict).toBe('refuted');
  }, 60_000);

  it('a fraction, and claims that compare it exactly', async () => {
    const claims = 'claims:\n  - holds: r * 3 = 1\n  - holds: r = 0.3333333333333333\n';
    const r = await check(game('1/3', claims), '--no-symbolic');
    expect(r.claims.map((c) => c.status)).toEqual(['holds', 'refuted']);
  }, 60_000);

  it('a range, a value that is not a number, and no value: positioned ZM1014, no error after it', async () => {
    const range = await check(game('0.1..0.5'));
    expect(range.code).toBe(2);
    expect(range.err).toContain('conjectures/r.yaml:9:53: error ZM1014: `r` is a real parameter: it takes one value, not a range');
    expect(range.err.match(/error/g)).toHaveLength(1);
    const name = await check(game('a + 1'));
    expect(name.err).toContain('error ZM1014: the value of the real parameter `r` must be a number, such as 0.5 or 1/3');
    expect(name.err.match(/error/g)).toHaveLength(1);
    // a value the expression scanner rejects: its one error, not also "has no values"
    const malformed = await check(game('0.1.2'));
    expect(malformed.err).toContain('error ZM2001');
    expect(malformed.err.match(/error/g)).toHaveLength(1);
    const none = await check(game('0.1').replace(', params: { r: 0.1 }', ''));
    expect(none.err).toContain('conjectures/r.yaml:3:13: error ZM1014: parameter `r` has no values to check');
    expect(none.err).toContain('hint: give it one exact value in check: params: { r: 0.5 } (a decimal, or a fraction such as 1/3)');
  }, 60_000);

  it('table --param r=VALUE reads the value exactly too; an integer parameter refuses a decimal', async () => {
    const text = game('0.1').replace('check: { bounds: { a: 0..6, b: 0..6 }, params: { r: 0.1 } }', 'check: { bounds: { a: 0..3, b: 0..3 } }');
    const exact = fakeHost({ 'r.yaml': text });
    expect(await main(['table', 'r.yaml', '--param', 'r=0.1'], exact), exact.err()).toBe(0);
    expect(exact.out()).toContain('agrees with the truth at all 16 positions');
    const near = fakeHost({ 'r.yaml': text });
    expect(await main(['table', 'r.yaml', '--param', 'r=0.10000000000000001'], near)).toBe(0);
    expect(near.out()).toContain('disagrees with the truth'); // no move exists: every position is safe
    const none = fakeHost({ 'r.yaml': text });
    expect(await main(['table', 'r.yaml'], none)).toBe(2);
    expect(none.err()).toContain('error ZM1014: parameter `r` has no values to check');
    const swept = fakeHost({ 's.yaml': 'game: { subtraction: [1, 2], params: { size: 1..3 } }\nconjecture: { S: n mod 3 = 0 }\ncheck: { bounds: { n: 0..size } }\n' });
    expect(await main(['table', 's.yaml', '--param', 'size=1.5'], swept)).toBe(2);
    expect(swept.err()).toContain("zermelo: --param: 'size' is an integer parameter, not '1.5'");
  }, 60_000);

  it('explain lists it among the parameters with its value', async () => {
    const host = fakeHost({ 'r.yaml': game('1/3') });
    expect(await main(['explain', 'r.yaml'], host)).toBe(0);
    expect(host.out()).toContain('  params: r = 1 / 3 ∈ ℝ\n');
  });
});
