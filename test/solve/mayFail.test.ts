// mayFail (src/solve/mayFail.ts) on generated code: the deadline's tick and the index checks that
// cannot fire are not failures; an index check that can fire, a definition's call or a domain check
// still is.

import { expect, test } from 'vitest';
import { mayFail } from '../../src/solve/mayFail.js';

const loop = (lo: number, hi: number, body: string): string => `for (let b3 = ${lo}; b3 <= ${hi}; b3++) {\n${body}\n}`;
const check = (index: string, length: number): string => `if (!(${index} >= 0 && ${index} < ${length})) H.indexOutOfRange(S[0], ${index}, ${length});`;

test('the deadline tick alone cannot fail a rule', () => {
  expect(mayFail('H.tickRange(0, 9);\nconst t1 = f[0] !== 0;')).toBe(false);
});

test('an index check on a loop variable whose literal bounds lie inside the array cannot fire', () => {
  expect(mayFail(loop(0, 9, check('b3', 10)))).toBe(false);
  expect(mayFail(loop(0, 10, check('b3', 10)))).toBe(true);
  expect(mayFail(check('t5', 10))).toBe(true);
});

test("a constant table's entries at such a variable: every entry the loop reads must lie inside", () => {
  const code = loop(0, 2, check('C[0][b3]', 4));
  expect(mayFail(code, [[0, 3, 1]])).toBe(false);
  expect(mayFail(code, [[0, 4, 1]])).toBe(true);
  expect(mayFail(code, [[0, 3]])).toBe(true); // the loop reads past the table
  expect(mayFail(code)).toBe(true);
});

test('a loop variable with two different ranges in the code is not trusted', () => {
  expect(mayFail(`${loop(0, 9, '')}\n${loop(0, 20, check('b3', 10))}`)).toBe(true);
});

test('calls of definitions and domain checks may still fail', () => {
  expect(mayFail(loop(0, 9, `${check('b3', 10)}\nconst t2 = D["id"](f, o, b3);`))).toBe(true);
  expect(mayFail('if (t1 < 0) K_domain(0, 1, t1);')).toBe(true);
});

test('a bound bound once to literal arithmetic (0..len(tri) - 1 over a computed table) is a literal bound', () => {
  const bounded = (hi: string, body: string): string => `const t4 = ${hi};\nconst t5 = t4;\nH.tickRange(0, t5);\nfor (let b3 = 0; b3 <= t5; b3++) {\n${body}\n}`;
  expect(mayFail(bounded('10 - 1', check('b3', 10)))).toBe(false);
  expect(mayFail(bounded('10 + 0', check('b3', 10)))).toBe(true);
  expect(mayFail(bounded('f[0] - 1', check('b3', 10)))).toBe(true); // reads the state
  // a name bound twice (two functions' code joined) is not trusted
  expect(mayFail(`const t4 = 5;\n${bounded('10 - 1', check('b3', 10))}`)).toBe(true);
});

test('a binder over a row of a constant table (∀ f ∈ cr[e]): every entry of the row must lie inside', () => {
  const row = (length: number): string => `for (let j7 = 0; j7 < ${length}; j7++) { const b6 = C[0][j7];\n${check('b6', 10)}\n}`;
  expect(mayFail(row(3), [[0, 9, 4]])).toBe(false);
  expect(mayFail(row(3), [[0, 10, 4]])).toBe(true);
  expect(mayFail(row(4), [[0, 9, 4]])).toBe(true); // the loop reads past the row
  expect(mayFail(row(3))).toBe(true);
});

test('a local bound once to a loop variable plus or minus a literal (c[e + 36]) ranges over the shifted range', () => {
  const shifted = (op: string, body: string): string => loop(0, 35, `const t9 = b3 ${op};\n${body}`);
  expect(mayFail(shifted('+ 36', check('t9', 72)))).toBe(false);
  expect(mayFail(shifted('+ 37', check('t9', 72)))).toBe(true);
  expect(mayFail(shifted('- 1', check('t9', 72)))).toBe(true); // b3 = 0 gives -1
  expect(mayFail(`${shifted('+ 36', '')}\nconst t9 = b3 + 50;\n${check('t9', 72)}`)).toBe(true); // bound twice
});

test('a literal index (a loop the generator unrolled) is checked against the length', () => {
  expect(mayFail(check('2', 3))).toBe(false);
  expect(mayFail(check('3', 3))).toBe(true);
});

test('a catch block adds no way to fail: its try body is judged itself', () => {
  const guarded = (body: string): string => `let t2 = undefined;\ntry {\n${body}\n} catch (err) {\nt2 = C[0](err, f, o, [1]);\n}`;
  expect(mayFail(guarded('t2 = f[0] !== 0;'))).toBe(false);
  expect(mayFail(guarded('t2 = D["free"](f, o, 1);'))).toBe(true);
});

test('the overflow check of a sum of two counts bounded by their loops (|red| + |blue|) cannot fire', () => {
  const count = (t: string, b: string, hi: string, step = `${t}++`): string =>
    `let ${t} = 0;\nH.tickRange(0, ${hi});\nfor (let ${b} = 0; ${b} <= ${hi}; ${b}++) {\nconst t9${b} = (f[1 + ${b}] !== 0);\nif (t9${b}) ${step};\n}`;
  const sum = (a: string, b: string): string => `const t7 = ${a} + ${b};\nif (t7 > 9007199254740991 || t7 < -9007199254740991) H.overflow(S[2]);`;
  expect(mayFail(`${count('t1', 'b2', '20')}\n${count('t4', 'b5', '20')}\n${sum('t1', 't4')}`)).toBe(false);
  expect(mayFail(`${count('t1', 'b2', '20')}\n${sum('t1', '3')}`)).toBe(false);
  // a count that grows by more than one, or is written elsewhere, or an operand that is no count
  expect(mayFail(`${count('t1', 'b2', '20', 't1 = t1 * 2 + 1')}\n${sum('t1', '3')}`)).toBe(true);
  expect(mayFail(`${count('t1', 'b2', '20')}\nt1 = f[3];\n${sum('t1', '3')}`)).toBe(true);
  expect(mayFail(`${count('t1', 'b2', '20', 't1 <<= 40')}\n${sum('t1', '3')}`)).toBe(true);
  expect(mayFail(`${count('t1', 'b2', '20')}\n${sum('t1', 't8')}`)).toBe(true);
  // a count inside a nested loop is not bounded by the outer loop alone
  const nested = `let t1 = 0;\nfor (let b2 = 0; b2 <= 20; b2++) {\nfor (let b3 = 0; b3 <= 20; b3++) {\nt1++;\n}\n}`;
  expect(mayFail(`${nested}\n${sum('t1', '3')}`)).toBe(true);
});
