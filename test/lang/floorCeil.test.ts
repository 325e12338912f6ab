// floor(x) and ceil(x): typing (a number in, an int out), values on negative and huge reals in the
// compiled code and the reference interpreter, and what the range analysis knows about them.
import { describe, expect, it } from 'vitest';
import { rangeOf, type RangeEnv } from '../../src/lang/rangeOf.js';
import { evalReference } from '../../src/lang/reference.js';
import { EvalError } from '../../src/lang/runtime.js';
import { showType } from '../../src/lang/types.js';
import { TOP } from '../../src/lang/interval.js';
import { printExpr } from '../../src/lang/print.js';
import { world } from './helpers.js';

const w = world({ fields: { n: 'int', x: 'real', h: 'int[3]', b: 'bool' }, defines: ['half(y): floor(y / 2)'] });
const MAX = Number.MAX_SAFE_INTEGER;

function errors(text: string) {
  return w.check(text).diagnostics.map((d) => ({ code: d.code, at: text.slice(d.span!.start, d.span!.end), message: d.message }));
}

/** Compiled value and reference value (numbers) of `text` at the given field values. */
function both(text: string, values: Record<string, number | boolean | number[]>) {
  const compiled = w.compile(text)(values);
  const { expr } = w.check(text);
  const defines = new Map(w.defines.map((d) => [d.name, { params: d.params, body: d.body }]));
  const ref = evalReference(expr, { values: new Map(Object.entries(values)), defines });
  return { compiled, reference: typeof ref === 'bigint' ? Number(ref) : ref };
}

function errorKind(f: () => unknown): string | undefined {
  try {
    f();
    return undefined;
  } catch (err) {
    if (err instanceof EvalError) return err.kind;
    throw err;
  }
}

describe('typing', () => {
  it.each([
    ['floor(x)', 'int'],
    ['ceil(x)', 'int'],
    ['floor(2.5)', 'int'],
    ['ceil(n)', 'int'],
    ['floor(n / 3) + 1', 'int'],
    ['ceil(x) + 0.5', 'real'],
    ['h[floor(x)]', 'int'],
    ['half(n)', 'int'],
  ])('%s : %s', (text, type) => {
    const { expr, diagnostics } = w.check(text);
    expect(diagnostics).toEqual([]);
    expect(showType(expr.type!)).toBe(type);
  });

  it('a non-number argument is one clear ZM3011 on the argument (no follow-on error)', () => {
    expect(errors('floor(true)')).toEqual([{ code: 'ZM3011', at: 'true', message: "'floor' needs numbers, found bool" }]);
    expect(errors('ceil(h) + 1')).toEqual([{ code: 'ZM3011', at: 'h', message: "'ceil' needs numbers, found int[3]" }]);
  });

  it('one argument exactly: ZM3003', () => {
    expect(errors('floor(x, 2)')).toMatchObject([{ code: 'ZM3003', message: "'floor' takes 1 argument, given 2" }]);
    expect(errors('ceil()')).toMatchObject([{ code: 'ZM3003', message: "'ceil' takes 1 argument, given 0" }]);
  });

  it('a misspelling suggests them, and they print back as written', () => {
    expect(w.check('flor(x)').diagnostics[0]?.hint).toContain('floor');
    expect(printExpr(w.parse('ceil(-x / 2) + floor(2.5)'))).toBe('ceil(-x / 2) + floor(2.5)');
  });
});

describe('values (compiled = reference)', () => {
  it.each([
    ['floor(2.5)', 2],
    ['floor(-2.5)', -3],
    ['ceil(2.5)', 3],
    ['ceil(-2.5)', -2],
    ['floor(-3.0)', -3],
    ['ceil(-3.0)', -3],
    ['floor(x)', -1],
    ['ceil(x)', 0],
    ['floor(n)', -7],
    ['ceil(n)', -7],
    ['floor(n / 2)', -4],
    ['ceil(n / 2)', -3],
    ['half(n)', -4],
    ['ceil(-x) - floor(x)', 2],
  ])('%s = %d at n = -7, x = -0.25', (text, want) => {
    const r = both(text, { n: -7, x: -0.25, h: [0, 0, 0], b: false });
    expect(r).toEqual({ compiled: want, reference: want });
  });

  it('ceil of a small negative real is 0, not -0', () => {
    expect(Object.is(w.compile('ceil(x)')({ n: 0, x: -0.25, h: [0, 0, 0], b: false }), 0)).toBe(true);
  });

  it('a range end and a count bound by floor of a real', () => {
    const text = 'count(v ∈ 1..floor(x) + 1: v * (n + v) - 1 < x)';
    expect(both(text, { n: 1, x: 7.5, h: [0, 0, 0], b: false })).toEqual({ compiled: 2, reference: 2 });
  });

  it('a result outside ±(2^53 − 1) is exact (a bigint); ±Infinity or NaN is an overflow in both', () => {
    for (const f of ['floor(x)', 'ceil(x)']) {
      expect(w.compile(f)({ n: 0, x: 2 * MAX, h: [0, 0, 0], b: false }), f).toBe(BigInt(2 * MAX));
      expect(w.compile(f)({ n: 0, x: -1e300, h: [0, 0, 0], b: false }), f).toBe(BigInt(-1e300));
    }
    for (const x of [Infinity, -Infinity, NaN]) {
      const values = { n: 0, x, h: [0, 0, 0], b: false };
      for (const f of ['floor(x)', 'ceil(x)']) {
        expect(
          errorKind(() => w.compile(f)(values)),
          `${f} at ${x}`,
        ).toBe('overflow');
        const { expr } = w.check(f);
        expect(
          errorKind(() => evalReference(expr, { values: new Map(Object.entries(values)) })),
          `${f} at ${x}`,
        ).toBe('overflow');
      }
    }
    expect(w.compile('floor(x)')({ n: 0, x: MAX - 0.5, h: [0, 0, 0], b: false })).toBe(MAX - 1);
  });
});

describe('range analysis', () => {
  const env: RangeEnv = {
    leaf: (e) => (e.kind === 'name' && e.name === 'n' ? { key: 'n', range: { lo: -3, hi: 8 } } : undefined),
    elements: () => TOP,
    ordered: () => false,
  };
  it('the identity on an int argument; unknown (TOP) on a real one', () => {
    const range = (text: string) => rangeOf(w.check(text).expr, env);
    expect(range('floor(n)')).toEqual({ lo: -3, hi: 8 });
    expect(range('ceil(n) + 1')).toEqual({ lo: -2, hi: 9 });
    expect(range('floor(n / 2)')).toEqual(TOP);
    expect(range('ceil(x)')).toEqual(TOP);
  });
});
