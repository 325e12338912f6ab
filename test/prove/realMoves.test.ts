// Real-valued moves (`for: x ∈ real`, game 23's "pedal any real x ∈ [1, k]"): only a move's binder
// may range over the reals; the bounded engine refuses to enumerate it (ZM4002) and the prover alone
// decides the file. A counterexample with a concrete move is confirmed by the evaluator; one that
// needs "no move exists" is decided exactly over cells of the real line (realMoveSearch.ts).
import { describe, expect, it } from 'vitest';
import { checkFile, pipeline } from '../../src/index.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { parseExprAt } from '../../src/lang/index.js';
import { printExpr } from '../../src/lang/print.js';
import { obligation, prove, spec, summary } from './helpers.js';
import { ConcreteGame } from '../../src/prove/concrete.js';
import { envAt, searchMoves, setsOver } from '../../src/prove/realMoveSearch.js';
import { T } from '../../src/prove/exact/interval.js';
import { toNumber } from '../../src/prove/recheckValues.js';

// take a real amount in [1, 2] while d ≤ 5: S = [0, 1) ∪ [3, 4) ∪ (5, ∞) (and d < 0)
const takeReal = (safe: string, measure = 'max(d, 0)') => `name: real-take
game:
  state: { d: real }
  moves:
    - for: x ∈ real
      if: 1 ≤ x ∧ x ≤ 2 ∧ x ≤ d ∧ d ≤ 5
      to: { d: d - x }
conjecture:
  S: ${safe}
proof:
  termination: ${measure}
`;
const RIGHT = 'd < 1 ∨ (3 ≤ d ∧ d < 4) ∨ d > 5';

const check = (text: string) => checkFile('conjectures/real.yaml', text, { engines: pipeline, now: () => 0, timeoutMs: 30_000 });

