// Compiled reals (lang/realCode.ts): a float64 only where it is exactly the value, the exact path
// elsewhere; a real result no float64 holds is refused where the engine must keep it as a float64
// (a position, a real-valued top-level value), never rounded. Reference = compiled on each case.
import { describe, expect, it } from 'vitest';
import { evalReference } from '../../src/lang/reference.js';
import { Rational } from '../../src/lang/rational.js';
import { EvalError } from '../../src/lang/runtime.js';
import { world } from './helpers.js';

const w = world({ fields: { n: 'int', x: 'real' }, defines: ['tenth(k): k / 10', 'third: x / 3'] });

function refOf(text: string, values: Record<string, number>) {
  const defines = new Map(w.defines.map((d) => [d.name, { params: d.params, body: d.body }]));
  return evalReference(w.check(text).expr, { values: new Map(Object.entries(values)), defines, unchecked: true, scope: w.scope });
}

function errorOf(f: () => unknown): string | undefined {
  try {
    f();
    return undefined;
  } catch (err) {
    if (err instanceof EvalError) return err.message;
    throw err;
  }
}

describe('exact reals in compiled code', () => {
  it.each([
    ['0.1 + 0.2 = 0.3', { n: 0, x: 0 }, true],
    ['0.1 * n + 0.2 * n ≤ 0.3 * n', { n: 7, x: 0 }, true],
    ['x / 3 * 3 = x', { n: 0, x: 0.1 }, true],
    ['floor(9007199254740993 / 1) = 9007199254740993', { n: 0, x: 0 }, true],
    ['tenth(n) * 10 = n ∧ third * 3 = x', { n: 3, x: 1.5 }, true],
    ['x ∈ 0..3', { n: 0, x: 1.5 }, false],
    ['x ∈ 0..3', { n: 0, x: 2 }, true],
    ['n / 2 ∉ 0..10', { n: 3, x: 0 }, true],
    ['x + 2.75 = 3.125 ∧ x * 0.5 = 0.1875', { n: 0, x: 0.375 }, true],
    ['9007199254740993.0 > 9007199254740992 ∧ 9007199254740993.0 - 9007199254740992 = 1', { n: 0, x: 0 }, true],
  ])('%s at %o is %s, in compiled code and in the reference', (text, values, expected) => {
    expect(w.compile(text)(values)).toBe(expected);
    expect(refOf(text, values)).toBe(expected);
  });

  it('keeps a real result that is a binary fraction, and refuses one that is not (never rounds)', () => {
    expect(w.compile('x / 4 + 0.5')({ n: 0, x: 1 })).toBe(0.75);
    expect((refOf('x / 4 + 0.5', { x: 1 }) as Rational).den).toBe(4n);
    expect(errorOf(() => w.compile('x + 0.1')({ n: 0, x: 1 }))).toMatch(/11\/10 is not a binary fraction/);
    expect(errorOf(() => w.compile('tenth(n)')({ n: 3, x: 0 }))).toMatch(/3\/10 is not a binary fraction/);
  });
});
