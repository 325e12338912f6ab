// Stage: prove. Symbolic values: what an expression encodes to. Scalars are one Z3 term (players and
// outcomes are integers, as at run time); arrays are unrolled into their elements (fixed length);
// positions are field → value maps. Helpers build equality and if-then-else over these shapes.

import type { Ctx } from './z3.js';
import type { Backend, BoolT, NumT } from './backend.js';

export type Sym = { kind: 'num'; real: boolean; term: NumT } | { kind: 'bool'; term: BoolT } | { kind: 'array'; elems: Sym[] } | { kind: 'pos'; fields: Map<string, Sym> };

export type NumSym = Extract<Sym, { kind: 'num' }>;

export const num = (term: NumT, real = false): Sym => ({ kind: 'num', real, term });
export const bool = (term: BoolT): Sym => ({ kind: 'bool', term });

/** Two numbers brought to a common sort (int → real when one side is real). */
export function unify(be: Backend, a: NumSym, b: NumSym): [NumT, NumT, boolean] {
  if (a.real === b.real) return [a.term, b.term, a.real];
  return [a.real ? a.term : be.toReal(a.term), b.real ? b.term : be.toReal(b.term), true];
}

export function symEq(ctx: Ctx, be: Backend, a: Sym, b: Sym): BoolT {
  if (a.kind === 'num' && b.kind === 'num') {
    const [x, y] = unify(be, a, b);
    return be.eq(x, y);
  }
  if (a.kind === 'bool' && b.kind === 'bool') return a.term.eq(b.term);
  if (a.kind === 'array' && b.kind === 'array') {
    if (a.elems.length !== b.elems.length) return ctx.Bool.val(false);
    return ctx.And(...a.elems.map((x, i) => symEq(ctx, be, x, b.elems[i]!)));
  }
  if (a.kind === 'pos' && b.kind === 'pos') {
    return ctx.And(...[...a.fields].map(([f, x]) => symEq(ctx, be, x, b.fields.get(f)!)));
  }
  throw new Error(`internal: comparing ${a.kind} with ${b.kind}`);
}

export function symIte(ctx: Ctx, be: Backend, c: BoolT, a: Sym, b: Sym): Sym {
  if (a.kind === 'num' && b.kind === 'num') {
    const [x, y, real] = unify(be, a, b);
    return num(ctx.If(c, x, y) as NumT, real);
  }
  if (a.kind === 'bool' && b.kind === 'bool') return bool(ctx.If(c, a.term, b.term) as BoolT);
  if (a.kind === 'array' && b.kind === 'array' && a.elems.length === b.elems.length) {
    return { kind: 'array', elems: a.elems.map((x, i) => symIte(ctx, be, c, x, b.elems[i]!)) };
  }
  if (a.kind === 'pos' && b.kind === 'pos') {
    const fields = new Map<string, Sym>();
    for (const [f, x] of a.fields) fields.set(f, symIte(ctx, be, c, x, b.fields.get(f)!));
    return { kind: 'pos', fields };
  }
  throw new Error(`internal: if-then-else over ${a.kind} and ${b.kind}`);
}

export function asNum(s: Sym): NumSym {
  if (s.kind !== 'num') throw new Error(`internal: expected a number, found ${s.kind}`);
  return s;
}

export function asBool(s: Sym): BoolT {
  if (s.kind !== 'bool') throw new Error(`internal: expected a boolean, found ${s.kind}`);
  return s.term;
}
