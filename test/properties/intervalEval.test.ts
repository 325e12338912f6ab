// Laws of the exact interval evaluator (src/prove/exact/), which decides "no real-valued move exists"
// when a counterexample is re-checked: (1) on single points it computes what the exact (BigInt)
// reference interpreter computes, on integer expressions; (2) soundness: widening the variables'
// intervals around a point never loses that point's value — a number stays inside the wider
// interval (open ends excluded), a condition stays equal or becomes unknown.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Expr } from '../../src/lang/ast.js';
import { evalReference } from '../../src/lang/reference.js';
import { EvalError } from '../../src/lang/runtime.js';
import { typecheckExpr } from '../../src/lang/typecheck.js';
import { printExpr } from '../../src/lang/print.js';
import { visit } from '../../src/lang/walk.js';
import { evalInterval, Undecided, type IEnv, type IValue } from '../../src/prove/exact/intervalEval.js';
import { U, point, type Iv, type TV } from '../../src/prove/exact/interval.js';
import { searchLine } from '../../src/prove/realMoveSearch.js';
import { cmpExt, q, show } from '../../src/prove/exact/rational.js';
import { world } from '../lang/helpers.js';
import { LAW_WORLD, exprArbitraries, frameValues } from './langArbitrary.js';
import { campaignRuns } from '../setup/campaignSize.js';

const w = world(LAW_WORLD);
const exprs = exprArbitraries(false);
const defines = new Map(w.defines.map((d) => [d.name, { params: d.params, body: d.body }]));
type Values = { n: number; k: number; size: number; i: number; j: number; h: number[]; b: boolean };

const pt = (v: number): IValue => ({ k: 'num', v: point(q(BigInt(v)), true) });
/** Each int variable widened by (below, above) with an open or closed end. */
type Widen = Record<'n' | 'k' | 'i' | 'j', [number, number, boolean, boolean]>;
const widen = fc.record(
  Object.fromEntries(['n', 'k', 'i', 'j'].map((v) => [v, fc.tuple(fc.nat(3), fc.nat(3), fc.boolean(), fc.boolean())])) as Record<keyof Widen, fc.Arbitrary<[number, number, boolean, boolean]>>,
);

function around(v: number, [below, above, openLo, openHi]: [number, number, boolean, boolean]): IValue {
  // an open end must leave v inside: only when it is strictly beyond v
  return { k: 'num', v: { lo: q(BigInt(v - below)), hi: q(BigInt(v + above)), loOpen: openLo && below > 0, hiOpen: openHi && above > 0, int: true } };
}

function env(values: Values, wide?: Widen): { env: IEnv; locals: Map<string, IValue> } {
  const num = (name: 'n' | 'k' | 'i' | 'j'): IValue => (wide ? around(values[name], wide[name]) : pt(values[name]));
  const fields = new Map<string, IValue>([
    ['n', num('n')],
    ['k', num('k')],
    ['h', { k: 'arr', v: values.h.map(pt) }],
    ['b', { k: 'bool', v: values.b ? 1 : 0 }],
  ]);
  return {
    env: { fields, params: new Map([['size', pt(values.size)]]), defines },
    locals: new Map([
      ['i', num('i')],
      ['j', num('j')],
    ]),
  };
}

function tryEval(e: Expr, values: Values, wide?: Widen): IValue | undefined {
  const { env: en, locals } = env(values, wide);
  try {
    return evalInterval(e, en, locals);
  } catch (err) {
    if (err instanceof Undecided) return undefined;
    throw err;
  }
}

function contains(outer: IValue, inner: IValue, text: string): void {
  if (outer.k === 'bool' && inner.k === 'bool') {
    if (outer.v !== U) expect(inner.v, text).toBe(outer.v);
    return;
  }
  if (outer.k === 'arr' && inner.k === 'arr') {
    outer.v.forEach((x, i) => contains(x, inner.v[i]!, text));
    return;
  }
  if (outer.k !== 'num' || inner.k !== 'num') throw new Error(`kinds differ: ${text}`);
  const o: Iv = outer.v;
  const x = inner.v.lo;
  const lo = cmpExt(o.lo, x);
  const hi = cmpExt(x, o.hi);
  const where = `${show(x)} in ${o.loOpen ? '(' : '['}${show(o.lo)}, ${show(o.hi)}${o.hiOpen ? ')' : ']'}: ${text}`;
  expect(lo < 0 || (lo === 0 && !o.loOpen), where).toBe(true);
  expect(hi < 0 || (hi === 0 && !o.hiOpen), where).toBe(true);
}

const integerOnly = (e: Expr): boolean => {
  let ok = true;
  visit(e, (x) => {
    if (x.kind === 'real' || (x.kind === 'arith' && x.op === '/')) ok = false;
  });
  return ok;
};

