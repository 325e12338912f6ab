// Stage: prove (exact re-check of real-valued moves). Exact rationals (bigint numerator and
// denominator, reduced, denominator > 0) extended with ±∞, for interval endpoints. A double is a
// dyadic rational, so every value the evaluator holds converts exactly.

export interface Q {
  n: bigint;
  d: bigint;
}
/** An endpoint: a rational or ±∞ (an interval's lower end is never +∞, its upper end never −∞). */
export type Ext = Q | 'inf' | '-inf';

const abs = (x: bigint): bigint => (x < 0n ? -x : x);
function gcd(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function q(n: bigint, d = 1n): Q {
  if (d === 0n) throw new Error('internal: rational with denominator 0');
  if (d < 0n) ((n = -n), (d = -d));
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

export const ZERO = q(0n);

/** The exact value of a finite double. */
export function fromNumber(x: number): Q {
  if (!Number.isFinite(x)) throw new Error(`internal: ${x} has no rational value`);
  if (Number.isInteger(x)) return q(BigInt(x));
  let d = 1n;
  let y = x;
  while (!Number.isInteger(y)) ((y *= 2), (d *= 2n)); // exact: doubling a double is exact
  return q(BigInt(y), d);
}

/** A decimal literal such as "2.5" or "1e-3", exactly. */
export function fromDecimal(text: string): Q {
  const m = /^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!m) return fromNumber(Number(text));
  const digits = (m[1] ?? '') + (m[2] ?? '');
  const exp = BigInt(m[3] ?? '0') - BigInt((m[2] ?? '').length);
  const n = BigInt(digits === '' ? '0' : digits);
  return exp >= 0n ? q(n * 10n ** exp) : q(n, 10n ** -exp);
}

export const isFinite = (x: Ext): x is Q => typeof x === 'object';

export function add(a: Q, b: Q): Q {
  return q(a.n * b.d + b.n * a.d, a.d * b.d);
}
export function neg(a: Q): Q {
  return { n: -a.n, d: a.d };
}
export function sub(a: Q, b: Q): Q {
  return add(a, neg(b));
}
export function mul(a: Q, b: Q): Q {
  return q(a.n * b.n, a.d * b.d);
}
export function div(a: Q, b: Q): Q {
  return q(a.n * b.d, a.d * b.n);
}
export function cmp(a: Q, b: Q): number {
  const x = a.n * b.d - b.n * a.d;
  return x < 0n ? -1 : x > 0n ? 1 : 0;
}
export function floor(a: Q): bigint {
  const r = a.n % a.d;
  return (a.n - r) / a.d - (r < 0n ? 1n : 0n);
}
export function ceil(a: Q): bigint {
  return -floor(neg(a));
}
export const isInteger = (a: Q): boolean => a.d === 1n;

/** Comparison of endpoints, ±∞ included. */
export function cmpExt(a: Ext, b: Ext): number {
  if (a === b) return 0;
  if (a === '-inf' || b === 'inf') return -1;
  if (a === 'inf' || b === '-inf') return 1;
  return cmp(a, b);
}

export function show(a: Ext): string {
  if (!isFinite(a)) return a === 'inf' ? '∞' : '−∞';
  return a.d === 1n ? String(a.n) : `${a.n}/${a.d}`;
}
