// Stage: check. The nim-sum of conjectured Grundy values as the checkers compute it: -1 when a value
// is negative (a sum with a component without value reaches no value; JS's `^` would give
// -1 ^ -1 = 0), JS's `^` below 2^31, and exact BigInt xor above — a bigint beyond ±(2^53 − 1).

const MAX = BigInt(Number.MAX_SAFE_INTEGER);

export function grundyXor(a: number | bigint, b: number | bigint): number | bigint {
  if (a < 0 || b < 0) return -1;
  if (typeof a === 'number' && typeof b === 'number' && a < 2 ** 31 && b < 2 ** 31) return a ^ b;
  const x = BigInt(a) ^ BigInt(b);
  return x <= MAX ? Number(x) : x;
}
