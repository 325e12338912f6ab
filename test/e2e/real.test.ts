// main() with the real engines (the bounded checker; the prover only where noted): a wrong
// conjecture gets its counterexample and exit 1, an expected refutation exit 0, a failing claim its
// line; every JSON report validates against docs/report.schema.json.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { validate } from '../report/jsonSchema.js';
import { fakeHost } from './fakeHost.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));

const wrong = (expect: string) => `name: take-1-or-4-wrong
game: { subtraction: [1, 4] }
conjecture: { S: n mod 5 ∈ {0, 3} }
check: { bounds: { n: 0..50 } }
expect: ${expect}
`;

const claims = `name: take-1-or-2-claims
game:
  subtraction: [1, 2]
  start: { n: 9 }
claims:
  - name: the start is safe
    holds: safe(start)
  - name: every multiple of 3 is fragile
    holds: ∀ m ∈ 0..20: m mod 3 = 0 ⇒ fragile({ n: m })
check: { bounds: { n: 0..30 } }
expect: holds
`;

describe('check with the bounded checker', () => {
  it('a wrong conjecture: exit 1, the smallest counterexample in words, the annotation on its line', async () => {
    const host = fakeHost({ 'conjectures/wrong.yaml': wrong('holds') });
    expect(await main(['check', '--no-symbolic'], host)).toBe(1);
    expect(host.out()).toContain('✗ conjectures/wrong.yaml  refuted, expected holds (n ≤ 50, 51 positions');
    expect(host.out()).toContain('n = 2 is conjectured fragile, but condition I fails');
    expect(host.out()).toContain('take 1 → n = 1 (you: fragile, truth: fragile)');
    expect(host.err()).toMatch(/^conjectures\/wrong\.yaml:3:\d+: error: verdict refuted, expected holds: n = 2/m);
  });

  it('the same file expecting refuted: exit 0', async () => {
    const host = fakeHost({ 'conjectures/wrong.yaml': wrong('refuted') });
    expect(await main(['check', '--no-symbolic'], host)).toBe(0);
    expect(host.out()).toContain('refuted as expected');
  });

  it('a failing claim is named, with the first failing instance, and points at its line', async () => {
    const host = fakeHost({ 'conjectures/claims.yaml': claims });
    expect(await main(['check', '--no-symbolic', '--json', '--deterministic'], host)).toBe(1);
    const report = JSON.parse(host.out());
    expect(validate(report, schema)).toEqual([]);
    const file = report.files[0];
    expect(file.claims.map((c: { name: string; status: string }) => [c.name, c.status])).toEqual([
      ['the start is safe', 'holds'],
      ['every multiple of 3 is fragile', 'refuted'],
    ]);
    const cx = file.counterexamples.find((c: { condition: string }) => c.condition === 'claim');
    expect(cx.claim).toBe('every multiple of 3 is fragile');
    expect(cx.position).toEqual({ m: 0 });
    expect(cx.at.line).toBe(8); // the claim entry: `- name: every multiple of 3 is fragile`
  });

  it('JSON reports of real runs validate against the schema, with or without a refutation', async () => {
    const host = fakeHost({ 'conjectures/wrong.yaml': wrong('refuted'), 'conjectures/claims.yaml': claims });
    await main(['check', '--no-symbolic', '--json'], host);
    expect(validate(JSON.parse(host.out()), schema)).toEqual([]);
  });
});
