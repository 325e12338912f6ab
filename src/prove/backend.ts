// Stage: prove. Numbers as Z3 terms, in one of two encodings chosen per spec:
//   'int' — Z3 Int and Real (exact; `mod`/`div` are Z3's, which are Euclidean for non-zero divisors);
//   'bv'  — every integer is a signed bitvector of `bits` bits (used when xor/bit appear, because
//           mixing Int2BV/BV2Int with integer arithmetic makes Z3 time out). Each operation reports
//           the condition under which it does not overflow (collected by the encoder as side conditions);
//           mod / div by a power of 2 are the low bits / an arithmetic shift (no division circuit).

import type { Arith, BitVec, Bool } from 'z3-solver';
import type { Ctx } from './z3.js';
import { Unsupported } from './unsupported.js';
import { signed } from './signed.js';
import { bitInt } from './constInt.js';

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
  toInt(a: NumT): NumT; // floor of a real (Z3's to_int)
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
  /** int: whether xor/bit ever went through Int2BV/BV2Int (not pure integer arithmetic then). */
  converted?(): boolean;
}

/**
 * Integers and reals. xor/bit of tables (if-then-else trees of literals, see smallValues.ts) are
 * pushed through to the literals, and a comparison of a table with a literal becomes a tree of
 * booleans; (x ± c) mod k reuses x mod k. Any other xor/bit goes through Int2BV/BV2Int at `xorBits`
 * bits (slow for Z3, so only used when a game mixes xor with reals, and by the property tests); the
 * operands' range is then reported as a no-overflow condition.
 */
export function intBackend(ctx: Ctx, xorBits = 64): Backend {
  const { Int, Real } = ctx;
  let pending: BoolT[] = [];
  const limit = 1n << BigInt(xorBits - 1);
  const inRange = (a: A): BoolT => ctx.And(a.ge(Int.val(-limit)), a.lt(Int.val(limit)));
  let converted = false;
  return {
    mode: 'int',
    converted: () => converted,
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
    toInt: (a) => ctx.ToInt(a as A),
    add: (a, b) => (a as A).add(b as A),
    sub: (a, b) => (a as A).sub(b as A),
    mul: (a, b) => (a as A).mul(b as A),
    neg: (a) => (a as A).neg(),
    rdiv: (a, b) => (a as A).div(b as A),
    div: (a, b) => (a as A).div(b as A),
    mod: (a, b) => shiftedMod(ctx, a as A, b as A) ?? (a as A).mod(b as A),
    lt: (a, b) => compareLeaves(ctx, a as A, b as A, (x, y) => x < y) ?? (a as A).lt(b as A),
    le: (a, b) => compareLeaves(ctx, a as A, b as A, (x, y) => x <= y) ?? (a as A).le(b as A),
    eq: (a, b) => compareLeaves(ctx, a as A, b as A, (x, y) => x === y) ?? (a as A).eq(b as A),
    xor: (a, b) => {
      const table = overLeaves(ctx, a as A, (x) => overLeaves(ctx, b as A, (y) => Int.val(x ^ y)));
      if (table) return table;
      converted = true;
      pending.push(inRange(a as A), inRange(b as A));
      return ctx.BV2Int(ctx.Int2BV(a as A, xorBits).xor(ctx.Int2BV(b as A, xorBits)), false);
    },
    bit: (x, i) => {
      const table = overLeaves(ctx, x as A, (k) => bitOfLiteral(ctx, k, i as A));
      if (table) return table;
      converted = true;
      pending.push(inRange(x as A));
      const low = ctx.BV2Int(
        ctx
          .Int2BV(x as A, xorBits)
          .shr(ctx.Int2BV(i as A, xorBits))
          .and(ctx.BitVec.val(1n, xorBits)),
        false,
      );
      const sign = ctx.If((x as A).lt(0), Int.val(1), Int.val(0));
      return ctx.If((i as A).ge(Int.val(BigInt(xorBits - 1))), sign, low) as A;
    },
    numeral: (a) => (ctx.isIntVal(a) ? a.value() : undefined),
  };
}

