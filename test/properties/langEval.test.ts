// Laws: the compiled evaluator equals the BigInt reference interpreter on random well-typed
// expressions and random frames (negative and huge values included); and with literals beyond
// ±(2^53 − 1), the compiled code (float64 fast path + exact fallback) equals the unchecked reference,
// values and errors alike — an unsafe int comes back exactly, as a bigint; a real result is exact (a
// float64 only where one is exactly the value; one that no float64 holds, such as 1/3, is refused by
// the compiled code, never rounded). Pinned seeds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileExpr } from '../../src/lang/compile.js';
import { evalReference, type RefEnv, type RefValue } from '../../src/lang/reference.js';
import { EvalError, type Value } from '../../src/lang/runtime.js';
import { typecheckExpr } from '../../src/lang/typecheck.js';
import { printExpr } from '../../src/lang/print.js';
import { Rational, toDouble } from '../../src/lang/rational.js';
import { world } from '../lang/helpers.js';
import { LAW_WORLD, exprArbitraries, frameValues } from './langArbitrary.js';
import { campaignRuns } from '../setup/campaignSize.js';

const w = world(LAW_WORLD);
const exprs = exprArbitraries(false);
const hugeExprs = exprArbitraries(false, true).int;
const defines = new Map(w.defines.map((d) => [d.name, { params: d.params, body: d.body }]));

type Outcome = { value: unknown } | { error: string };

/** Values compared exactly: a safe integer as a number (bigint or not), a larger one as its digits. */
function normalise(v: Value | RefValue): unknown {
  if (v instanceof Rational) return toDouble(v) ?? `${v.num}/${v.den} (no float64)`;
  if (typeof v === 'bigint') return v <= BigInt(Number.MAX_SAFE_INTEGER) && v >= -BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : `${v}`;
  if (typeof v === 'number') return v + 0; // -0 and 0 are the same value here
  if (Array.isArray(v) || v instanceof Float64Array) return Array.from(v as ArrayLike<unknown>, (x) => normalise(x as Value));
  return v;
}

function run(f: () => Value | RefValue): Outcome {
  try {
    return { value: normalise(f()) };
  } catch (err) {
    if (err instanceof EvalError) return { error: /not a binary fraction/.test(err.message) ? 'no float64' : err.kind };
    throw err;
  }
}

/** What the compiled code must give for the reference's outcome: a value no float64 holds is refused. */
function compiledOf(reference: Outcome): Outcome {
  const inexact = (v: unknown): boolean => (Array.isArray(v) ? v.some(inexact) : typeof v === 'string' && v.endsWith('(no float64)'));
  return 'value' in reference && inexact(reference.value) ? { error: 'no float64' } : reference;
}

function refEnv(values: Record<string, number | boolean | number[]>, unchecked = false): RefEnv {
  return { values: new Map(Object.entries(values)), defines, unchecked };
}

describe('compiled = reference', () => {
  it('agrees on random expressions and frames (the reference throwing overflow where the fast path leaves ±(2^53 − 1))', () => {
    fc.assert(
      fc.property(exprs, frameValues, (e, values) => {
        expect(typecheckExpr(e, w.env).filter((d) => d.code !== 'ZM3012')).toEqual([]);
        const fn = compileExpr(e, w.scope, w.program);
        const frame = w.frame(values);
        const compiled = run(() => fn(frame));
        const reference = run(() => evalReference(e, refEnv(values)));
        // where the checked reference overflows, the compiled code goes exact (next law)
        if ('error' in reference && reference.error === 'overflow') return;
        expect(compiled, printExpr(e)).toEqual(compiledOf(reference));
      }),
      { numRuns: campaignRuns(1200), seed: 20261202 },
    );
  });

  it('compiled (with its exact fallback) = reference (unchecked), huge values included', () => {
    let beyond = 0;
    fc.assert(
      fc.property(hugeExprs, frameValues, (e, values) => {
        typecheckExpr(e, w.env);
        const fn = compileExpr(e, w.scope, w.program);
        const compiled = run(() => fn(w.frame(values)));
        const exact = run(() => evalReference(e, refEnv(values, true)));
        const checked = run(() => evalReference(e, refEnv(values)));
        if ('error' in checked && checked.error === 'overflow' && !('error' in exact && exact.error === 'overflow')) beyond++;
        expect(compiled, printExpr(e)).toEqual(compiledOf(exact));
      }),
      { numRuns: campaignRuns(1500), seed: 20261202 },
    );
    // the law must see many cases that need the exact path, or it says nothing about it
    expect(beyond).toBeGreaterThan((200 * campaignRuns(1500)) / 1500);
  });
});
