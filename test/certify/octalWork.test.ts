// The certifier's search on octal games that split heaps is capped by its work, not only by a row
// count (found by the robustness campaign, seed 20262205, index 262): octal "0.6" (Officers, no
// known period, values above 32 on the recurrence's slow path) was tabled up to 10^5 rows, doubling —
// 29 s of CPU for a file with bounds n ≤ 5, which --total-timeout could not interrupt.

import { describe, expect, it } from 'vitest';
import { certifySpec, CERTIFY_OCTAL_MOVES } from '../../src/certify/certifySpec.js';
import { main } from '../../src/cli/main.js';
import { octalMoves, octalRowsWithin } from '../../src/solve/octalMoves.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { fakeHost } from '../e2e/fakeHost.js';

const OFFICERS = `name: random
game:
  octal: "0.6"
  start: { "n": "6" }
claims:
  - holds: "fragile({ n: 2 }) ∨ neutral({ n: 2 })"
  - holds: "grundy({ n: 3 }) ≠ 1"
  - holds: "fragile(start)"
check:
  bounds: { n: 0..5 }
  symbolic: "off"
`;

describe('octal certificates: the rows searched are capped by their moves', () => {
  it('octalRowsWithin gives the most rows within the budget', () => {
    for (const digits of [
      [0, 6],
      [0, 7, 7],
      [0, 3, 3],
    ]) {
      const rows = octalRowsWithin(digits, 1e6);
      expect(octalMoves(digits, 0, rows - 1)).toBeLessThanOrEqual(1e6);
      expect(octalMoves(digits, 0, rows)).toBeGreaterThan(1e6);
    }
  });

  it('Officers (0.6): no period within the capped table, given up in about a second', () => {
    const spec = loadSpec('conjectures/o.yaml', OFFICERS.replace('  start: { "n": "6" }\n', '').replace('  - holds: "fragile(start)"\n', '')).value!;
    const cpu = process.cpuUsage();
    const r = certifySpec(spec);
    const used = process.cpuUsage(cpu);
    const run = r.runs[0]!;
    expect(run.status).toBe('not-certified');
    expect(run.rowsComputed).toBeLessThanOrEqual(octalRowsWithin([0, 6], CERTIFY_OCTAL_MOVES));
    expect((used.user + used.system) / 1000).toBeLessThan(10_000); // was 29 s
  }, 60_000);

  it("the campaign's file through the CLI: a positioned error (the claim outside the region), within seconds", async () => {
    const host = fakeHost({ 'conjectures/o.yaml': OFFICERS });
    const cpu = process.cpuUsage();
    expect(await main(['check', 'conjectures/o.yaml', '--no-symbolic'], host)).toBe(2);
    const used = process.cpuUsage(cpu);
    expect(host.err()).toMatch(/o\.yaml:8:13: error ZM4203: /);
    expect((used.user + used.system) / 1000).toBeLessThan(10_000);
  }, 60_000);
});
