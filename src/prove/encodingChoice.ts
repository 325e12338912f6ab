// Stage: prove. Chooses the encoding for a spec: plain Int/Real, or bitvectors when any expression
// uses xor/⊕/bit on values that are not statically few (smallValues.ts; then every integer is a
// `bits`-bit signed bitvector and fields/params are assumed below 2^width — an assumption shown
// with every obligation). With reals too, integers stay Int and
// xor goes through Int2BV/BV2Int under the same assumption ('mixed').

import type { Expr } from '../lang/ast.js';
import { visit } from '../lang/walk.js';
import type { FieldDomain, Spec } from '../model/model.js';
import { termBits } from './magnitude.js';
import { needsBits } from './smallValues.js';

export const DEFAULT_WIDTH = 53;

export interface EncodingChoice {
  /** int: no xor/bit; bv: bitvectors for the obligations that touch xor/bit; mixed: xor/bit with
   *  reals — integers, with xor through Int2BV/BV2Int (slow), under the same width assumption. */
  mode: 'int' | 'bv' | 'mixed';
  width?: number; // fields and params below 2^width
  bits?: number; // term width, from a static bound on every intermediate value (magnitude.ts)
  assumptions: string[];
}

export function specExpressions(spec: Spec): Expr[] {
  const out: Expr[] = [];
  const c = spec.conjecture;
  for (const e of [c?.safe, c?.fragile, c?.neutral, c?.grundy, spec.game.end.lose, spec.game.end.draw, spec.game.end.win]) if (e) out.push(e);
  for (const m of spec.game.moves) {
    for (const b of m.binders) out.push(b.domain);
    if (m.guard) out.push(m.guard);
    for (const t of m.targets) for (const a of t.assignments) out.push(a.value, ...(a.index ? [a.index] : []));
  }
  for (const a of spec.game.start?.assignments ?? []) out.push(a.value);
  for (const d of spec.defines) out.push(d.body);
  for (const cl of spec.claims) out.push(cl.holds);
  for (const e of spec.proof?.termination ?? []) out.push(e);
  for (const s of spec.proof?.strategy ?? []) out.push(s.when, ...s.move.assignments.flatMap((a) => [a.value, ...(a.index ? [a.index] : [])]));
  const domains = (d: FieldDomain): void => {
    if (d.kind === 'range') out.push(d.lo, d.hi);
    if (d.kind === 'array') domains(d.elem);
  };
  for (const f of [...spec.game.params, ...spec.game.state]) domains(f.domain);
  return out;
}

export function chooseEncoding(spec: Spec, width = DEFAULT_WIDTH): EncodingChoice {
  let bits = false;
  const defines = new Map(spec.defines.map((d) => [d.name, d]));
  let reals = spec.game.state.some((f) => f.domain.kind === 'real') || spec.game.params.some((f) => f.domain.kind === 'real');
  for (const e of specExpressions(spec)) {
    visit(e, (x) => {
      if (needsBits(x, defines)) bits = true;
      if (x.type?.kind === 'real') reals = true;
    });
  }
  if (!bits) return { mode: 'int', assumptions: [] };
  const size = Math.max(width + 2, termBits(spec, width));
  const how = reals ? `xor/bit through ${size}-bit Int2BV/BV2Int` : `bitvector encoding of xor/bit with ${size}-bit terms, overflow excluded`;
  return {
    mode: reals ? 'mixed' : 'bv',
    width,
    bits: size,
    assumptions: [`for all positions and parameters whose integers lie in [-2^${width}, 2^${width}) (${how})`],
  };
}
