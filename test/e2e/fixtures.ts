// Inputs for the end-to-end tests: conjecture files in the surface syntax, and fake engines standing
// in for the bounded checker and the prover (so that every exit code can be produced on purpose).

import type { BoundedRun, Engines, SymbolicRun } from '../../src/run/engines.js';
import type { CounterexampleReport, ObligationReport } from '../../src/report/model.js';
import { pipeline } from '../../src/run/pipeline.js';

export const TAKE_1_OR_4 = `name: take-1-or-4
title: Take 1 or 4 stones from one heap; whoever takes the last stone wins
game:
  state: { n: nat }
  moves:
    - name: take k
      for: k ∈ {1, 4}
      if: k ≤ n
      to: { n: n - k }
conjecture:
  S: n mod 5 ∈ <0,2>
check:
  bounds: { n: 0..100 }
expect: holds
`;

/** Take 1 or 2 on a heap of at most `size`, swept over size = 3..6, with a conjecture wrong for size ≤ 4
 *  only (no safe position at all there): counterexamples at two parameter values. Its `check:` block
 *  comes last, so a test may append keys to it. */
export const SWEPT_TAKE_1_OR_2 = `name: swept
game:
  params: { size: nat }
  state: { n: 0..size }
  moves:
    - name: take k
      for: k ∈ {1, 2}
      if: k ≤ n
      to: { n: n - k }
conjecture:
  S: n mod 3 = 0 ∧ size > 4
check:
  params: { size: 3..6 }
`;

/** Two heaps, any number taken from one (nim on two heaps, written out): no one-heap game, so no
 *  periodicity certificate decides it. Its safe positions are a = b. */
export const TWO_HEAPS_GAME = `game:
  state: { a: nat, b: nat }
  moves:
    - for: k ∈ 1..a
      to: { a: a - k }
    - for: k ∈ 1..b
      to: { b: b - k }
conjecture:
  S: a = b
`;

export const withExpect = (text: string, expect: string): string => text.replace(/^expect: .*$/m, `expect: ${expect}`);

export const BAD_FILE = `name: broken
game:
  state: { n: nat }
  moves:
    - for: k ∈ {1, 4}
      if: k ≤ m
      to: { n: n - k }
`;

export function counterexample(over: Partial<CounterexampleReport> = {}): CounterexampleReport {
  return {
    source: 'bounded',
    condition: 'I',
    params: {},
    position: { n: 2 },
    positionText: 'n = 2',
    sentence: 'n = 2 is conjectured fragile, but condition I fails: its only move, take 1 → n = 1, leads to a position you call fragile.',
    moves: [{ name: 'take 1', to: 'n = 1', conjectured: 'fragile', truth: 'fragile' }],
    truth: { class: 'safe', generation: 3 },
    claim: null,
    at: { line: 11, col: 3 },
    ...over,
  };
}

export function bounded(status: 'holds' | 'refuted', counterexamples: CounterexampleReport[] = []): BoundedRun {
  return {
    summary: {
      status,
      region: 'n ≤ 100',
      positions: 101,
      undetermined: 0,
      cyclic: false,
      failures: status === 'refuted' ? { I: counterexamples.length } : {},
      perParam: [],
      notes: [],
    },
    counterexamples,
    claims: [],
    diagnostics: [],
  };
}

export function symbolic(statuses: ObligationReport['status'][]): SymbolicRun {
  const names = ['partition', 'condition I', 'condition II', 'finiteness (measure n)'];
  const obligations = statuses.map((status, i) => ({ name: names[i] ?? `obligation ${i}`, status, timeMs: 5, detail: status === 'unknown' ? 'timeout' : null }));
  const overall = statuses.includes('refuted') ? 'refuted' : statuses.every((s) => s === 'proved') ? 'proved' : 'unknown';
  return {
    summary: { status: overall, reason: null, obligations },
    counterexamples: [],
    claims: [],
    diagnostics: [],
    smt: obligations.map((o) => ({ name: o.name.replace(/\W+/g, '-'), text: '(check-sat)\n' })),
  };
}

/** The real loader with chosen bounded and symbolic results. */
export function engines(b?: BoundedRun, s?: SymbolicRun | (() => never)): Engines {
  return {
    load: pipeline.load,
    bounded: async () => b,
    symbolic: async () => (typeof s === 'function' ? s() : s),
  };
}
