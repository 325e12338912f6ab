// Parser: every spelling of format.md §3, precedence and associativity, chains, sets vs records,
// binders, spans in file offsets, and syntax errors with their exact position.
import { describe, expect, it } from 'vitest';
import { parseBinders, parseExpr, parseExprAt } from '../../src/lang/parser.js';
import { tokenize } from '../../src/lang/lexer.js';
import { printExpr } from '../../src/lang/print.js';
import { parseError, parseOk, sexpr } from './helpers.js';

const s = (text: string) => sexpr(parseOk(text));

describe('spellings', () => {
  const same: [string, string][] = [
    ['a and b', 'a ∧ b'],
    ['a && b', 'a ∧ b'],
    ['a or b', 'a ∨ b'],
    ['a || b', 'a ∨ b'],
    ['not a', '¬a'],
    ['!a', '¬a'],
    ['a => b', 'a ⇒ b'],
    ['a → b', 'a ⇒ b'],
    ['a <=> b', 'a ⇔ b'],
    ['a ↔ b', 'a ⇔ b'],
    ['x == y', 'x = y'],
    ['x != y', 'x ≠ y'],
    ['x <= y', 'x ≤ y'],
    ['x >= y', 'x ≥ y'],
    ['x in {1, 2}', 'x ∈ {1, 2}'],
    ['x not in {1, 2}', 'x ∉ {1, 2}'],
    ['a xor b', 'a ⊕ b'],
    ['forall i in 0..2: h[i] > 0', '∀ i ∈ 0..2: h[i] > 0'],
    ['exists k in 1..r: k = 2', '∃ k ∈ 1..r: k = 2'],
    ['−x − 1', '-x - 1'],
  ];
  it.each(same)('%s reads as %s', (ascii, unicode) => {
    expect(s(ascii)).toBe(s(unicode));
  });
  it('maps every operator to one canonical token', () => {
    expect(tokenize('&& ∧ and').map((t) => t.value)).toEqual(['and', 'and', 'and', 'eof']);
    expect(tokenize('<=> <= < ..').map((t) => t.value)).toEqual(['iff', '<=', '<', '..', 'eof']);
  });
});

describe('precedence', () => {
  it.each([
    ['a ⇔ b ⇒ c ∨ d ∧ ¬e', '(iff a (implies b (or c (and d (not e)))))'],
    ['a ⇒ b ⇒ c', '(implies a (implies b c))'],
    ['a ∨ b ∨ c', '(or (or a b) c)'],
    ['¬a = b', '(not (= a b))'],
    ['¬¬a', '(not (not a))'],
    ['a + b * c - d', '(- (+ a (* b c)) d)'],
    ['a - b - c', '(- (- a b) c)'],
    ['a ⊕ b + c = d', '(= (xor a (+ b c)) d)'],
    ['n mod 5 ∈ <0,2>', '(in (mod n 5) (angle 0 2))'],
    ['a ∈ 0..n-2', '(in a (.. 0 (- n 2)))'],
    ['-x[i]', '(neg (at x i))'],
    ['-7 mod 5', '(mod -7 5)'],
    ['x div 2 * 3', '(* (div x 2) 3)'],
    ['h[i][j]', '(at (at h i) j)'],
    ['[4, 1, 2][n mod 12]', '(at [4 1 2] (mod n 12))'],
    ['a ∧ ∀ i ∈ 0..2: p ∨ q', '(and a (forall i∈(.. 0 2) (or p q)))'],
    ['x + if c then 1 else 2 + 3', '(+ x (if c 1 (+ 2 3)))'],
    ['if a then b else if c then d else e', '(if a b (if c d e))'],
    ['1.5 + 0..2', '(.. (+ 1.5 0) 2)'],
  ])('%s', (text, tree) => {
    expect(s(text)).toBe(tree);
  });
  it('chains comparisons into one node', () => {
    expect(s('1 ≤ j + di ≤ size')).toBe('(<= <= 1 (+ j di) size)');
    expect(s('i - 2 ≥ 1 ∧ 1 ≤ j + di ≤ size')).toBe('(and (>= (- i 2) 1) (<= <= 1 (+ j di) size))');
    expect(s('a < b = c ≠ d')).toBe('(< = != a b c d)');
  });
});

