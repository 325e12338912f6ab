// bit(x, i) of an integer literal in the integer encoding, with the index a numeral (constant
// folding, and the backend's table of a literal's bits) or a Z3 constant: the value is the
// evaluator's for every i, also past the literal's last bit for literals of thousands of bits
// (a shortcut gave the sign for every i > 4096, so bit(2^5000, 5000) was 0: a false proved,
// test/conformance/files/prover-adversarial/p01-bit-literal-past-4096.yaml).
import { describe, expect, it } from 'vitest';
import { getZ3 } from '../../src/prove/z3.js';
import { intBackend, type NumT } from '../../src/prove/backend.js';
import { folding } from '../../src/prove/fold.js';
import { runCheck } from '../../src/prove/runCheck.js';
import { evalReference } from '../../src/lang/reference.js';
import { world } from '../lang/helpers.js';

const w = world({ fields: { a: 'int' } });
const big = 2n ** 5000n;
const literals = [big, -big, big + 2n ** 4500n, -(2n ** 4097n) - 1n, 2n ** 4097n - 1n, 5n, -5n];
const indices = [0n, 4096n, 4097n, 4098n, 4500n, 4999n, 5000n, 5001n, 1_000_000n];

/** The evaluator's bit(x, i): the reference interpreter on the surface expression. */
const evaluated = (x: bigint, i: bigint): bigint => evalReference(w.check(`bit(${x}, ${i})`).expr, { values: new Map(), unchecked: true }) as bigint;

describe('bit(x, i) of a literal = the evaluator, for every index', () => {
  it('folded, and through the table of the literal with a numeral index', async () => {
    const { ctx } = await getZ3();
    const plain = intBackend(ctx);
    const folded = folding(ctx, plain);
    for (const x of literals) {
      for (const i of indices) {
        const want = evaluated(x, i);
        expect(folded.numeral(folded.bit(folded.intVal(x), folded.intVal(i))), `folded bit(${x > 0n ? '' : '-'}…, ${i})`).toBe(want);
        expect(plain.numeral(plain.bit(plain.intVal(x), plain.intVal(i))), `table bit(…, ${i})`).toBe(want);
      }
    }
  });

  it('with the index a Z3 constant (the table of the literal, decided by Z3)', async () => {
    const { ctx } = await getZ3();
    const be = intBackend(ctx);
    for (const x of [big, big + 2n ** 4500n]) {
      for (const i of [4097n, 4500n, 5000n, 5001n]) {
        const j = be.intConst(`j_${i}`);
        const s = new ctx.Solver();
        try {
          s.add(be.eq(j, be.intVal(i)), be.eq(be.bit(be.intVal(x), j) as NumT, be.intVal(evaluated(x, i))).not());
          expect((await runCheck(s, 10_000)).status, `bit(…, ${i})`).toBe('unsat');
        } finally {
          s.release();
        }
      }
    }
  });
});
