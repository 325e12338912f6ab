// Moves that keep the turn (`again:`) on games whose meaning is worked out by hand (theory.md,
// "Moves that keep the turn"): a cycle of kept moves is a draw; a kept move into a terminal leaves the
// mover there; misère; a partizan game where only A keeps the turn; the load-time refusals (ZM1040)
// and the prover, which must never prove such a file.

import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { checkBounded } from '../../src/check/checkBounded.js';
import { proveSpec } from '../../src/prove/proveSpec.js';
import { refSolve } from '../../src/semantics/refSolve.js';
import { solveRetrograde } from '../../src/solve/solveRetrograde.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { counterexamples, spec } from './helpers.js';
import { counterexampleSentence } from '../../src/teach/sentences/renderSentence.js';

/** Outcomes (1 safe, 2 fragile, 3 neutral) by the reference, the forward/auto and the retrograde solver. */
function outcomes(text: string): { ref: number[]; auto: number[]; retrograde: number[] } {
  const s = spec(text);
  const t = refSolve(s, {});
  if (t.kind !== 'solved') throw new Error(`reference: ${t.kind}`);
  const game = buildGame(s, {}).value!;
  return {
    ref: t.outcome,
    auto: Array.from(solveRetrograde(game).value!.outcome),
    retrograde: Array.from(solveRetrograde(game, { method: 'retrograde' }).value!.outcome),
  };
}

const CYCLE = `name: kept-cycle
game:
  state: { x: 0..1 }
  moves:
    - { if: "x = 0", again: "true", to: { x: 1 } }
    - { if: "x = 1", again: "true", to: { x: 0 } }
check: { symbolic: "off" }
`;

describe('moves that keep the turn, by hand', () => {
  test('a cycle of kept moves never ends: both positions are draws, and "0 safe, 1 fragile" is refuted', () => {
    const o = outcomes(CYCLE);
    expect(o).toEqual({ ref: [3, 3], auto: [3, 3], retrograde: [3, 3] });
    const wrong = checkBounded(spec(`${CYCLE}conjecture: { S: "x = 0", F: "x = 1" }\n`));
    expect(wrong.outcome).toBe('refuted');
    expect(checkBounded(spec(`${CYCLE}conjecture: { N: "true", S: "false" }\n`)).outcome).toBe('holds');
  });

  test('a kept move into a position without moves: the mover is stuck there (normal play: loses; misère: wins)', () => {
    const game = (play: string) => `name: kept-terminal
game:
  state: { n: 0..2 }
  moves:
    - { if: "n = 1", again: "true", to: { n: 0 } }
    - { if: "n = 2", to: { n: 0 } }
  play: ${play}
check: { symbolic: "off" }
`;
    // normal: 0 safe; 1 keeps into 0 (safe for the same player) → safe; 2 passes into 0 → fragile
    expect(outcomes(game('normal'))).toEqual({ ref: [1, 1, 2], auto: [1, 1, 2], retrograde: [1, 1, 2] });
    // misère: 0 fragile (no move: the mover wins); 1 keeps into 0 → fragile; 2 passes into 0 → safe
    expect(outcomes(game('misère'))).toEqual({ ref: [2, 2, 1], auto: [2, 2, 1], retrograde: [2, 2, 1] });
  });

  test('partizan: A keeps the turn after each take, B passes it; A loses everywhere, B wins from n ≥ 1', () => {
    const text = `name: kept-partizan
game:
  players: [A, B]
  state: { n: nat }
  moves:
    - { by: A, if: "n ≥ 1", again: "true", to: { n: "n - 1" } }
    - { by: B, if: "n ≥ 1", to: { n: "n - 1" } }
conjecture:
  S: "turn = A ∨ n = 0"
check: { bounds: { n: 0..40 }, symbolic: "off" }
`;
    const r = checkBounded(spec(text));
    expect(r.outcome).toBe('holds');
    // swapping the rule for A's kept moves (reading them as passing) makes (1, A) fragile: refuted
    const wrong = checkBounded(spec(text.replace('S: "turn = A ∨ n = 0"', 'S: "n mod 2 = 0 ∧ turn = A ∨ n = 0"')));
    expect(wrong.outcome).toBe('refuted');
    const cx = counterexamples(wrong)[0]!;
    expect(counterexampleSentence(cx)).toContain('(keeps the turn)');
  });

  test('the counterexample names the generalised clause', () => {
    const text = `name: bonus
game:
  state: { n: nat }
  moves:
    - { for: "k ∈ {1, 2}", if: "k ≤ n", again: "k = 2 ∧ n mod 2 = 0", to: { n: "n - k" } }
conjecture:
  S: "n mod 3 = 0"
check: { bounds: { n: 0..30 }, symbolic: "off" }
`;
    const r = checkBounded(spec(text));
    expect(r.outcome).toBe('refuted');
    const byCondition = Object.fromEntries(counterexamples(r).map((c) => [c.condition, counterexampleSentence(c)]));
    expect(byCondition['I']).toContain('no move passes the turn into a position you call safe or keeps it into a position you call fragile');
    expect(byCondition['II']).toContain('every kept move to a safe one');
    const pt = counterexamples(r)
      .map((c) => counterexampleSentence(c, 'pt'))
      .join(' ');
    expect(pt).toContain('mantém a vez');
    expect(checkBounded(spec(text.replace('n mod 3 = 0', 'n mod 2 = 0'))).outcome).toBe('holds');
  });
});

describe('what moves that keep the turn rule out', () => {
  const base = `name: bad
game:
  state: { n: nat }
  moves:
    - { for: "k ∈ {1, 2}", if: "k ≤ n", again: "k = 2", to: { n: "n - k" } }
check: { bounds: { n: 0..10 } }
`;
  const codes = (text: string): string[] =>
    loadSpec('bad.yaml', text)
      .diagnostics.filter((d) => d.severity === 'error')
      .map((d) => d.code);

  test('a grundy: conjecture, grundy(…) in a claim and a move to a sum are ZM1040', () => {
    expect(codes(`${base}conjecture: { grundy: "n mod 3" }\n`)).toEqual(['ZM1040']);
    expect(codes(`${base}claims:\n  - holds: "grundy(3) = 0"\n`)).toEqual(['ZM1040']);
    expect(codes(base.replace('to: { n: "n - k" } }', 'to: { n: "n - k" } }\n    - { if: "n ≥ 2", to: [{ n: 1 }, { n: "n - 2" }] }'))).toEqual(['ZM1040']);
  });

  test('`again:` must be a condition', () => {
    expect(codes(base.replace('again: "k = 2"', 'again: "k + 2"'))).toEqual(['ZM1023']);
  });

  test('the prover encodes such a game: a wrong conjecture is refuted with a confirmed counterexample (n = 2: take 2 keeps the turn at 0)', async () => {
    const s = spec(`${base}conjecture: { S: "n = 0" }\n`);
    const r = await proveSpec(s, { timeoutMs: 5000 });
    expect(r.obligations.some((o) => o.code === 'ZM6004')).toBe(false);
    expect(r.status).toBe('refuted');
    const one = r.obligations.find((o) => o.id === 'condition-I')!;
    expect(one.counterexample).toMatchObject({ position: { n: 2 }, confirmed: true });
  });
});
