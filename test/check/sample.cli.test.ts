// Sampling through `zermelo check`: check.sample in the file or --sample on the command line; a trap
// far beyond the bounds makes the file refuted, with the seed and the command that reproduces it in
// the text, the JSON (valid against the schema) and the annotation; the seed is printed on every run.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { validate } from '../report/jsonSchema.js';
import { fakeHost } from '../e2e/fakeHost.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));

// Two heaps of game 9 (take 1 or 4 from either heap): S when the heaps' Grundy values (period 5:
// 0 1 0 1 2) are equal. Two unbounded heaps keep the periodicity certificate (one-heap games) out of
// the way, so sampling alone must find the trap at m = 1 000 003, n = 0.
const file = (conjecture: string, extra = '') => `name: two-heaps-trap
game:
  state: { m: nat, n: nat }
  moves:
    - { name: take k from m, for: k ∈ {1, 4}, if: k ≤ m, to: { m: m - k } }
    - { name: take k from n, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: ${conjecture}
check:
  bounds: { m: 0..300, n: 0..300 }
  symbolic: off
${extra}expect: holds
`;
const RIGHT = '[0, 1, 0, 1, 2][m mod 5] = [0, 1, 0, 1, 2][n mod 5]';
const TRAP = `${RIGHT} ∨ (m = 1000003 ∧ n = 0)`;

describe('check --sample', () => {
  it('a trap beyond the bounds: refuted, with the seed and the command that reproduces it', async () => {
    const host = fakeHost({ 'conjectures/trap.yaml': file(TRAP) });
    expect(await main(['check', '--no-cache', '--sample', '2000', '--seed', '99'], host)).toBe(1);
    const out = host.out();
    expect(out).toContain('✗ conjectures/trap.yaml  refuted, expected holds');
    expect(out).toContain('seed 99');
    expect(out).toContain('sampled counterexample (line 8): m = 1000003, n = 0 is conjectured safe, but condition II fails');
    expect(out).toContain('Reproduce: zermelo check conjectures/trap.yaml --sample 2000 --seed 99.');
    expect(host.err()).toMatch(/^conjectures\/trap\.yaml:8:\d+: error: verdict refuted, expected holds: m = 1000003, n = 0/m);
  });

  it('without sampling the same file holds (the bounds cannot see the trap)', async () => {
    const host = fakeHost({ 'conjectures/trap.yaml': file(TRAP) });
    expect(await main(['check', '--no-cache'], host)).toBe(0);
    expect(host.out()).not.toContain('sampled');
  });

  it('check.sample in the file does the same; the seed defaults to one derived from the file and is printed', async () => {
    const a = fakeHost({ 'conjectures/trap.yaml': file(TRAP, '  sample: 3000\n') });
    expect(await main(['check', '--no-cache', '--json'], a)).toBe(1);
    const report = JSON.parse(a.out());
    expect(validate(report, schema)).toEqual([]);
    const f = report.files[0];
    expect(f.bounded.sample).toMatchObject({ status: 'refuted', samples: 3000, ranges: ['m ≤ 2^40', 'n ≤ 2^40'] });
    expect(f.bounded.sample.command).toBe(`zermelo check conjectures/trap.yaml --sample 3000 --seed ${f.bounded.sample.seed}`);
    expect(f.counterexamples.map((c: { source: string; positionText: string }) => [c.source, c.positionText])).toEqual([['sample', 'm = 1000003, n = 0']]);
    // the printed command reproduces the run
    const b = fakeHost({ 'conjectures/trap.yaml': file(TRAP, '  sample: 3000\n') });
    await main(['check', '--no-cache', '--json', '--sample', '3000', '--seed', String(f.bounded.sample.seed)], b);
    expect(JSON.parse(b.out()).files[0].counterexamples).toEqual(f.counterexamples);
  });

  it('a right conjecture holds and the text still shows how much was sampled, and the seed', async () => {
    const host = fakeHost({ 'conjectures/ok.yaml': file(RIGHT) });
    expect(await main(['check', '--no-cache', '--sample', '500', '--seed', '3'], host)).toBe(0);
    expect(host.out()).toMatch(/holds \(m ≤ 300, n ≤ 300, 90601 positions, 500 sampled beyond the bounds \(m ≤ 2\^40, n ≤ 2\^40\), seed 3, /);
  });

  it('--sample 0 switches check.sample off; bad values are usage errors', async () => {
    const host = fakeHost({ 'conjectures/trap.yaml': file(TRAP, '  sample: 3000\n') });
    expect(await main(['check', '--no-cache', '--sample', '0'], host)).toBe(0);
    const bad = fakeHost({ 'conjectures/trap.yaml': file(TRAP) });
    expect(await main(['check', '--sample', 'many'], bad)).toBe(2);
    expect(bad.err()).toContain('--sample needs a whole number');
  });
});
