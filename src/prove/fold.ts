// Stage: prove. Constant folding around a backend: an operation on numerals gives a numeral
// (exact bigint arithmetic with the evaluator's Euclidean div/mod), so that recursion on concrete
// arguments stops where the evaluator stops (the encoder skips the branch an if-then-else cannot
// take) and claims about concrete positions stay small. Reals and overflowing results are not folded.

import type { Ctx } from './z3.js';
import type { Backend, BoolT, NumT } from './backend.js';
import { bitInt, emod } from './constInt.js';

export function folding(ctx: Ctx, be: Backend): Backend {
  const max = be.mode === 'bv' ? (1n << BigInt(be.bits - 1)) - 1n : undefined;
  const fits = (v: bigint): boolean => max === undefined || (v <= max && v >= -max - 1n);
  const two = (a: NumT, b: NumT): [bigint, bigint] | undefined => {
    const x = be.numeral(a);
    const y = be.numeral(b);
    return x === undefined || y === undefined ? undefined : [x, y];
  };
  const arith =
    (f: (x: bigint, y: bigint) => bigint | undefined, op: (a: NumT, b: NumT) => NumT) =>
    (a: NumT, b: NumT): NumT => {
      const xy = two(a, b);
      const v = xy && f(xy[0], xy[1]);
      return v !== undefined && fits(v) ? be.intVal(v) : op(a, b);
    };
  const cmp =
    (f: (x: bigint, y: bigint) => boolean, op: (a: NumT, b: NumT) => BoolT) =>
    (a: NumT, b: NumT): BoolT => {
      const xy = two(a, b);
      return xy ? ctx.Bool.val(f(xy[0], xy[1])) : op(a, b);
    };
  return {
    ...be,
    add: arith((x, y) => x + y, be.add),
    sub: arith((x, y) => x - y, be.sub),
    mul: arith((x, y) => x * y, be.mul),
    neg: (a) => {
      const x = be.numeral(a);
      return x !== undefined && fits(-x) ? be.intVal(-x) : be.neg(a);
    },
    div: arith((x, y) => (y === 0n ? undefined : (x - emod(x, y)) / y), be.div),
    mod: arith((x, y) => (y === 0n ? undefined : emod(x, y)), be.mod),
    xor: arith((x, y) => (x < 0n || y < 0n ? undefined : x ^ y), be.xor),
    bit: arith((x, i) => (i < 0n ? undefined : bitInt(x, i)), be.bit),
    lt: cmp((x, y) => x < y, be.lt),
    le: cmp((x, y) => x <= y, be.le),
    eq: cmp((x, y) => x === y, be.eq),
  };
}
