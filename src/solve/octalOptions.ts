// Stage: solve. The option values of a heap of an octal game, asked for one heap n at a time, by the
// sparse-space method (Berlekamp; Flammenkamp, theory.md): heap values below 32 are split into two
// classes by cls(x) = parity(v(x) & mask) ^ (domain & x & 1). A split a + b = rest whose parts are
// in different classes has XOR parity 1 ^ (domain & rest & 1), one in the same class the other
// parity. The positions of the minority class are listed, so every value of the first parity a
// split digit reaches is known after O(#minority) work; a value of the other parity is looked for
// by scanning the splits only until it is met (common × common splits make it so). Exact for any
// mask: only the speed depends on it, and the mask is chosen again from the values at every power
// of two. When no mask leaves few minority positions (Dawson's Kayles), every split is read four
// at a time instead (dense mode, the plain method's loop). Values are bytes below 32; a value of 32
// or more is the caller's to handle. The splits read are charged to the run's deadline
// (lang/deadline.ts), heap by heap: a long table stops at --total-timeout.

import { tick } from '../lang/deadline.js';
import { Packed } from './octalGrundy.js';

const REPLAN_FROM = 64;
const CHUNK = 16;

export class OctalOptions {
  private readonly singles: number[] = []; // j with bits 1 or 2
  private readonly splits: number[] = []; // j with bit 4
  private readonly cls: Uint8Array;
  private minority: Int32Array;
  private minorityCount = 0;
  private mask = 0;
  private domain = 0;
  private minorityClass = 0;
  private dense = false;
  private readonly packed: Packed;
  private next = 1; // heaps 1..next-1 are classified
  // the current heap's state
  private found = 0;
  private rests: Int32Array;
  private scanAt: Int32Array;
  private exactParity: Uint8Array;

  /** values[x] for x < n must be set before asking about heap n. */
  constructor(
    private readonly digits: readonly number[],
    private readonly values: Uint8Array,
  ) {
    for (let j = 0; j < digits.length; j++) {
      const d = digits[j]!;
      if (j > 0 && (d & 3) !== 0) this.singles.push(j);
      if ((d & 4) !== 0) this.splits.push(j);
    }
    this.cls = new Uint8Array(values.length);
    this.minority = new Int32Array(64);
    this.rests = new Int32Array(this.splits.length);
    this.scanAt = new Int32Array(this.splits.length);
    this.exactParity = new Uint8Array(this.splits.length);
    this.packed = new Packed(values.length - 1);
  }

  /** Starts heap n: the single-heap options and the exactly known split values are collected. */
  begin(n: number): void {
    while (this.next < n) this.classify(this.next++);
    const { digits, values } = this;
    let found = 0;
    for (const j of this.singles) {
      const d = digits[j]!;
      const rest = n - j;
      if (rest === 0 ? (d & 1) !== 0 : rest > 0 && (d & 2) !== 0) found |= 1 << values[rest]!;
    }
    const { minority, cls } = this;
    const other = this.minorityClass ^ 1;
    let work = 1;
    for (let s = 0; s < this.splits.length; s++) {
      const rest = n - this.splits[s]!;
      this.rests[s] = rest;
      this.scanAt[s] = 1;
      if (rest < 2) {
        this.scanAt[s] = 0x7fffffff; // no split: nothing to scan
        continue;
      }
      this.exactParity[s] = 1 ^ (this.domain & rest & 1);
      if (this.dense) {
        found |= this.packed.split(rest, rest >> 1);
        this.scanAt[s] = 0x7fffffff;
        work += rest >> 1;
        continue;
      }
      // minority × other-class splits, each met once from its minority side
      let i = 0;
      for (; i < this.minorityCount; i++) {
        const r = minority[i]!;
        if (r >= rest) break;
        const b = rest - r;
        if (cls[b] === other) found |= 1 << (values[r]! ^ values[b]!);
      }
      work += i;
    }
    this.found = found;
    tick(work);
  }

  /** Whether some option of the current heap has value v (v < 32). The split digits that may reach
   *  v are scanned in turns of CHUNK splits, so a value one of them meets early is found early. */
  reaches(v: number): boolean {
    if ((this.found >>> v) & 1) return true;
    const parity = parity32(v & this.mask);
    const { values, rests, scanAt, exactParity } = this;
    let found = this.found;
    for (let open = true; open;) {
      open = false;
      for (let s = 0; s < rests.length; s++) {
        if (exactParity[s] === parity) continue; // every such value of this split is in found
        const rest = rests[s]!;
        const half = rest >> 1;
        let a = scanAt[s]!;
        if (a > half) continue;
        const stop = Math.min(half, a + CHUNK - 1);
        tick(stop - a + 1);
        for (; a <= stop; a++) found |= 1 << (values[a]! ^ values[rest - a]!);
        scanAt[s] = a;
        if (a <= half) open = true;
        if ((found >>> v) & 1) {
          this.found = found;
          return true;
        }
      }
    }
    this.found = found;
    return false;
  }

  /** The smallest value no option of the current heap has; 32 when every value below 32 is met. */
  mex(): number {
    for (;;) {
      const free = ~this.found;
      if (free === 0) return 32;
      const c = 31 - Math.clz32(free & -free);
      if (!this.reaches(c)) return c;
    }
  }

  private classify(x: number): void {
    if (x >= REPLAN_FROM && (x & (x - 1)) === 0) this.replan(x);
    this.packed.set(x, this.values[x]!);
    const c = parity32(this.values[x]! & this.mask) ^ (this.domain & x & 1);
    this.cls[x] = c;
    if (c === this.minorityClass) this.push(x);
  }

  private push(x: number): void {
    if (this.minorityCount === this.minority.length) {
      const grown = new Int32Array(this.minority.length * 2);
      grown.set(this.minority);
      this.minority = grown;
    }
    this.minority[this.minorityCount++] = x;
  }

  /** Chooses mask and domain from the heaps 1..n-1: the fewest minority positions times n plus the
   *  scans expected where a value has the scanned parity (about x/2 splits each). */
  private replan(n: number): void {
    const { values } = this;
    const t = this.splits[0] ?? 0;
    let top = 0;
    for (let x = 1; x < n; x++) top |= values[x]!;
    const masks = 1 << (32 - Math.clz32(top)); // bits above every value change nothing
    let best = Infinity;
    for (let domain = 0; domain <= 1; domain++) {
      for (let mask = 0; mask < masks; mask++) {
        let ones = 0;
        let scans = 0;
        for (let x = 1; x < n; x++) {
          const p = parity32(values[x]! & mask);
          ones += p ^ (domain & x & 1);
          if (p !== (1 ^ (domain & (x - t) & 1))) scans += x;
        }
        const minority = Math.min(ones, n - 1 - ones);
        const cost = minority * n + scans / 2;
        if (cost < best) {
          best = cost;
          this.mask = mask;
          this.domain = domain;
          this.minorityClass = ones <= n - 1 - ones ? 1 : 0;
        }
      }
    }
    // the plain loop reads about n/2 splits per heap, four per step
    this.dense = best > (n * n) / 8;
    this.minorityCount = 0;
    for (let x = 1; x < n; x++) {
      const c = parity32(values[x]! & this.mask) ^ (this.domain & x & 1);
      this.cls[x] = c;
      if (c === this.minorityClass) this.push(x);
    }
  }
}

function parity32(v: number): number {
  v ^= v >>> 16;
  v ^= v >>> 8;
  v ^= v >>> 4;
  v ^= v >>> 2;
  v ^= v >>> 1;
  return v & 1;
}
