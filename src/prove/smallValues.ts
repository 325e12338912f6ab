// Stage: prove. Which xor/⊕/bit applications need bitvectors: none when every operand takes few
// values, known statically — an integer literal, a table (an if-then-else or an array literal of
// such values, indexed by anything), `e mod k` for a literal k > 0, bit(…), or an xor of such values
// (e.g. `bit(row(n), r)` with row(n) a table of masks, or `(a mod 3) ⊕ (b mod 3)`). Those are encoded
// with plain integers: the encoder writes such an operand as an if-then-else over its possible values
// (tabulate) and intBackend pushes xor/bit through it to the literals, so the obligations stay in
// linear integer arithmetic, which Z3 decides far faster than bitvectors.

import type { Expr } from '../lang/ast.js';
import type { Definition } from '../model/model.js';

export const SMALL_RANGE = 64; // at most this many values

type Range = [bigint, bigint];

const join = (a: Range | undefined, b: Range | undefined): Range | undefined => {
  if (!a || !b) return undefined;
  const r: Range = [a[0] < b[0] ? a[0] : b[0], a[1] > b[1] ? a[1] : b[1]];
  return r[1] - r[0] < BigInt(SMALL_RANGE) ? r : undefined;
};

const xorRange = (rs: (Range | undefined)[]): Range | undefined => {
  let hi = 0n;
  for (const r of rs) {
    if (!r || r[0] < 0n) return undefined;
    if (r[1] > hi) hi = r[1];
  }
  const top = (1n << BigInt(hi.toString(2).length)) - 1n;
  return top < BigInt(SMALL_RANGE) ? [0n, top] : undefined;
};

/** [lo, hi] containing every value e can take (where the evaluator computes it), when small. */
export function smallRange(e: Expr, defines: Map<string, Definition>, seen = new Set<string>()): Range | undefined {
  const range = (x: Expr): Range | undefined => smallRange(x, defines, seen);
  const define = (name: string): Range | undefined => {
    const d = defines.get(name);
    if (!d || seen.has(name)) return undefined;
    seen.add(name);
    try {
      return range(d.body);
    } finally {
      seen.delete(name);
    }
  };
  switch (e.kind) {
    case 'int':
      return [e.value, e.value];
    case 'ite':
      return join(range(e.then), range(e.else));
    case 'index': {
      const t = e.target.kind === 'name' && e.target.ref?.kind === 'define' && !seen.has(e.target.name) ? defines.get(e.target.name)?.body : e.target;
      return t?.kind === 'array' && t.elems.length > 0 ? t.elems.map(range).reduce(join) : undefined;
    }
    case 'arith':
      return e.op === 'mod' && e.right.kind === 'int' && e.right.value > 0n && e.right.value <= BigInt(SMALL_RANGE) ? [0n, e.right.value - 1n] : undefined;
    case 'xor':
      return xorRange([range(e.left), range(e.right)]);
    case 'name':
      return e.ref?.kind === 'define' ? define(e.name) : undefined;
    case 'call':
      if (e.ref?.kind === 'define') return define(e.callee);
      if (e.ref?.kind !== 'builtin') return undefined;
      if (e.callee === 'bit') return [0n, 1n];
      if (e.callee === 'xor' && e.args.length > 1) return xorRange(e.args.map(range));
      return undefined;
    default:
      return undefined;
  }
}

/** x is an xor/⊕/bit that the integer encoding cannot express without bitvectors. */
export function needsBits(x: Expr, defines: Map<string, Definition>): boolean {
  const small = (e: Expr | undefined): boolean => e !== undefined && smallRange(e, defines) !== undefined;
  if (x.kind === 'xor') return !(small(x.left) && small(x.right));
  if (x.kind !== 'call' || x.ref?.kind !== 'builtin') return false;
  if (x.callee === 'bit') return !small(x.args[0]);
  if (x.callee === 'xor') return !(x.args.length > 1 && x.args.every(small));
  return false;
}
