// Law: the memory check of a check from the start position (check/startMemory.ts) sizes the region
// of every swept parameter value from the bounds alone; it finds the same worst region, and so the
// same problem or none, as the full region estimate (game/memoryEstimate.ts estimateRegion, which also
// builds the game and samples its moves) would.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startMemoryProblem } from '../../src/check/startMemory.js';
import { BASE_BYTES, estimateRegion, parameterValues } from '../../src/game/memoryEstimate.js';
import { BOX_BYTES } from '../../src/solve/reachableBudget.js';
import { spec } from './helpers.js';

const knight = (sizes: string, rows: string) => `name: knight
game:
  params: { size: nat }
  state: { i: 1..size, j: 1..size }
  start: { i: size, j: size }
  moves:
    - { for: dj ∈ {-1, 1}, if: i - 2 ≥ 1 ∧ 1 ≤ j + dj ≤ size, to: { i: i - 2, j: j + dj } }
    - { for: di ∈ {-1, 1}, if: j - 2 ≥ 1 ∧ 1 ≤ i + di ≤ size, to: { i: i + di, j: j - 2 } }
claims:
  - holds: size ≥ 1 ⇒ (fragile(start) ⇔ size mod 4 = 3)
check:
  symbolic: off
  from: start
  params: { size: ${sizes} }
  bounds: { i: ${rows} }
`;

/** The worst region's positions as the full estimate of every swept value gives them. */
function worstByFullEstimate(text: string): number {
  const s = spec(text);
  let worst = 0;
  for (const params of parameterValues(s) ?? []) worst = Math.max(worst, estimateRegion(s, params)?.positions ?? 0);
  return worst;
}

describe('the memory check from the start position', () => {
  it('finds the worst region of the full estimate, and a problem exactly when it does not fit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 40 }), fc.integer({ min: 0, max: 60_000 }), (lo, width, rowsHi, extra) => {
        const text = knight(`${lo}..${lo + width}`, `1..${rowsHi}`);
        const worst = worstByFullEstimate(text);
        const limit = BASE_BYTES + extra * BOX_BYTES;
        const problem = startMemoryProblem(spec(text), limit);
        expect(problem !== undefined).toBe(BASE_BYTES + worst * BOX_BYTES > limit);
        if (problem) expect(problem.message).toContain(`the region of ${worst} positions`);
      }),
      { numRuns: 60, seed: 20261202 },
    );
  });
});
