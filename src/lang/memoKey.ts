// Stage: lang (compiler). The memo key of a memoised definition with two or three key parts (its
// arguments and the params it reads): small integers are packed into one small integer (no string is
// built or hashed per call: game kernels call such definitions at every move of every position), any
// other values are joined as strings, as before. Two calls share a key exactly when their parts'
// strings are equal (packed keys are numbers, joined keys strings, so the two never meet), so the memo
// hits where the joined key alone would (test/lang/memoKey.test.ts).

/** Bits per part: 3 parts of 10 bits or 2 of 15 stay below 2^30 (a small integer in V8). */
const BITS: Record<number, number> = { 2: 15, 3: 10 };

/** Whether `parts` key parts are packed (other counts are joined as strings). */
export function packs(parts: number): boolean {
  return BITS[parts] !== undefined;
}

/** The JS expression of the key of `parts` (each a JS expression read once per use; plain names). */
export function memoKeySource(parts: readonly string[]): string {
  const bits = BITS[parts.length];
  if (bits === undefined) return parts.length === 0 ? "''" : parts.length === 1 ? parts[0]! : parts.join(" + ',' + ");
  const half = 2 ** (bits - 1);
  const fits = parts.map((p) => `typeof ${p} === 'number' && (${p} | 0) === ${p} && ${p} >= ${-half} && ${p} < ${half}`).join(' && ');
  const packed = parts.reduce((acc, p) => (acc === '' ? `(${p} + ${half})` : `(${acc}) * ${2 ** bits} + (${p} + ${half})`), '');
  return `(${fits} ? ${packed} : ${parts.join(" + ',' + ")})`;
}

/** The same key from values (the exact path's calls, with bigint arguments). */
export function memoKeyOf(parts: readonly unknown[]): unknown {
  const bits = BITS[parts.length];
  if (bits !== undefined) {
    const half = 2 ** (bits - 1);
    const small = parts.map((p) => (typeof p === 'bigint' && p >= -half && p < half ? Number(p) : p));
    if (small.every((p) => typeof p === 'number' && (p | 0) === p && p >= -half && p < half)) {
      return (small as number[]).reduce((acc, p, k) => (k === 0 ? p + half : acc * 2 ** bits + (p + half)), 0);
    }
  }
  return parts.map(String).join(',');
}
