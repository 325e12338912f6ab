// Stage: solve. Grundy values of an octal game d0.d1d2…dk straight from its code (theory.md):
// removing j tokens from a heap of n may leave nothing (bit 1 of d_j), one heap (bit 2), or two
// non-empty heaps a + b = n - j (bit 4, a ≤ b by symmetry). O(n²) XOR terms with a 32-bit mex mask.
// While every value so far is below 32, values are also kept as bytes, forwards and reversed, so the
// split loop XORs four terms per pair of unaligned 32-bit loads (DataView); larger values go through
// a checked loop and a stamp array. Each heap's splits are charged to the run's deadline
// (lang/deadline.ts): O(n²) work stops at --total-timeout.

import { tick } from '../lang/deadline.js';

export interface OctalStats {
  terms: number;
}

/** G(0..maxHeap) for the octal code with digits[j] = d_j (digits[0] before the point). */
export function octalGrundy(digits: readonly number[], maxHeap: number, stats?: OctalStats): Int32Array {
  const g = new Int32Array(maxHeap + 2);
  const seen = { stamps: new Int32Array(64) };
  const bytes = new Packed(maxHeap);
  let terms = 0;
  let max = 0;
  for (let n = 1; n <= maxHeap; n++) {
    let mask = 0;
    let big = false;
    tick(1 + (n >> 1));
    for (let j = 0; j < digits.length && j <= n; j++) {
      const d = digits[j]!;
      if (d === 0) continue;
      const rest = n - j;
      if (j > 0 && (d & 1) !== 0 && rest === 0) mask |= 1;
      if (j > 0 && (d & 2) !== 0 && rest >= 1) {
        const v = g[rest]!;
        if (v < 32) mask |= 1 << v;
        else big = mark(seen, v, n) || big;
      }
      if ((d & 4) !== 0 && rest >= 2) {
        const half = rest >> 1;
        terms += half;
        if (max < 32) mask |= bytes.split(rest, half);
        else {
          const r = splitChecked(g, rest, half, seen, n);
          mask |= r.mask;
          big = r.big || big;
        }
      }
    }
    let mex: number;
    if (mask === -1) {
      mex = 32;
      if (big) while (seen.stamps[mex] === n) mex++;
    } else {
      const free = ~mask;
      mex = 31 - Math.clz32(free & -free);
    }
    g[n] = mex;
    if (mex > max) max = mex;
    if (max < 32) bytes.set(n, mex);
  }
  if (stats) stats.terms = terms;
  return g.subarray(0, maxHeap + 1);
}

/** The values as bytes, forwards (f[i] = G(i)) and reversed (r[top - i] = G(i)), with DataViews for
 *  unaligned little-endian 32-bit loads: four values per load. */
export class Packed {
  private readonly f: Uint8Array;
  private readonly r: Uint8Array;
  private readonly fv: DataView;
  private readonly rv: DataView;
  constructor(private readonly top: number) {
    this.f = new Uint8Array(top + 8);
    this.r = new Uint8Array(top + 8);
    this.fv = new DataView(this.f.buffer);
    this.rv = new DataView(this.r.buffer);
  }
  set(n: number, v: number): void {
    this.f[n] = v;
    this.r[this.top - n] = v;
  }
  /** OR of 1 << (G(a) ^ G(rest - a)) for a = 1..half; every value below 32. */
  split(rest: number, half: number): number {
    const { fv, rv, f } = this;
    const off = this.top - rest; // r[off + a] = G(rest - a)
    let m0 = 0;
    let m1 = 0;
    let a = 1;
    for (; a + 3 <= half; a += 4) {
      const x = fv.getUint32(a, true) ^ rv.getUint32(off + a, true);
      m0 |= (1 << (x & 31)) | (1 << ((x >>> 8) & 31));
      m1 |= (1 << ((x >>> 16) & 31)) | (1 << (x >>> 24));
    }
    for (; a <= half; a++) m0 |= 1 << (f[a]! ^ f[rest - a]!);
    return m0 | m1;
  }
}

function splitChecked(g: Int32Array, rest: number, half: number, seen: { stamps: Int32Array }, n: number): { mask: number; big: boolean } {
  let mask = 0;
  let big = false;
  for (let a = 1, b = rest - 1; a <= half; a++, b--) {
    const v = g[a]! ^ g[b]!;
    if (v < 32) mask |= 1 << v;
    else big = mark(seen, v, n) || big;
  }
  return { mask, big };
}

function mark(seen: { stamps: Int32Array }, v: number, stamp: number): true {
  if (v >= seen.stamps.length) {
    const grown = new Int32Array(Math.max(v + 1, seen.stamps.length * 2));
    grown.set(seen.stamps);
    seen.stamps = grown;
  }
  seen.stamps[v] = stamp;
  return true;
}