const LEAF_LIMIT = 256;
const ADD = 518; // Z3_OP_ADD
const SUB = 519; // Z3_OP_SUB

/** (x ± c) mod k for literals c and k > 0 through x mod k: with r = x mod k and d = ±c mod k,
 *  (x ± c) mod k = r + d, less k when r + d ≥ k (exact: Euclidean, 0 ≤ r + d < 2k). Z3 then sees
 *  one division, x mod k, instead of one per shift (a move n → n - s next to n). */
function shiftedMod(ctx: Ctx, a: A, b: A): A | undefined {
  if (!ctx.isIntVal(b) || b.value() <= 0n || !ctx.isApp(a) || a.numArgs() !== 2) return undefined;
  const op = a.decl().kind();
  if (op !== ADD && op !== SUB) return undefined;
  const [x, y] = [a.arg(0) as A, a.arg(1) as A];
  const k = b.value();
  const emodK = (v: bigint): bigint => ((v % k) + k) % k;
  let base: A;
  let shift: bigint;
  if (ctx.isIntVal(y)) [base, shift] = [x, op === ADD ? y.value() : -y.value()];
  else if (op === ADD && ctx.isIntVal(x)) [base, shift] = [y, x.value()];
  else return undefined;
  const d = emodK(shift);
  const r = base.mod(b);
  if (d === 0n) return r;
  const sum = r.add(ctx.Int.val(d));
  return ctx.If(sum.ge(ctx.Int.val(k)), sum.sub(ctx.Int.val(k)), sum) as A;
}

/** a ⊕ b when both are if-then-else trees of integer literals (tables): pushed to the literals,
 *  exact and free of bitvectors; undefined otherwise. */
export function tableXor(ctx: Ctx, a: NumT, b: NumT): NumT | undefined {
  return ctx.isArith(a) && ctx.isArith(b) ? overLeaves(ctx, a as A, (x) => overLeaves(ctx, b as A, (y) => ctx.Int.val(x ^ y))) : undefined;
}

/** bit(x, i) when x is such a table; undefined otherwise. */
export function tableBit(ctx: Ctx, x: NumT, i: NumT): NumT | undefined {
  return ctx.isArith(x) && ctx.isArith(i) ? overLeaves(ctx, x as A, (k) => bitOfLiteral(ctx, k, i as A)) : undefined;
}

/** t is an if-then-else tree of integer literals (then xor/bit go through it without bitvectors). */
export function isLiteralTree(ctx: Ctx, t: NumT): boolean {
  return ctx.isArith(t) && overLeaves(ctx, t as A, (k) => ctx.Int.val(k)) !== undefined;
}

/** f pushed to the integer literals at the leaves of t, an if-then-else tree of literals (a table,
 *  see smallValues.ts); undefined when t is not such a tree or has more than LEAF_LIMIT leaves. */
function overLeaves(ctx: Ctx, t: A, f: (k: bigint) => A | undefined): A | undefined {
  let budget = LEAF_LIMIT;
  const go = (u: A): A | undefined => {
    if (ctx.isIntVal(u)) return --budget < 0 ? undefined : f(u.value());
    if (!ctx.isApp(u) || u.decl().kind() !== ITE || u.numArgs() !== 3) return undefined;
    const a = go(u.arg(1) as A);
    const b = a && go(u.arg(2) as A);
    return b && (ctx.If(u.arg(0) as BoolT, a, b) as A);
  };
  return go(t);
}
const ITE = 260; // Z3_OP_ITE

/** A comparison of a table (an if-then-else tree of literals, with more than one leaf) with a
 *  literal, as the same tree of booleans: Z3 then case-splits on the conditions instead of
 *  reasoning about an arithmetic term. undefined when neither side is such a pair. */
