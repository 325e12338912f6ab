// Stage: certify. Exact integer helpers for the syntactic analyses (bigint, so that thresholds and
// periods never overflow silently). Input: integers; output: floor division, lcm, and the point from
// which a linear function a·v + b keeps the sign of a.

export function floorDiv(x: bigint, y: bigint): bigint {
  let q = x / y;
  if (x % y !== 0n && x < 0n !== y < 0n) q -= 1n;
  return q;
}

export function gcdBig(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

export function lcmBig(a: bigint, b: bigint): bigint {
  return (a / gcdBig(a, b)) * b;
}

/**
 * The least v0 ≥ 0 such that a·v + b ≠ 0 and has the sign of a for every v ≥ v0 (a ≠ 0):
 * a·v + b has the sign of a ⟺ v > −b/a (for a < 0 the division flips the inequality too).
 */
export function signFrom(a: bigint, b: bigint): bigint {
  const v0 = floorDiv(-b, a) + 1n;
  return v0 < 0n ? 0n : v0;
}

/**
 * The least v0 ≥ 0 from which `a·v + b op 0` keeps one truth value (a ≠ 0), and that value. Past the
 * root −b/a the sign is that of a; at an integer root the comparison with 0 may already agree.
 */
export function comparisonFrom(op: '=' | '!=' | '<' | '<=' | '>' | '>=', a: bigint, b: bigint): { from: bigint; value: boolean } {
  const value = eventualTruth(op, a > 0n ? 1 : -1);
  let from = signFrom(a, b);
  if (b % a === 0n && compareBig(op, 0n, 0n) === value) from = -b / a < 0n ? 0n : -b / a;
  return { from, value };
}

/** The truth of `diff op 0` once diff has the (non-zero) sign `sign`. */
export function eventualTruth(op: '=' | '!=' | '<' | '<=' | '>' | '>=', sign: 1 | -1): boolean {
  switch (op) {
    case '=':
      return false;
    case '!=':
      return true;
    case '<':
    case '<=':
      return sign < 0;
    case '>':
    case '>=':
      return sign > 0;
  }
}

/** Truth of `x op y` for known integers. */
export function compareBig(op: '=' | '!=' | '<' | '<=' | '>' | '>=', x: bigint, y: bigint): boolean {
  switch (op) {
    case '=':
      return x === y;
    case '!=':
      return x !== y;
    case '<':
      return x < y;
    case '<=':
      return x <= y;
    case '>':
      return x > y;
    case '>=':
      return x >= y;
  }
}

/** Euclidean mod and div (lang's semantics), for constant folding. */
export function emodBig(x: bigint, y: bigint): bigint {
  const r = x % y;
  return r < 0n ? r + (y < 0n ? -y : y) : r;
}

export function edivBig(x: bigint, y: bigint): bigint {
  return (x - emodBig(x, y)) / y;
}
