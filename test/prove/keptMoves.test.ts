// The prover on games whose moves can keep the turn (`again:`): the library's files in
// conjectures/turns/ are proved with the generalised clauses of Theorem 4.1 (a kept move's target is
// judged by the same player: S and F exchanged), wrong variants are refuted with counterexamples the
// evaluator re-confirms (and that the bounded check finds too), and the re-check reads kept moves as
// the bounded engine does: a model it does not confirm is an internal error, never a verdict.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import { recheck } from '../../src/prove/recheck.js';
import type { Plan } from '../../src/prove/plan.js';
import type { ObligationResult } from '../../src/prove/result.js';
import { expectAllProved, obligation, prove, spec, summary } from './helpers.js';

const library = (name: string): string => readFileSync(new URL(`../../conjectures/turns/${name}`, import.meta.url), 'utf8');
/** The same file with a small box for the bounded side (the prover ignores bounds). */
const small = (text: string): string => text.replace('bounds: { n: 0..100000 }', 'bounds: { n: 0..200 }');

const KEPT_TITLES = {
  'condition-I': /has a move that passes the turn into S or keeps it into F$/,
  'condition-II': /^condition II: every move from S that passes the turn lands in F, and every move that keeps it in S$/,
  'condition-III-b': /^condition III: no move passes the turn from N into S or keeps it from N into F$/,
};

/** The bounded check of the same text finds a failure of `condition` at exactly this position. */
function boundedFindsIt(text: string, o: ObligationResult, condition: string, slots: (p: Record<string, unknown>) => number[]): void {
  const r = checkBounded(spec(text), { limit: 1_000_000 });
  const at = slots(o.counterexample!.position);
  const found = r.runs.flatMap((run) => run.conditions.filter((c) => c.condition === condition).flatMap((c) => c.counterexamples.map((cx) => cx.position)));
  expect(
    found.map((p) => p.join(',')),
    `bounded counterexamples of ${condition}`,
  ).toContain(at.join(','));
}

