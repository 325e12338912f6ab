// --workers N on a single file (src/scale/workersSlices.ts): its region is split into N slices checked
// in worker threads and merged, giving byte-for-byte the JSON of --workers 1 — for a true and a
// refuted conjecture (the same smallest counterexample), on game 9 up to 10^6 and on two-heap Nim
// (two of the four cases here, two in workers.slices.long.test.ts: slicedCases.ts).

import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { SlicePool } from '../../src/scale/workersSlices.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { twoHeaps, untimed } from '../check/sliceFixtures.js';
import { slicedCases } from './slicedCases.js';

describe('check --workers on one large region', () => {
  slicedCases('npm test');

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
