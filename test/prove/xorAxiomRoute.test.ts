// The width-free route for xor (src/prove/axiomRoute.ts): a file the bit-vector route proves only
// below 2^53 is proved for every natural when the xor axioms prove each bounded obligation (Bouton
// for three heaps); a false xor conjecture stays refuted by the bit-vector route; a file the axioms
// do not prove keeps its width-bounded result, and the route's sat answers are never counterexamples.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { expectAllProved, expectAllProvedBelowWidth, obligation, prove } from './helpers.js';

const LOADED = { timeoutMs: 60_000 };
const bouton3 = readFileSync(new URL('../../conjectures/nim/bouton-3-heaps.yaml', import.meta.url), 'utf8');

// n ⊕ 1 = n + 1 exactly for even n: true, but the axioms say nothing linking ⊕ 1 with + 1
const EVEN_BY_XOR = `
name: even-by-xor
game:
  state: { n: nat }
  moves:
    - { for: k ∈ {1}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: n ⊕ 1 = n + 1
`;

describe('xor by its axioms, without a width', () => {
  it('proves Bouton for three heaps for every natural, naming the axioms', async () => {
    const r = await prove(bouton3, LOADED);
    expectAllProved(r);
    expect(r.assumptions).toEqual([]);
    expect(r.obligations.every((o) => o.widthBound === undefined)).toBe(true);
    expect(obligation(r, 'condition-I').axioms).toContain('leading bit');
    expect(obligation(r, 'condition-I').detail).toMatch(/xor axioms \(.*leading bit/);
    expect(obligation(r, 'domain').title).not.toMatch(/2\^53/);
  }, 180_000);

  it('a false xor conjecture stays refuted, with a confirmed counterexample', async () => {
    const r = await prove(bouton3.replace('S: s = 0', 'S: s = 0 ∨ (a = 1 ∧ b = 1 ∧ c = 1)'), LOADED);
    expect(r.status).toBe('refuted');
    const refuted = r.obligations.filter((o) => o.status === 'refuted' && o.refutes === 'conjecture');
    expect(refuted.length).toBeGreaterThan(0);
    expect(refuted.every((o) => o.counterexample?.confirmed && o.axioms === undefined)).toBe(true);
  }, 180_000);

  it('where the axioms do not suffice, the width-bounded result stays as it was (sat is no counterexample)', async () => {
    const r = await prove(EVEN_BY_XOR, { timeoutMs: 8000 });
    expectAllProvedBelowWidth(r);
    expect(r.obligations.some((o) => o.axioms !== undefined || o.counterexample !== undefined)).toBe(false);
    expect(r.assumptions.join()).toMatch(/2\^53/);
  }, 180_000);
});
