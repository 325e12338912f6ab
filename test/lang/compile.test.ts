// Compiled semantics: Euclidean div/mod, overflow detection, 53-bit xor and bit, short-circuit guards,
// membership, loops, arrays, records and oracles — all written as expression strings.
import { describe, expect, it } from 'vitest';
import { EvalError, type Oracle } from '../../src/lang/runtime.js';
import { generateSource } from '../../src/lang/compile.js';
import { world } from './helpers.js';

const w = world({
  fields: { n: 'int', h: 'int[3]', b: 'bool', turn: 'player' },
  params: { size: 'int' },
  binders: { di: 'int' },
  players: ['A', 'B'],
});
const run = (text: string, values: Record<string, number | boolean | number[]> = {}) => w.compile(text)(values);

function evalError(text: string, values: Record<string, number | boolean | number[]> = {}): { kind: string; at: string } {
  try {
    run(text, values);
  } catch (err) {
    if (err instanceof EvalError) return { kind: err.kind, at: text.slice(err.span.start, err.span.end) };
    throw err;
  }
  throw new Error(`${text} did not throw`);
}

describe('arithmetic', () => {
  it.each([
    ['-7 mod 5', 3],
    ['-7 div 5', -2],
    ['-7 div 2', -4],
    ['-7 mod 2', 1],
    ['7 div -2', -3],
    ['7 mod -2', 1],
    ['-7 div -2', 4],
    ['-7 mod -2', 1],
    ['7 div 2', 3],
    ['0 div -5', 0],
    ['-9007199254740991 div 2', -4503599627370496],
    ['-9007199254740991 div 2147483648', -4194304],
    ['-9007199254740991 mod 2147483648', 1],
    ['-9007199254740991 div n + -9007199254740991 mod n', -4194303],
    ['9007199254740991 mod 7', 9007199254740991 % 7],
    ['7 / 2', 3.5],
    ['-(3) * 0', 0],
    ['abs(-5) + min(3, 1) + max(1, 2.5)', 8.5],
  ])('%s = %d', (text, value) => {
    expect(run(text, { n: 2147483648 })).toBe(value);
  });
  it('reads variables from the frame', () => {
    expect(run('n mod 5 ∈ <0,2>', { n: -3 })).toBe(true);
    expect(run('n - 2 ≥ 1 ∧ 1 ≤ h[0] + di ≤ size', { n: 3, h: [1, 0, 0], di: 1, size: 2 })).toBe(true);
  });
  it('throws division-by-zero at the operator', () => {
    expect(evalError('n div 0')).toEqual({ kind: 'division-by-zero', at: 'n div 0' });
    expect(evalError('1 + n mod n', { n: 0 })).toEqual({ kind: 'division-by-zero', at: 'n mod n' });
    expect(evalError('n / 0').kind).toBe('division-by-zero');
  });
  it('computes exactly beyond ±(2^53 − 1) instead of returning a rounded value', () => {
    expect(run('9007199254740991 + 1')).toBe(9007199254740992n);
    expect(run('n * n', { n: 134217728 })).toBe(18014398509481984n);
    expect(run('n * n * n * n + 1 = n * n * n * n', { n: 9742 })).toBe(false);
    expect(run('-9007199254740991 - n', { n: 1 })).toBe(-9007199254740992n);
    expect(run('sum(h)', { h: [9007199254740991, 1, -5] })).toBe(9007199254740987);
    expect(run('(n * n * n * n * n) mod 7', { n: 1_000_000 })).toBe(Number(10n ** 30n % 7n));
    expect(run('n * n', { n: 94906265 })).toBe(94906265 * 94906265);
    expect(run('9007199254740990 + 1')).toBe(9007199254740991);
  });
  it('computes xor and bit on all safe non-negative integers', () => {
    expect(run('4294967296 ⊕ 1')).toBe(4294967297);
    expect(run('4503599627370501 xor 3')).toBe(4503599627370502);
    expect(run('xor(9007199254740991, 4503599627370496, 1)')).toBe(4503599627370494);
    expect(run('xor(h)', { h: [2147483648, 2147483647, 1] })).toBe(4294967294);
    expect(evalError('n ⊕ 1', { n: -1 })).toEqual({ kind: 'domain', at: 'n ⊕ 1' });
    expect([run('bit(5, 0)'), run('bit(5, 1)'), run('bit(1099511627776, 40)'), run('bit(-1, 100)'), run('bit(-2, 0)')]).toEqual([1, 0, 1, 1, 0]);
    expect(evalError('bit(5, n)', { n: -1 }).kind).toBe('domain');
  });
});

