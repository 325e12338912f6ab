// Found by the probe-i soundness fuzz (random files whose conjectures and claims hold within the
// bounds and the swept params, re-solved far beyond them by an independent Python solver).
// A claim's negation includes "the condition of a count over a range that does not unroll is not
// downward closed" (the closure its encoding needs): a Z3 model of that disjunct is no counterexample
// to the claim, so the evaluator finding the claim true there is not an internal error — the claim
// stays unproved. A real counterexample is still confirmed, and a closed count still proves.
import { describe, expect, it } from 'vitest';
import { obligation, prove, summary } from './helpers.js';

const countClaim = (claim: string, swept = '1..6'): string => `
name: count-claim
game:
  params: { size: nat }
  state: { n: 0..size }
  moves:
    - for: k ∈ {1, 2}
      if: n - k ≥ 0
      to: { n: n - k }
conjecture:
  S: n mod 3 = 0
claims:
  - holds: ${claim}
check:
  params: { size: ${swept} }
`;

describe('claims with a count whose range end is a parameter', () => {
  it('a count over a condition that is not downward closed: unknown, not an internal error', async () => {
    // false at size = 9 (0, 3, 6, 9), but Z3's model only breaks the count's closure (at size = 3)
    const r = await prove(countClaim('count(x ∈ 0..size: safe(x)) ≤ 3'));
    const o = obligation(r, 'claim-1');
    expect(o.internalError, summary(r)).toBeUndefined();
    expect(o.status).toBe('unknown');
    expect(r.status).not.toBe('proved');
  });

  it('the same without an oracle (a true claim): unknown, never proved nor an internal error', async () => {
    const r = await prove(countClaim('count(x ∈ 0..size: x mod 3 = 0) = size div 3 + 1'));
    const o = obligation(r, 'claim-1');
    expect(o.internalError, summary(r)).toBeUndefined();
    expect(o.status).not.toBe('proved');
  });

  it('a real counterexample beyond the swept params is still confirmed', async () => {
    const r = await prove(countClaim('count(x ∈ 0..size: x mod 3 = 0) ≤ 1', '1..2'));
    const o = obligation(r, 'claim-1');
    expect(o.status, summary(r)).toBe('refuted');
    expect(o.counterexample?.confirmed).toBe(true);
  });

  it('a count over a downward-closed condition is still proved', async () => {
    const r = await prove(countClaim('count(x ∈ 0..size: x ≤ 1) ≤ 2'));
    expect(obligation(r, 'claim-1').status, summary(r)).toBe('proved');
  });
});
