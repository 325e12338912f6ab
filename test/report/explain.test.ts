// `explain`'s account of Theorem 4.1, from files in the surface syntax: the conditions instantiated
// for format.md's game 9, partizan turns, misère play, end conditions, Grundy conjectures with sums,
// capture-avoiding substitution, definitions inlined at the target.

import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';
import { renderExplain } from '../../src/report/explain/renderExplain.js';
import { theoremConditions } from '../../src/report/explain/conditions.js';
import { printExpr } from '../../src/lang/print.js';
import { parseExpr } from '../../src/lang/parser.js';

function spec(yaml: string, file = 'conjectures/test.yaml') {
  const r = loadSpec(file, yaml);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.value!;
}

function formulas(yaml: string): Record<string, string | null> {
  return Object.fromEntries(theoremConditions(spec(yaml)).map((c) => [c.id, c.formula ? printExpr(c.formula) : null]));
}

const GAME_9 = `name: take-1-or-4
title: Take 1 or 4 stones from one heap; whoever takes the last stone wins
game:
  state: { n: nat }
  moves:
    - name: take k
      for: k ∈ {1, 4}
      if: k ≤ n
      to: { n: n - k }
conjecture:
  S: n mod 5 ∈ <0,2>
check:
  bounds: { n: 0..10000 }
expect: proved
`;

describe('explain: Theorem 4.1 instantiated', () => {
  it('game 9 (format.md §1): conditions I and II, requirements by construction, III void', () => {
    const f = formulas(GAME_9);
    expect(f.I).toBe('n mod 5 ∉ <0, 2> ⇒ ∃ k ∈ {1, 4}: k ≤ n ∧ (n - k) mod 5 ∈ <0, 2>');
    expect(f.II).toBe('n mod 5 ∈ <0, 2> ⇒ ∀ k ∈ {1, 4}: k ≤ n ⇒ (n - k) mod 5 ∉ <0, 2>');
    expect(f.requirements).toBeNull();
    expect(f.III).toBeNull();
  });

  it('the printed formulas are expressions of the language (they parse back)', () => {
    for (const text of Object.values(formulas(GAME_9))) {
      if (text === null) continue;
      const r = parseExpr(text, 'x', (i) => i);
      expect(r.diagnostics).toEqual([]);
    }
  });

  it('the full text names both vocabularies, the region and its size', () => {
    const text = renderExplain(spec(GAME_9, 'conjectures/heap/take-1-or-4.yaml'));
    expect(text).toContain('S = safe = P-position');
    expect(text).toContain('F = fragile = N-position');
    expect(text).toContain('N = neutral = draw');
    expect(text).toContain('size: 10001 positions');
    expect(text).toContain('take k: for k ∈ {1, 4}, if k ≤ n: n ↦ n - k');
    expect(text).toContain('II. every position of S is a losing terminal or all its moves lead into F:\n      ∀ n ∈ ℕ: ');
  });

  it('partizan: a schema applies on its player’s turn, and the turn flips (B = A folds away)', () => {
    const f = formulas(`name: g13
game:
  players: [A, B]
  state: { n: nat }
  moves:
    - { by: A, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }
    - { by: B, for: k ∈ {2, 3}, if: k ≤ n, to: { n: n - k } }
conjecture:
  S: turn = A ∧ n mod 5 = 0 ∨ turn = B ∧ n mod 5 = 1
check: { bounds: { n: 0..50 } }
`);
    expect(f.I).toBe('¬(turn = A ∧ n mod 5 = 0 ∨ turn = B ∧ n mod 5 = 1) ⇒ (∃ k ∈ {1, 4}: turn = A ∧ k ≤ n ∧ (n - k) mod 5 = 1) ∨ ∃ k ∈ {2, 3}: turn = B ∧ k ≤ n ∧ (n - k) mod 5 = 0');
  });

  it('misère: a position without moves is a winning terminal (I and the requirements say so)', () => {
    const f = formulas(`name: m
game: { subtraction: [1, 2], play: misère }
conjecture: { S: n mod 3 = 1 }
check: { bounds: { n: 0..30 } }
`);
    expect(f.requirements).toContain('⇒ n mod 3 ≠ 1');
    expect(f.I).toMatch(/^n mod 3 ≠ 1 ⇒ ¬\(∃ .*\) ∨ ∃ /);
    expect(f.II).toMatch(/^n mod 3 = 1 ⇒ \(∃ .*\) ∧ ∀ /);
  });

  it('end conditions and a neutral set: requirements and condition III', () => {
    const f = formulas(`name: d
game:
  state: { n: 0..10 }
  moves:
    - { for: k ∈ {1, 2}, if: k ≤ n, to: { n: n - k } }
  end: { draw: n = 7, lose: n = 0 }
conjecture: { S: n mod 3 = 0 ∧ n < 7, N: n ≥ 7 }
`);
    expect(f.requirements).toContain('(n = 7 ⇒ n ≥ 7)');
    expect(f.III).toBe('n ≥ 7 ⇒ (n = 7 ∨ ¬(n = 0 ∨ n = 7) ∧ ∃ k ∈ {1, 2}: k ≤ n ∧ n - k ≥ 7) ∧ ∀ k ∈ {1, 2}: k ≤ n ⇒ ¬((n - k) mod 3 = 0 ∧ n - k < 7)');
  });

  it('Grundy conjectures: a move to a sum takes the nim-sum of its components', () => {
    const f = formulas(`name: dawson
game: { octal: "0.07" }
conjecture: { grundy: n mod 2 }
check: { bounds: { n: 0..40 } }
`);
    expect(f.G1).toContain('a mod 2 ⊕ (n - 2 - a) mod 2 ≠ n mod 2');
    expect(f.G2).toMatch(/^∀ v ∈ 0\.\.n mod 2 - 1: /);
  });

  it('a bound name is renamed rather than captured; definitions that read the state are inlined at the target', () => {
    const f = formulas(`name: nim
game: { nim: { heaps: 3 } }
define:
  ones(col): count(i ∈ 0..2: bit(h[i], col) = 1)
conjecture: { S: "∀ col ∈ 0..3: ones(col) mod 2 = 0" }
check: { bounds: { h: 0..7 } }
`);
    expect(f.I).toContain("count(i' ∈ 0..2: bit(h[i ↦ h[i] - k][i'], col) = 1)");
    expect(f.I).toMatch(/^¬\(∀ col ∈ 0\.\.3: ones\(col\) mod 2 = 0\)/);
  });

  it('a recursive definition that reads the state is not inlined: S(target) notation instead', () => {
    const f = formulas(`name: rec
game: { subtraction: [1, 2] }
define:
  down(x): if x ≤ 0 then 0 else down(x - 1) + n - n
  s: down(3) = 0 ∧ n mod 3 = 0
conjecture: { S: s }
check: { bounds: { n: 0..20 } }
`);
    expect(f.I).toBe('¬s ⇒ ∃ k ∈ {1, 2}: k ≤ n ∧ S({ n: n - k })');
  });
});
