// fast-check arbitraries for the lang laws: random well-typed expressions (ASTs, printed to surface
// syntax by the tests) over a fixed world, and random frames for it (negative and huge values
// included, so Euclidean div/mod and overflow detection are exercised).
import fc from 'fast-check';
import type { Binder, CmpOp, Expr } from '../../src/lang/ast.js';
import { DIFFERENCE, SIZE, UNION } from '../../src/lang/setSyntax.js';
import type { WorldSpec } from '../lang/helpers.js';

const at = { start: 0, end: 0 };
const int = (v: bigint | number): Expr => ({ kind: 'int', value: BigInt(v), span: at });
const name = (n: string): Expr => ({ kind: 'name', name: n, span: at });
const call = (callee: string, ...args: Expr[]): Expr => ({ kind: 'call', callee, calleeSpan: at, args, span: at });
const arith =
  (op: '+' | '-' | '*' | '/' | 'div' | 'mod') =>
  (left: Expr, right: Expr): Expr => ({ kind: 'arith', op, left, right, span: at });

/** The world the expressions live in: i and j are also outer binders, so bodies may always use them. */
export const LAW_WORLD: WorldSpec = {
  fields: { n: 'int', k: 'int', h: 'int[3]', b: 'bool' },
  params: { size: 'int' },
  binders: { i: 'int', j: 'int' },
  defines: ['big(x): x > 1', 'dist(x, y): abs(x - y)', 'sgn(x): if x > 0 then 1 else if x < 0 then -1 else 0', 'steps(x): if x ≤ 0 then 0 else 1 + steps(x div 2)', 'nimsum: xor(h)'],
};

export const LAW_ORACLE_WORLD: WorldSpec = { ...LAW_WORLD, oracles: true };

const smallInt = fc.integer({ min: -12, max: 12 });
const hugeInt = fc.constantFrom(9007199254740991, -9007199254740991, 4503599627370496, 94906266, 2147483648, 4294967296);
// beyond ±(2^53 − 1): the exact path's inputs (only for the laws that ask for them)
const beyondInt = fc.constantFrom(2n ** 53n, -(2n ** 53n), 2n ** 60n, -(2n ** 64n) + 1n, 10n ** 20n, 3n ** 41n);
const intLiteralOf = (beyond: boolean): fc.Arbitrary<Expr> =>
  (beyond
    ? fc.oneof({ weight: 5, arbitrary: smallInt }, { weight: 1, arbitrary: hugeInt }, { weight: 1, arbitrary: beyondInt })
    : fc.oneof({ weight: 5, arbitrary: smallInt }, { weight: 1, arbitrary: hugeInt })
  ).map(int);
const realLiteral = fc.integer({ min: -40, max: 40 }).map((q): Expr => {
  const value = q / 4;
  const text = Number.isInteger(value) ? `${value}.0` : String(value);
  return { kind: 'real', value, text, span: at };
});

/** `[body for binders (if filter)]` with a body that is a number, a row [a, b] or a comprehension. */
function comprehension(I: fc.Arbitrary<Expr>, B: fc.Arbitrary<Expr>, binders: fc.Arbitrary<Binder[]>): fc.Arbitrary<Expr> {
  const comp = (body: fc.Arbitrary<Expr>): fc.Arbitrary<Expr> =>
    fc.tuple(body, binders, fc.option(B, { nil: undefined })).map(([b, bs, filter]): Expr => ({ kind: 'comp', body: b, binders: bs, ...(filter ? { filter } : {}), span: at }));
  const row = fc.array(I, { minLength: 0, maxLength: 3 }).map((elems): Expr => ({ kind: 'array', elems, span: at }));
  return fc.oneof(comp(I), comp(row), comp(comp(fc.oneof(I, row))));
}

export interface Trees {
  int: Expr;
  bool: Expr;
  real: Expr;
  domain: Expr;
}

/** Expressions of type int, bool and real; `oracles` adds claim forms (for the print law only),
 *  `beyond` int literals outside ±(2^53 − 1). */
