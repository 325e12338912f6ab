// Hand-written rules recognised as an octal game (src/certify/octalRules.ts): the recognised code
// must be the rules' own — the Grundy values of the rules equal those of the `octal:` family with
// that code, on random codes — and anything that is not exactly an octal form is refused, so the
// Guy–Smith certificate never applies to a game it is not about.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { octalRules } from '../../src/certify/octalRules.js';
import { solveGrundy } from '../../src/solve/solveGrundy.js';
import { certify, spec } from './helpers.js';

const FORMS: Record<number, (c: number) => string[]> = {
  1: (c) => [`    - { if: n = ${c}, to: { n: n - ${c} } }`],
  2: (c) => [`    - { if: n > ${c}, to: { n: n - ${c} } }`],
  3: (c) => [`    - { if: n ≥ ${c}, to: { n: n - ${c} } }`],
  4: (c) => [`    - { for: a ∈ 1..n - ${c + 1}, to: [{ n: a }, { n: n - ${c} - a }] }`],
  5: (c) => [...FORMS[1]!(c), ...FORMS[4]!(c)],
  6: (c) => [...FORMS[2]!(c), ...FORMS[4]!(c)],
  7: (c) => [`    - { for: a ∈ 0..n - ${c}, to: [{ n: a }, { n: n - ${c} - a }] }`],
};

const written = (digits: number[]): string => `name: w
game:
  state: { n: nat }
  moves:
${digits.flatMap((d, k) => (d === 0 ? [] : FORMS[d]!(k + 1))).join('\n')}
check: { bounds: { n: 0..60 } }
`;

const grundyRows = (text: string): number[] => {
  const s = spec(text);
  return Array.from(solveGrundy(buildGame(s, {}).value!).value!.grundy);
};

describe('hand-written octal rules', () => {
  it('are recognised with their own code: same Grundy values as the octal family (random codes)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 1, maxLength: 3 }).filter((d) => d.some((x) => x !== 0)),
        (digits) => {
          while (digits.at(-1) === 0) digits.pop();
          const code = `0.${digits.join('')}`;
          const text = written(digits);
          expect(octalRules(spec(text))).toMatchObject({ ok: true, code, maxRemove: digits.length });
          const family = `name: f\ngame: { octal: "${code}" }\ncheck: { bounds: { n: 0..60 } }\n`;
          expect(grundyRows(text), code).toEqual(grundyRows(family));
        },
      ),
      { numRuns: 60, seed: 20261202 },
    );
  });

  it("Dawson's Kayles written as the split game proves Theorem 5.2 for every n, and refutes it without n = 35", () => {
    const file = (exceptions: string) => `name: t
game:
  state: { n: nat }
  moves:
    - { for: a ∈ 0..n - 2, to: [{ n: a }, { n: n - 2 - a }] }
conjecture:
  S: n ∈ {${exceptions}} ∨ n mod 34 ∈ {5, 9, 21, 25, 29}
check: { bounds: { n: 0..20 } }
`;
    expect(certify(file('0, 1, 15, 35'))).toMatchObject({ status: 'proved' });
    const wrong = certify(file('0, 1, 15'));
    expect(wrong.status).toBe('refuted');
    expect(wrong.runs[0]!.counterexample).toMatchObject({ position: expect.anything() });
    expect(wrong.reason).toMatch(/n = 35/);
  });

  it('refuses what is not exactly an octal form', () => {
    const refused = (moves: string, state = '{ n: nat }') => octalRules(spec(`name: r\ngame:\n  state: ${state}\n  moves:\n${moves}\ncheck: { bounds: { n: 0..10 } }\n`));
    expect(refused('    - { for: a ∈ 0..1, to: [{ n: a }, { n: n - 2 - a }] }')).toMatchObject({ ok: false });
    expect(refused('    - { for: a ∈ 2..n - 4, to: [{ n: a }, { n: n - 2 - a }] }')).toMatchObject({ ok: false });
    expect(refused('    - { for: a ∈ 0..n - 2, if: a ≠ 1, to: [{ n: a }, { n: n - 2 - a }] }')).toMatchObject({ ok: false });
    expect(refused('    - { for: a ∈ 0..n - 2, to: [{ n: a }, { n: n - 1 - a }] }')).toMatchObject({ ok: false });
    expect(refused('    - { if: n ≥ 2 ∧ n ≠ 5, to: { n: n - 2 } }\n    - { for: a ∈ 0..n - 2, to: [{ n: a }, { n: n - 2 - a }] }')).toMatchObject({ ok: false });
    expect(refused('    - { for: a ∈ 0..n - 2, to: [{ n: a, m: 0 }, { n: n - 2 - a, m: 0 }] }', '{ n: nat, m: 0..1 }')).toMatchObject({ ok: false });
  });
});
