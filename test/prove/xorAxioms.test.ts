// The xor axioms of the width-free route (src/prove/xorAxioms.ts): each holds on random naturals
// below 2^64 (fast-check, BigInt xor), and each is a bit-vector identity that Z3 proves (unsigned
// vectors: exactly the naturals below 2^w, closed under xor) — here at a sample of widths, at every
// width 1..64 in xorAxioms.long.test.ts. The argument for every natural is in docs/soundness.md
// ("The xor axioms").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { XOR_AXIOMS, bigintAlgebra } from '../../src/prove/xorAxioms.js';
import { unprovedAtWidths } from './xorAxiomWidths.js';

const natural = fc.oneof(
  { weight: 3, arbitrary: fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }) },
  { weight: 2, arbitrary: fc.bigInt({ min: 0n, max: 40n }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 63 }).map((k) => 1n << BigInt(k)) },
);

describe('the xor axioms', () => {
  it('hold on random naturals below 2^64 (BigInt xor)', () => {
    for (const axiom of XOR_AXIOMS) {
      fc.assert(
        fc.property(fc.tuple(natural, natural, natural), (xyz) => axiom.formula(bigintAlgebra, xyz.slice(0, axiom.arity))),
        { numRuns: 2000 },
      );
    }
  });

  it('are bit-vector identities at widths 1..8, 16, 32, 53 and 64 (Z3: the negation is unsat)', async () => {
    expect(await unprovedAtWidths([1, 2, 3, 4, 5, 6, 7, 8, 16, 32, 53, 64])).toEqual([]);
  }, 60_000);

  it('have distinct names, each with its statement', () => {
    expect(new Set(XOR_AXIOMS.map((a) => a.name)).size).toBe(XOR_AXIOMS.length);
    for (const a of XOR_AXIOMS) expect(a.statement).toMatch(/⊕/);
  });
});