describe('real-valued moves', () => {
  it('are allowed in a move’s for: only; ∃ x ∈ real elsewhere is ZM3005', () => {
    expect(loadSpec('a.yaml', takeReal(RIGHT)).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const bad = loadSpec('b.yaml', takeReal('∃ y ∈ real: y = d'));
    expect(bad.diagnostics.map((d) => d.code)).toContain('ZM3005');
  });

  it('a field named real is a field, not the real line', () => {
    const text = `name: f\ngame:\n  state: { n: nat, real: 0..3[2] }\n  moves:\n    - { for: "x ∈ real", if: "x ≤ n", to: { n: n - x } }\nconjecture:\n  S: n = 0\n`;
    const r = loadSpec('f.yaml', text);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(r.value!.game.moves[0]!.binders[0]!.domain.type).toMatchObject({ kind: 'array' });
  });

  it('prints back as it is written', () => {
    const e = parseExprAt('∃ x ∈ real: x = 1', 'p.yaml');
    expect(e.value && printExpr(e.value)).toBe('∃ x ∈ real: x = 1');
  });

  it('a right conjecture is proved, and check says the bounded engine skipped the file (ZM4002)', async () => {
    const { report, diagnostics } = await check(takeReal(RIGHT));
    expect(diagnostics.map((d) => d.code)).toContain('ZM4002');
    expect(diagnostics.map((d) => d.code)).not.toContain('ZM1015');
    expect(report.verdict).toBe('proved');
  }, 60_000);

  it('a wrong one is refuted with a move the evaluator confirms (condition II at d = 4)', async () => {
    const r = await prove(takeReal('d < 1 ∨ (3 ≤ d ∧ d ≤ 4) ∨ d > 5'));
    const o = obligation(r, 'condition-II');
    expect(o.status, summary(r)).toBe('refuted');
    expect(o.counterexample?.confirmed).toBe(true);
    expect(o.counterexample?.explanation).toMatch(/d = 4.*x = 1.*d = 3/);
    expect(r.status).toBe('refuted');
  }, 60_000);

  it('a wrong one whose failure is "no move exists" is refuted, decided exactly over the real moves', async () => {
    const r = await prove(takeReal('d < 0.5 ∨ (3 ≤ d ∧ d < 4) ∨ d > 5'));
    const o = obligation(r, 'terminal-lose');
    expect(o.status, summary(r)).toBe('refuted');
    expect(o.counterexample?.confirmed).toBe(true);
    expect(o.counterexample?.explanation).toMatch(/d = 0\.5 is a losing terminal/);
    const i = obligation(r, 'condition-I');
    expect(i.counterexample?.explanation).toMatch(/no move leads into S \(decided exactly/);
    expect(r.status).toBe('refuted');
  }, 60_000);

  it('a counterexample Z3 would place at 1/3 is asked for on a grid the evaluator holds exactly (d = 1/2), and confirmed', async () => {
    const r = await prove(takeReal('3 * d < 1 ∨ (3 ≤ d ∧ d < 4) ∨ d > 5'));
    const o = obligation(r, 'terminal-lose');
    expect(o.status, summary(r)).toBe('refuted');
    expect(o.counterexample?.confirmed).toBe(true);
    expect(o.counterexample?.explanation).toMatch(/d = 0\.5 is a losing terminal/);
  }, 60_000);

  it('a rational without an exact double is never handed to the evaluator', () => {
    expect(() => toNumber({ num: 1n, den: 3n })).toThrow(/no exact double/);
    expect(() => toNumber({ num: 2n ** 60n + 1n, den: 2n })).toThrow(/no exact double/);
    expect(toNumber({ num: 1n, den: 4n })).toBe(0.25);
    expect(toNumber({ num: -7n, den: 2n })).toBe(-3.5);
  });

  it('the exact search: none, some (a single point), and unknown where the move is irrational', () => {
    const game = (guard: string) => spec(`name: g\ngame:\n  state: { d: real }\n  moves:\n    - { for: x ∈ real, if: ${guard}, to: { d: d - x } }\nconjecture:\n  S: d < 1\n`);
    const at = (guard: string, d: number) => {
      const s = game(guard);
      const env = envAt(new ConcreteGame(s, new Map()), s, [d], new Map());
      return searchMoves(s, env, () => T);
    };
    expect(at('1 ≤ x ∧ x ≤ 2 ∧ x ≤ d', 0.5)).toBe('none');
    expect(at('1 ≤ x ∧ x ≤ 2 ∧ x ≤ d', 1)).toBe('some'); // x = 1 exactly
    expect(at('1 < x ∧ x < 1 + d', 0)).toBe('none');
    expect(at('x * x < 2 ∧ x > 1', 0)).toBe('some');
    expect(at('x * x = 2', 0)).toBe('unknown'); // √2 is no cell end: the budget runs out, never 'none'
    // into a set: from d = 3 the targets d − x, x ∈ [1, 2], are in [1, 2]: none below 1
    const s = game('1 ≤ x ∧ x ≤ 2 ∧ x ≤ d');
    const into = (d: number) => searchMoves(s, envAt(new ConcreteGame(s, new Map()), s, [d], new Map()), (t) => setsOver(s, t).safe);
    expect(into(3)).toBe('none');
    expect(into(2.75)).toBe('some');
  });

  it('a real measure must drop by at least 1: max(d, 0) / 2 does not prove termination', async () => {
    const r = await prove(takeReal(RIGHT, 'max(d, 0) / 2'));
    expect(obligation(r, 'finiteness').status, summary(r)).not.toBe('proved');
    expect(r.status).not.toBe('proved');
  }, 60_000);

  it('game 23 with a strategy: the strategy’s real move is solved from d − x and checked', async () => {
    const game = (s: string) => `name: g23
game:
  state: { k: nat, d: real }
  moves:
    - { for: x ∈ real, if: 1 ≤ x ∧ x ≤ k ∧ x ≤ d, to: { k: k + 1, d: d - x } }
    - { if: k ≥ 1 ∧ 0 < d ∧ d < 1, to: { k: k + 1, d: 0 } }
conjecture:
  S: ${s}
proof:
  termination: ceil(d)
  strategy:
    - { when: k ≥ 1 ∧ 0 < d ∧ d < 1, move: { k: k + 1, d: 0 } }
    - { when: k ≥ 1 ∧ 1 ≤ d ∧ d ≤ k, move: { k: k + 1, d: 0 } }
    - { when: k ≥ 1 ∧ k + 2 < d, move: { k: k + 1, d: d - 1 } }
`;
    // only the first two groups of each column: (k, d) safe for d = 0 and k < d ≤ k + 2 — but not
    // beyond (e.g. k = 1, d = 6 is safe by formula (9)), so condition I must fail somewhere
    const r = await prove(game('k = 0 ∨ d ≤ 0 ∨ (k < d ∧ d ≤ k + 2)'));
    expect(obligation(r, 'terminal-lose').status, summary(r)).toBe('proved');
    expect(obligation(r, 'finiteness').status, summary(r)).toBe('proved');
    expect(r.status).not.toBe('proved');
  }, 90_000);
});
