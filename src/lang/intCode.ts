// Stage: lang (compiler). JS code for integers that the generators share: the safe-integer bound of
// the overflow checks, number literals, and ⊕ (32-bit ^ where the ranges allow it).

import type { Interval } from './interval.js';

export const MAX_SAFE = '9007199254740991';

/** A JS number literal (parenthesised when negative, so `a - (-7)` stays correct). */
export function numberLiteral(v: number): string {
  return v < 0 || Object.is(v, -0) ? `(${v})` : String(v);
}

const INT31 = 2147483648;

/** a ⊕ b: JS's 32-bit ^ when both are in [0, 2^31), else the 53-bit helper (which rejects negative
 *  operands); the tests the operands' ranges prove are left out. */
export function xorCode(a: string, ra: Interval, b: string, rb: Interval, span: () => string): string {
  const tests: string[] = [];
  if (ra.lo < 0) tests.push(`${a} >= 0`);
  if (rb.lo < 0) tests.push(`${b} >= 0`);
  if (ra.hi >= INT31) tests.push(`${a} < ${INT31}`);
  if (rb.hi >= INT31) tests.push(`${b} < ${INT31}`);
  if (tests.length === 0) return `${a} ^ ${b}`;
  return `(${tests.join(' && ')}) ? (${a} ^ ${b}) : H.xor53(${a}, ${b}, ${span()})`;
}
