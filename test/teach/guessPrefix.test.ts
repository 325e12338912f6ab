// `zermelo guess` on game 15 (a) and (b) of the book ("tirar feijões duma quadrícula"): a pattern
// that starts only after the first rows and columns. From the rules alone it must find a conjecture
// whose sets equal the known answer on a region four times wider than the one it read; and when
// nothing fits it says which forms it tried.

import { describe, expect, test } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';
import type { Spec } from '../../src/model/model.js';
import { conjectureClasses } from '../../src/teach/conjectureClasses.js';
import { prepareGame } from '../../src/teach/engine.js';
import { runGuess } from '../../src/teach/guess/runGuess.js';
import { specWithConjecture } from '../../src/teach/guess/guessYaml.js';
import { run } from './teachHost.js';

const ROWS_AND_COLUMNS = `name: g15a
game:
  state: { m: nat, n: nat }
  moves:
    - { name: remove a row, if: m ≥ 1 ∧ n ≥ 1, to: { m: m - 1 } }
    - { name: remove a column, if: m ≥ 1 ∧ n ≥ 1, to: { n: n - 1 } }
check: { bounds: { m: 0..24, n: 0..24 } }
`;

const LAST_LINE_ONE_OR_TWO = `name: g15b
game:
  state: { m: nat, n: nat }
  moves:
    - { name: remove a row, if: m ≥ 2 ∧ n ≥ 2, to: { m: m - 1 } }
    - { name: remove a column, if: m ≥ 2 ∧ n ≥ 2, to: { n: n - 1 } }
    - { name: take k from the last row, for: k ∈ {1, 2}, if: m = 1 ∧ k ≤ n, to: { n: n - k } }
    - { name: take k from the last column, for: k ∈ {1, 2}, if: n = 1 ∧ m ≥ 2 ∧ k ≤ m, to: { m: m - k } }
check: { bounds: { m: 0..24, n: 0..24 } }
`;

function classes(spec: Spec, safe: string, hi: number): number[] {
  const s = specWithConjecture(spec, { safe, neutral: null, cost: 0 }).value!;
  return Array.from(conjectureClasses(prepareGame(s, { bounds: { m: [0, hi], n: [0, hi] } }).value!.game)!.cls);
}

function guessed(text: string): { spec: Spec; safe: string } {
  const spec = loadSpec('g.yaml', text).value!;
  const outcome = runGuess(spec, prepareGame(spec).value!);
  expect(outcome.found, 'a conjecture is found').toBeDefined();
  return { spec, safe: outcome.found!.conjecture.safe };
}

describe('guess: a pattern after the first rows and columns (game 15)', () => {
  test('(a): parity of m + n once both are at least 2; an empty board is safe', () => {
    const { spec, safe } = guessed(ROWS_AND_COLUMNS);
    expect(safe).toBe('m ≥ 2 ∧ n ≥ 2 ∧ m mod 2 = n mod 2 ∨ m = 0 ∨ n = 0');
    expect(classes(spec, safe, 96)).toEqual(classes(spec, 'm = 0 ∨ n = 0 ∨ m ≥ 2 ∧ n ≥ 2 ∧ (m + n) mod 2 = 0', 96));
  });

  test('(b): the distance from the diagonal modulo 3; a last line of k beans is safe iff 3 divides k', () => {
    const { spec, safe } = guessed(LAST_LINE_ONE_OR_TWO);
    const known = 'm = 0 ∨ n = 0 ∨ m = 1 ∧ n mod 3 = 0 ∨ n = 1 ∧ m mod 3 = 0 ∨ m ≥ 2 ∧ n ≥ 2 ∧ (m = n ∨ abs(m - n) mod 3 = 2)';
    expect(classes(spec, safe, 96)).toEqual(classes(spec, known, 96));
  });

  test('a different game gives a different answer: the guess reads the table, not the game number', () => {
    const a = guessed(ROWS_AND_COLUMNS).safe;
    const b = guessed(LAST_LINE_ONE_OR_TWO).safe;
    expect(a).not.toBe(b);
  });

  test('when nothing fits, it says what it tried', async () => {
    const text = 'name: chaos\ngame: { subtraction: [2, 5, 7, 11, 13] }\ncheck: { bounds: { n: 0..20 } }\n';
    for (const [lang, words] of [
      ['en', ['periods 1 to 64', 'residues modulo 2 to 12', 'abs(a - b)', 'up to 3 first rows and columns']],
      ['pt', ['períodos de 1 a 64', 'restos módulo 2 a 12', 'abs(a - b)', 'até 3 primeiras linhas e colunas']],
    ] as const) {
      const r = await run(['guess', 'chaos.yaml', '--lang', lang], { files: { 'chaos.yaml': text } });
      expect(r.code).toBe(1);
      for (const w of words) expect(r.out).toContain(w);
    }
  });
});
