// Test helpers for prove/: load a YAML spec (surface syntax), prove it with a modest per-obligation
// timeout, and look obligations up by id.

import { expect } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';
import type { Spec } from '../../src/model/model.js';
import { proveSpec, type ProveOptions } from '../../src/prove/index.js';
import type { ObligationResult, ProofResult } from '../../src/prove/result.js';

export function spec(yaml: string, file = 'proofs/test.yaml'): Spec {
  const r = loadSpec(file, yaml);
  if (!r.value || r.diagnostics.some((d) => d.severity === 'error')) {
    throw new Error(`spec does not load:\n${r.diagnostics.map((d) => `${d.code} ${d.message}`).join('\n')}`);
  }
  return r.value;
}

export async function prove(yaml: string, opts: Partial<ProveOptions> = {}): Promise<ProofResult> {
  return proveSpec(spec(yaml), { timeoutMs: 15_000, ...opts });
}

export function summary(r: ProofResult): string {
  return r.obligations.map((o) => `${o.status === 'proved' ? '✓' : o.status === 'refuted' ? '✗' : '?'} ${o.id} ${o.timeMs}ms${o.detail ? ` — ${o.detail}` : ''}`).join('\n');
}

export function obligation(r: ProofResult, id: string): ObligationResult {
  const o = r.obligations.find((x) => x.id === id);
  expect(o, `no obligation '${id}' in:\n${summary(r)}`).toBeDefined();
  return o!;
}

export function expectAllProved(r: ProofResult): void {
  expect(
    r.obligations.filter((o) => o.status !== 'proved').map((o) => `${o.id}: ${o.detail ?? o.status}`),
    summary(r),
  ).toEqual([]);
  expect(r.status).toBe('proved');
}

/** Every obligation discharged, but (xor/bit through bitvectors) only for integers below 2^width:
 *  width-bounded, which is no proof for the mathematical game (issue 14). */
export function expectAllProvedBelowWidth(r: ProofResult, width = 53): void {
  expect(
    r.obligations.filter((o) => o.status !== 'proved').map((o) => `${o.id}: ${o.detail ?? o.status}`),
    summary(r),
  ).toEqual([]);
  expect([r.status, r.widthBound]).toEqual(['width-bounded', width]);
}

/** Game 9 of the book: take 1 or 4 stones; `safe` is the conjectured set of safe positions. */
export function game9(safe: string, extra = ''): string {
  return `
name: take-1-or-4
game:
  state: { n: nat }
  moves:
    - name: take k
      for: k ∈ {1, 4}
      if: k ≤ n
      to: { n: n - k }
conjecture:
  S: ${safe}
${extra}`;
}