describe('primaries', () => {
  it('tells records from sets', () => {
    expect(s('{0, 2}')).toBe('(set 0 2)');
    expect(s('{}')).toBe('(set )');
    expect(s('{ n: 5, turn: A }')).toBe('{n=5 turn=A}');
    expect(s('safe({ x: size, y: size - 2 })')).toBe('(safe() {x=size y=(- size 2)})');
  });
  it('parses calls, count and xor as a function', () => {
    expect(s('count(i ∈ 0..2: h[i] = 1)')).toBe('(count i∈(.. 0 2) (= (at h i) 1))');
    expect(s('count(i ∈ 0..2, j ∈ {1}: true)')).toBe('(count i∈(.. 0 2) j∈(set 1) true)');
    expect(s('xor(h) ⊕ xor(a, b)')).toBe('(xor (xor() h) (xor() a b))');
    expect(s('max(1, 2)')).toBe('(max() 1 2)');
  });
  it('keeps integers exact and reals as numbers', () => {
    const big = parseOk('123456789012345678901234567890');
    expect(big.kind === 'int' && big.value).toBe(123456789012345678901234567890n);
    const r = parseOk('2.50');
    expect(r.kind === 'real' && [r.value, r.text]).toEqual([2.5, '2.50']);
  });
  it('parses several binders of a quantifier', () => {
    expect(s('∀ i ∈ 0..2, j ∈ 0..2: i = j')).toBe('(forall i∈(.. 0 2) j∈(.. 0 2) (= i j))');
    expect(s('∃ x ∈ h: x > 0')).toBe('(exists x∈h (> x 0))');
    expect(s('∀ k ∈ <1,4>: k > 0')).toBe('(forall k∈(angle 1 4) (> k 0))');
  });
  it('parses comprehensions: binders nest left to right, `for` ends the entry and `]` the filter', () => {
    expect(s('[[i, j] for i ∈ 0..n - 1, j ∈ i + 1..n - 1]')).toBe('(for i∈(.. 0 (- n 1)) j∈(.. (+ i 1) (- n 1)) [i j])');
    expect(s('[x * x for x in 0..9 if x mod 2 = 0 ∧ x > 2]')).toBe('(for x∈(.. 0 9) if (and (= (mod x 2) 0) (> x 2)) (* x x))');
    expect(s('[if c then 1 else 0 for f ∈ {1, 2}]')).toBe('(for f∈(set 1 2) (if c 1 0))');
    expect(s('[[a for a ∈ h] for b ∈ 0..1]')).toBe('(for b∈(.. 0 1) (for a∈h a))');
    expect(s('[1, 2][for_ = 1]')).toBe('(at [1 2] (= for_ 1))');
    expect(s('[]')).toBe('[]');
  });
  it('parses the size |s| and the union s ∪ {…} of sets (at the level of ⊕)', () => {
    expect(s('|taken| mod 2 = 0')).toBe('(= (mod (|·|() taken) 2) 0)');
    expect(s('taken ∪ {v, w} ∪ {0}')).toBe('(∪() (∪() taken (set v w)) (set 0))');
    expect(s('|a ∪ {1}| + 1')).toBe('(+ (|·|() (∪() a (set 1))) 1)');
    expect(printExpr(parseOk('|taken ∪ {1}| + |a|'))).toBe('|taken ∪ {1}| + |a|');
    expect(printExpr(parseOk('(a ∪ {1}) + 2'))).toBe('(a ∪ {1}) + 2');
  });
  it('parses the difference s ∖ {…} (ASCII s \\ {…}) at the level of ∪, left to right', () => {
    expect(s('taken ∖ {v}')).toBe('(∖() taken (set v))');
    expect(s('taken \\ {v, 0}')).toBe('(∖() taken (set v 0))');
    expect(s('taken ∪ {v} ∖ {w}')).toBe('(∖() (∪() taken (set v)) (set w))');
    expect(s('|a ∖ {1}| = 0')).toBe('(= (|·|() (∖() a (set 1))) 0)');
    expect(printExpr(parseOk('taken \\ {v} ∪ {w}'))).toBe('taken ∖ {v} ∪ {w}');
    expect(printExpr(parseOk('taken ∪ ({v} ∖ {w})'))).toBe('taken ∪ ({v} ∖ {w})');
  });
});

