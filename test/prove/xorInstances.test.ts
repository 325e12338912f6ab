// Ground instances of the xor axioms at an obligation's terms (src/prove/xorInstances.ts): each is a
// consequence of the quantified axioms (so it assumes nothing they do not), there are none above the
// cap, and with them the width-free route proves Bouton for four heaps for every natural.
import { readFileSync } from 'node:fs';
import type { Arith } from 'z3-solver';
import { describe, expect, it } from 'vitest';
import { axiomEncoding, intAlgebra } from '../../src/prove/axiomBackend.js';
import { groundXorInstances, MAX_GROUND_INSTANCES } from '../../src/prove/xorInstances.js';
import { runCheck } from '../../src/prove/runCheck.js';
import { getZ3 } from '../../src/prove/z3.js';
import { expectAllProved, obligation, prove, summary } from './helpers.js';

type A = Arith<'main'>;

describe('ground instances of the xor axioms', () => {
  it('are the axioms at the terms of the formula, each implied by the quantified axioms', async () => {
    const { ctx } = await getZ3();
    const f = ctx.Function.declare('nat_xor', ctx.Int.sort(), ctx.Int.sort(), ctx.Int.sort());
    const x = (a: A, b: A): A => f.call(a, b) as A;
    const h = [0, 1, 2, 3].map((i) => ctx.Int.const(`h${i}`));
    const s = x(x(x(h[0]!, h[1]!), h[2]!), h[3]!);
    const formula = ctx.And(s.gt(0), ...h.map((hi) => x(hi, s).ge(hi)));
    const instances = groundXorInstances(ctx, f, intAlgebra(ctx, f), formula);
    // xor applications: h0 ⊕ h1, (…) ⊕ h2, s, and h_i ⊕ s; right operands: h1, h2, h3, s
    expect(instances).toHaveLength(4 + 7 * 4);
    // the route's quantified axioms, over its own declaration of nat_xor (the same Z3 symbol as f)
    const axioms = [...axiomEncoding(ctx).axioms.values()];
    for (const inst of instances) {
      const solver = new ctx.Solver();
      try {
        solver.add(...axioms, inst.not());
        expect((await runCheck(solver, 10_000)).status, inst.toString()).toBe('unsat');
      } finally {
        solver.release();
      }
    }
  });

  it('gives none above the cap', async () => {
    const { ctx } = await getZ3();
    const f = ctx.Function.declare('nat_xor', ctx.Int.sort(), ctx.Int.sort(), ctx.Int.sort());
    const vars = Array.from({ length: 30 }, (_, i) => ctx.Int.const(`v${i}`));
    const terms = vars.flatMap((a, i) => vars.slice(i + 1, i + 4).map((b) => (f.call(a, b) as A).ge(0)));
    // 84 applications × 29 right operands: far above the cap; three applications: 3 + 3 × 3 instances
    expect(84 * 29).toBeGreaterThan(MAX_GROUND_INSTANCES);
    expect(groundXorInstances(ctx, f, intAlgebra(ctx, f), ctx.And(...terms))).toEqual([]);
    expect(groundXorInstances(ctx, f, intAlgebra(ctx, f), ctx.And(...terms.slice(0, 3)))).toHaveLength(3 + 3 * 3);
  });

  it('Bouton for four heaps is proved for every natural (condition I by the axioms, with their instances)', async () => {
    const bouton4 = readFileSync(new URL('../../conjectures/nim/bouton-4-heaps.yaml', import.meta.url), 'utf8');
    const r = await prove(bouton4, { timeoutMs: 60_000 });
    expectAllProved(r);
    expect(obligation(r, 'condition-I').axioms, summary(r)).toContain('leading bit');
  }, 240_000);
});
