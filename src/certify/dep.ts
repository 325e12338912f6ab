// Stage: certify. The abstract values of the periodicity analysis (periodicity.ts) and the rules
// that need no recursion: combining parts, affine arithmetic, comparisons of a growing quantity with
// constants. Input: the abstract values of sub-expressions; output: the value of the node, or a
// Refused error saying why the dependence on v cannot be shown periodic.

import type { Span } from '../diag/diagnostic.js';
import type { CmpOp, Expr } from '../lang/ast.js';
import { printExpr } from '../lang/print.js';
import type { Definition } from '../model/model.js';
import { compareBig, comparisonFrom, edivBig, emodBig, lcmBig } from './bigMath.js';

/**
 * What is known of a sub-expression as a function of v (every other variable held fixed):
 * free: does not depend on v; const/truth: a known constant; linear: exactly a·v + b (a ≠ 0; b null
 * when it depends on other variables); periodic: for v ≥ from, E(v + period) ≡ E(v); eventually:
 * for v ≥ from, E(v) evaluates to `value` without error.
 */
export type Dep =
  | { kind: 'free' }
  | { kind: 'const'; value: bigint }
  | { kind: 'truth'; value: boolean }
  | { kind: 'linear'; a: bigint; b: bigint | null }
  | { kind: 'periodic'; from: bigint; period: bigint }
  | { kind: 'eventually'; from: bigint; value: bigint | boolean };

export interface OracleFacts {
  /** The state fields in order (positional oracle arguments) and the unbounded one. */
  stateFields: readonly string[];
  heapField: string;
  /** Certified: row(m + period) = row(m) for every m ≥ preperiod. */
  preperiod: number;
  period: number;
}

export interface DepContext {
  /** Field name → its dependence on v (the variable field: linear 1·v + 0; the others free). */
  fields: ReadonlyMap<string, Dep>;
  params: Readonly<Record<string, number>>;
  defines: ReadonlyMap<string, Definition>;
  /** Claims only: how safe(p), grundy(p)… depend on the heap size they are asked about. */
  oracle?: OracleFacts;
}

export type Periodicity = { ok: true; from: number; period: number } | { ok: false; reason: string; span?: Span };

export const FREE: Dep = { kind: 'free' };
export const MAX_PERIOD = 2n ** 40n;

export class Refused extends Error {
  constructor(
    readonly reason: string,
    readonly span?: Span,
  ) {
    super(reason);
  }
}

export function isFreeLike(d: Dep): boolean {
  return d.kind === 'free' || d.kind === 'const' || d.kind === 'truth';
}

export function asPeriodic(d: Dep, at: Expr): [bigint, bigint] {
  switch (d.kind) {
    case 'free':
    case 'const':
    case 'truth':
      return [0n, 1n];
    case 'eventually':
      return [d.from, 1n];
    case 'periodic':
      return [d.from, d.period];
    case 'linear':
      throw new Refused(`\`${printExpr(at)}\` grows with the variable (it is not under \`mod\` or a comparison with a constant)`, at.span);
  }
}

/** Every part evaluated, none growing: periodic with the largest threshold and the lcm of the periods. */
export function combine(parts: readonly (readonly [Dep, Expr])[]): Dep {
  if (parts.every(([d]) => isFreeLike(d))) return FREE;
  let from = 0n;
  let period = 1n;
  for (const [d, at] of parts) {
    const [f, p] = asPeriodic(d, at);
    if (f > from) from = f;
    period = lcmBig(period, p);
    if (period > MAX_PERIOD) throw new Refused(`the period (${period}) is too large`, at.span);
  }
  return { kind: 'periodic', from, period };
}

/** a·v + b with b known, or undefined. Constants count as a = 0. */
export function affine(d: Dep): { a: bigint; b: bigint } | undefined {
  if (d.kind === 'const') return { a: 0n, b: d.value };
  if (d.kind === 'linear' && d.b !== null) return { a: d.a, b: d.b };
  return undefined;
}

export function linear(a: bigint, b: bigint | null): Dep {
  if (a !== 0n) return { kind: 'linear', a, b };
  return b === null ? FREE : { kind: 'const', value: b };
}

export function arithDep(e: Extract<Expr, { kind: 'arith' }>, l: Dep, r: Dep): Dep {
  const la = affine(l);
  const ra = affine(r);
  if (l.kind === 'const' && r.kind === 'const') {
    const [x, y] = [l.value, r.value];
    if (e.op === '+') return { kind: 'const', value: x + y };
    if (e.op === '-') return { kind: 'const', value: x - y };
    if (e.op === '*') return { kind: 'const', value: x * y };
    if (e.op === 'mod' && y !== 0n) return { kind: 'const', value: emodBig(x, y) };
    if (e.op === 'div' && y !== 0n) return { kind: 'const', value: edivBig(x, y) };
  }
  const growing = l.kind === 'linear' || r.kind === 'linear';
  if (growing && (e.op === '+' || e.op === '-')) {
    const sign = e.op === '+' ? 1n : -1n;
    if (la && ra) return linear(la.a + sign * ra.a, la.b + sign * ra.b);
    const a = (l.kind === 'linear' ? l.a : 0n) + sign * (r.kind === 'linear' ? r.a : 0n);
    if ((l.kind === 'linear' || l.kind === 'free' || l.kind === 'const') && (r.kind === 'linear' || r.kind === 'free' || r.kind === 'const')) {
      return linear(a, null);
    }
  }
  if (growing && e.op === '*') {
    if (l.kind === 'const' && r.kind === 'linear') return linear(l.value * r.a, r.b === null ? null : l.value * r.b);
    if (r.kind === 'const' && l.kind === 'linear') return linear(r.value * l.a, l.b === null ? null : r.value * l.b);
  }
  if (e.op === 'mod' && l.kind === 'linear' && r.kind === 'const' && r.value !== 0n) {
    // (a·v + b) mod c: adding |c| to v adds a·|c|, a multiple of c.
    return { kind: 'periodic', from: 0n, period: r.value < 0n ? -r.value : r.value };
  }
  return combine([
    [l, e.left],
    [r, e.right],
  ]);
}

/** A chain a₀ op₁ a₁ op₂ a₂ …: when some argument grows, every pair must be affine with known offsets. */
export function cmpDep(e: Extract<Expr, { kind: 'cmp' }>, args: Dep[]): Dep {
  if (!args.some((a) => a.kind === 'linear')) {
    if (args.every((a) => a.kind === 'const')) {
      const values = args.map((a) => (a as { value: bigint }).value);
      return { kind: 'truth', value: e.ops.every((op, i) => compareBig(op, values[i]!, values[i + 1]!)) };
    }
    return combine(args.map((a, i) => [a, e.args[i]!] as const));
  }
  let from = 0n;
  let value = true;
  e.ops.forEach((op, i) => {
    const [x, y] = [affine(args[i]!), affine(args[i + 1]!)];
    if (!x || !y) throw new Refused(`\`${printExpr(e)}\` compares a growing quantity with something that is not a known constant`, e.span);
    const truth = pairFrom(op, x.a - y.a, x.b - y.b);
    if (truth.from > from) from = truth.from;
    value &&= truth.value;
  });
  return { kind: 'eventually', from, value };
}

/** `diff op 0` with diff = a·v + b: its truth from some v on. */
export function pairFrom(op: CmpOp, a: bigint, b: bigint): { from: bigint; value: boolean } {
  if (a === 0n) return { from: 0n, value: compareBig(op, b, 0n) };
  return comparisonFrom(op, a, b);
}
