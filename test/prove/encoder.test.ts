// The encoder on hand-picked expressions (surface syntax): Euclidean div/mod with negative operands,
// xor and bit, arrays, bounded quantifiers (unrolled and as Z3 quantifiers), definitions (recursion
// on concrete arguments), in both the integer and the bitvector encodings; and its side conditions.
import { describe, expect, it } from 'vitest';
import { getZ3 } from '../../src/prove/z3.js';
import { bvBackend, intBackend, type Backend, type BoolT, type NumT } from '../../src/prove/backend.js';
import { folding } from '../../src/prove/fold.js';
import { Encoder } from '../../src/prove/encoder.js';
import { runCheck } from '../../src/prove/runCheck.js';
import { modelValue } from '../../src/prove/modelValues.js';
import type { Sym } from '../../src/prove/sym.js';
import { world } from '../lang/helpers.js';

const w = world({ fields: { a: 'int', b: 'int', h: 'int[3]' }, defines: ['steps(x): if x ≤ 0 then 0 else 1 + steps(x div 2)', 'half(x): x div 2'] });

/** The value Z3 gives `text` for these inputs (checked to be the only one), and the broken side conditions. */
async function value(text: string, inputs: { a: number; b: number; h?: number[] }, mode: 'int' | 'bv'): Promise<{ value?: unknown; broken: string[] }> {
  const { ctx } = await getZ3();
  const e = w.check(text).expr;
  const be: Backend = folding(ctx, mode === 'bv' ? bvBackend(ctx, 40) : intBackend(ctx));
  const enc = new Encoder(ctx, be, { defines: new Map(w.defines.map((d) => [d.name, d])), stateFields: ['a', 'b', 'h'] });
  const eqs: BoolT[] = [];
  const input = (name: string, v: number): Sym => {
    const x = enc.fresh(name);
    eqs.push(be.eq((x as { term: NumT }).term, be.intVal(BigInt(v))));
    return x;
  };
  const fields = new Map<string, Sym>([
    ['a', input('a', inputs.a)],
    ['b', input('b', inputs.b)],
    ['h', { kind: 'array', elems: (inputs.h ?? [0, 0, 0]).map((v, k) => input(`h${k}`, v)) }],
  ]);
  const r = enc.encode(e, { fields, params: new Map(), binders: new Map() });
  const s = new ctx.Solver();
  try {
    s.add(...eqs);
    expect((await runCheck(s, 10_000)).status).toBe('sat');
    const m = s.model();
    const broken = enc.sides.filter((x) => ctx.isFalse(m.eval(x.cond, true))).map((x) => x.what);
    if (r.kind === 'bool') {
      // a quantified formula is decided by the solver, not by evaluating it in a model
      const other = new ctx.Solver();
      try {
        other.add(...eqs, r.term);
        const holds = (await runCheck(other, 10_000)).status;
        expect(holds).not.toBe('unknown');
        return { value: holds === 'sat', broken };
      } finally {
        other.release();
      }
    }
    return { value: modelValue(ctx, m, r), broken };
  } finally {
    s.release();
  }
}

describe.each(['int', 'bv'] as const)('encoder (%s encoding)', (mode) => {
  it.each([
    ['a mod b', -7, 5, 3n],
    ['a div b', -7, 2, -4n],
    ['a div b', 7, -2, -3n],
    ['a mod b', 7, -2, 1n],
    ['a div b', -7, -2, 4n],
    ['a mod b', -7, -2, 1n],
    ['a ⊕ b', 12, 10, 6n],
    ['xor(a, b, 5)', 12, 10, 3n],
    ['bit(a, b)', 6, 1, 1n],
    ['bit(a, b)', -1, 70, 1n],
    ['[4, 1, 2, 8][a mod 4]', 7, 0, 8n],
    ['count(i ∈ 0..5: i mod b = 0)', 0, 2, 3n],
    ['steps(a)', 1000, 0, 10n],
    ['if a > b then half(a) else min(a, b, 0)', 9, 3, 4n],
    // integers only (smallValues.ts): xor/bit through tables and residues, (x ± c) mod k via x mod k
    ['bit([63, 2, 0, 8][a mod 4], b)', 7, 3, 1n],
    ['bit(if a = 4 then 16 else [-6, 5][a mod 2], b)', 3, 1, 0n],
    ['bit(if a = 4 then 16 else [-6, 5][a mod 2], b)', 2, 9, 1n],
    ['(a mod 3) ⊕ (b mod 3) ⊕ 3', -4, 5, 3n],
    ['((a - 5) mod 7) + ((3 + a) mod 7) + ((a + 7) mod 7)', -9, 0, 6n],
    // bitvectors: mod / div by a power of 2 are the low bits / an arithmetic shift
    ['(a mod 8) + 100 * (a div 4)', -13, 0, -397n],
  ])('%s at a = %i, b = %i is %s', async (text, a, b, expected) => {
    const r = await value(text, { a, b }, mode);
    expect(r.broken).toEqual([]);
    expect(r.value).toBe(expected);
  });

  it('unrolls small quantifiers and quantifies over symbolic ranges', async () => {
    expect((await value('∀ i ∈ 0..2: h[i] ≥ 0', { a: 0, b: 0, h: [1, 0, 2] }, mode)).value).toBe(true);
    expect((await value('∃ k ∈ 1..a: k * k = b', { a: 10, b: 49 }, mode)).value).toBe(true);
    expect((await value('∃ k ∈ 1..a: k * k = b', { a: 10, b: 50 }, mode)).value).toBe(false);
    expect((await value('sum(h) = a ∧ max(h) = b', { a: 6, b: 3, h: [1, 2, 3] }, mode)).value).toBe(true);
  });

  it('reports what the evaluator would refuse as broken side conditions', async () => {
    expect((await value('a div b', { a: 1, b: 0 }, mode)).broken).toEqual(['division by zero']);
    expect((await value('h[a]', { a: 3, b: 0 }, mode)).broken).toEqual(['index out of range']);
    expect((await value('a ⊕ b', { a: -1, b: 2 }, mode)).broken).toEqual(['xor (⊕) of a negative number']);
    // short circuit: the division is never evaluated
    expect((await value('b ≠ 0 ∧ a div b > 0', { a: 1, b: 0 }, mode)).broken).toEqual([]);
  });
});
