// `zermelo guess`: the book's "processo de adivinhação". From the rules alone (test/teach/fixtures/,
// no conjecture in the files) it must rediscover the book's conjectures for games 8, 9, 10, 11, 12,
// 13-I, 17 and 20 — the same sets as the book's formulas on a region wider than the one it looked at —
// and it never prints a conjecture that its own check refutes.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';
import type { Spec } from '../../src/model/model.js';
import { checkGuess } from '../../src/teach/checkGuess.js';
import { conjectureClasses } from '../../src/teach/conjectureClasses.js';
import { prepareGame } from '../../src/teach/engine.js';
import { runGuess } from '../../src/teach/guess/runGuess.js';
import { proofLine } from '../../src/teach/guess/renderGuess.js';
import { specWithConjecture } from '../../src/teach/guess/guessYaml.js';
import { fixture, run } from './teachHost.js';

function load(name: string, text = fixture(name)): Spec {
  const r = loadSpec(`games/${name}`, text);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.value!;
}

function guess(name: string) {
  const spec = load(name);
  const solved = prepareGame(spec).value!;
  return { spec, outcome: runGuess(spec, solved) };
}

/** The class of every position of a region under two conjectures (the guess, the book's formula). */
function sameSets(spec: Spec, guessed: string, book: string, bounds: Record<string, [number, number]>): void {
  const classes = (safe: string): Uint8Array => {
    const s = specWithConjecture(spec, { safe, neutral: null, cost: 0 }).value!;
    return conjectureClasses(prepareGame(s, { bounds }).value!.game)!.cls;
  };
  const a = classes(guessed);
  const b = classes(book);
  expect(a.length).toBeGreaterThan(0);
  expect(Array.from(a)).toEqual(Array.from(b));
}

// The book's conjectures (section 5.3), in zermelo's language, and a region wider than the fixtures'.
const BOOK: [string, string, string, Record<string, [number, number]>][] = [
  ['game08.yaml', 'n mod 3 = 0', 'n mod 3 = 0', { n: [0, 3000] }],
  ['game09.yaml', 'n mod 5 ∈ {0, 2}', 'n mod 5 = 0 ∨ n mod 5 = 2', { n: [0, 3000] }],
  ['game10.yaml', 'n mod 5 ∈ {0, 1}', 'n mod 5 ∈ <0,1>', { n: [0, 3000] }],
  ['game11.yaml', 'm = n', 'm = n', { m: [0, 80], n: [0, 80] }],
  ['game12.yaml', 'm mod 3 = n mod 3', 'm mod 3 = n mod 3', { m: [0, 80], n: [0, 80] }],
  ['game13-I.yaml', 'turn = A ∧ (n ≥ 12 ∨ n ∈ {0, 3, 6, 7, 9, 10}) ∨ turn = B ∧ n ∈ {0, 1, 4, 7}', '(turn = A ∧ (n ≥ 12 ∨ n ∈ {0, 3, 6, 7, 9, 10})) ∨ (turn = B ∧ n ∈ {0, 1, 4, 7})', { n: [0, 3000] }],
  ['game17.yaml', 'xor(h[0] mod 3, h[1] mod 3, h[2] mod 3) = 0', '(h[0] mod 3) ⊕ (h[1] mod 3) ⊕ (h[2] mod 3) = 0', { h: [0, 20] }],
];

// Game 20: the book's table, periodic with period 13 from row 9 (conjectures/heap/game20-no-repeat.yaml).
const GAME20_BOOK = 'bit(if n = 4 then 16 else if n = 8 then 0 else [63, 2, 0, 8, 0, 32, 8, 63, 2, 0, 0, 16, 32][n mod 13], r) = 1';

describe('guess rediscovers the book’s conjectures from the rules alone', () => {
  for (const [file, expected, book, wider] of BOOK) {
    test(`${file}: S = ${expected}`, () => {
      const { spec, outcome } = guess(file);
      expect(outcome.found?.conjecture.safe).toBe(expected);
      expect(outcome.found?.check.status).toBe('holds');
      sameSets(spec, expected, book, wider);
    });
  }

  test('game20.yaml: one residue set modulo 13 per last move r, the same sets as the book’s table', () => {
    const { spec, outcome } = guess('game20.yaml');
    const safe = outcome.found!.conjecture.safe;
    expect(safe).toMatch(/^r ∈ \{0, 2\} ∧ n mod 13 ∈ \{0, 7\} ∨ r = 1 ∧ /);
    expect(safe.match(/mod (\d+)/g)!.every((m) => m === 'mod 13')).toBe(true);
    sameSets(spec, safe, GAME20_BOOK, { n: [0, 2000] });
  });
});

