// Printer: canonical Unicode spelling with minimal but safe parentheses.
import { describe, expect, it } from 'vitest';
import { printExpr } from '../../src/lang/print.js';
import { parseOk } from './helpers.js';

const p = (text: string) => printExpr(parseOk(text));

describe('printExpr', () => {
  it.each([
    ['n mod 5 in <0,2>', 'n mod 5 ∈ <0, 2>'],
    ['a and b or not c => d <=> e', 'a ∧ b ∨ ¬c ⇒ d ⇔ e'],
    ['x != y && x <= y || x >= y', 'x ≠ y ∧ x ≤ y ∨ x ≥ y'],
    ['((a + b)) * c', '(a + b) * c'],
    ['a - (b - c)', 'a - (b - c)'],
    ['(a - b) - c', 'a - b - c'],
    ['(a => b) => c', '(a ⇒ b) ⇒ c'],
    ['a => (b => c)', 'a ⇒ b ⇒ c'],
    ['(∀ i in 0..2: p) and q', '(∀ i ∈ 0..2: p) ∧ q'],
    ['q and (forall i in 0..2: p)', 'q ∧ ∀ i ∈ 0..2: p'],
    ['(if c then 1 else 2) + 1', '(if c then 1 else 2) + 1'],
    ['-(7)', '-(7)'],
    ['- -7', '--7'],
    ['(-2)[0]', '(-2)[0]'],
    ['x not in {1, 2}', 'x ∉ {1, 2}'],
    ['(x in S) = b', '(x ∈ S) = b'],
    ['not (a = b)', '¬a = b'],
    ['(not a) = b', '(¬a) = b'],
    ['{ n: 5, turn: A }', '{ n: 5, turn: A }'],
    ['count(i in 0..2, j in {1}: h[i] = j)', 'count(i ∈ 0..2, j ∈ {1}: h[i] = j)'],
    ['2.50 + x', '2.50 + x'],
    ['a xor (b xor c)', 'a ⊕ (b ⊕ c)'],
    ['(0..2)', '0..2'],
  ])('%s → %s', (text, printed) => {
    expect(p(text)).toBe(printed);
  });
});
