// --workers N on a single file (src/scale/workersSlices.ts): its region is split into N slices checked
// in worker threads and merged, giving byte-for-byte the JSON of --workers 1 — for a true and a
// refuted conjecture (the same smallest counterexample), on game 9 up to 10^6 and on two-heap Nim.

import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { main } from '../../src/cli/main.js';
import { regionWork, SLICE_MIN_WORK } from '../../src/scale/regionWork.js';
import { SlicePool } from '../../src/scale/workersSlices.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { takeOneOrFour, twoHeaps, untimed } from '../check/sliceFixtures.js';

describe('check --workers on one large region', () => {
  const cases = [
    ['game 9, true', takeOneOrFour('S: n mod 5 ∈ <0,2>', 1_000_000, { claim: true, symbolicOff: true }), 0],
    ['game 9, refuted', takeOneOrFour('S: n mod 5 ∈ {0, 3}', 1_000_000, { claim: true, symbolicOff: true }), 1],
    ['two heaps, true', twoHeaps('S: m = n', 250, { symbolicOff: true }), 0],
    ['two heaps, refuted', twoHeaps('S: m ≤ n', 250, { symbolicOff: true }), 1],
  ] as const;

  for (const [name, text, code] of cases) {
    it(`${name}: --workers 2 gives the same JSON as --workers 1`, async () => {
      const spec = loadSpec('conjectures/big.yaml', text).value!;
      expect(regionWork(spec)).toBeGreaterThanOrEqual(SLICE_MIN_WORK); // the region is really split
      const run = async (workers: string): Promise<{ code: number; out: string }> => {
        const host = fakeHost({ 'conjectures/big.yaml': text });
        const exit = await main(['check', '--json', '--deterministic', '--no-cache', '--workers', workers], host);
        return { code: exit, out: host.out() };
      };
      const one = await run('1');
      const two = await run('2');
      expect(one.code).toBe(code);
      expect(two.code).toBe(one.code);
      expect(two.out).toBe(one.out);
      const report = JSON.parse(two.out) as { files: { verdict: string; counterexamples: { positionText: string }[] }[] };
      expect(code === 0 ? ['holds', 'proved'] : ['refuted']).toContain(report.files[0]!.verdict); // game 9: a periodicity certificate proves it
      if (code === 1) expect(report.files[0]!.counterexamples[0]!.positionText).toBe(name.startsWith('game 9') ? 'n = 2' : 'm = 0, n = 1');
    }, 300_000);
  }

  it('the slice pool (3 threads) merges into exactly the unsliced check', async () => {
    const text = twoHeaps('S: m ≤ n', 250, { symbolicOff: true });
    const spec = loadSpec('big.yaml', text).value!;
    const pool = new SlicePool(3);
    try {
      expect(untimed(await pool.check(spec))).toEqual(untimed(checkBounded(spec)));
    } finally {
      await pool.dispose();
    }
  }, 300_000);
});
