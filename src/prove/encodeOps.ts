// Stage: prove (encoder). Operators: arithmetic (Euclidean div/mod, real division; a divisor that
// may be zero adds a side condition), the short-circuit connectives ∧ ∨ ⇒ (the right side is encoded
// under the left, as the evaluator evaluates it) and comparison chains a < b ≤ c.

import type { ExprOf } from '../lang/ast.js';
import type { BoolT } from './backend.js';
import type { ExprEncoder, Scope } from './exprEncoder.js';
import { asNum, num, symEq, unify, type Sym } from './sym.js';

export function encodeArith(enc: ExprEncoder, e: ExprOf<'arith'>, scope: Scope): Sym {
  const { be } = enc;
  const a = enc.num(e.left, scope);
  const b = enc.num(e.right, scope);
  const [x, y, real] = unify(be, a, b);
  const nonZero = (): void => {
    const k = be.numeral(y);
    if (k === 0n || k === undefined) enc.side('defined', 'division by zero', be.eq(y, real ? be.realVal('0') : be.intVal(0n)).not(), e.span);
  };
  switch (e.op) {
    case '+':
      return num(
        enc.op(() => be.add(x, y), e.span),
        real,
      );
    case '-':
      return num(
        enc.op(() => be.sub(x, y), e.span),
        real,
      );
    case '*':
      return num(
        enc.op(() => be.mul(x, y), e.span),
        real,
      );
    case '/': {
      nonZero();
      const rx = real ? x : be.toReal(x);
      const ry = real ? y : be.toReal(y);
      return num(be.rdiv(rx, ry), true);
    }
    case 'div':
      nonZero();
      return num(enc.op(() => be.div(x, y), e.span));
    case 'mod':
      nonZero();
      return num(enc.op(() => be.mod(x, y), e.span));
    default:
      throw new Error(`encode: unknown operator ${String(e.op)}`);
  }
}

export function encodeLogic(enc: ExprEncoder, e: ExprOf<'logic'>, scope: Scope): BoolT {
  const { ctx } = enc;
  const a = enc.bool(e.left, scope);
  const right = (): BoolT => enc.bool(e.right, scope);
  switch (e.op) {
    case 'and':
      return ctx.isFalse(a) ? a : ctx.isTrue(a) ? right() : ctx.And(a, enc.under(a, right));
    case 'or':
      return ctx.isTrue(a) ? a : ctx.isFalse(a) ? right() : ctx.Or(a, enc.under(a.not(), right));
    case 'implies':
      return ctx.isFalse(a) ? ctx.Bool.val(true) : ctx.isTrue(a) ? right() : ctx.Implies(a, enc.under(a, right));
    case 'iff':
      return a.eq(right());
  }
}

/** A chain a < b ≤ c, evaluated left to right and stopping at the first false link. */
export function encodeCmp(enc: ExprEncoder, e: ExprOf<'cmp'>, scope: Scope): BoolT {
  const { ctx } = enc;
  let left = enc.encode(e.args[0]!, scope);
  const links: BoolT[] = [];
  e.ops.forEach((op, k) => {
    const right = enc.under(ctx.And(...links, ctx.Bool.val(true)), () => enc.encode(e.args[k + 1]!, scope));
    links.push(compareSyms(enc, op, left, right));
    left = right;
  });
  return ctx.And(...links);
}

export function compareSyms(enc: ExprEncoder, op: string, a: Sym, b: Sym): BoolT {
  const { be } = enc;
  if (op === '=') return symEq(enc.ctx, be, a, b);
  if (op === '!=') return symEq(enc.ctx, be, a, b).not();
  const [x, y] = unify(be, asNum(a), asNum(b));
  switch (op) {
    case '<':
      return be.lt(x, y);
    case '<=':
      return be.le(x, y);
    case '>':
      return be.lt(y, x);
    case '>=':
      return be.le(y, x);
  }
  throw new Error(`encode: unknown comparison ${op}`);
}