describe('evaluation order', () => {
  it('lets a guard protect what follows', () => {
    expect(run('size ≥ 3 ⇒ h[size] > 0', { size: 1 })).toBe(true);
    expect(evalError('size ≥ 3 ⇒ h[size] > 0', { size: 3 })).toEqual({ kind: 'index-out-of-range', at: 'h[size]' });
    expect(run('n ≠ 0 ∧ 10 div n = 5', { n: 0 })).toBe(false);
    expect(run('n = 0 ∨ 10 div n = 5', { n: 0 })).toBe(true);
    expect(run('if n > 0 then 10 div n else -1', { n: 0 })).toBe(-1);
    expect(run('0 > n > 1 div n', { n: 0 })).toBe(false);
    expect(run('n ∈ {0, 1 div n}', { n: 0 })).toBe(true);
  });
  it('evaluates chains and ⇔ fully when needed', () => {
    expect(run('1 ≤ n ≤ 3 < size', { n: 2, size: 4 })).toBe(true);
    expect(run('1 ≤ n ≤ 3 < size', { n: 2, size: 3 })).toBe(false);
    expect(evalError('b ⇔ 1 div n = 0', { n: 0 }).kind).toBe('division-by-zero');
  });
});

describe('sets, arrays, loops', () => {
  it('tests membership by comparisons', () => {
    expect(run('n ∈ 0..size - 2', { n: 3, size: 5 })).toBe(true);
    expect(run('n ∉ {1, 4}', { n: 4 })).toBe(false);
    expect(run('n ∈ h', { n: 7, h: [1, 7, 2] })).toBe(true);
    expect(run('turn ∈ {B}', { turn: 1 })).toBe(true);
  });
  it('runs bounded quantifiers and count', () => {
    expect(run('∀ i ∈ 0..2, k ∈ 1..h[i]: k ≤ h[i]', { h: [0, 3, 1] })).toBe(true);
    expect(run('∃ x ∈ h: x > 5', { h: [1, 7, 2] })).toBe(true);
    expect(run('∀ d ∈ {-1, 1}: n + d ≥ 0', { n: 0 })).toBe(false);
    expect(run('count(i ∈ 0..2: h[i] = 1)', { h: [1, 0, 1] })).toBe(2);
    expect(run('count(x ∈ h: x = 1)', { h: [1, 1, 0] })).toBe(2); // arrays: every element
    expect(run('count(x ∈ {1, 1, n}: true)', { n: 1 })).toBe(1); // sets: distinct elements
    expect(run('count(x ∈ {1, 1, n}: true)', { n: 2 })).toBe(2);
    expect(run('∀ i ∈ 3..2: false')).toBe(true);
  });
  it('indexes array literals and reports indices outside them', () => {
    const book = '[4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7][n mod 12]';
    expect([0, 5, 11, 12, -1].map((n) => run(book, { n }))).toEqual([4, 4, 7, 4, 7]);
    expect(evalError('[1, 2][n]', { n: 2 })).toEqual({ kind: 'index-out-of-range', at: '[1, 2][n]' });
    expect(run('[n, n + 1, n + 2][h[0]]', { n: 10, h: [2, 0, 0] })).toBe(12);
    expect(run('min(h) + max(h) + len(h) + sum(h)', { h: [3, -1, 2] })).toBe(3 - 1 + 3 + 4);
  });
  it('returns arrays as number[]', () => {
    expect(run('h', { h: [1, 2, 3] })).toEqual([1, 2, 3]);
    expect(run('if b then h else [0, 0, n]', { b: false, n: 4 })).toEqual([0, 0, 4]);
    expect(run('h = [1, 2, 3]', { h: [1, 2, 3] })).toBe(true);
  });
  it('reads bool fields and player names', () => {
    expect(run('b ∧ turn = B', { b: true, turn: 1 })).toBe(true);
    expect(run('b', { b: false })).toBe(false);
  });
});

