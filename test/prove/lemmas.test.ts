// proof.lemmas (prove/lemmas.ts): each lemma is an obligation proved before the others and then
// assumed by them (at the obligation's position and at every move's target); a false lemma is
// refuted at a position the evaluator confirms, refutes nothing, and is never assumed.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { obligation, prove, summary } from './helpers.js';

const squareMod3 = readFileSync(new URL('../../examples/square-mod-3.yaml', import.meta.url), 'utf8');

describe('proof.lemmas', () => {
  it('proves n² mod 3 = 0 (take 1 or 2) with its lemmas, each shown as an obligation', async () => {
    const r = await prove(squareMod3);
    expect(r.status, summary(r)).toBe('proved');
    expect(r.obligations.slice(0, 3).map((o) => [o.id, o.kind, o.status])).toEqual([
      ['lemma-squareMod', 'lemma', 'proved'],
      ['lemma-one', 'lemma', 'proved'],
      ['lemma-two', 'lemma', 'proved'],
    ]);
    expect(obligation(r, 'lemma-one').title).toBe('lemma one: n mod 3 = 1 ⇒ (n * n) mod 3 = 1 at every position of the domain');
  });

  // that condition I needs the lemmas (a fresh Z3 alone: unknown within 3 s): lemmas.long.test.ts

  it('refutes a false lemma at a confirmed position and never assumes it: the false conjecture it would prove is refuted', async () => {
    // with `small` assumed, every position and target would have n < 7, where S = n mod 3 = 0 ∨ n ≥ 7 is right
    const r = await prove(`
name: false-lemma
game:
  state: { n: nat }
  moves:
    - name: take k
      for: k ∈ 1..2
      if: k ≤ n
      to: { n: n - k }
conjecture:
  S: n mod 3 = 0 ∨ n ≥ 7
proof:
  lemmas:
    - name: small
      holds: n < 7
    - name: nonneg
      holds: n + 1 > 0
`);
    const small = obligation(r, 'lemma-small');
    expect([small.status, small.refutes, small.code]).toEqual(['refuted', 'none', 'ZM6001']);
    expect(small.counterexample).toMatchObject({ position: { n: 7 }, confirmed: true });
    expect(small.counterexample!.explanation).toBe('the lemma small is false at n = 7');
    expect(obligation(r, 'lemma-nonneg').status).toBe('proved');
    expect(r.status, summary(r)).toBe('refuted');
  });

  it('a file whose only failure is a lemma is unknown, never proved', async () => {
    const r = await prove(squareMod3.replace('holds: n mod 3 = 2 ⇒ (n * n) mod 3 = 1', 'holds: n mod 3 = 2 ⇒ (n * n) mod 3 = 2'));
    expect(obligation(r, 'lemma-two').status).toBe('refuted');
    expect(obligation(r, 'lemma-two').counterexample).toMatchObject({ position: { n: 2, m: 0 }, confirmed: true });
    expect(r.status, summary(r)).toBe('unknown');
  });

  it('checks that a lemma is defined everywhere (the well-defined obligation covers it)', async () => {
    const r = await prove(`
name: lemma-division
game:
  state: { n: nat }
  moves:
    - if: n ≥ 1
      to: { n: n - 1 }
conjecture:
  S: n mod 2 = 0
proof:
  lemmas:
    - name: quotient
      holds: 6 / n ≥ 0
`);
    expect(obligation(r, 'lemma-quotient').status, summary(r)).toBe('proved');
    const wd = obligation(r, 'well-defined');
    expect(wd.status).toBe('refuted');
    expect(wd.counterexample).toMatchObject({ position: { n: 0 }, confirmed: true });
    expect(r.status).not.toBe('proved');
  });

  const parity = (lemma: string) => `
name: square-parity
game:
  state: { n: nat }
  moves:
    - name: take 1
      if: n ≥ 1
      to: { n: n - 1 }
conjecture:
  S: (n * n) mod 2 = 0
proof:
  lemmas:
${lemma}`;

  it('proves a lemma by induction (measure, base, step by name) that Z3 does not prove directly in 3 s', async () => {
    const r = await prove(parity('    - name: sq\n      holds: (n * n) mod 2 = n mod 2\n      by: induction on n\n'));
    expect(r.obligations.slice(0, 3).map((o) => [o.id, o.status])).toEqual([
      ['lemma-sq.measure', 'proved'],
      ['lemma-sq.base', 'proved'],
      ['lemma-sq.step', 'proved'],
    ]);
    expect(obligation(r, 'lemma-sq.step').title).toBe("lemma sq, step: (n * n) mod 2 = n mod 2 where n > 0, if it holds at every move's target of smaller n");
    expect(r.status, summary(r)).toBe('proved');
    const direct = await prove(parity('    - name: sq\n      holds: (n * n) mod 2 = n mod 2\n'), { timeoutMs: 3000 });
    expect(obligation(direct, 'lemma-sq').status).toBe('unknown');
  });

  it('refutes a false lemma by induction at the step, and a negative measure, each at a confirmed position', async () => {
    const r = await prove(parity('    - name: cube\n      holds: (n * n) mod 3 = n mod 3\n      by: induction on n\n    - name: shifted\n      holds: n ≥ 0\n      by: induction on n - 5\n'));
    const step = obligation(r, 'lemma-cube.step');
    expect([step.status, step.refutes]).toEqual(['refuted', 'none']);
    expect(step.counterexample).toMatchObject({ confirmed: true });
    expect(step.counterexample!.explanation).toMatch(/^the lemma cube is false at n = \d+$/);
    expect(obligation(r, 'lemma-cube.base').status).toBe('proved');
    const measure = obligation(r, 'lemma-shifted.measure');
    expect(measure.counterexample).toMatchObject({ position: { n: 0 }, confirmed: true });
    expect(measure.counterexample!.explanation).toBe('the induction measure of the lemma shifted is -5 < 0 at n = 0');
    expect(r.status, summary(r)).toBe('unknown');
  });
});
