// Stage: check. Collects failures reported by the generated passes: a count per condition and the
// few smallest positions (by Σ|field value|, then lexicographically). The key arrives precomputed,
// so most failures are rejected without decoding their position.

import type { Region } from '../game/region.js';

export interface Kept {
  index: number;
  key: number;
  position: Float64Array;
}

export class FailureCollector {
  readonly counts: number[];
  readonly kept: Kept[][];

  constructor(
    conditions: number,
    private readonly region: Region,
    private readonly limit = 3,
  ) {
    this.counts = new Array<number>(conditions).fill(0);
    this.kept = Array.from({ length: conditions }, () => []);
  }

  readonly fail = (condition: number, index: number, key: number): void => {
    this.counts[condition]!++;
    const list = this.kept[condition]!;
    if (list.length === this.limit && key > list[list.length - 1]!.key) return;
    const position = this.region.decode(index);
    const entry: Kept = { index, key, position };
    let at = list.length;
    while (at > 0 && compare(entry, list[at - 1]!) < 0) at--;
    if (at >= this.limit) return;
    list.splice(at, 0, entry);
    if (list.length > this.limit) list.pop();
  };

  total(): number {
    return this.counts.reduce((a, b) => a + b, 0);
  }
}

/** Smaller Σ|value| first, then lexicographically by slot values. */
export function compare(a: Kept, b: Kept): number {
  if (a.key !== b.key) return a.key - b.key;
  for (let s = 0; s < a.position.length; s++) if (a.position[s] !== b.position[s]) return a.position[s]! - b.position[s]!;
  return 0;
}