function compareLeaves(ctx: Ctx, a: A, b: A, f: (x: bigint, y: bigint) => boolean): BoolT | undefined {
  const isTree = (t: A): boolean => ctx.isApp(t) && t.decl().kind() === ITE && t.numArgs() === 3;
  if (ctx.isIntVal(b) && isTree(a)) {
    const y = b.value();
    return boolLeaves(ctx, a, (x) => f(x, y));
  }
  if (ctx.isIntVal(a) && isTree(b)) {
    const x = a.value();
    return boolLeaves(ctx, b, (y) => f(x, y));
  }
  return undefined;
}

function boolLeaves(ctx: Ctx, t: A, f: (k: bigint) => boolean): BoolT | undefined {
  let budget = LEAF_LIMIT;
  const go = (u: A): BoolT | undefined => {
    if (ctx.isIntVal(u)) return --budget < 0 ? undefined : ctx.Bool.val(f(u.value()));
    if (!ctx.isApp(u) || u.decl().kind() !== ITE || u.numArgs() !== 3) return undefined;
    const a = go(u.arg(1) as A);
    const b = a && go(u.arg(2) as A);
    if (!a || !b) return undefined;
    const c = u.arg(0) as BoolT;
    if (ctx.isTrue(a) && ctx.isFalse(b)) return c;
    if (ctx.isFalse(a) && ctx.isTrue(b)) return c.not();
    if (ctx.isTrue(a) && ctx.isTrue(b)) return a;
    if (ctx.isFalse(a) && ctx.isFalse(b)) return a;
    if (ctx.isTrue(a)) return ctx.Or(c, b);
    if (ctx.isFalse(a)) return ctx.And(c.not(), b);
    if (ctx.isTrue(b)) return ctx.Or(c.not(), a);
    if (ctx.isFalse(b)) return ctx.And(c, a);
    return ctx.If(c, a, b) as BoolT;
  };
  return go(t);
}

/** bit(k, i) for a literal k and i ≥ 0 (the encoder proves i ≥ 0 separately): the evaluator's
 *  (k >> i) & 1, as an if-then-else over the bit positions where k differs from its sign. */
function bitOfLiteral(ctx: Ctx, k: bigint, i: A): A {
  const sign = k < 0n ? 1n : 0n;
  if (ctx.isIntVal(i)) {
    const j = i.value();
    return ctx.Int.val(j < 0n ? 0n : bitInt(k, j));
  }
  const n = (k < 0n ? ~k : k).toString(2).length;
  let acc: A = ctx.Int.val(sign);
  for (let j = n - 1; j >= 0; j--) {
    const b = (k >> BigInt(j)) & 1n;
    if (b !== sign) acc = ctx.If(i.eq(j), ctx.Int.val(b), acc) as A;
  }
  return acc;
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
  /** j when t is the numeral 2^j (j < bits - 1), else undefined. */
  const powerOfTwo = (t: NumT): number | undefined => {
    if (!ctx.isBitVecVal(t)) return undefined;
    const v = signed(t.value(), bits);
    if (v <= 0n || (v & (v - 1n)) !== 0n) return undefined;
    const j = v.toString(2).length - 1;
    return j < bits - 1 ? j : undefined;
  };
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
    toInt: real,
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
      // by 2^j: an arithmetic shift (floor = Euclidean for a positive divisor), no division circuit
      const j = powerOfTwo(b);
      if (j !== undefined) return (a as B).shr(val(BigInt(j)));
      // Euclidean quotient: (a - (a mod b)) / b is exact, so signed division gives it.
      const b1 = b as B;
      const r = emod(a as B, b1);
      pending.push(b1.neq(val(-1n)).or((a as B).neq(val(-max - 1n))), ctx.SLT(val(-max - 1n), b1), (a as B).subNoUnderflow(r, true));
      return (a as B).sub(r).sdiv(b1);
    },
    mod: (a, b) => {
      // by 2^j: the low j bits (two's complement), no division circuit
      const j = powerOfTwo(b);
      if (j !== undefined) return j === 0 ? zero() : ((a as B).extract(j - 1, 0).zeroExt(bits - j) as B);
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