// real expressions of one real variable x, as a real-valued move's guard and target are
const at0 = { start: 0, end: 0 };
const REAL = { kind: 'real' } as const;
const INT = { kind: 'int' } as const;
const BOOL = { kind: 'bool' } as const;
const realExprs = fc.letrec<{ r: Expr; b: Expr }>((tie) => {
  const R = tie('r') as fc.Arbitrary<Expr>;
  const B = tie('b') as fc.Arbitrary<Expr>;
  const leaf = fc.oneof(
    fc.constant<Expr>({ kind: 'name', name: 'x', ref: { kind: 'binder', name: 'x' }, span: at0, type: REAL }),
    fc.integer({ min: -12, max: 12 }).map((v): Expr => ({ kind: 'real', value: v / 4, text: String(v / 4), span: at0, type: REAL })),
  );
  const call =
    (callee: string, type: typeof REAL | typeof INT) =>
    (args: Expr[]): Expr => ({ kind: 'call', callee, calleeSpan: at0, args, ref: { kind: 'builtin' }, span: at0, type });
  const arith =
    (op: '+' | '-' | '*') =>
    ([left, right]: [Expr, Expr]): Expr => ({ kind: 'arith', op, left, right, span: at0, type: REAL });
  const opts = { maxDepth: 4, depthSize: 'small' as const };
  return {
    r: fc.oneof(
      opts,
      leaf,
      fc.tuple(R, R).map(arith('+')),
      fc.tuple(R, R).map(arith('-')),
      fc.tuple(R, R).map(arith('*')),
      R.map((arg): Expr => ({ kind: 'neg', arg, span: at0, type: REAL })),
      fc.tuple(R, R).map((xs) => call('min', REAL)(xs)),
      fc.tuple(R, R).map((xs) => call('max', REAL)(xs)),
      R.map((x) => call('abs', REAL)([x])),
      R.map((x) => call('floor', INT)([x])),
      R.map((x) => call('ceil', INT)([x])),
      fc.tuple(B, R, R).map(([cond, t, e]): Expr => ({ kind: 'ite', cond, then: t, else: e, span: at0, type: REAL })),
    ),
    b: fc.oneof(
      opts,
      fc.tuple(fc.constantFrom('<', '<=', '=', '!=', '>', '>=') as fc.Arbitrary<'<'>, R, R).map(([op, a, b]): Expr => ({ kind: 'cmp', ops: [op], args: [a, b], span: at0, type: BOOL })),
      fc.tuple(fc.constantFrom('and', 'or', 'implies', 'iff') as fc.Arbitrary<'and'>, B, B).map(([op, left, right]): Expr => ({ kind: 'logic', op, left, right, span: at0, type: BOOL })),
      B.map((arg): Expr => ({ kind: 'not', arg, span: at0, type: BOOL })),
    ),
  };
});
/** x = a quarter, and a cell around it: ends at quarter distances, open or closed (open only away from x). */
const realCell = fc.tuple(fc.integer({ min: -16, max: 16 }), fc.nat(6), fc.nat(6), fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean());

describe('the exact interval evaluator', () => {
  it('equals the exact reference on points (integer expressions)', () => {
    fc.assert(
      fc.property(exprs, frameValues, (e, values) => {
        typecheckExpr(e, w.env);
        fc.pre(integerOnly(e));
        let expected: unknown;
        try {
          const r = evalReference(e, { values: new Map(Object.entries(values)), defines, unchecked: true, recursionLimit: 5000 });
          expected = typeof r === 'bigint' ? { k: 'num', n: r } : Array.isArray(r) ? 'array' : { k: 'bool', v: r ? 1 : 0 };
        } catch (err) {
          if (!(err instanceof EvalError)) throw err;
          expected = 'error';
        }
        const got = tryEval(e, values as Values);
        if (got === undefined) return; // undecided is always allowed (it never becomes a verdict)
        expect(expected, `the reference fails where the interval evaluator answers: ${printExpr(e)}`).not.toBe('error');
        if (got.k === 'num') expect({ k: 'num', n: got.v.lo === 'inf' || got.v.lo === '-inf' ? null : got.v.lo.n }, printExpr(e)).toEqual(expected);
        if (got.k === 'bool') expect({ k: 'bool', v: got.v }, printExpr(e)).toEqual(expected);
      }),
      { numRuns: campaignRuns(1500) },
    );
  });

  it('is sound on real expressions of a real variable, open and unbounded cells included', () => {
    fc.assert(
      fc.property(fc.oneof(realExprs.r, realExprs.b), realCell, (e, [x4, below, above, openLo, openHi, infLo, infHi]) => {
        const x = q(BigInt(x4), 4n);
        const eval1 = (v: Iv): IValue | undefined => {
          try {
            return evalInterval(e, { fields: new Map(), params: new Map(), defines: new Map() }, new Map([['x', { k: 'num', v }]]));
          } catch (err) {
            if (err instanceof Undecided) return undefined;
            throw err;
          }
        };
        const at = eval1(point(x, false));
        if (at === undefined) return;
        const cell: Iv = {
          lo: infLo ? '-inf' : q(BigInt(x4 - below), 4n),
          hi: infHi ? 'inf' : q(BigInt(x4 + above), 4n),
          loOpen: infLo || (openLo && below > 0),
          hiOpen: infHi || (openHi && above > 0),
          int: false,
        };
        const over = eval1(cell);
        if (over !== undefined) contains(over, at, printExpr(e));
      }),
      { numRuns: campaignRuns(4000) },
    );
  });

  it('the cell search never says "none" where some point satisfies the condition', () => {
    fc.assert(
      fc.property(realExprs.b, (e) => {
        const at = (v: Iv): TV => {
          try {
            const r = evalInterval(e, { fields: new Map(), params: new Map(), defines: new Map() }, new Map([['x', { k: 'num', v }]]));
            return r.k === 'bool' ? r.v : U;
          } catch (err) {
            if (err instanceof Undecided) return U;
            throw err;
          }
        };
        const found = searchLine(at);
        if (found !== 'none') return;
        for (let k = -160; k <= 160; k++) expect(at(point(q(BigInt(k), 8n), false)), `x = ${k}/8: ${printExpr(e)}`).not.toBe(1);
      }),
      { numRuns: campaignRuns(120) },
    );
  });

  it('is sound: the value at a point lies in the value over any interval around it', () => {
    fc.assert(
      fc.property(exprs, frameValues, widen, (e, values, wide) => {
        typecheckExpr(e, w.env);
        const at = tryEval(e, values as Values);
        if (at === undefined) return;
        const over = tryEval(e, values as Values, wide);
        if (over === undefined) return;
        contains(over, at, printExpr(e));
      }),
      { numRuns: campaignRuns(3000) },
    );
  });
});
