// A false claim's truth where the positions are stored by key (a box too large to index, checked from
// the start): the class shown is the one the claim was judged by. The stop-mode search keeps no
// outcome per region index, so reading one there said "undetermined" for a safe start.

import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { spec } from './helpers.js';

const nim = (start: string, claim: string): string => `name: nim-by-key
game:
  state: { a: 0..2000, b: 0..2000, c: 0..2000 }
  start: ${start}
  moves:
    - { name: take from a, for: k ∈ 1..a, to: { a: a - k } }
    - { name: take from b, for: k ∈ 1..b, to: { b: b - k } }
    - { name: take from c, for: k ∈ 1..c, to: { c: c - k } }
claims:
  - name: wrong
    holds: ${claim}
check: { from: start }
`;

describe('the truth of a false claim over positions stored by key', () => {
  for (const [start, claim, truth] of [
    ['{ a: 1, b: 2, c: 3 }', 'fragile(start)', 'safe'],
    ['{ a: 1, b: 2, c: 4 }', 'safe(start)', 'fragile'],
  ] as const) {
    it(`${claim} at ${start}: the truth is ${truth}`, () => {
      const run = checkBounded(spec(nim(start, claim))).runs[0]!;
      expect(run.storage).toBe('sparse');
      const result = run.claims[0]!;
      expect(result.status).toBe('fails');
      expect(result.truth?.positions.map((p) => [p.text, p.truth])).toEqual([[start.replace(/[{}]/g, '').trim().replace(/: /g, ' = '), truth]]);
      expect(result.truth?.line).toBeUndefined();
    });
  }
});
