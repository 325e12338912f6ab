// Laws: the compiled evaluator equals the BigInt reference interpreter on random well-typed
// expressions and random frames (negative and huge values included); and whenever the exact
// (unchecked) result leaves the safe integer range, the compiled code throws 'overflow' — never a
// wrong value. Seeds are printed by fast-check on failure.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileExpr } from '../../src/lang/compile.js';
import { evalReference, type RefEnv, type RefValue } from '../../src/lang/reference.js';
import { EvalError, type Value } from '../../src/lang/runtime.js';
import { typecheckExpr } from '../../src/lang/typecheck.js';
import { printExpr } from '../../src/lang/print.js';
import { world } from '../lang/helpers.js';
import { LAW_WORLD, exprArbitraries, frameValues } from './langArbitrary.js';

const w = world(LAW_WORLD);
const exprs = exprArbitraries(false);
const defines = new Map(w.defines.map((d) => [d.name, { params: d.params, body: d.body }]));

type Outcome = { value: unknown } | { error: string };

function normalise(v: Value | RefValue): unknown {
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'number') return v + 0; // -0 and 0 are the same value here
  if (Array.isArray(v) || v instanceof Float64Array) return Array.from(v as ArrayLike<unknown>, (x) => normalise(x as Value));
  return v;
}

function run(f: () => Value | RefValue): Outcome {
  try {
    return { value: normalise(f()) };
  } catch (err) {
    if (err instanceof EvalError) return { error: err.kind };
    throw err;
  }
}

function refEnv(values: Record<string, number | boolean | number[]>, unchecked = false): RefEnv {
  return { values: new Map(Object.entries(values)), defines, unchecked };
}

describe('compiled = reference', () => {
  it('agrees on random expressions and frames', () => {
    fc.assert(
      fc.property(exprs, frameValues, (e, values) => {
        expect(typecheckExpr(e, w.env).filter((d) => d.code !== 'ZM3012')).toEqual([]);
        const fn = compileExpr(e, w.scope, w.program);
        const frame = w.frame(values);
        const compiled = run(() => fn(frame));
        const reference = run(() => evalReference(e, refEnv(values)));
        expect(compiled, printExpr(e)).toEqual(reference);
      }),
      { numRuns: 1200 },
    );
  });

  it('never returns a wrong value when the exact result is unsafe', () => {
    fc.assert(
      fc.property(exprs.int, frameValues, (e, values) => {
        typecheckExpr(e, w.env);
        const fn = compileExpr(e, w.scope, w.program);
        const compiled = run(() => fn(w.frame(values)));
        let exact: { value: RefValue } | { error: string };
        try {
          exact = { value: evalReference(e, refEnv(values, true)) };
        } catch (err) {
          if (!(err instanceof EvalError)) throw err;
          exact = { error: err.kind };
        }
        const text = printExpr(e);
        if ('value' in exact && typeof exact.value === 'bigint' && (exact.value > 2n ** 53n - 1n || exact.value < 1n - 2n ** 53n)) {
          expect(compiled, text).toEqual({ error: 'overflow' });
        }
        if ('value' in compiled) expect(compiled.value, text).toBe(normalise(('value' in exact ? exact.value : NaN) as RefValue));
        else if (compiled.error !== 'overflow') expect(exact, text).toEqual(compiled);
      }),
      { numRuns: 1200 },
    );
  });
});
