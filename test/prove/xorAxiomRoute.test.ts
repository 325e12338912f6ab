// The width-free route for xor (src/prove/axiomRoute.ts): a file the bit-vector route proves only
// below 2^53 is proved for every natural when the xor axioms prove each bounded obligation (Bouton
// for three heaps); a false xor conjecture stays refuted by the bit-vector route; a file the axioms
// do not prove keeps its width-bounded result, and the route's sat answers are never counterexamples.
// With cvc5 installed, cvc5 re-checks the route's (quantified) scripts of Bouton for three heaps.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { confirmProof } from '../../src/scale/confirmProof.js';
import { cvc5Runner, cvc5Version } from '../../src/scale/cvc5Process.js';
import { expectAllProved, expectAllProvedBelowWidth, obligation, prove } from './helpers.js';

const LOADED = { timeoutMs: 60_000 };
const CVC5 = await cvc5Version('cvc5');
const bouton3 = readFileSync(new URL('../../proofs/nim/bouton-3-heaps.yaml', import.meta.url), 'utf8');

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
  it('proves Bouton for three heaps for every natural, naming the axioms; cvc5 confirms the scripts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zermelo-xor-'));
    const r = await prove(bouton3, { ...LOADED, keepSmt: true, emitSmtDir: dir });
    expectAllProved(r);
    // both routes' certificates: the bit-vector ones and, in xor-axioms/, the quantified ones
    const cond = obligation(r, 'condition-I');
    expect(cond.smtFile).toContain(join(dir, 'xor-axioms', 'bouton-3-heaps.condition-I.1.smt2'));
    expect(readFileSync(join(dir, 'xor-axioms', 'bouton-3-heaps.condition-I.1.smt2'), 'utf8')).toMatch(/forall[\s\S]*nat_xor/);
    if (CVC5) {
      const confirmed = await confirmProof(r, { solver: 'cvc5', command: 'cvc5' }, 60_000, cvc5Runner('cvc5'));
      expect(confirmed.obligations.map((o) => `${o.id}: ${o.confirmations?.[0]?.status} ${o.confirmations?.[0]?.detail ?? ''}`.trim())).toEqual(r.obligations.map((o) => `${o.id}: confirmed`));
    }
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

  // Whether Z3 proves this file from the axioms within the limit varies with the machine (at 8 s it
  // did, in 4.6 s of condition I, on a loaded machine 2026-12-07): the test asks the route's law, all
  // or nothing, and never a counterexample. At 2 s the axioms mostly do not prove it, the case the
  // title names, and the bitvector route still proves every obligation (each under 0.4 s).
  it('where the axioms do not prove every bounded obligation, the width-bounded result stays as it was (sat is no counterexample)', async () => {
    const r = await prove(EVEN_BY_XOR, { timeoutMs: 2000 });
    expect(r.obligations.some((o) => o.counterexample !== undefined)).toBe(false);
    if (r.obligations.some((o) => o.axioms !== undefined)) {
      // the route proved all of them: no obligation is left bounded, and nothing assumes a width
      expectAllProved(r);
      expect(r.obligations.filter((o) => o.widthBound !== undefined)).toEqual([]);
      expect(r.assumptions.join()).not.toMatch(/2\^53/);
    } else {
      expectAllProvedBelowWidth(r);
      expect(r.assumptions.join()).toMatch(/2\^53/);
    }
  }, 180_000);
});