describe('prove: moves that keep the turn', () => {
  it('proves bonus-take (S = even heaps) with the generalised conditions I and II', async () => {
    const r = await prove(library('bonus-take.yaml'));
    expectAllProved(r);
    expect(r.obligations.map((o) => o.id)).toEqual(['domain', 'partition', 'terminal-lose', 'condition-I', 'condition-II', 'finiteness', 'claim-1']);
    expect(obligation(r, 'condition-I').title).toMatch(KEPT_TITLES['condition-I']);
    expect(obligation(r, 'condition-II').title).toMatch(KEPT_TITLES['condition-II']);
    expect(r.obligations.some((o) => o.code === 'ZM6004')).toBe(false);
  });

  it('proves game 13-I with a bonus move (partizan: a kept move leaves A to move)', async () => {
    expectAllProved(await prove(library('game13-I-bonus.yaml')));
  });

  it('proves threes-score (scores, draws, condition III generalised)', async () => {
    const r = await prove(library('threes-score.yaml'));
    expectAllProved(r);
    expect(obligation(r, 'condition-III-b').title).toMatch(KEPT_TITLES['condition-III-b']);
    expect(obligation(r, 'condition-III-a').status).toBe('proved');
  });

  it('refutes bonus-take with game 8’s answer (multiples of 3): I at n = 2, II at n = 6 through the kept move', async () => {
    const text = small(library('bonus-take.yaml').replace('S: n mod 2 = 0', 'S: n mod 3 = 0'));
    const r = await prove(text);
    expect(r.status, summary(r)).toBe('refuted');
    const one = obligation(r, 'condition-I');
    expect(one.counterexample).toMatchObject({ position: { n: 2 }, confirmed: true, minimised: true });
    expect(one.counterexample!.explanation).toMatch(/none of its 2 moves passes the turn into S or keeps it into F/);
    const two = obligation(r, 'condition-II');
    // from 6, taking 2 keeps the turn at 4, which is in F for the same player: read as passing, it would hold
    expect(two.counterexample).toMatchObject({ position: { n: 6 }, confirmed: true, minimised: true, move: { binders: { k: 2 }, target: { n: 4 }, keeps: true } });
    expect(two.counterexample!.explanation).toMatch(/\(keeps the turn\) leads to n = 4, which is not in S/);
    const slots = (p: Record<string, unknown>): number[] => [p['n'] as number];
    boundedFindsIt(text, one, 'I', slots);
    boundedFindsIt(text, two, 'II', slots);
  });

  it('refutes game 13-I with a bonus when a residue of A’s row is changed; the bounded check finds the same positions', async () => {
    const text = small(library('game13-I-bonus.yaml')).replace('turn = A ∧ n mod 4 ∈ {0, 3}', 'turn = A ∧ n mod 4 ∈ {0, 2}');
    const r = await prove(text);
    expect(r.status, summary(r)).toBe('refuted');
    const failed = r.obligations.filter((o) => o.status === 'refuted');
    expect(failed.map((o) => o.id).sort()).toEqual(['condition-I', 'condition-II']);
    const slots = (p: Record<string, unknown>): number[] => [p['n'] as number, p['turn'] === 'A' ? 0 : 1];
    for (const o of failed) {
      expect(o.counterexample?.confirmed, summary(r)).toBe(true);
      boundedFindsIt(text, o, o.id === 'condition-I' ? 'I' : 'II', slots);
    }
    // the claim reads the solved game: not proved from a refuted conjecture
    expect(obligation(r, 'claim-1').status).toBe('unknown');
  });

  it('refutes threes-score with a wrong value function; every counterexample is confirmed and found by the bounded check', async () => {
    const text = library('threes-score.yaml').replace('v(m): if m mod 3 = 0 then 0 - (m div 3) mod 2 else 1 - (m div 3) mod 2', 'v(m): if m mod 3 = 0 then 0 else 1 - (m div 3) mod 2');
    const r = await prove(text);
    expect(r.status, summary(r)).toBe('refuted');
    const failed = r.obligations.filter((o) => o.status === 'refuted');
    expect(failed.length).toBeGreaterThan(0);
    const names: Record<string, string> = { 'condition-I': 'I', 'condition-II': 'II', 'condition-III-a': 'IIIa', 'condition-III-b': 'IIIb' };
    for (const o of failed) {
      expect(o.counterexample?.confirmed, summary(r)).toBe(true);
      boundedFindsIt(text, o, names[o.id]!, (p) => [p['n'] as number, p['lead'] as number]);
    }
  });

  it('a kept move must drop the measure too: a kept move that loops makes finiteness fail', async () => {
    const r = await prove(`
name: stall
game:
  state: { n: nat }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
    - { name: stall, if: n = 5, again: true, to: { n: 5 } }
conjecture:
  S: n mod 3 = 0
`);
    expect(r.status).not.toBe('proved');
    expect(obligation(r, 'finiteness').status).not.toBe('proved');
  });

  it('does not read proof.strategy in a game whose moves can keep the turn: condition I is the plain, generalised one', async () => {
    const r = await prove(`${library('bonus-take.yaml')}proof:\n  strategy:\n    - { when: n mod 2 = 1, move: { n: n - 1 } }\n`);
    expectAllProved(r);
    expect(obligation(r, 'condition-I').detail).toMatch(/proof.strategy is not read/);
  });
});

describe('recheck: a kept move is read as the bounded engine reads it', () => {
  // recheck reads only what a plan is (its kind), not how it was built
  const plan = (kind: Plan['kind']): Plan => ({ id: kind, kind, title: kind, refutes: 'conjecture', build: () => ({ negation: undefined as never, witness: {} }) });
  const witness = (n: number, k: number) => ({ params: new Map(), position: new Map([['n', BigInt(n)]]), move: { schema: 0, binders: new Map([['k', BigInt(k)]]) } });

  it('confirms condition II failing at n = 6 (take 2 keeps the turn at 4) under game 8’s answer', () => {
    const text = library('bonus-take.yaml').replace('S: n mod 2 = 0', 'S: n mod 3 = 0');
    const r = recheck(spec(text), plan('condition-II'), witness(6, 2));
    expect(r).toMatchObject({ confirmed: true });
    expect(r.internalError).toBeUndefined();
  });

  it('calls the same model under the true answer an internal error (the kept target 4 is in S, as it must be)', () => {
    const text = library('bonus-take.yaml');
    const r = recheck(spec(text), plan('condition-II'), witness(6, 2));
    expect(r.confirmed).toBe(false);
    expect(r.internalError).toMatch(/the evaluator disagrees/);
  });

  it('reads a passing move as passing: take 1 from 6 to 5 (in F) is no failure of condition II either', () => {
    const text = library('bonus-take.yaml');
    const r = recheck(spec(text), plan('condition-II'), witness(6, 1));
    expect(r.internalError).toMatch(/the evaluator disagrees/);
    expect(r.keeps).toBeUndefined();
  });
});
