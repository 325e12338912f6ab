// Stage: certify/period. Shared helpers for sequences stored as flat rows: `values[n * rowWidth + c]`
// is entry c of row n (a one-dimensional sequence is rowWidth 1). Input: the flat array and the
// row width; output: row counts, row equality, argument validation. Pure, allocation-free.

/** Throws a RangeError (a broken caller invariant, not a user error) unless `x` is an integer ≥ `min`. */
export function requireInteger(name: string, x: number, min: number): void {
  if (!Number.isSafeInteger(x) || x < min) {
    throw new RangeError(`${name} must be a safe integer ≥ ${min}, got ${x}`);
  }
}

/** Number of complete rows; the flat length must be a multiple of the row width. */
export function rowCount(values: ArrayLike<number>, rowWidth: number): number {
  requireInteger('rowWidth', rowWidth, 1);
  if (values.length % rowWidth !== 0) {
    throw new RangeError(`values.length (${values.length}) is not a multiple of rowWidth (${rowWidth})`);
  }
  return values.length / rowWidth;
}

/** Row i equals row j, entry by entry (===). */
export function rowsEqual(values: ArrayLike<number>, rowWidth: number, i: number, j: number): boolean {
  const a = i * rowWidth;
  const b = j * rowWidth;
  for (let c = 0; c < rowWidth; c++) {
    if (values[a + c] !== values[b + c]) return false;
  }
  return true;
}

/** The least n in [from, to) with row(n + period) ≠ row(n), or -1. Rows up to to + period − 1 must exist. */
export function firstBreak(values: ArrayLike<number>, rowWidth: number, period: number, from: number, to: number): number {
  for (let n = from; n < to; n++) {
    if (!rowsEqual(values, rowWidth, n, n + period)) return n;
  }
  return -1;
}

/** Rows [from, to) copied into a plain array (flat). */
export function sliceRows(values: ArrayLike<number>, rowWidth: number, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from * rowWidth; i < to * rowWidth; i++) out.push(values[i]);
  return out;
}

export function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
