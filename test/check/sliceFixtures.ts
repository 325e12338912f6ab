// Games for the slice tests (check/slices, scale/workers.slices, scale/shard.slices, cli/merge): game 9
// and two-heap Nim with large regions, written once; and a bounded result without its timings.

import type { BoundedResult } from '../../src/check/result.js';

const HEAP_1000_SAFE = 'claims:\n  - { name: a heap of 1000 is safe, holds: safe({ n: 1000 }) }\n';

interface Options {
  name?: string;
  claim?: boolean; // the claim "a heap of 1000 is safe"
  symbolicOff?: boolean;
  expect?: string;
}

/** Game 9 (take 1 or 4) with `conjecture` (e.g. `S: n mod 5 ∈ <0,2>`) over n ≤ top. */
export function takeOneOrFour(conjecture: string, top: number, o: Options = {}): string {
  return `name: ${o.name ?? 'take-1-or-4'}
game:
  state: { n: nat }
  moves:
    - { name: take k, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
conjecture:
  ${conjecture}
${o.claim ? HEAP_1000_SAFE : ''}${tail(`  bounds: { n: 0..${top} }`, o)}`;
}

/** Two-heap Nim with `conjecture` over m, n ≤ top. */
export function twoHeaps(conjecture: string, top: number, o: Options = {}): string {
  return `name: ${o.name ?? 'two-heaps'}
game:
  state: { m: nat, n: nat }
  moves:
    - { name: take k from the first heap, for: k ∈ 1..m, to: { m: m - k } }
    - { name: take k from the second heap, for: k ∈ 1..n, to: { n: n - k } }
conjecture:
  ${conjecture}
${tail(`  bounds: { m: 0..${top}, n: 0..${top} }`, o)}`;
}

function tail(bounds: string, o: Options): string {
  return `check:\n${o.symbolicOff ? '  symbolic: off\n' : ''}${bounds}\n${o.expect ? `expect: ${o.expect}\n` : ''}`;
}

/** A result without its timings (they differ from run to run). */
export function untimed(r: BoundedResult): unknown {
  return JSON.parse(JSON.stringify({ ...r, seconds: 0, runs: r.runs.map((run) => ({ ...run, seconds: 0 })) }));
}
