// Laws of the range analysis (lang/rangeOf.ts), on random well-typed expressions over fields, a
// param and binders whose values lie in random intervals (unbounded, small, near ±2^53), with random
// facts `a ≤ b` that the values satisfy: whenever the BigInt reference interpreter evaluates an int
// expression without error, its value lies in rangeOf's interval; whenever a condition evaluates to
// `holds`, each leaf it refines lies in the refined interval. Seeds are printed.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Expr } from '../../src/lang/ast.js';
import { TOP, type Interval } from '../../src/lang/interval.js';
import { decide, rangeOf, refine, type RangeEnv } from '../../src/lang/rangeOf.js';
import { evalReference, type RefValue } from '../../src/lang/reference.js';
import { EvalError } from '../../src/lang/runtime.js';
import { typecheckExpr } from '../../src/lang/typecheck.js';
import { printExpr } from '../../src/lang/print.js';
import { world } from './helpers.js';
import { LAW_WORLD, exprArbitraries } from '../properties/langArbitrary.js';
import { seedFor } from '../solve/randomGraphs.js';
import { campaignRuns } from '../setup/campaignSize.js';

const w = world(LAW_WORLD);
const exprs = exprArbitraries(false);
const defines = new Map(w.defines.map((d) => [d.name, { params: d.params, body: d.body }]));
const MAX = Number.MAX_SAFE_INTEGER;
const SCALARS = ['n', 'k', 'size', 'i', 'j'] as const;
const LEAVES = [...SCALARS, 'h#0', 'h#1', 'h#2'];

const bound = fc.oneof(fc.integer({ min: -12, max: 12 }), fc.constantFrom(-Infinity, Infinity, MAX, -MAX, MAX - 3, 2 ** 31, 2 ** 31 - 1, 255, 0));
const anInterval = fc.tuple(bound, bound).map(([a, b]): Interval => (a === b && !Number.isFinite(a) ? TOP : a <= b ? { lo: a, hi: b } : { lo: b, hi: a }));
const candidate = fc.oneof(fc.integer({ min: -20, max: 20 }), fc.constantFrom(MAX, -MAX, MAX - 1, 2 ** 31, 2 ** 31 - 1, 2 ** 32, 1000));

/** Intervals per leaf, values clamped into them (edges come often), and facts the values satisfy. */
const scenario = fc
  .record({
    ranges: fc.tuple(...LEAVES.map(() => anInterval)),
    raw: fc.tuple(...LEAVES.map(() => candidate)),
    facts: fc.array(fc.tuple(fc.constantFrom(...SCALARS), fc.constantFrom(...SCALARS)), { maxLength: 2 }),
  })
  .map(({ ranges, raw, facts }) => {
    const range = new Map(LEAVES.map((l, q) => [l, ranges[q]!]));
    const value = new Map(LEAVES.map((l, q) => [l, Math.min(Math.max(raw[q]!, Math.max(ranges[q]!.lo, -MAX)), Math.min(ranges[q]!.hi, MAX))]));
    const kept = facts.filter(([a, b]) => value.get(a)! <= value.get(b)!);
    return { range, value, facts: kept };
  });

type Scenario = { range: Map<string, Interval>; value: Map<string, number>; facts: [string, string][] };

/** The leaf a node is (a name, or h[literal]). */
function leafName(e: Expr): string | undefined {
  if (e.kind === 'name' && e.name !== 'nimsum' && e.name !== 'b' && e.name !== 'h') return e.name;
  if (e.kind === 'index' && e.target.kind === 'name' && e.target.name === 'h' && e.index.kind === 'int' && e.index.value >= 0n && e.index.value < 3n) return `h#${e.index.value}`;
  return undefined;
}

function envOf(s: Scenario): RangeEnv {
  return {
    leaf(e) {
      const l = leafName(e);
      return l === undefined ? undefined : { key: l, range: s.range.get(l) ?? TOP };
    },
    elements: (e) => (e.kind === 'name' && e.name === 'h' ? [0, 1, 2].map((q) => s.range.get(`h#${q}`)!).reduce((a, b) => ({ lo: Math.min(a.lo, b.lo), hi: Math.max(a.hi, b.hi) })) : TOP),
    ordered(small, big) {
      const a = leafName(small);
      const b = leafName(big);
      return a !== undefined && b !== undefined && (a === b || s.facts.some(([x, y]) => x === a && y === b));
    },
  };
}

function referenceValues(s: Scenario): Map<string, RefValue> {
  const values = new Map<string, RefValue>([...SCALARS].map((l) => [l, BigInt(s.value.get(l)!)]));
  values.set(
    'h',
    [0, 1, 2].map((q) => BigInt(s.value.get(`h#${q}`)!)),
  );
  values.set('b', true);
  return values;
}

function evaluate(e: Expr, s: Scenario): RefValue | undefined {
  try {
    return evalReference(e, { values: referenceValues(s), defines });
  } catch (err) {
    if (err instanceof EvalError) return undefined;
    throw err;
  }
}

const inside = (v: bigint, r: Interval): boolean => (r.lo === -Infinity || v >= BigInt(r.lo)) && (r.hi === Infinity || v <= BigInt(r.hi));

