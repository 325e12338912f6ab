// Test helper: which xor axioms (src/prove/xorAxioms.ts) Z3 does not prove as bit-vector identities
// at the given widths (unsigned vectors of w bits are exactly the naturals below 2^w).
import type { BitVec, Bool } from 'z3-solver';
import { XOR_AXIOMS, type XorAlgebra } from '../../src/prove/xorAxioms.js';
import { getZ3, type Ctx } from '../../src/prove/z3.js';

type B = BitVec<number, 'main'>;

function bvAlgebra(ctx: Ctx, width: number): XorAlgebra<B, Bool<'main'>> {
  return {
    xor: (a, b) => a.xor(b),
    zero: ctx.BitVec.val(0n, width),
    lt: (a, b) => ctx.ULT(a, b),
    le: (a, b) => ctx.ULE(a, b),
    eq: (a, b) => a.eq(b),
    not: (a) => a.not(),
    and: (...xs) => ctx.And(...xs),
    implies: (a, b) => ctx.Implies(a, b),
    differs: (a, b) => ctx.Xor(a, b),
  };
}

/** "name at width w: status" for every axiom whose negation is not unsat at a width. */
export async function unprovedAtWidths(widths: readonly number[]): Promise<string[]> {
  const { ctx } = await getZ3();
  const failures: string[] = [];
  for (const width of widths) {
    const alg = bvAlgebra(ctx, width);
    const vars = ['x', 'y', 'z'].map((n) => ctx.BitVec.const(`${n}${width}`, width));
    for (const axiom of XOR_AXIOMS) {
      const s = new ctx.Solver();
      try {
        s.add(axiom.formula(alg, vars.slice(0, axiom.arity)).not());
        const r = await s.check();
        if (r !== 'unsat') failures.push(`${axiom.name} at width ${width}: ${r}`);
      } finally {
        s.release();
      }
    }
  }
  return failures;
}
