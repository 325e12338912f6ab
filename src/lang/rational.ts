// Stage: lang. Exact rational numbers: the value of a `real` in the reference interpreter and on the
// compiled code's exact path. A real literal is the decimal fraction it spells (`0.1` = 1/10); every
// operation of the language on reals (+ − · /, comparisons, floor, ceil, abs, min, max) is exact.
// A float64 is a rational too (a dyadic one): fromDouble reads it exactly, toDouble gives it back only
// when it is exactly that number (otherwise undefined: the caller refuses or goes exact, never rounds).

/** num/den in lowest terms with den > 0 (so equal values have equal fields). */
export class Rational {
  private constructor(
    readonly num: bigint,
    readonly den: bigint,
  ) {}

  /** num/den, normalised; den ≠ 0. */
  static of(num: bigint, den: bigint): Rational {
    if (den === 0n) throw new RangeError('rational with denominator 0');
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num < 0n ? -num : num, den);
    return g === 1n ? new Rational(num, den) : new Rational(num / g, den / g);
  }

  static int(n: bigint): Rational {
    return new Rational(n, 1n);
  }

  isInteger(): boolean {
    return this.den === 1n;
  }

  /** The shortest text that names this value: the float64's digits where it is one, else num/den. */
  toString(): string {
    const d = toDouble(this);
    return d !== undefined ? String(d) : `${this.num}/${this.den}`;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}

/** The exact value of a decimal literal's text: `-12.075` = −12075/1000. */
export function parseDecimal(text: string): Rational {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) throw new Error(`rational: '${text}' is not a decimal literal`);
  const frac = m[3] ?? '';
  const n = BigInt(m[2]! + frac);
  return Rational.of(m[1] === '-' ? -n : n, 10n ** BigInt(frac.length));
}

/** The exact value of a finite float64 (every one is a dyadic rational); undefined for ±∞ and NaN. */
export function fromDouble(x: number): Rational | undefined {
  if (!Number.isFinite(x)) return undefined;
  if (Number.isInteger(x)) return Rational.int(BigInt(x));
  // x = m · 2^e with an integer m: scale by 2 until integral (at most 1074 steps, exact in float64)
  let m = x;
  let e = 0;
  while (!Number.isInteger(m)) {
    m *= 2;
    e++;
  }
  return Rational.of(BigInt(m), 2n ** BigInt(e));
}

/** The float64 equal to r, or undefined when no float64 is (1/10, 1/3, 2^53 + 1). */
export function toDouble(r: Rational): number | undefined {
  const { num, den } = r;
  if ((den & (den - 1n)) !== 0n) return undefined; // a denominator that is not a power of two
  // den = 2^k: scale by powers of two (exact unless the result is subnormal); Number(num) may round,
  // so the check below decides: x read back must be r
  let x = Number(num);
  for (let k = den.toString(2).length - 1; k > 0; k -= Math.min(k, 1000)) x *= 2 ** -Math.min(k, 1000);
  if (!Number.isFinite(x)) return undefined;
  const back = fromDouble(x);
  return back !== undefined && back.num === num && back.den === den ? x : undefined;
}

/** An int (bigint) or a rational as a rational. */
export function rat(v: bigint | Rational): Rational {
  return typeof v === 'bigint' ? Rational.int(v) : v;
}

export function add(a: Rational, b: Rational): Rational {
  return a.den === b.den && a.den === 1n ? Rational.int(a.num + b.num) : Rational.of(a.num * b.den + b.num * a.den, a.den * b.den);
}
export function sub(a: Rational, b: Rational): Rational {
  return add(a, neg(b));
}
export function mul(a: Rational, b: Rational): Rational {
  return Rational.of(a.num * b.num, a.den * b.den);
}
/** a / b; b ≠ 0 (the caller reports division by zero). */
export function div(a: Rational, b: Rational): Rational {
  return Rational.of(a.num * b.den, a.den * b.num);
}
export function neg(a: Rational): Rational {
  return Rational.of(-a.num, a.den);
}
export function abs(a: Rational): Rational {
  return a.num < 0n ? neg(a) : a;
}
/** −1, 0 or 1 as a < b, a = b, a > b. */
export function cmp(a: Rational, b: Rational): number {
  const d = a.num * b.den - b.num * a.den;
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}
export function isZero(a: Rational): boolean {
  return a.num === 0n;
}

/** ⌊a⌋ (toward −∞). */
export function floor(a: Rational): bigint {
  const q = a.num / a.den; // truncates toward 0
  return a.num < 0n && q * a.den !== a.num ? q - 1n : q;
}
/** ⌈a⌉ (toward +∞). */
export function ceil(a: Rational): bigint {
  return -floor(neg(a));
}

/** The larger of |num| and den, to bound the size of exact values (a resource limit, not mathematics). */
export function magnitude(a: Rational): bigint {
  const n = a.num < 0n ? -a.num : a.num;
  return n > a.den ? n : a.den;
}
