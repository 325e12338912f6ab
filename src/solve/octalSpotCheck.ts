// Stage: solve. A run-time cross-check of the sparse-space engine (octalOptions.ts): on a few heaps
// spread over the table, the option values are recomputed by reading every split, as the plain
// recurrence does. A difference is an internal error, never a verdict.

const SPOTS = 6;

/** The option values of heap n read split by split (every value below 32), as a bit mask. */
export function directOptionMask(digits: readonly number[], values: ArrayLike<number>, n: number): number {
  let mask = 0;
  for (let j = 0; j < digits.length && j <= n; j++) {
    const d = digits[j]!;
    const rest = n - j;
    if (j > 0 && (d & 1) !== 0 && rest === 0) mask |= 1 << values[0]!;
    if (j > 0 && (d & 2) !== 0 && rest >= 1) mask |= 1 << values[rest]!;
    if ((d & 4) !== 0) for (let a = 1; 2 * a <= rest; a++) mask |= 1 << (values[a]! ^ values[rest - a]!);
  }
  return mask;
}

/** The heaps to recompute in a table of heaps 0..top: the last ones and some spread evenly. */
export function spotHeaps(top: number): number[] {
  const heaps = new Set<number>();
  for (let i = 0; i < SPOTS && i <= top; i++) heaps.add(top - i * Math.max(1, Math.floor(top / SPOTS)));
  for (let i = 0; i < 2 && i <= top; i++) heaps.add(top - i);
  return [...heaps].filter((n) => n >= 0).sort((a, b) => a - b);
}

export function mexOf(mask: number): number {
  const free = ~mask;
  return free === 0 ? 32 : 31 - Math.clz32(free & -free);
}

export class OctalEngineMismatch extends Error {}

/** Throws when some spot heap's value is not the mex of its options read directly. */
export function spotCheckValues(digits: readonly number[], values: ArrayLike<number>, top: number): void {
  for (const n of spotHeaps(top)) {
    const direct = n === 0 ? 0 : mexOf(directOptionMask(digits, values, n));
    if (direct !== values[n]) throw new OctalEngineMismatch(`internal: the sparse-space octal engine gives G(${n}) = ${values[n]}, the plain recurrence ${direct}`);
  }
}
