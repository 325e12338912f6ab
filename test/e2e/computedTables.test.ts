// `zermelo check` and `zermelo table` through main() on a file whose data tables are computed from a
// swept parameter: the verdict per value, the prover's reason, and a positioned error for a table
// over the size limit.

import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { fakeHost } from './fakeHost.js';

const FILE = `game:
  params: { n: nat }
  state: { drawn: bool[seg] }
  start: { drawn: {} }
  moves:
    - name: draw e
      for: e ∈ 0..len(seg) - 1
      if: ¬drawn[e] ∧ ∀ f ∈ 0..len(seg) - 1: ¬(drawn[f] ∧ cr[e][f] = 1)
      to: { drawn[e]: true }
  end:
    lose: ∃ t ∈ 0..len(tri) - 1: drawn[tri[t][0]] ∧ drawn[tri[t][1]] ∧ drawn[tri[t][2]]
define:
  seg: [[i, j] for i in 0..n - 1, j in i + 1..n - 1]
  cr: [[if seg[e][0] < seg[f][0] and seg[f][0] < seg[e][1] and seg[e][1] < seg[f][1] or seg[f][0] < seg[e][0] and seg[e][0] < seg[f][1] and seg[f][1] < seg[e][1] then 1 else 0 for f in 0..len(seg) - 1] for e in 0..len(seg) - 1]
  tri: [[a, b, c] for a in 0..len(seg) - 1, b in a + 1..len(seg) - 1, c in b + 1..len(seg) - 1 if seg[a][0] = seg[b][0] and seg[a][1] = seg[c][0] and seg[b][1] = seg[c][1]]
claims:
  - name: the second player wins only at n = 5
    holds: safe(start) ⇔ n = 5
check:
  params: { n: 3..6 }
`;

describe('computed tables through the CLI', () => {
  it('check: holds for every n of the sweep; the prover says why it does not apply', async () => {
    const host = fakeHost({ 't.yaml': FILE });
    const code = await main(['check', '--no-cache', '--json', 't.yaml'], host);
    expect(code).toBe(0);
    const report = JSON.parse(host.out());
    const f = report.files[0];
    expect(f.verdict).toBe('holds');
    expect(f.symbolic.reason).toBe('the data tables are computed for each value of n: the prover, which reasons about every value at once, does not apply');
    // the positions the search from the start solves (it stops at the first winning move: the code of
    // the computed tables cannot fail, src/solve/mayFail.ts); every reachable one before: 342 and 2632;
    // at n = 3 and 4, 8 and 48 before the mayFail rules of 2026-12-07 (literal indices, counts)
    expect(f.bounded.perParam.map((r: { params: { n: number }; positions: number }) => [r.params.n, r.positions])).toEqual([
      [3, 5],
      [4, 25],
      [5, 170],
      [6, 393],
    ]);
  });

  it("check: a wrong claim is refuted at the n where it fails, with that n's segments", async () => {
    const host = fakeHost({ 't.yaml': FILE.replace('safe(start) ⇔ n = 5', 'fragile(start)') });
    const code = await main(['check', '--no-cache', 't.yaml'], host);
    expect(code).toBe(1);
    expect(host.out()).toContain('counterexample [n = 5]');
    expect(host.out()).toMatch(/drawn = \{0-1\}/);
  });

  it('table --param: the game of that n', async () => {
    const host = fakeHost({ 't.yaml': FILE });
    const code = await main(['table', 't.yaml', '--param', 'n=4'], host);
    expect(host.err()).toBe('');
    expect(code).toBe(0);
    expect(host.out()).toContain('2-3');
  });

  it('a table over the size limit is an error at the table, for the value that makes it so', async () => {
    const host = fakeHost({ 't.yaml': FILE.replace('n: 3..6', 'n: 200..200') });
    const code = await main(['check', '--no-cache', 't.yaml'], host);
    expect(code).toBe(2);
    // the tables that read it stay silent
    expect(host.err().match(/error ZM\d+/g)).toEqual(['error ZM3016']);
    expect(host.err()).toContain('t.yaml:13:3: error ZM3016: the data table `seg` needs more than the 20000 entries left for it');
  });
});
