// Stage: prove (encoder). Constant folding of integer expressions made of literals, so that a range
// such as `0..len(h) - 1` or `1..2*3` is recognised as constant and unrolled. Euclidean div/mod.

import type { Expr } from '../lang/ast.js';

export function constInt(e: Expr): bigint | undefined {
  switch (e.kind) {
    case 'int':
      return e.value;
    case 'neg': {
      const a = constInt(e.arg);
      return a === undefined ? undefined : -a;
    }
    case 'arith': {
      const a = constInt(e.left);
      const b = constInt(e.right);
      if (a === undefined || b === undefined) return undefined;
      switch (e.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case 'mod':
          return b === 0n ? undefined : emod(a, b);
        case 'div':
          return b === 0n ? undefined : (a - emod(a, b)) / b;
        default:
          return undefined;
      }
    }
    case 'call':
      if (e.callee === 'len' && e.ref?.kind === 'builtin' && e.args[0]?.type?.kind === 'array') return BigInt(e.args[0].type.length);
      return undefined;
    default:
      return undefined;
  }
}

export function emod(a: bigint, b: bigint): bigint {
  const r = a % b;
  return r < 0n ? r + (b < 0n ? -b : b) : r;
}

/** bit(x, i), i ≥ 0: ⌊x / 2^i⌋ mod 2 in two's complement, exact for every i (a BigInt shift past
 *  the last bit gives the sign: 0 or -1), as the evaluator computes it. */
export function bitInt(x: bigint, i: bigint): bigint {
  return (x >> i) & 1n;
}
