// The syntactic periodicity of a conjecture in n: `n mod c`, array literals indexed by n mod c,
// thresholds (n < 71, n ∈ {0, 1, 15}), definitions with n as argument; and the refusals (n growing,
// n div c, recursion). Checked also numerically: the claimed period holds on sampled values.

import { describe, expect, it } from 'vitest';
import { periodicity, type Dep } from '../../src/certify/index.js';
import { buildGame } from '../../src/game/buildGame.js';
import { compileExpr } from '../../src/lang/compile.js';
import { spec } from './helpers.js';

function analyse(s: string, defines = '', state = '{ n: nat, r: 0..5 }') {
  const sp = spec(
    `name: p\ngame:\n  state: ${state}\n  moves:\n    - { for: k ∈ {1}, if: k ≤ n, to: { n: n - k } }\n${defines ? `define:\n${defines}\n` : ''}conjecture:\n  S: ${s}\ncheck: { bounds: { n: 0..10 } }\n`,
  );
  const fields = new Map<string, Dep>(sp.game.state.map((f) => [f.name, f.name === 'n' ? { kind: 'linear', a: 1n, b: 0n } : { kind: 'free' }]));
  const result = periodicity(sp.conjecture!.safe!, { fields, params: {}, defines: new Map(sp.defines.map((d) => [d.name, d])) });
  return { result, sp };
}

describe('periodic dependence on n, derived from the syntax', () => {
  const cases: [string, number, number, string?][] = [
    ['n mod 5 ∈ {0, 2}', 0, 5],
    ['(n + 3) mod 4 = 0 ∧ r = 2', 0, 4],
    ['n mod 4 = 0 ∨ n mod 6 = 1', 0, 12],
    ['n ≥ 12 ∨ n ∈ {0, 3, 6, 7, 9, 10}', 12, 1],
    ['n < 71 ∧ n mod 2 = 0', 71, 1], // false from 71 on: the right side is never evaluated
    ['n < 71 ∨ n mod 2 = 0', 71, 2],
    ['if n < 5 then [1, 0, 1, 1, 0][n] = 1 else (2 * n + 1) mod 3 = 0', 5, 3],
    ['n ∈ 3..9 ∨ n mod 7 = 1', 10, 7],
    ['n = 1000003 ∨ n mod 5 = 0', 1000004, 5],
    ['bit(row(n), r) = 1', 9, 13, '  row(m): if m = 4 then 16 else if m = 8 then 0 else [63, 2, 0, 8, 0, 32, 8, 63, 2, 0, 0, 16, 32][m mod 13]'],
    ['∀ i ∈ 0..2: (n + i) mod 3 ≠ r', 0, 3],
    ['true', 0, 1],
  ];
  for (const [text, from, period, defines] of cases) {
    it(`${text}  →  from ${from}, period ${period}`, () => {
      const { result, sp } = analyse(text, defines);
      expect(result).toEqual({ ok: true, from, period });
      // The claim checked on values: E(n + period) = E(n) for n ≥ from (a sample).
      const game = buildGame(sp, {}).value!;
      const f = compileExpr<boolean>(sp.conjecture!.safe!, game.layout.scope, game.program);
      const frame = Float64Array.from(game.frame);
      const at = (n: number, r: number) => {
        frame[game.layout.stateOffset] = n;
        frame[game.layout.stateOffset + 1] = r;
        return f(frame);
      };
      for (let n = from; n < from + 3 * period + 20; n++) for (let r = 0; r <= 5; r++) expect(at(n + period, r)).toBe(at(n, r));
    });
  }
});

describe('dependences that are not (provably) periodic are refused', () => {
  const refusals: [string, RegExp, string?][] = [
    ['n * n mod 5 = 0', /grows with the variable/],
    ['n div 2 mod 5 = 0', /grows with the variable/],
    ['n > r', /compares a growing quantity with something that is not a known constant/],
    ['[1, 0][n] = 1', /grows with the variable/],
    ['f(n)', /recursive/, '  f(m): if m = 0 then true else f(m - 1)'],
  ];
  for (const [text, reason, defines] of refusals) {
    it(text, () => {
      const { result } = analyse(text, defines);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toMatch(reason);
    });
  }
});
