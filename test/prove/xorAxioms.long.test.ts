// The xor axioms (src/prove/xorAxioms.ts) as bit-vector identities at every width 1..64: Z3 finds
// each negation unsat (about 11 s; test:long only). The fast suite checks a sample of widths.
import { describe, expect, it } from 'vitest';
import { unprovedAtWidths } from './xorAxiomWidths.js';

describe('the xor axioms at every width', () => {
  it('are bit-vector identities at every width 1..64', async () => {
    expect(await unprovedAtWidths(Array.from({ length: 64 }, (_, i) => i + 1))).toEqual([]);
  }, 300_000);
});
