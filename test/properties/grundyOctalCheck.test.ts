// The octal Grundy check from a table (src/check/grundyOctalCheck.ts) against the generated pass that
// evaluates the conjecture at every move (grundyPass.ts, the reference): the same failures, in the
// same order, on random octal codes and random conjectures (the true values with random changes,
// and random eventually periodic tables, which exercise the periodic shortcut).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { octalCheckDigits, octalGrundyCheck } from '../../src/check/grundyOctalCheck.js';
import { exprGrundyConjecture, grundyCheckPass } from '../../src/check/grundyCheckPass.js';
import { grundyTable, smallValues } from '../../src/check/grundyTable.js';
import { buildGame } from '../../src/game/buildGame.js';
import { octalGrundy } from '../../src/solve/octalGrundy.js';
import { spec } from '../check/helpers.js';

const code = fc
  .tuple(fc.constantFrom(0, 0, 0, 4), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 4 }))
  .map(([d0, rest]) => [d0, ...rest])
  .filter((d) => d.some((x) => x !== 0));

/** The conjecture's table: the true values with changes, or early values then a repeated cycle. */
const conjectureOf = (digits: number[], top: number) =>
  fc.oneof(
    fc.array(fc.tuple(fc.nat(top), fc.integer({ min: 0, max: 31 })), { maxLength: 4 }).map((changes) => {
      const f = Array.from(octalGrundy(digits, top), (v) => Math.min(v, 31));
      for (const [n, v] of changes) f[n] = v;
      return f;
    }),
    fc
      .tuple(fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 12 }), fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 8 }))
      .map(([early, cycle]) => Array.from({ length: top + 1 }, (_, n) => (n < early.length ? early[n]! : cycle[(n - early.length) % cycle.length]!))),
  );

const octalCase = fc.tuple(code, fc.integer({ min: 0, max: 260 })).chain(([digits, top]) => fc.tuple(fc.constant(digits), fc.constant(top), conjectureOf(digits, top), fc.boolean()));

type Call = [number, number, number];

describe('octal Grundy check from a table', () => {
  it('reports what the generated pass reports', () => {
    let failing = 0;
    fc.assert(
      fc.property(octalCase, ([digits, top, f, withTruth]) => {
        const text = `name: oct\ngame: { octal: "${digits[0]}.${digits.slice(1).join('')}" }\ndefine: { f: "[${f.join(', ')}]" }\nconjecture: { grundy: f[n] }\ncheck: { bounds: { n: 0..${top} } }\n`;
        const game = buildGame(spec(text), {}).value!;
        const conj = exprGrundyConjecture(game, game.spec.conjecture!.grundy!);
        const truth = withTruth ? octalGrundy(digits, top) : null;
        const expected: Call[] = [];
        grundyCheckPass(game, conj, { truth: withTruth })(truth, (c, p, k) => expected.push([c, p, k]), game.region.size, new Float64Array(2));
        const table = smallValues(grundyTable(game, conj)!)!;
        expect(Array.from(table)).toEqual(f);
        const got: Call[] = [];
        octalGrundyCheck(octalCheckDigits(game)!, table, truth, (c, p, k) => got.push([c, p, k]), 0, game.region.size);
        expect(got).toEqual(expected);
        if (expected.length > 0) failing++;
      }),
      { numRuns: 200 },
    );
    expect(failing).toBeGreaterThan(20); // the conjectures are not all right
    expect(failing).toBeLessThan(200); // nor all wrong
  });
});