describe('positions and oracles', () => {
  const claims = world({ fields: { n: 'int', h: 'int[3]', turn: 'player' }, players: ['A', 'B'], oracles: true });
  const asked: number[][] = [];
  const oracle: Oracle = {
    outcome: (p) => (asked.push(Array.from(p)), p[0]! % 3 === 0 ? 1 : 2),
    grundy: (p) => p[0]! % 3,
    value: (p) => 4 - p[0]!,
    start: () => Float64Array.from([9, 0, 0, 0, 0]),
  };
  it('builds positions in the state layout', () => {
    asked.length = 0;
    expect(claims.compile('safe({ n: 6, h: [1, 2, 3], turn: B })')({}, oracle)).toBe(true);
    expect(claims.compile('fragile(5, [0, 0, 1], A)')({}, oracle)).toBe(true);
    expect(asked).toEqual([
      [6, 1, 2, 3, 1],
      [5, 0, 0, 1, 0],
    ]);
  });
  it('asks value (an integer)', () => {
    expect(claims.compile('value(start) = -5 ∧ value({ n: 1, h: [0, 0, 0], turn: A }) ≥ 3')({}, oracle)).toBe(true);
  });
  it('asks start, outcome and grundy', () => {
    expect(claims.compile('outcome(start) = safe ∧ grundy(start) = 0')({}, oracle)).toBe(true);
    expect(claims.compile('∀ m ∈ 1..4: grundy({ n: m, h: [0, 0, 0], turn: A }) = m mod 3')({}, oracle)).toBe(true);
  });
  it('never builds a position its guard excludes', () => {
    asked.length = 0;
    expect(claims.compile('∀ m ∈ 0..5: m ≥ 3 ⇒ safe({ n: m, h: [0, 0, 0], turn: A }) ∨ m ≠ 3')({}, oracle)).toBe(true);
    expect(asked.map((p) => p[0])).toEqual([3, 4, 5]);
  });
});

describe('generated code', () => {
  it('is plain JavaScript over the frame (no AST at run time)', () => {
    const source = generateSource(w.check('n mod 5 ∈ <0,2> ∧ h[n] > 0').expr, w.scope, w.program);
    expect(source).toContain('f[0]');
    expect(source).not.toMatch(/kind|\.left|\.right/);
  });
});

describe('huge binder ranges (issue 8)', () => {
  it('a range of more than 10^7 values is an EvalError at the binder, checked once before the loop', () => {
    expect(evalError('∀ m ∈ 0..1000000000000: m ≥ 0')).toEqual({ kind: 'range-limit', at: 'm ∈ 0..1000000000000' });
    expect(evalError('count(m ∈ 1..n: m > 0) ≥ 0', { n: 10_000_001 })).toEqual({ kind: 'range-limit', at: 'm ∈ 1..n' });
    expect(evalError('∃ i ∈ 0..2, m ∈ -n..n: m = i', { n: 5_000_000 })).toEqual({ kind: 'range-limit', at: 'm ∈ -n..n' });
  });
  it('10^7 values are still enumerated, and an empty or small range costs nothing', () => {
    expect(run('count(m ∈ 1..n: m > 0)', { n: 10_000_000 })).toBe(10_000_000);
    expect(run('∀ m ∈ 5..n: false', { n: -1_000_000_000_000 })).toBe(true);
    expect(run('count(m ∈ 0..3: true)')).toBe(4);
  });
});