describe('range analysis', () => {
  test('an int expression evaluates inside its range', () => {
    fc.assert(
      fc.property(exprs.int, scenario, (e, s) => {
        typecheckExpr(e, w.env);
        const r = rangeOf(e, envOf(s));
        const v = evaluate(e, s);
        if (typeof v !== 'bigint') return;
        expect(inside(v, r), `${printExpr(e)} = ${v} ∉ [${r.lo}, ${r.hi}] with ${JSON.stringify([...s.value])} facts ${JSON.stringify(s.facts)}`).toBe(true);
      }),
      { numRuns: campaignRuns(3000), seed: seedFor('rangeOf') },
    );
  });

  test('a condition narrows only what its truth implies', () => {
    fc.assert(
      fc.property(exprs.bool, fc.boolean(), scenario, (e, holds, s) => {
        typecheckExpr(e, w.env);
        const narrowed = refine(e, envOf(s), holds);
        if (evaluate(e, s) !== holds) return;
        for (const [leaf, r] of narrowed) {
          const v = BigInt(s.value.get(leaf)!);
          expect(inside(v, r), `${printExpr(e)} is ${holds} but ${leaf} = ${v} ∉ [${r.lo}, ${r.hi}]`).toBe(true);
        }
      }),
      { numRuns: campaignRuns(3000), seed: seedFor('refine') },
    );
  });

  test('shallow expressions over the leaves (edges hit often)', () => {
    const atom = fc.oneof(
      fc.constantFrom('n', 'k', 'size', 'i', 'j', 'h[0]', 'h[2]'),
      fc.integer({ min: -7, max: 7 }).map((v) => (v < 0 ? `(${v})` : String(v))),
    );
    const shallow = fc.oneof(
      fc.tuple(atom, fc.constantFrom('+', '-', '*', 'div', 'mod'), atom).map(([a, op, b]) => `${a} ${op} ${b}`),
      fc.tuple(fc.constantFrom('abs', 'min', 'max', 'xor'), atom, atom).map(([f, a, b]) => (f === 'abs' ? `abs(${a})` : `${f}(${a}, ${b})`)),
      fc.tuple(fc.constantFrom('floor', 'ceil'), atom, fc.option(atom)).map(([f, a, b]) => (b === null ? `${f}(${a})` : `${f}(${a} / ${b})`)),
      fc.tuple(atom, atom, atom).map(([a, b, c]) => `(${a} - ${b}) mod ${c} + ${a} div ${c}`),
      fc.constantFrom('xor(h)', 'sum(h)', 'max(h)', 'min(h)', 'n - k', 'k - n', 'i - j'),
    );
    fc.assert(
      fc.property(shallow, scenario, (text, s) => {
        const { expr, diagnostics } = w.check(text);
        expect(diagnostics).toEqual([]);
        const r = rangeOf(expr, envOf(s));
        const v = evaluate(expr, s);
        if (typeof v !== 'bigint') return;
        expect(inside(v, r), `${text} = ${v} ∉ [${r.lo}, ${r.hi}] with ${JSON.stringify([...s.value])} facts ${JSON.stringify(s.facts)}`).toBe(true);
      }),
      { numRuns: campaignRuns(5000), seed: seedFor('rangeOf shallow') },
    );
  });

  test('a condition decide() settles evaluates without error to that value', () => {
    let decided = 0;
    fc.assert(
      fc.property(exprs.bool, scenario, (e, s) => {
        typecheckExpr(e, w.env);
        const known = decide(e, envOf(s));
        if (known === undefined) return;
        decided++;
        let value: RefValue | string;
        try {
          value = evalReference(e, { values: referenceValues(s), defines });
        } catch (err) {
          value = err instanceof EvalError ? `error ${err.kind}` : String(err);
        }
        expect(value, `${printExpr(e)} decided ${known} with ${JSON.stringify([...s.value])} facts ${JSON.stringify(s.facts)}`).toBe(known);
      }),
      { numRuns: campaignRuns(3000), seed: seedFor('decide') },
    );
    expect(decided).toBeGreaterThan((100 * campaignRuns(3000)) / 3000);
  });

  test('decide() on guards: proved, refuted, or left open (and never when evaluation may fail)', () => {
    const s: Scenario = { range: new Map(LEAVES.map((l) => [l, { lo: 4, hi: 100 }])), value: new Map(), facts: [['k', 'n']] };
    const env = envOf(s);
    const d = (text: string) => decide(w.check(text).expr, env);
    expect(d('4 ≤ n')).toBe(true);
    expect(d('n < 4')).toBe(false);
    expect(d('k ≤ n')).toBe(true); // the fact k ≤ n
    expect(d('n ≠ 3 ∧ n > 0')).toBe(true);
    expect(d('n ≥ 5')).toBeUndefined();
    expect(d('4 ≤ n ∨ n div 0 = 1')).toBeUndefined(); // div may fail
    expect(d('n * 9007199254740991 > 0')).toBeUndefined(); // may overflow
  });

  test('guards of the move-schema form narrow their field', () => {
    const s: Scenario = { range: new Map(LEAVES.map((l) => [l, { lo: 0, hi: 100 }])), value: new Map(), facts: [] };
    const env = envOf(s);
    const narrowed = (text: string, holds = true) => refine(w.check(text).expr, env, holds).get('n');
    expect(narrowed('4 ≤ n')).toEqual({ lo: 4, hi: Infinity });
    expect(narrowed('n ≥ 4 ∧ n < 9')).toEqual({ lo: 4, hi: 8 });
    expect(narrowed('n < 4', false)).toEqual({ lo: 4, hi: Infinity });
    expect(narrowed('n < 4 ∨ k = 1')).toBeUndefined();
  });
});
