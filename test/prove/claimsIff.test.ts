// Claims of the form A ⇔ B with an ∃ on one side (claims.ts): the negation is split into A ∧ ¬B and
// ¬A ∧ B, the ∃ of the side that holds is witnessed by free constants, and count facts are
// instantiated at the witnesses. Proofs stay proofs, wrong claims are still refuted with a
// counterexample the evaluator confirms, and in game 22's formula (6) the part that needs the
// witness has no ∃ left.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectAllProved, game9, obligation, prove, spec, summary } from './helpers.js';
import { fromProof } from '../../src/run/fromProof.js';

const game22 = (claim: string): string => `
name: game22-bicycle
game:
  state: { k: nat, d: nat }
  moves:
    - name: pedal j km
      for: j ∈ 1..k
      if: j ≤ d
      to: { k: k + 1, d: d - j }
define:
  grp(x, y): count(v ∈ 1..y div (x + 1): v * (x + v) ≤ y)
conjecture:
  S: k = 0 ∨ d ≤ grp(k, d) * (k + grp(k, d) + 1)
claims:
  - holds: ${claim}
proof:
  termination: d
  strategy:
    - when: k ≥ 1
      move: { k: k + 1, d: d - max(1, d - grp(k, d) * (k + grp(k, d) + 2)) }
`;

const FORMULA_6 = '∀ x ∈ 0..2008: safe({ k: 1, d: x }) ⇔ ∃ w ∈ 0..x div 2: w * (1 + w) ≤ x ∧ x ≤ w * (2 + w)';

describe('claims A ⇔ B with an ∃ on one side', () => {
  it('proves game 9 written with ∃ on the right, and with ∃ inside ∨ on the left', async () => {
    const r = await prove(
      game9(
        'n mod 5 ∈ <0,2>',
        `claims:
  - holds: ∀ m ∈ 0..3000: safe(m) ⇔ ∃ j ∈ 0..m div 5: m = 5 * j ∨ m = 5 * j + 2
  - holds: ∀ m ∈ 0..3000: (m = 2 ∨ ∃ j ∈ 0..m: m = 5 * j ∨ m = 5 * j + 7) ⇔ safe(m)
`,
      ),
    );
    expectAllProved(r);
  });

  it('refutes wrong variants on either side, with a counterexample the evaluator confirms', async () => {
    const r = await prove(
      game9(
        'n mod 5 ∈ <0,2>',
        `claims:
  - holds: ∀ m ∈ 0..3000: safe(m) ⇔ ∃ j ∈ 0..m div 5: m = 5 * j ∨ m = 5 * j + 3
  - holds: ∀ m ∈ 0..3000: (∃ j ∈ 1..m div 5: m = 5 * j ∨ m = 5 * j + 2) ⇔ safe(m)
`,
      ),
    );
    for (const id of ['claim-1', 'claim-2']) {
      const c = obligation(r, id);
      expect(c.status, summary(r)).toBe('refuted');
      expect(c.counterexample?.confirmed).toBe(true);
    }
  });

  it("proves game 22's formula (6); the part that needs the witness w has no ∃ left", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zermelo-iff-'));
    const r = await prove(game22(FORMULA_6), { emitSmtDir: dir, timeoutMs: 60_000 });
    expectAllProved(r);
    const parts = readdirSync(dir)
      .filter((f) => f.includes('.claim-1.'))
      .sort();
    // the failures of side conditions (the closure of grp), safe ∧ ¬∃, ¬safe ∧ ∃
    expect(parts).toEqual(['game22-bicycle.claim-1.1.smt2', 'game22-bicycle.claim-1.2.smt2', 'game22-bicycle.claim-1.3.smt2']);
    const witnessed = readFileSync(join(dir, parts[2]!), 'utf8');
    expect(witnessed).not.toMatch(/\(exists /);
    expect(readFileSync(join(dir, parts[1]!), 'utf8')).toMatch(/\(forall /); // ¬∃ stays a quantifier
  }, 120_000);

  it("refutes game 22's formula (6) with w from 1, at x = 0 (safe, and no such w)", async () => {
    const r = await prove(game22(FORMULA_6.replace('w ∈ 0..', 'w ∈ 1..')), { timeoutMs: 60_000 });
    const c = obligation(r, 'claim-1');
    expect(c.status, summary(r)).toBe('refuted');
    expect(c.counterexample?.confirmed).toBe(true);
  }, 120_000);

  it('a refuted claim names no empty position in its sentence (a claim is about no position)', async () => {
    const text = game9('n mod 5 ∈ <0,2>', 'claims:\n  - name: wrong\n    holds: ∀ m ∈ 0..3000: safe(m) ⇔ m mod 5 = 0\n');
    const r = await prove(text);
    const run = fromProof(spec(text), r);
    const sentence = run.counterexamples.map((c) => c.sentence).join(' | ');
    expect(sentence, summary(r)).toMatch(/claim: wrong fails: the claim is false/);
    expect(sentence).not.toMatch(/fails at :|not minimised/);
  });
});