describe('guess never prints a conjecture its own check refutes', () => {
  test('a refuted candidate is rejected and the next one is checked', () => {
    const spec = load('game09.yaml');
    const solved = prepareGame(spec).value!;
    const outcome = runGuess(spec, solved, [
      { safe: 'n mod 5 ∈ {0, 3}', neutral: null, cost: 1 },
      { safe: 'n mod 5 ∈ {0, 2}', neutral: null, cost: 2 },
    ]);
    expect(outcome.attempts[0]!.check.status).toBe('refuted');
    expect(outcome.attempts[0]!.check.failure).toMatch(/n = 2/);
    expect(outcome.found!.conjecture.safe).toBe('n mod 5 ∈ {0, 2}');
    expect(outcome.yaml).toBe('conjecture:\n  S: n mod 5 ∈ {0, 2}\n');
    expect(runGuess(spec, solved, [{ safe: 'n mod 5 ∈ {0, 3}', neutral: null, cost: 1 }]).found).toBeNull();
  });

  test('property: on random subtraction games (impartial and partizan), what guess prints passes its check', () => {
    const subset = fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(subset, subset, fc.boolean(), (a, b, partizan) => {
        const text = partizan
          ? `name: random\ngame: { subtraction: { A: [${a}], B: [${b}] } }\ncheck: { bounds: { n: 0..120 } }\n`
          : `name: random\ngame: { subtraction: [${a}] }\ncheck: { bounds: { n: 0..120 } }\n`;
        const spec = load('random.yaml', text);
        const solved = prepareGame(spec).value!;
        const outcome = runGuess(spec, solved);
        for (const attempt of outcome.attempts.slice(0, -1)) expect(attempt.check.status).not.toBe('holds');
        if (outcome.found) {
          const printed = specWithConjecture(spec, outcome.found.conjecture).value!;
          expect(checkGuess(printed).status).toBe('holds');
          const classes = conjectureClasses(prepareGame(printed).value!.game)!.cls;
          expect(Array.from(classes)).toEqual(Array.from(solved.solution.outcome));
        }
      }),
      { seed: 20240611, numRuns: 60 },
    );
  });
});

describe('zermelo guess (command line)', () => {
  test('prints the guess, how it was checked, and the YAML to paste', async () => {
    const r = await run(['guess', 'games/game09.yaml']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Checked by Theorem 4.1 at all 301 positions of the region');
    expect(r.out).toContain('Paste into games/game09.yaml:\n\nconjecture:\n  S: n mod 5 ∈ {0, 2}\n');
  });

  test('--prove runs the symbolic prover on the guess', async () => {
    const r = await run(['guess', 'games/game09.yaml', '--prove']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Proof: proved for every position \(not only within the bounds\)\.\n$/);
  });

  test('in Portuguese', async () => {
    const r = await run(['guess', 'games/game10.yaml', '--lang', 'pt']);
    expect(r.out).toContain('Verificada pelo teorema 4.1 nas 301 posições da região');
    expect(r.out).toContain('S: n mod 5 ∈ {0, 1}');
  });

  test('when nothing simple fits, says so, shows the table and exits 1', async () => {
    // Grundy's-game-like chaos: the safe set of this subtraction game has no period within 0..40.
    const text = 'name: chaos\ngame: { subtraction: [2, 5, 7, 11, 13] }\ncheck: { bounds: { n: 0..20 } }\n';
    const r = await run(['guess', 'chaos.yaml'], { files: { 'chaos.yaml': text } });
    expect(r.code).toBe(1);
    expect(r.out).toContain('No simple conjecture fits the table');
    expect(r.out).toMatch(/\nn +0 +1 +2/);
  });
});

describe('the proof line of a guess (issue 14)', () => {
  test('a proof below the bitvector width only is not called a proof for every position', () => {
    expect(proofLine({ status: 'width-bounded', reason: null, width: 53 }, 'en')).toBe('Proof: proved for values below 2^53 only (bit-vector obligations), not for every position.');
    expect(proofLine({ status: 'width-bounded', reason: null, width: 53 }, 'pt')).toMatch(/^Prova: demonstrada só para valores abaixo de 2\^53/);
    expect(proofLine({ status: 'proved', reason: null }, 'en')).toContain('proved for every position');
  });
});
