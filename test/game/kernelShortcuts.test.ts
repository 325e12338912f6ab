// The two shortcuts of the generated move kernel are really taken where they apply (the speed of
// games 22, 24 and the triangle games depends on them) and left out where they would hide an error:
// a bound of the innermost binder leaves its loop (loopBound.ts); a memoised definition on a small
// argument box is read from a table (tabledCall.ts); a definition that reads the state is compiled in
// place (inlineDefinitions.ts); a long array field is read from the frame. The property tests in
// test/properties/kernelShortcuts.test.ts check that they never change a result.

import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { spec } from '../check/helpers.js';

function moveCode(text: string): string {
  const game = buildGame(spec(text), {}).value!;
  return game.kernel.begin().moves({ target: (t) => `use(${t.index});` });
}

function terminalCode(text: string): string {
  return buildGame(spec(text), {}).value!.kernel.begin().terminal();
}

const bicycle = (guard: string, define = ''): string =>
  `name: t\ngame:\n  state: { k: nat, d: nat }\n  moves:\n    - for: "j ∈ 1..k"\n      if: "${guard}"\n      to: { k: "k + 1", d: "d - j" }\n${define}check: { bounds: { k: "0..20", d: "0..20" } }\n`;

describe('a bound of the innermost binder leaves its loop', () => {
  test('game 22: j ≤ d', () => {
    expect(moveCode(bicycle('j ≤ d'))).toMatch(/if \(!\(\w+\)\) break;/);
  });

  test('d > j, after a conjunct that cannot fail', () => {
    expect(moveCode(bicycle('d ≠ 3 ∧ d > j'))).toMatch(/if \(!\(\w+\)\) break;/);
  });

  test('not after a conjunct that may fail, nor for a bound from below', () => {
    expect(moveCode(bicycle('d div (j - 1) ≥ 0 ∧ j ≤ d'))).not.toMatch(/break;/);
    expect(moveCode(bicycle('j ≥ d'))).not.toMatch(/break;/);
  });

  test('not for a binder that is not the innermost loop', () => {
    const text = `name: t\ngame:\n  state: { k: nat, d: nat }\n  moves:\n    - for: "j ∈ 1..k, i ∈ 0..d"\n      if: "j ≤ d"\n      to: { k: "k + 1", d: "d - j" }\ncheck: { bounds: { k: "0..20", d: "0..20" } }\n`;
    expect(moveCode(text)).not.toMatch(/break;/);
  });
});

describe('memoised definitions on small argument boxes are read from tables', () => {
  test('a definition of two binders over 0..27', () => {
    const text = `name: t\ngame:\n  state: { n: nat }\n  moves:\n    - for: "e ∈ 0..27"\n      if: "∀ f ∈ 0..27: cross(e, f) ∨ f > n"\n      to: { n: "n - 1" }\ndefine:\n  cross(e, f): "(e + f) mod 3 = 0"\ncheck: { bounds: { n: "1..20" } }\n`;
    const code = moveCode(text);
    expect(code).toMatch(/M\[0\]\[/);
  });

  test('not a definition that reads the state, nor arguments of a wide range', () => {
    const reads = `name: t\ngame:\n  state: { n: nat }\n  moves:\n    - for: "e ∈ 0..27"\n      if: "near(e)"\n      to: { n: "n - 1" }\ndefine:\n  near(e): "e < n"\ncheck: { bounds: { n: "1..20" } }\n`;
    expect(moveCode(reads)).not.toMatch(/M\[/);
    const wide = `name: t\ngame:\n  state: { n: nat }\n  moves:\n    - for: "e ∈ 0..27"\n      if: "odd(e * 100000 + n)"\n      to: { n: "n - 1" }\ndefine:\n  odd(e): "e mod 2 = 1"\ncheck: { bounds: { n: "1..20" } }\n`;
    expect(moveCode(wide)).not.toMatch(/M\[/);
  });
});

describe('definitions that read the state are compiled in place', () => {
  const triangle = (define: string, lose = 'triangle'): string =>
    `name: t\ngame:\n  state: { drawn: bool[15] }\n  moves:\n    - for: "e ∈ 0..14"\n      if: "¬drawn[e]"\n      to: { drawn[e]: true }\n  end:\n    lose: ${lose}\ndefine:\n  n: 6\n  id(a, b): a * n - a * (a + 1) div 2 + b - a - 1\n${define}`;
  const body = '∃ a ∈ 0..n - 3, b ∈ a + 1..n - 2, c ∈ b + 1..n - 1: drawn[id(a, b)] ∧ drawn[id(b, c)] ∧ drawn[id(a, c)]';

  test('the triangle game: the body in place, id from tables, the array from the frame', () => {
    const code = terminalCode(triangle(`  triangle: ${body}\n`));
    expect(code).not.toMatch(/D\["triangle"\]|D\["n"\]/);
    expect(code).toMatch(/M\[\d\]\[/);
    expect(code).toMatch(/\bf\[0 \+ /);
  });

  test('with a parameter given as a literal', () => {
    const code = terminalCode(triangle(`  tri(k): ${body.replace(/drawn\[(id\(\w, \w\))\]/g, '(drawn[$1] = (k = 1))')}\n`, 'tri(1)'));
    expect(code).not.toMatch(/D\["tri"\]/);
  });

  test('not a recursive definition, nor where a name of its body is bound around it', () => {
    expect(terminalCode(triangle('  deep(k): if k = 0 then drawn[0] else deep(k - 1)\n', 'deep(3)'))).toMatch(/D\["deep"\]/);
    expect(terminalCode(triangle(`  triangle: ${body}\n`, '∃ drawn ∈ 0..1: triangle ∧ drawn = 0'))).toMatch(/D\["triangle"\]/);
  });
});
