// Stage: lang (compiler analysis). Closed integer intervals [lo, hi] (±Infinity = unbounded) and the
// arithmetic the range analysis needs. Every finite bound is a safe integer: a bound beyond
// ±(2^53 − 1) widens to ±Infinity, so float rounding of bounds can never make an interval too narrow.

export interface Interval {
  readonly lo: number;
  readonly hi: number;
}

export const MAX_SAFE_INT = Number.MAX_SAFE_INTEGER;
export const TOP: Interval = { lo: -Infinity, hi: Infinity };

export function interval(lo: number, hi: number): Interval {
  const l = lo < -MAX_SAFE_INT || Number.isNaN(lo) ? -Infinity : lo > MAX_SAFE_INT ? MAX_SAFE_INT : Math.ceil(lo);
  const h = hi > MAX_SAFE_INT || Number.isNaN(hi) ? Infinity : hi < -MAX_SAFE_INT ? -MAX_SAFE_INT : Math.floor(hi);
  return { lo: l, hi: h };
}

export function point(v: number): Interval {
  return Number.isSafeInteger(v) ? { lo: v, hi: v } : TOP;
}

export function isPoint(r: Interval): boolean {
  return r.lo === r.hi;
}

/** r ⊆ [lo, hi]. */
export function within(r: Interval, lo: number, hi: number): boolean {
  return r.lo >= lo && r.hi <= hi;
}

/** Values that every safe integer result lies in: the overflow check of r is provably dead. */
export function isSafe(r: Interval): boolean {
  return within(r, -MAX_SAFE_INT, MAX_SAFE_INT);
}

export function hull(a: Interval, b: Interval): Interval {
  return { lo: Math.min(a.lo, b.lo), hi: Math.max(a.hi, b.hi) };
}

/** a ∩ b; may be empty (lo > hi) on a path that cannot run. */
export function meet(a: Interval, b: Interval): Interval {
  return { lo: Math.max(a.lo, b.lo), hi: Math.min(a.hi, b.hi) };
}

export function neg(a: Interval): Interval {
  return interval(-a.hi, -a.lo);
}

export function add(a: Interval, b: Interval): Interval {
  return interval(a.lo + b.lo, a.hi + b.hi);
}

export function sub(a: Interval, b: Interval): Interval {
  return interval(a.lo - b.hi, a.hi - b.lo);
}

/** 0 · ±∞ = 0 for bounds: zero times any finite value is zero. */
function times(x: number, y: number): number {
  return x === 0 || y === 0 ? 0 : x * y;
}

export function mul(a: Interval, b: Interval): Interval {
  const c = [times(a.lo, b.lo), times(a.lo, b.hi), times(a.hi, b.lo), times(a.hi, b.hi)];
  return interval(Math.min(...c), Math.max(...c));
}

/** Euclidean a mod b: 0 ≤ r < |b|, and r = a when 0 ≤ a < |b|. */
export function emod(a: Interval, b: Interval): Interval {
  const m = Math.max(Math.abs(b.lo), Math.abs(b.hi));
  const top = m - 1;
  if (a.lo >= 0 && b.lo > 0 && a.hi < b.lo) return interval(a.lo, a.hi);
  return interval(0, a.lo >= 0 ? Math.min(top, a.hi) : top);
}

/** Euclidean a div b: floor for b > 0 constant; otherwise |q| ≤ |a| + 1 (b ≠ 0 when no error). */
export function ediv(a: Interval, b: Interval): Interval {
  if (b.lo > 0 && b.lo === b.hi) return interval(floorDiv(a.lo, b.lo), floorDiv(a.hi, b.lo));
  const m = Math.max(Math.abs(a.lo), Math.abs(a.hi)) + 1;
  return interval(-m, m);
}

/** ⌊a / c⌋ exactly (a float quotient may round up near 2^53); ±∞ stays. */
function floorDiv(a: number, c: number): number {
  if (!Number.isFinite(a)) return a;
  const r = a % c;
  const q = (a - r) / c; // an exact multiple of c: exact
  return r < 0 ? q - 1 : q;
}

export function abs(a: Interval): Interval {
  if (a.lo >= 0) return a;
  if (a.hi <= 0) return neg(a);
  return interval(0, Math.max(-a.lo, a.hi));
}

export function min(a: Interval, b: Interval): Interval {
  return { lo: Math.min(a.lo, b.lo), hi: Math.min(a.hi, b.hi) };
}

export function max(a: Interval, b: Interval): Interval {
  return { lo: Math.max(a.lo, b.lo), hi: Math.max(a.hi, b.hi) };
}

/** Bitwise xor of non-negative operands (a negative one is an error): the result has no more bits
 *  than the widest operand, and the operands are safe integers (< 2^53). */
export function xor(a: Interval, b: Interval): Interval {
  const hi = Math.min(Math.max(a.hi, b.hi), MAX_SAFE_INT);
  if (hi < 0) return { lo: 0, hi: 0 }; // unreachable without an error
  return { lo: 0, hi: allOnes(hi) };
}

/** The smallest 2^k − 1 ≥ v (v ≥ 0 safe). */
function allOnes(v: number): number {
  let m = 0;
  while (m < v) m = m * 2 + 1;
  return m;
}
