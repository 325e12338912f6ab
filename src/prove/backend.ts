// Stage: prove. Numbers as Z3 terms, in one of two encodings chosen per spec:
//   'int' — Z3 Int and Real (exact; `mod`/`div` are Z3's, which are Euclidean for non-zero divisors);
//   'bv'  — every integer is a signed bitvector of `bits` bits (used when xor/bit appear, because
//           mixing Int2BV/BV2Int with integer arithmetic makes Z3 time out). Each operation reports
//           the condition under which it does not overflow (collected by the encoder as side conditions).

import type { Arith, BitVec, Bool } from 'z3-solver';
import type { Ctx } from './z3.js';
import { Unsupported } from './unsupported.js';
import { signed } from './modelValues.js';

export type BoolT = Bool<'main'>;
export type NumT = Arith<'main'> | BitVec<number, 'main'>;
type A = Arith<'main'>;
type B = BitVec<number, 'main'>;

export interface Backend {
  readonly mode: 'int' | 'bv';
  readonly bits: number; // bv only
  /** Conditions (no overflow) produced since the last drain. */
  drain(): BoolT[];
  intConst(name: string): NumT;
  realConst(name: string): NumT;
  intVal(v: bigint): NumT;
  realVal(text: string): NumT;
  toReal(a: NumT): NumT;
  add(a: NumT, b: NumT): NumT;
  sub(a: NumT, b: NumT): NumT;
  mul(a: NumT, b: NumT): NumT;
  neg(a: NumT): NumT;
  rdiv(a: NumT, b: NumT): NumT; // real division
  div(a: NumT, b: NumT): NumT; // Euclidean
  mod(a: NumT, b: NumT): NumT; // Euclidean: 0 ≤ r < |b|
  lt(a: NumT, b: NumT): BoolT;
  le(a: NumT, b: NumT): BoolT;
  eq(a: NumT, b: NumT): BoolT;
  xor(a: NumT, b: NumT): NumT; // operands ≥ 0 (the encoder adds that side condition)
  bit(x: NumT, i: NumT): NumT;
  /** The value of a numeral term, if it is one (integers only). */
  numeral(a: NumT): bigint | undefined;
}

/**
 * Integers and reals. xor/bit go through Int2BV/BV2Int at `xorBits` bits (slow for Z3, so only used
 * when a game mixes xor with reals, and by the property tests); the operands' range is reported as
 * a no-overflow condition.
 */
export function intBackend(ctx: Ctx, xorBits = 64): Backend {
  const { Int, Real } = ctx;
  let pending: BoolT[] = [];
  const limit = 1n << BigInt(xorBits - 1);
  const inRange = (a: A): BoolT => ctx.And(a.ge(Int.val(-limit)), a.lt(Int.val(limit)));
  return {
    mode: 'int',
    bits: xorBits,
    drain: () => {
      const out = pending;
      pending = [];
      return out;
    },
    intConst: (name) => Int.const(name),
    realConst: (name) => Real.const(name),
    intVal: (v) => Int.val(v),
    realVal: (text) => Real.val(text),
    toReal: (a) => ctx.ToReal(a as A),
    add: (a, b) => (a as A).add(b as A),
    sub: (a, b) => (a as A).sub(b as A),
    mul: (a, b) => (a as A).mul(b as A),
    neg: (a) => (a as A).neg(),
    rdiv: (a, b) => (a as A).div(b as A),
    div: (a, b) => (a as A).div(b as A),
    mod: (a, b) => (a as A).mod(b as A),
    lt: (a, b) => (a as A).lt(b as A),
    le: (a, b) => (a as A).le(b as A),
    eq: (a, b) => (a as A).eq(b as A),
    xor: (a, b) => {
      pending.push(inRange(a as A), inRange(b as A));
      return ctx.BV2Int(ctx.Int2BV(a as A, xorBits).xor(ctx.Int2BV(b as A, xorBits)), false);
    },
    bit: (x, i) => {
      pending.push(inRange(x as A));
      const low = ctx.BV2Int(ctx.Int2BV(x as A, xorBits).shr(ctx.Int2BV(i as A, xorBits)).and(ctx.BitVec.val(1n, xorBits)), false);
      const sign = ctx.If((x as A).lt(0), Int.val(1), Int.val(0));
      return ctx.If((i as A).ge(Int.val(BigInt(xorBits - 1))), sign, low) as A;
    },
    numeral: (a) => (ctx.isIntVal(a) ? a.value() : undefined),
  };
}

export function bvBackend(ctx: Ctx, bits: number): Backend {
  const { BitVec } = ctx;
  let pending: BoolT[] = [];
  const max = (1n << BigInt(bits - 1)) - 1n;
  const val = (v: bigint): B => {
    if (v > max || v < -max - 1n) throw new Unsupported(`the constant ${v} does not fit the ${bits}-bit encoding`);
    return BitVec.val(v, bits);
  };
  const zero = (): B => val(0n);
  const abs = (b: B): B => ctx.If(ctx.SLT(b, zero()), b.neg(), b) as B;
  const emod = (a: B, b: B): B => {
    const r = a.srem(b); // sign of the dividend (z3.md: srem is bvsrem)
    return ctx.If(ctx.SLT(r, zero()), r.add(abs(b)), r) as B;
  };
  const real = (): never => {
    throw new Unsupported('real numbers cannot be combined with the bitvector encoding used for xor/bit');
  };
  return {
    mode: 'bv',
    bits,
    drain: () => {
      const out = pending;
      pending = [];
      return out;
    },
    intConst: (name) => BitVec.const(name, bits),
    realConst: real,
    intVal: val,
    realVal: real,
    toReal: real,
    add: (a, b) => {
      pending.push((a as B).addNoOverflow(b as B, true), (a as B).addNoUnderflow(b as B));
      return (a as B).add(b as B);
    },
    sub: (a, b) => {
      pending.push((a as B).subNoOverflow(b as B), (a as B).subNoUnderflow(b as B, true));
      return (a as B).sub(b as B);
    },
    mul: (a, b) => {
      pending.push((a as B).mulNoOverflow(b as B, true), (a as B).mulNoUnderflow(b as B));
      return (a as B).mul(b as B);
    },
    neg: (a) => {
      pending.push((a as B).negNoOverflow());
      return (a as B).neg();
    },
    rdiv: real,
    div: (a, b) => {
      // Euclidean quotient: (a - (a mod b)) / b is exact, so signed division gives it.
      const b1 = b as B;
      const r = emod(a as B, b1);
      pending.push(b1.neq(val(-1n)).or((a as B).neq(val(-max - 1n))), ctx.SLT(val(-max - 1n), b1), (a as B).subNoUnderflow(r, true));
      return (a as B).sub(r).sdiv(b1);
    },
    mod: (a, b) => {
      pending.push(ctx.SLT(val(-max - 1n), b as B));
      return emod(a as B, b as B);
    },
    lt: (a, b) => ctx.SLT(a as B, b as B),
    le: (a, b) => ctx.SLE(a as B, b as B),
    eq: (a, b) => (a as B).eq(b as B),
    xor: (a, b) => (a as B).xor(b as B),
    bit: (x, i) => (x as B).shr(i as B).and(val(1n)),
    numeral: (a) => (ctx.isBitVecVal(a) ? signed(a.value(), bits) : undefined),
  };
}
