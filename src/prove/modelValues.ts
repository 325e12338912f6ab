// Stage: prove. Reading a Z3 model back: symbolic values → exact JS values (bigint integers, rationals
// as { num, den }, booleans, arrays), and the objective "sum of |values|" that Optimize minimises.

import type { Model } from 'z3-solver';
import type { Ctx } from './z3.js';
import type { Backend, NumT } from './backend.js';
import type { Sym } from './sym.js';
import { signed } from './signed.js';

export type Exact = bigint | { num: bigint; den: bigint } | boolean | Exact[];

export function modelValue(ctx: Ctx, model: Model<'main'>, s: Sym): Exact {
  switch (s.kind) {
    case 'bool':
      return ctx.isTrue(model.eval(s.term, true));
    case 'num': {
      const v = model.eval(s.term, true);
      if (ctx.isIntVal(v)) return v.value();
      if (ctx.isBitVecVal(v)) return signed(v.value(), v.size());
      if (ctx.isRealVal(v)) {
        const { numerator, denominator } = v.value();
        return denominator === 1n ? numerator : { num: numerator, den: denominator };
      }
      // an irrational algebraic number (root-obj, e.g. √2 where x·x = 2 matters): no exact value the
      // evaluator can check, so the caller turns the model into unknown, never into a verdict
      throw new NotANumber(s.term.toString(), v.toString());
    }
    case 'array':
      return s.elems.map((x) => modelValue(ctx, model, x));
    case 'pos':
      return [...s.fields.values()].map((x) => modelValue(ctx, model, x));
  }
}

/** A model value that is no rational number (Z3's root-obj: an irrational algebraic number). */
export class NotANumber extends Error {
  constructor(
    readonly field: string,
    readonly value: string,
  ) {
    super(`Z3's model gives ${field} = ${value}, ${/root-obj/.test(value) ? 'an irrational algebraic number (a root of that polynomial)' : 'no number'}, which the evaluator cannot represent exactly`);
  }
}

/** Σ |x| over the numeric leaves of `syms`, as a term Optimize can minimise (undefined: nothing to minimise). */
export function sizeObjective(ctx: Ctx, be: Backend, syms: Sym[]): NumT | undefined {
  const leaves: { term: NumT; real: boolean }[] = [];
  const walk = (s: Sym): void => {
    if (s.kind === 'num') leaves.push(s);
    else if (s.kind === 'array') s.elems.forEach(walk);
    else if (s.kind === 'pos') [...s.fields.values()].forEach(walk);
  };
  syms.forEach(walk);
  if (leaves.length === 0) return undefined;
  if (be.mode === 'bv') {
    // |x| of a signed value fits in `bits` bits unsigned; widen so that the sum cannot wrap
    const extra = Math.ceil(Math.log2(leaves.length + 1)) + 1;
    const parts = leaves.map(({ term }) => {
      const t = term as import('z3-solver').BitVec<number, 'main'>;
      const abs = ctx.If(ctx.SLT(t, ctx.BitVec.val(0, be.bits)), t.neg(), t) as typeof t;
      return abs.zeroExt(extra);
    });
    return parts.reduce((a, b) => a.add(b));
  }
  const anyReal = leaves.some((l) => l.real);
  const parts = leaves.map(({ term, real }) => {
    const t = (anyReal && !real ? ctx.ToReal(term as import('z3-solver').Arith<'main'>) : term) as import('z3-solver').Arith<'main'>;
    return ctx.If(t.lt(0), t.neg(), t) as typeof t;
  });
  return parts.reduce((a, b) => a.add(b));
}
