// Condition I with a strategy is first checked case by case (obligations.ts conditionISplit): some
// case applies, and the first case that applies works. That asks more than condition I, so when it
// fails on its own the plain form decides — a failing part is never shown as a counterexample.
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { game9, obligation, prove, summary } from './helpers.js';

const strategy = (cases: string) => `proof:\n  strategy:\n${cases}`;

describe('condition I case by case', () => {
  it('proves game 9 with a strategy whose cases each work, saying so', async () => {
    const r = await prove(game9('n mod 5 ∈ <0,2>', strategy('    - { when: n mod 5 ∈ <1, 3>, move: { n: n - 1 } }\n    - { when: n mod 5 = 4, move: { n: n - 4 } }\n')));
    const o = obligation(r, 'condition-I');
    expect(o.status, summary(r)).toBe('proved');
    expect(o.detail).toMatch(/checked case by case/);
  });

  it('overlapping cases where the first applicable case fails: the plain form proves it, no stray certificate', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'zm-split-'));
    const r = await prove(game9('n mod 5 ∈ <0,2>', strategy('    - { when: n ≥ 1, move: { n: n - 1 } }\n    - { when: n ≥ 4, move: { n: n - 4 } }\n')), { emitSmtDir: dir });
    const o = obligation(r, 'condition-I');
    expect(o.status, summary(r)).toBe('proved');
    expect(o.detail).not.toMatch(/case by case/);
    expect(readdirSync(dir).filter((f) => /condition-I\.(\d+\.)?smt2$/.test(f))).toEqual(['take-1-or-4.condition-I.smt2']);
  });

  it('a strategy with a gap still leaves a wrong conjecture refuted and a right one proved', async () => {
    const gap = strategy('    - { when: n mod 5 = 1, move: { n: n - 1 } }\n');
    const right = await prove(game9('n mod 5 ∈ <0,2>', gap));
    expect(right.status, summary(right)).toBe('proved');
    const wrong = await prove(game9('n mod 5 ∈ <0,3>', gap));
    expect(wrong.status, summary(wrong)).toBe('refuted');
    for (const o of wrong.obligations.filter((x) => x.status === 'refuted' && x.refutes === 'conjecture')) expect(o.counterexample?.confirmed).toBe(true);
  });
});
