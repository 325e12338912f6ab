// A false claim says what is true (issue 32, item 2): the position it asks about with its true class
// and generation, the true values of what it compares, and a line of perfect play from that
// position, in the text report (English and Portuguese) and the JSON report (valid against
// docs/report.schema.json). main() end to end against an in-memory host, without the prover.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { validate } from '../report/jsonSchema.js';
import { fakeHost } from './fakeHost.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));

const CLAIMS = `name: take-1-or-2-claims
game:
  params: { size: nat }
  state: { n: nat }
  start: { n: size }
  moves:
    - name: take k
      for: k ∈ {1, 2}
      if: k ≤ n
      to: { n: n - k }
check:
  params: { size: 3..3 }
  bounds: { n: 0..size }
  symbolic: off
claims:
  - name: the first player wins iff size is odd
    holds: fragile(start) ⇔ size mod 2 = 1
  - holds: ∀ m ∈ 0..size: grundy(m) = m
  - holds: grundy(3) = 1 ∧ grundy(2) = 2
`;

async function run(args: string[]): Promise<string> {
  const host = fakeHost({ 'claims.yaml': CLAIMS });
  expect(await main(['check', 'claims.yaml', '--no-cache', ...args], host)).toBe(1);
  return host.out();
}

describe('a false claim gives the truth and a line of perfect play', () => {
  it('in the JSON report, valid against the schema', async () => {
    const report = JSON.parse(await run(['--json']));
    expect(validate(report, schema)).toEqual([]);
    const [iff, grundy, both] = report.files[0].counterexamples;
    // 3 is safe (both moves lead to fragile heaps): the claim said the first player wins
    expect(iff.truth).toEqual({ class: 'safe', generation: 2, position: 'n = 3' });
    expect(iff.values).toEqual([
      { expression: 'fragile(start)', value: 'false' },
      { expression: 'size mod 2 = 1', value: 'true' },
    ]);
    // from a safe heap every move loses: the line resists longest, then the winner wins quickest
    expect(iff.line.from).toBe('n = 3');
    expect(iff.line.end).toBe('terminal');
    expect(iff.line.steps.map((s: { class: string }) => s.class)).toEqual(['fragile', 'safe']);
    expect(iff.line.steps.map((s: { generation: number }) => s.generation)).toEqual([1, 0]);
    // take 1 or 2: grundy(m) = m mod 3, first wrong at m = 3, whose value is 0
    expect(grundy.position).toEqual({ m: 3 });
    expect(grundy.truth).toEqual({ class: 'safe (Grundy value 0)', generation: 2, position: 'n = 3' });
    expect(grundy.values).toEqual([{ expression: 'grundy(m)', value: '0' }]);
    // ∧ stops at its first false part: the truth is about n = 3, not about n = 2 of the part never read
    expect(both.truth).toEqual({ class: 'safe (Grundy value 0)', generation: 2, position: 'n = 3' });
    expect(both.values).toEqual([
      { expression: 'grundy(3)', value: '0' },
      { expression: 'grundy(2)', value: '2' },
    ]);
  });

  it('in the text report, in English and in Portuguese', async () => {
    const en = await run([]);
    expect(en).toContain('truth: n = 3 is safe (generation 2)');
    expect(en).toContain('in truth: fragile(start) is false; size mod 2 = 1 is true');
    expect(en).toMatch(/perfect play from n = 3: take \d → n = \d \(fragile\), take \d → n = 0 \(safe\), the game is over/);
    const pt = await run(['--lang', 'pt']);
    expect(pt).toContain('verdade: n = 3 é inatacável (geração 2)');
    expect(pt).toContain('na verdade: fragile(start) é falso; size mod 2 = 1 é verdadeiro');
    expect(pt).toMatch(/jogo perfeito a partir de n = 3: take \d → n = \d \(frágil\), take \d → n = 0 \(inatacável\), o jogo acabou/);
  });
});