describe('binders of for:', () => {
  const binders = (text: string) => parseBinders(text, 'f', (i) => i).value?.map((b) => `${b.name}∈${sexpr(b.domain)}`);
  it('accepts one or several binders', () => {
    expect(binders('k ∈ {1, 4}')).toEqual(['k∈(set 1 4)']);
    expect(binders('a ∈ 0..n-2')).toEqual(['a∈(.. 0 (- n 2))']);
    expect(binders('i ∈ 0..2, k ∈ 1..h[i]')).toEqual(['i∈(.. 0 2)', 'k∈(.. 1 (at h i))']);
    expect(binders('di in {-1, 1}')).toEqual(['di∈(set -1 1)']);
  });
  it('reports a missing ∈', () => {
    const r = parseBinders('k {1, 4}', 'f', (i) => i);
    expect(r.diagnostics[0]).toMatchObject({ code: 'ZM2008', span: { start: 2, end: 3 } });
  });
});

describe('spans', () => {
  it('are file offsets through offsetMap', () => {
    const e = parseExprAt('n - k', 'f', 100).value!;
    expect(e.span).toEqual({ start: 100, end: 105 });
    expect(e.kind === 'arith' && e.right.span).toEqual({ start: 104, end: 105 });
  });
  it('follow a non-linear map (escapes in a quoted scalar)', () => {
    // the text "a ∧ b" where '∧' was written as a 6-character escape \u2227 in the file
    const map = (i: number) => [10, 11, 12, 18, 19, 20][i]!;
    const e = parseExpr('a ∧ b', 'f', map).value!;
    expect(e.span).toEqual({ start: 10, end: 20 });
    const err = parseExpr('a ∧ )', 'f', map).diagnostics[0]!;
    expect(err.span).toEqual({ start: 19, end: 20 });
  });
  it('include parentheses in the enclosing node', () => {
    const e = parseOk('(a + b) * c');
    expect(e.span).toEqual({ start: 0, end: 11 });
  });
});

describe('syntax errors', () => {
  it.each([
    ['n mod 5 = <0,2>', 'ZM2004', '<0,2>'],
    ['<0, 2>', 'ZM2004', '<0, 2>'],
    ['∀ i ∈ 0..2 h[i] > 0', 'ZM2002', 'h'],
    ['∀ i 0..2: h[i]', 'ZM2008', '0'],
    ['(a + b', 'ZM2005', ''],
    ['a + b)', 'ZM2009', ')'],
    ['a +', 'ZM2003', ''],
    ['a b', 'ZM2009', 'b'],
    ['a | b', 'ZM2001', '|'],
    ['2n + 1', 'ZM2006', '2n'],
    ['1. + 2', 'ZM2006', '1.'],
    ['if a then b', 'ZM2003', ''],
    ['a ∈ S = b', 'ZM2007', '='],
    ['0..1..2', 'ZM2007', '..'],
    ['a = not b', 'ZM2007', 'not'],
    ['[1, 2', 'ZM2005', ''],
    ['f(1 2)', 'ZM2002', '2'],
    ['[x for]', 'ZM2008', ']'],
    ['[x for i 0..2]', 'ZM2008', '0'],
    ['[x for i ∈ 0..2', 'ZM2005', ''],
    ['[x for i ∈ 0..2 if]', 'ZM2002', ']'],
    ['[x, y for i ∈ 0..2]', 'ZM2002', 'for'],
    ['|a + 1', 'ZM2003', ''],
  ])('%s → %s at %j', (text, code, at) => {
    const err = parseError(text);
    expect(err.code).toBe(code);
    expect(err.at).toBe(at);
  });
  it('says what is expected', () => {
    expect(parseError('∀ i ∈ 0..2 h[i] > 0').message).toBe("expected ':' after the binder of ∀, found 'h'");
    expect(parseError('n mod 5 = <0,2>').message).toBe("'<0,2>' sets are only allowed after ∈ or ∉");
    expect(parseError('a | b').hint).toContain('∨');
    expect(parseError('if a then b').message).toContain("expected 'else'");
  });
  it('points at the closing bracket position and the opener', () => {
    const r = parseExprAt('(a + b', 'f', 0);
    expect(r.diagnostics[0]!.span).toEqual({ start: 6, end: 6 });
    expect(r.diagnostics[0]!.related?.[0]!.span).toEqual({ start: 0, end: 1 });
  });
});
