// The cases of workers.slices.test.ts: one large region checked with --workers 1 and 2, the same JSON.
// Two of them (a true file and a refuted one) run in `npm test`, the other two in `npm run test:long`
// (workers.slices.long.test.ts): the same law on another file, 1.4–1.7 s each.
import { expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { regionWork, SLICE_MIN_WORK } from '../../src/scale/regionWork.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { fakeHost } from '../e2e/fakeHost.js';
import { takeOneOrFour, twoHeaps } from '../check/sliceFixtures.js';

export const SLICED_CASES = [
  ['game 9, true', takeOneOrFour('S: n mod 5 ∈ <0,2>', 1_000_000, { claim: true, symbolicOff: true }), 0, 'npm test'],
  ['game 9, refuted', takeOneOrFour('S: n mod 5 ∈ {0, 3}', 1_000_000, { claim: true, symbolicOff: true }), 1, 'long'],
  ['two heaps, true', twoHeaps('S: m = n', 250, { symbolicOff: true }), 0, 'long'],
  ['two heaps, refuted', twoHeaps('S: m ≤ n', 250, { symbolicOff: true }), 1, 'npm test'],
] as const;

/** Registers the cases run by `suite`. */
export function slicedCases(suite: 'npm test' | 'long'): void {
  for (const [name, text, code] of SLICED_CASES.filter((c) => c[3] === suite)) {
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
}