export function exprArbitraries(oracles: boolean, beyond = false): fc.Arbitrary<Expr> & { int: fc.Arbitrary<Expr>; bool: fc.Arbitrary<Expr> } {
  const intLiteral = intLiteralOf(beyond);
  const t = fc.letrec<Trees>((tie) => {
    const I = tie('int') as fc.Arbitrary<Expr>;
    const B = tie('bool') as fc.Arbitrary<Expr>;
    const R = tie('real') as fc.Arbitrary<Expr>;
    const D = tie('domain') as fc.Arbitrary<Expr>;
    const binder = (nm: string) => D.map((domain): Binder => ({ name: nm, domain, span: at }));
    const binders = fc.oneof(
      binder('i').map((x) => [x]),
      fc.tuple(binder('i'), binder('j')).map(([x, y]) => [x, y]),
    );
    const cmpOp = fc.constantFrom<CmpOp>('=', '!=', '<', '<=', '>', '>=');
    const intLeaf = fc.oneof(intLiteral, fc.constantFrom('n', 'k', 'size', 'i', 'j', 'nimsum').map(name), fc.constant(call('len', name('h'))));
    const opts = { depthSize: 'medium' as const, maxDepth: 5, withCrossShrink: true };
    // floor/ceil arguments whose double value has the exact value's floor and ceiling (Z3 computes
    // exactly; a rounded sum of reals could cross an integer): literals in quarters and quotients of
    // safe integers (a non-integer p/q is at least 1/|q| from an integer, more than half an ulp)
    const quotient = fc.tuple(I, I).map(([l, r]) => arith('/')(l, r));
    const exactReal = fc.oneof(
      realLiteral,
      quotient,
      quotient.map((arg): Expr => ({ kind: 'neg', arg, span: at })),
    );
    return {
      int: fc.oneof(
        opts,
        intLeaf,
        { weight: 4, arbitrary: fc.tuple(fc.constantFrom('+', '-', '*', 'div', 'mod' as const), I, I).map(([op, l, r]) => arith(op)(l, r)) },
        I.map((arg): Expr => ({ kind: 'neg', arg, span: at })),
        fc.tuple(I, I).map(([l, r]): Expr => ({ kind: 'xor', left: call('abs', l), right: r, span: at })),
        fc.tuple(B, I, I).map(([cond, a, e]): Expr => ({ kind: 'ite', cond, then: a, else: e, span: at })),
        I.map((index): Expr => ({ kind: 'index', target: name('h'), index, span: at })),
        fc.tuple(fc.array(I, { minLength: 1, maxLength: 4 }), I).map(([elems, index]): Expr => ({ kind: 'index', target: { kind: 'array', elems, span: at }, index, span: at })),
        fc.tuple(fc.constantFrom('min', 'max'), fc.array(I, { minLength: 2, maxLength: 3 })).map(([f, args]) => call(f, ...args)),
        fc.constantFrom('min', 'max', 'sum', 'xor').map((f) => call(f, name('h'))),
        I.map((x) => call('abs', x)),
        fc.tuple(fc.constantFrom('floor', 'ceil'), fc.oneof(exactReal, I)).map(([f, x]) => call(f, x)),
        fc.tuple(I, fc.integer({ min: -1, max: 70 })).map(([x, k]) => call('bit', x, int(k))),
        fc.tuple(I, I).map(([x, y]) => call('xor', call('abs', x), call('abs', y), int(5))),
        fc.tuple(binders, B).map(([bs, body]): Expr => ({ kind: 'count', binders: bs, body, span: at })),
        fc.tuple(I, I).map(([x, y]) => call('dist', x, y)),
        I.map((x) => call('sgn', x)),
        I.map((x) => call('steps', x)),
        ...(oracles ? [fc.constant(call('grundy', int(3), int(1), { kind: 'array', elems: [int(1), int(2), int(3)], span: at }, { kind: 'bool', value: true, span: at }))] : []),
        // a data table's comprehension (the print law only: typecheck refuses it outside define:,
        // ZM3019): a number or a row per binding, nested comprehensions, an optional filter
        ...(oracles ? [comprehension(I, B, binders)] : []),
        // |s| and s ∪ {…} (the print law only: the model reads them for bool[k] fields)
        ...(oracles
          ? [
              I.map((x) => call(SIZE, x)),
              fc
                .tuple(I, fc.array(intLeaf, { minLength: 1, maxLength: 2 }), fc.constantFrom(UNION, DIFFERENCE))
                .map(([x, elems, op]) => call('abs', call(SIZE, call(op, x, { kind: 'set', style: 'braces', elems, span: at })))),
            ]
          : []),
      ),
      real: fc.oneof(
        opts,
        realLiteral,
        fc.tuple(I, I).map(([l, r]) => arith('/')(l, r)),
        fc.tuple(fc.constantFrom('+', '-', '*' as const), R, fc.oneof(R, I)).map(([op, l, r]) => arith(op)(l, r)),
        R.map((arg): Expr => ({ kind: 'neg', arg, span: at })),
        fc.tuple(R, I).map(([a, x]) => call('max', a, x)),
      ),
      bool: fc.oneof(
        opts,
        fc.oneof(
          fc.boolean().map((value): Expr => ({ kind: 'bool', value, span: at })),
          fc.constant(name('b')),
        ),
        B.map((arg): Expr => ({ kind: 'not', arg, span: at })),
        { weight: 4, arbitrary: fc.tuple(fc.constantFrom('and', 'or', 'implies', 'iff' as const), B, B).map(([op, left, right]): Expr => ({ kind: 'logic', op, left, right, span: at })) },
        fc
          .tuple(fc.array(cmpOp, { minLength: 1, maxLength: 3 }), fc.array(I, { minLength: 4, maxLength: 4 }))
          .map(([ops, args]): Expr => ({ kind: 'cmp', ops, args: args.slice(0, ops.length + 1), span: at })),
        fc.tuple(R, cmpOp, fc.oneof(R, I)).map(([a, op, c]): Expr => ({ kind: 'cmp', ops: [op], args: [a, c], span: at })),
        fc
          .tuple(
            fc.boolean(),
            I,
            fc.oneof(
              D,
              fc.tuple(I, I).map(([lo, hi]): Expr => ({ kind: 'range', lo, hi, span: at })),
            ),
          )
          .map(([negated, elem, set]): Expr => ({ kind: 'in', negated, elem, set, span: at })),
        fc.tuple(fc.constantFrom('forall', 'exists' as const), binders, B).map(([quantifier, bs, body]): Expr => ({ kind: 'quant', quantifier, binders: bs, body, span: at })),
        I.map((x) => call('big', x)),
        fc.tuple(B, B, B).map(([cond, a, e]): Expr => ({ kind: 'ite', cond, then: a, else: e, span: at })),
        ...(oracles
          ? [
              fc.tuple(I, I).map(([x, y]) =>
                call('safe', {
                  kind: 'record',
                  fields: ['n', 'k', 'h', 'b'].map((f, q) => ({ name: f, nameSpan: at, value: q === 0 ? x : q === 1 ? y : q === 2 ? name('h') : name('b') })),
                  span: at,
                }),
              ),
              fc.constant<Expr>({ kind: 'cmp', ops: ['='], args: [call('outcome', name('start')), name('neutral')], span: at }),
            ]
          : []),
      ),
      // bounded binder domains: small literal ranges, sets, angle sets, arrays
      domain: fc.oneof(
        fc.tuple(fc.integer({ min: -3, max: 3 }), fc.integer({ min: -3, max: 3 })).map(([lo, hi]): Expr => ({ kind: 'range', lo: int(lo), hi: int(hi), span: at })),
        fc.tuple(fc.constantFrom('braces', 'angle' as const), fc.array(intLeaf, { minLength: 1, maxLength: 3 })).map(([style, elems]): Expr => ({ kind: 'set', style, elems, span: at })),
        fc.constant(name('h')),
        fc.array(intLeaf, { minLength: 0, maxLength: 3 }).map((elems): Expr => ({ kind: 'array', elems, span: at })),
      ),
    };
  });
  return Object.assign(fc.oneof(t.bool, t.int, t.real), { int: t.int, bool: t.bool });
}

const value = fc.oneof({ weight: 6, arbitrary: smallInt }, { weight: 1, arbitrary: hugeInt });

/** Random values for the fields, params and outer binders of LAW_WORLD. */
export const frameValues = fc.record({
  n: value,
  k: value,
  size: value,
  i: value,
  j: value,
  h: fc.array(value, { minLength: 3, maxLength: 3 }),
  b: fc.boolean(),
});
