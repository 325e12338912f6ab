// Stage: prove. Ground instances of two xor axioms at the terms of one obligation, handed to Z3 with
// the quantified axioms by the width-free route (axiomRoute.ts). Z3's quantifier instantiation finds
// Bouton's leading-bit chain slowly: with four heaps, condition I was not proved within the route's
// 10 s; with these instances it is proved in about 4 s (docs/soundness.md, "The xor axioms"). Each
// instance is the axiom at particular naturals (guarded by "the arguments are ≥ 0"), so it holds
// wherever the axiom does: it adds no assumption, only saves Z3 the search for it.

import type { Arith, Bool, FuncDecl } from 'z3-solver';
import type { Ctx } from './z3.js';
import type { BoolT } from './backend.js';
import { XOR_AXIOMS, type XorAlgebra, type XorAxiom } from './xorAxioms.js';

type A = Arith<'main'>;

/** Above this many instances none are given: the quantified axioms alone, as before. */
export const MAX_GROUND_INSTANCES = 400;

const axiom = (name: string): XorAxiom => XOR_AXIOMS.find((a) => a.name === name)!;

/**
 * For the applications x ⊕ y of `xor` in `formula` and the right operands z of those applications:
 * "self-inverse" at each z (z ⊕ z = 0) and "leading bit" at each (x, y, z). That is the shape of
 * Bouton's argument: s = x ⊕ y with the nim-sum s as the z of every h ⊕ s < h.
 */
export function groundXorInstances(ctx: Ctx, xor: FuncDecl<'main'>, alg: XorAlgebra<A, Bool<'main'>>, formula: BoolT): BoolT[] {
  const apps = new Map<string, A>();
  const seen = new Set<string>();
  const name = xor.name().toString();
  const walk = (e: BoolT | A): void => {
    if (!ctx.isApp(e)) return;
    const key = e.toString();
    if (seen.has(key)) return;
    seen.add(key);
    if (e.decl().name().toString() === name && e.numArgs() === 2) apps.set(key, e as A);
    for (let i = 0; i < e.numArgs(); i++) walk(e.arg(i) as A);
  };
  walk(formula);
  const zs = new Map([...apps.values()].map((a) => [a.arg(1).toString(), a.arg(1) as A]));
  if (zs.size + apps.size * zs.size > MAX_GROUND_INSTANCES) return [];
  const naturals = (xs: A[]): BoolT => ctx.And(...xs.map((x) => x.ge(0)));
  const instance = (ax: XorAxiom, vars: A[]): BoolT => ctx.Implies(naturals(vars), ax.formula(alg, vars));
  const [selfInverse, leadingBit] = [axiom('self-inverse'), axiom('leading bit')];
  return [...[...zs.values()].map((z) => instance(selfInverse, [z])), ...[...apps.values()].flatMap((xy) => [...zs.values()].map((z) => instance(leadingBit, [xy.arg(0) as A, xy.arg(1) as A, z])))];
}
