// Stage: prove. The width-free encoding of xor: integers stay Z3 Int (unbounded, no width guard),
// and x ⊕ y of naturals is an uninterpreted function `xor` constrained only by XOR_AXIOMS, each a
// ∀ over naturals. The true xor is a model of every axiom (docs/soundness.md), so an unsat answer
// with them is a proof for every natural; a sat or unknown answer says nothing (another function may
// satisfy the axioms), which is why this route never reports a counterexample (axiomRoute.ts).
// bit(x, i) has no axioms: only its tables (literals) are encoded, anything else is Unsupported.

import type { Arith, Bool, FuncDecl } from 'z3-solver';
import type { Ctx } from './z3.js';
import { intBackend, tableBit, tableXor, type Backend, type BoolT } from './backend.js';
import { Unsupported } from './unsupported.js';
import { XOR_AXIOMS, type XorAlgebra, type XorAxiom } from './xorAxioms.js';
import { groundXorInstances } from './xorInstances.js';

type A = Arith<'main'>;
type Bound = Parameters<Ctx['ForAll']>[0][number];

export interface AxiomEncoding {
  be: Backend;
  /** The axioms by name, as closed Z3 formulas (conjoined to a negation of the route). */
  axioms: Map<string, BoolT>;
  /** How many xor applications the encoding has made so far (none: the axioms are not needed). */
  applications(): number;
  /** Ground instances of axioms at the xor terms of a formula (xorInstances.ts). */
  groundInstances(formula: BoolT): BoolT[];
}

/** The Z3 reading of an axiom: xor is `f`, variables are Int constants bound by ∀ over naturals. */
export function intAlgebra(ctx: Ctx, f: FuncDecl<'main'>): XorAlgebra<A, Bool<'main'>> {
  return {
    xor: (a, b) => f.call(a, b) as A,
    zero: ctx.Int.val(0),
    lt: (a, b) => a.lt(b),
    le: (a, b) => a.le(b),
    eq: (a, b) => a.eq(b),
    not: (a) => a.not(),
    and: (...xs) => ctx.And(...xs),
    implies: (a, b) => ctx.Implies(a, b),
    differs: (a, b) => ctx.Xor(a, b),
  };
}

/** ∀ x y z ≥ 0. axiom(x, y, z), with `f` for xor. */
export function quantifiedAxiom(ctx: Ctx, f: FuncDecl<'main'>, axiom: XorAxiom): BoolT {
  const vars = ['x', 'y', 'z'].slice(0, axiom.arity).map((n) => ctx.Int.const(`${n}!xor`));
  const naturals = ctx.And(...vars.map((v) => v.ge(0)));
  return ctx.ForAll(vars as unknown as [Bound, ...Bound[]], ctx.Implies(naturals, axiom.formula(intAlgebra(ctx, f), vars)));
}

export function axiomEncoding(ctx: Ctx): AxiomEncoding {
  const f = ctx.Function.declare('nat_xor', ctx.Int.sort(), ctx.Int.sort(), ctx.Int.sort());
  const base = intBackend(ctx);
  let applications = 0;
  const be: Backend = {
    ...base,
    // the encoder adds "operands ≥ 0" as a side condition of every xor (Encoder.xor)
    xor: (a, b) => {
      const table = tableXor(ctx, a, b);
      if (table) return table;
      applications++;
      return f.call(a as A, b as A) as A;
    },
    bit: (x, i) => {
      const t = tableBit(ctx, x, i);
      if (t) return t;
      throw new Unsupported('bit(x, i) of a value that is not a table has no axioms in the width-free encoding of xor');
    },
    converted: () => false,
  };
  return {
    be,
    axioms: new Map(XOR_AXIOMS.map((a) => [a.name, quantifiedAxiom(ctx, f, a)])),
    applications: () => applications,
    groundInstances: (formula) => groundXorInstances(ctx, f, intAlgebra(ctx, f), formula),
  };
}
