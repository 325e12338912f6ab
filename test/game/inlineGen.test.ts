// The specialised code generator (fields as locals, params inlined, mod/div by a positive constant
// as plain % and floor, h[i] as a chain of locals) computes exactly what lang's compileExpr computes,
// at every position of a region with negative values, for expressions written in the surface syntax.

import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { compileKernelFunction } from '../../src/game/kernel.js';
import { compileExpr } from '../../src/lang/compile.js';
import { spec } from '../check/helpers.js';

const exprs = [
  'n mod 5',
  '(n - 7) mod 4',
  'n div 3',
  '(0 - n) div 2 + n mod c',
  'n mod c + n div c',
  'h[0] * 3 - h[2] mod 2',
  'h[(n mod 3)] + h[1]',
  'xor(h[0] mod 4, h[1] mod 4)',
  'if n > 0 then n mod 6 else n div 6',
  'count(i ∈ 0..2: h[i] mod 2 = 0)',
  'sum(h) mod 7',
  'twice(n) mod 9',
];

describe('inline code = compileExpr', () => {
  const file = `name: inline
game:
  params: { c: nat }
  state: { n: int, h: int[3] }
  moves: []
define:
  twice(x): 2 * x - c
conjecture:
  grundy: EXPR
check: { bounds: { n: -12..12, h: -3..3 }, params: { c: 4..4 } }
`;
  test.each(exprs)('%s', (text) => {
    const s = spec(file.replace('EXPR', `"${text}"`));
    const game = buildGame(s, { c: 4 }).value!;
    const e = s.conjecture!.grundy!;
    const session = game.kernel.begin();
    const chunk = session.evaluate(e);
    const fn = compileKernelFunction<(p: number) => number>(session.bindings(), `return function at(p) {\n${session.declarations()}\n${session.enter('p')}\n${chunk.code}\nreturn ${chunk.value};\n};`);
    const reference = compileExpr<number>(e, game.layout.scope, game.program);
    const frame = Float64Array.from(game.frame);
    for (let p = 0; p < game.region.size; p += 7) {
      frame.set(game.region.decode(p), game.layout.stateOffset);
      expect(fn(p), game.formatPosition(game.region.decode(p))).toBe(reference(frame));
    }
  });
});
