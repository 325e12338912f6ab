// Stage: solve. The positions of a sparse search (sparseSearch.ts) by their packed keys
// (sparseKey.ts): an open-addressing hash table of typed arrays. Entries are numbered in the order
// they are added and keep their number (the search's work lists hold numbers), so the keys and
// outcomes grow as lists and only the hash index (entry number + 1 per bucket, 0 empty, linear
// probing, at most half full) is rebuilt when it grows. Every growth is charged to the budget
// before it is allocated (reachableBudget.ts). Memory per entry: the key (4 bytes per word), the
// outcome (1) and two buckets (8).

import type { ReachableBudget } from './reachableBudget.js';

/** Bytes per entry besides its key: the outcome byte and two buckets of the hash index. */
export const SPARSE_ENTRY_BYTES = 9;

export class SparseTable {
  /** Key words of entry i at keys[i·words ..]. */
  keys: Int32Array;
  /** Per entry: 0 not solved yet, else the search's mark or outcome. */
  outcome: Uint8Array;
  count = 0;
  private index: Int32Array;
  private charged = 0;

  /** `canonical`: with a declared symmetry, the key every key is stored and found by (its orbit's
   *  canonical key, solve/symmetryKey.ts); absent, a key is its own. */
  constructor(
    readonly words: number,
    private readonly budget?: ReachableBudget,
    initial = 1024,
    private readonly canonical?: (k: Int32Array) => Int32Array,
  ) {
    this.charge(initial * (4 * words + 1) + 2 * initial * 4, `a table of ${initial} positions`);
    this.keys = new Int32Array(initial * words);
    this.outcome = new Uint8Array(initial);
    this.index = new Int32Array(2 * initial);
  }

  /** The entry of the key at key[0 .. words) (of its orbit's, with a symmetry), added (outcome 0)
   *  when absent. */
  intern(key: Int32Array): number {
    const k = this.canonical ? this.canonical(key) : key;
    const words = this.words;
    let mask = this.index.length - 1;
    let b = hash(k, words) & mask;
    for (;;) {
      const e = this.index[b]!;
      if (e === 0) break;
      const at = (e - 1) * words;
      let same = true;
      for (let w = 0; w < words; w++) {
        if (this.keys[at + w] !== k[w]) {
          same = false;
          break;
        }
      }
      if (same) return e - 1;
      b = (b + 1) & mask;
    }
    const id = this.count;
    if (id >= this.outcome.length) {
      this.grow();
      mask = this.index.length - 1;
      b = hash(k, words) & mask;
      while (this.index[b] !== 0) b = (b + 1) & mask;
    }
    this.keys.set(k.subarray(0, words), id * words);
    this.index[b] = id + 1;
    this.count = id + 1;
    return id;
  }

  /** The entry of a key, or -1. */
  find(key: Int32Array): number {
    const k = this.canonical ? this.canonical(key) : key;
    const words = this.words;
    const mask = this.index.length - 1;
    for (let b = hash(k, words) & mask; ; b = (b + 1) & mask) {
      const e = this.index[b]!;
      if (e === 0) return -1;
      let same = true;
      for (let w = 0; w < words && same; w++) same = this.keys[(e - 1) * words + w] === k[w];
      if (same) return e - 1;
    }
  }

  /** Gives back what the table charged. */
  release(): void {
    this.budget?.release(this.charged);
    this.charged = 0;
  }

  private grow(): void {
    const words = this.words;
    const room = this.outcome.length * 2;
    this.charge((room - this.outcome.length) * (4 * words + 1 + 8), `a table of ${room} positions (${this.count} found so far)`);
    const keys = new Int32Array(room * words);
    keys.set(this.keys);
    const outcome = new Uint8Array(room);
    outcome.set(this.outcome);
    this.keys = keys;
    this.outcome = outcome;
    const index = new Int32Array(2 * room);
    const mask = index.length - 1;
    for (let id = 0; id < this.count; id++) {
      let b = hash(keys, words, id * words) & mask;
      while (index[b] !== 0) b = (b + 1) & mask;
      index[b] = id + 1;
    }
    this.index = index;
  }

  private charge(bytes: number, what: string): void {
    this.budget?.charge(bytes, what);
    this.charged += bytes;
  }
}

/** A 32-bit hash of the key's words k[at .. at + words) (multiply–xorshift per word, then a final
 *  mix); `at` spares a subarray per entry when the table grows. */
export function hash(k: Int32Array, words: number, at = 0): number {
  let h = 0x811c9dc5 ^ words;
  for (let w = 0; w < words; w++) {
    h = Math.imul(h ^ k[at + w]!, 0x9e3779b1);
    h ^= h >>> 16;
  }
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
