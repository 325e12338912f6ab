// Stage: prove. Reading a bitvector value as a signed integer; its own file because both the backend
// (backend.ts) and the model reader (modelValues.ts) need it, and the reader imports the backend.

/** Two's complement reading (BitVecNum.asSignedValue is wrong for odd widths in z3-solver 5.2.0). */
export function signed(v: bigint, bits: number): bigint {
  const half = 1n << BigInt(bits - 1);
  return v >= half ? v - (half << 1n) : v;
}
