// Data tables computed by comprehension (`define: { seg: [[i, j] for i ∈ 0..n - 1, j ∈ i + 1..n - 1] }`):
// their values against hand-written tables, the positioned errors, the tables of a swept parameter
// (one Spec per value), and the law that a file with a computed table has the same bounded results as
// the same file with the table written out (random comprehensions, fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import type { BoundedRun } from '../../src/check/result.js';
import { buildGame } from '../../src/game/buildGame.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import type { Spec } from '../../src/model/model.js';
import { specForParams } from '../../src/model/tableInstances.js';
import { diagnosticPt } from '../../src/diag/messagesPt.js';

const GAME = `game:
  state: { x: 0..1 }
  moves:
    - to: { x: x - 1 }
      if: x > 0
`;

type Loaded = ReturnType<typeof loadSpec> & { text: string };

/** The spec of a file with these `define:` lines (and a trivial game), or the diagnostics. */
function load(lines: string): Loaded {
  const text = `${GAME}define:\n${lines}\n`;
  return { ...loadSpec('t.yaml', text), text };
}

function tableRows(spec: Spec | undefined, name: string): number[][] | undefined {
  return spec?.tables?.find((t) => t.name === name)?.rows.map((r) => r.map(Number));
}

/** The errors with the text they point at. */
function errors(r: Loaded): { code: string; at: string; message: string; hint?: string }[] {
  return r.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => ({ code: d.code, at: d.span ? r.text.slice(d.span.start, d.span.end) : '', message: d.message, ...(d.hint ? { hint: d.hint } : {}) }));
}

describe('computed data tables: values', () => {
  it('the segments, crossings and triangles of a square, as written by hand', () => {
    const r = load(
      [
        '  n: 4',
        '  seg: [[i, j] for i ∈ 0..n - 1, j ∈ i + 1..n - 1]',
        '  cross(e, f): seg[e][0] < seg[f][0] ∧ seg[f][0] < seg[e][1] ∧ seg[e][1] < seg[f][1]',
        '  cr: [[if cross(e, f) ∨ cross(f, e) then 1 else 0 for f in 0..len(seg) - 1] for e in 0..len(seg) - 1]',
        '  tri: [[a, b, c] for a ∈ 0..n - 1, b ∈ a + 1..n - 1, c ∈ b + 1..n - 1]',
      ].join('\n'),
    );
    expect(errors(r)).toEqual([]);
    expect(tableRows(r.value, 'seg')).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ]);
    // in a convex quadrilateral only the diagonals 0-2 (row 1) and 1-3 (row 4) cross
    expect(tableRows(r.value, 'cr')).toEqual([
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 1, 0],
      [0, 0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
      [0, 1, 0, 0, 0, 0],
      [0, 0, 0, 0, 0, 0],
    ]);
    expect(tableRows(r.value, 'tri')).toEqual([
      [0, 1, 2],
      [0, 1, 3],
      [0, 2, 3],
      [1, 2, 3],
    ]);
  });

  it('a list of numbers with a filter is an array definition, as if written [0, 4, 16, 36, 64]', () => {
    const r = load('  sq: [v * v for v ∈ 0..9 if v mod 2 = 0]\n  odd: [v for v ∈ {5, 1, 5, 3} if v mod 2 = 1]');
    expect(errors(r)).toEqual([]);
    const sq = r.value!.defines.find((d) => d.name === 'sq')!;
    expect(sq.body.kind === 'array' && sq.body.elems.map((e) => (e.kind === 'int' ? Number(e.value) : NaN))).toEqual([0, 4, 16, 36, 64]);
    // a set domain takes each value once, in the order written
    const odd = r.value!.defines.find((d) => d.name === 'odd')!;
    expect(odd.body.kind === 'array' && odd.body.elems.map((e) => (e.kind === 'int' ? Number(e.value) : NaN))).toEqual([5, 1, 3]);
  });

  it('a later table reads an earlier list of numbers', () => {
    const r = load('  sq: [v * v for v ∈ 0..3]\n  t: [[sq[v], v] for v ∈ 0..len(sq) - 1 if sq[v] > 1]');
    expect(errors(r)).toEqual([]);
    expect(tableRows(r.value, 't')).toEqual([
      [4, 2],
      [9, 3],
    ]);
  });

  it('a later table reads an earlier one, and rows may differ in length (adjacency of a path)', () => {
    const r = load('  m: 4\n  adj: [[w for w ∈ 0..m - 1 if w = v - 1 ∨ w = v + 1] for v ∈ 0..m - 1]\n  deg: [[len(adj[v])] for v ∈ 0..len(adj) - 1]');
    expect(errors(r)).toEqual([]);
    expect(tableRows(r.value, 'adj')).toEqual([[1], [0, 2], [1, 3], [2]]);
    expect(tableRows(r.value, 'deg')).toEqual([[1], [2], [2], [1]]);
  });

  it('a bool[seg] field sized by a computed table, and its labels', () => {
    const text = `game:\n  state: { drawn: bool[seg] }\n  start: { drawn: {} }\n  moves:\n    - for: e ∈ 0..len(seg) - 1\n      if: ¬drawn[e]\n      to: { drawn[e]: true }\ndefine:\n  seg: [[i, j] for i ∈ 0..2, j ∈ i + 1..2]\nclaims:\n  - holds: fragile(start)\n`;
    const r = loadSpec('t.yaml', text);
    expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const d = r.value!.game.state[0]!.domain;
    expect(d.kind === 'array' && [d.length, d.labels]).toEqual([3, ['0-1', '0-2', '1-2']]);
    const run = checkBounded(r.value!).runs[0]!;
    expect([run.outcome, run.claims.map((c) => c.status)]).toEqual(['holds', ['holds']]); // 3 moves in a row: the first player makes the last
  });
});

describe('computed data tables: errors at their place', () => {
  it('ZM3016: a table too large is refused from its ranges, before an entry is computed', () => {
    // an entry would divide by zero: the size is refused first, so no entry was computed
    const r = load('  big: [[i, j div 0] for i ∈ 0..999999, j ∈ 0..999999]');
    expect(errors(r)).toEqual([
      {
        code: 'ZM3016',
        at: 'big',
        message:
          'the data table `big` needs more than the 20000 entries left for it (counted from its ranges before it is built): the data tables of a file hold at most 20000 entries in all (--max-table-entries)',
        hint: "every use repeats a table's rows in the expanded expression: keep the data small (lower the constants its ranges read)",
      },
    ]);
  });

  it('ZM3016: the limit is shared with the literal tables of the file', () => {
    // 4 literal entries (a row and its 3 numbers), then rows [i] of 2 entries each: 9 998 fit
    const r = load('  lit: [[1, 2, 3]]\n  c: [[i] for i ∈ 0..9998]');
    expect(errors(r).map((e) => [e.code, e.at])).toEqual([['ZM3016', 'c']]);
    expect(errors(load('  lit: [[1, 2, 3]]\n  c: [[i] for i ∈ 0..9997]'))).toEqual([]);
  });

  it('ZM3020: a binder that hides a name of the file or an outer binder', () => {
    expect(errors(load('  n: 3\n  t: [[n] for n ∈ 0..2]'))).toEqual([
      {
        code: 'ZM3020',
        at: 'n ∈ 0..2',
        message: "the binder 'n' of this comprehension hides a name of this file (a field, parameter, player, definition or table)",
        hint: "rename the binder, e.g. 'n2'",
      },
    ]);
    expect(errors(load('  t: [[i for i ∈ 0..2] for i ∈ 0..2]')).map((e) => [e.code, e.at, e.message])).toEqual([['ZM3020', 'i ∈ 0..2', "the binder 'i' of this comprehension hides an outer binder"]]);
  });

  it('ZM3021: a filter that keeps nothing', () => {
    expect(errors(load('  t: [[i] for i ∈ 0..2 if i > 5]')).map((e) => [e.code, e.at, e.message])).toEqual([
      ['ZM3021', 'i > 5', 'the data table `t` has no entries: its condition `if` holds for none of its values'],
    ]);
  });

  it('ZM3021: an empty table names the empty range', () => {
    expect(errors(load('  t: [[i, j] for i ∈ 0..2, j ∈ 3..1]'))).toEqual([
      {
        code: 'ZM3021',
        at: '3..1',
        message: 'the data table `t` has no entries: the range of `j` is empty',
        hint: 'a table needs at least one entry: check the bounds of its ranges (a..b is empty when a > b)',
      },
    ]);
  });

  it('ZM3022: numbers mixed with rows, and a third dimension', () => {
    expect(errors(load('  t: [if i = 0 then 1 else 2 for i ∈ 0..1]\n  u: [[1, 2], [i for i ∈ 0..1], [[3]]]')).map((e) => [e.code, e.at])).toEqual([['ZM3022', '[3]']]);
    expect(errors(load('  t: [[[i]] for i ∈ 0..1]')).map((e) => [e.code, e.at])).toEqual([['ZM3022', '[i]']]);
  });

  it('ZM3002: an entry that is a condition, with the hint to write 1 or 0', () => {
    expect(errors(load('  t: [[i < j for j ∈ 0..1] for i ∈ 0..1]'))).toEqual([
      { code: 'ZM3002', at: 'i < j', message: 'an entry of the data table `t` must be an integer, found bool', hint: 'write `if c then 1 else 0` for a condition' },
    ]);
  });

  it('ZM3023: a table cannot read the position; ZM3019: a comprehension elsewhere', () => {
    expect(errors(load('  t: [[x + i] for i ∈ 0..1]')).map((e) => [e.code, e.at])).toEqual([['ZM3023', 'x']]);
    expect(errors(load('  f(i): [k for k ∈ 0..i]')).map((e) => [e.code, e.at])).toEqual([['ZM3019', '[k for k ∈ 0..i]']]);
  });

  it('an evaluation error while computing names the table (ZM5003)', () => {
    const r = load('  g: [1, 2]\n  t: [[g[i]] for i ∈ 0..2]');
    expect(errors(r).map((e) => [e.code, e.at, e.message])).toEqual([['ZM5003', 'g[i]', 'index out of range (while computing the data table `t`)']]);
  });
});

describe('computed data tables: the errors in Portuguese', () => {
  it.each([
    '  big: [[i, j] for i ∈ 0..999999, j ∈ 0..999999]',
    '  t: [[i] for i ∈ 0..99999999]',
    '  n: 3\n  t: [[n] for n ∈ 0..2]',
    '  t: [[i for i ∈ 0..2] for i ∈ 0..2]',
    '  t: [[i, j] for i ∈ 0..2, j ∈ 3..1]',
    '  t: [[i] for i ∈ 0..2 if i > 5]',
    '  t: [if i = 0 then [1] else [2] for i ∈ 0..1]',
    '  t: [[[i]] for i ∈ 0..1]',
    '  t: [[1], 2, [i for i ∈ 0..1]]',
    '  t: [[i < j for j ∈ 0..1] for i ∈ 0..1]',
    '  t: [[i] for i ∈ 0..1 if i]',
    '  t: [[x + i] for i ∈ 0..1]',
    '  f(i): [k for k ∈ 0..i]',
    '  g: 1 + len([k for k ∈ 0..2])',
  ])('%s', (lines) => {
    const r = load(lines);
    const list = r.diagnostics.filter((d) => d.severity === 'error');
    expect(list.length).toBeGreaterThan(0);
    for (const d of list) {
      const pt = diagnosticPt(d);
      expect(pt.message, d.message).not.toBe(d.message);
      if (d.hint) expect(pt.hint, d.hint).not.toBe(d.hint);
    }
  });
});

const SWEPT = `game:
  params: { n: nat }
  state: { drawn: bool[seg] }
  start: { drawn: {} }
  moves:
    - for: e ∈ 0..len(seg) - 1
      if: ¬drawn[e]
      to: { drawn[e]: true }
define:
  seg: [[i, j] for i ∈ 0..n - 1, j ∈ i + 1..n - 1]
claims:
  - holds: fragile(start) ⇔ len(seg) mod 2 = 1
check:
  params: { n: 2..5 }
`;

describe('computed data tables: a swept parameter', () => {
  it('the Spec holds the tables of the first value; each other value has its own', () => {
    const spec = loadSpec('t.yaml', SWEPT).value!;
    expect(spec.tableParams).toEqual({ names: ['n'], values: { n: 2 } });
    expect(tableRows(spec, 'seg')).toEqual([[0, 1]]);
    const four = specForParams(spec, { n: 4 }).value!;
    expect(tableRows(four, 'seg')!.length).toBe(6);
    expect(specForParams(spec, { n: 4 }).value).toBe(four); // computed once per value
    expect(buildGame(spec, { n: 5 }).value!.layout.fields.get('drawn')!.length).toBe(10);
  });

  it('every run of the sweep reads its own tables', () => {
    const result = checkBounded(loadSpec('t.yaml', SWEPT).value!);
    expect(result.runs.map((r) => [r.params.n, r.regionSize, r.outcome])).toEqual([
      [2, 2, 'holds'],
      [3, 8, 'holds'],
      [4, 64, 'holds'],
      [5, 1024, 'holds'],
    ]);
  });

  it('a value whose table is too large is an error of that value only, at the table', () => {
    const spec = loadSpec('t.yaml', SWEPT).value!;
    const built = buildGame(spec, { n: 300 });
    expect(built.value).toBeUndefined();
    expect(built.diagnostics.map((d) => [d.code, SWEPT.slice(d.span!.start, d.span!.end)])).toEqual([['ZM3016', 'seg']]);
    expect(buildGame(spec, { n: 5 }).value).toBeDefined();
  });
});

/** What a bounded check found, engine-independent: outcome counts, claims, region, per run. */
function results(runs: readonly BoundedRun[]): unknown {
  return runs.map((r) => ({ params: r.params, outcome: r.outcome, region: r.regionSize, counts: r.counts, claims: r.claims.map((c) => c.status) }));
}

/** The rows of `[[(a·i + b·j + c) mod 5, (d·i + e·j) mod 5] for i ∈ 0..p, j ∈ 0..q if (i + j) mod r ≠ s]`, read directly. */
function rowsOf(k: Coefficients): number[][] {
  const rows: number[][] = [];
  for (let i = 0; i <= k.p; i++) for (let j = 0; j <= k.q; j++) if ((i + j) % k.r !== k.s) rows.push([(k.a * i + k.b * j + k.c) % 5, (k.d * i + k.e * j) % 5]);
  return rows;
}
interface Coefficients {
  a: number;
  b: number;
  c: number;
  d: number;
  e: number;
  p: number;
  q: number;
  r: number;
  s: number;
}
const coefficients = fc.record({
  a: fc.integer({ min: 0, max: 4 }),
  b: fc.integer({ min: 0, max: 4 }),
  c: fc.integer({ min: 0, max: 4 }),
  d: fc.integer({ min: 0, max: 4 }),
  e: fc.integer({ min: 0, max: 4 }),
  p: fc.integer({ min: 0, max: 2 }),
  q: fc.integer({ min: 0, max: 2 }),
  r: fc.integer({ min: 1, max: 3 }),
  s: fc.integer({ min: 0, max: 2 }),
});

/** A walk along unused edges of the table (rows [from, to]); the last to move wins. */
const walk = (table: string): string => `game:
  state: { at: 0..4, gone: bool[tab] }
  moves:
    - for: e ∈ 0..len(tab) - 1
      if: ¬gone[e] ∧ tab[e][0] = at
      to: { at: tab[e][1], gone[e]: true }
define:
  ${table}
claims:
  - holds: safe({ at: 0, gone: {} })
  - holds: ∀ e ∈ 0..len(tab) - 1: tab[e][0] ≠ tab[e][1]
`;

describe('law: a computed table = the same table written out', () => {
  it('gives the same bounded results (random comprehensions)', () => {
    fc.assert(
      fc.property(coefficients, (k) => {
        const rows = rowsOf(k);
        const computed = loadSpec('c.yaml', walk(`tab: [[(${k.a} * i + ${k.b} * j + ${k.c}) mod 5, (${k.d} * i + ${k.e} * j) mod 5] for i ∈ 0..${k.p}, j ∈ 0..${k.q} if (i + j) mod ${k.r} ≠ ${k.s}]`));
        if (rows.length === 0) {
          // the tables that use it stay silent: the one error says why
          expect(computed.diagnostics.map((d) => d.code)).toEqual(['ZM3021']);
          return;
        }
        const literal = loadSpec('l.yaml', walk(`tab: ${JSON.stringify(rows).replace(/,/g, ', ')}`));
        expect(tableRows(computed.value, 'tab')).toEqual(rows);
        expect(results(checkBounded(computed.value!).runs)).toEqual(results(checkBounded(literal.value!).runs));
      }),
      { numRuns: 40 },
    );
  });

  it('per value of a swept parameter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 4 }), (a, c) => {
        const swept = walk(`tab: [[(${a} * i + ${c}) mod 5, (i + m) mod 5] for i ∈ 0..m]`).replace('game:\n', 'game:\n  params: { m: nat }\n') + 'check:\n  params: { m: 1..3 }\n';
        const spec = loadSpec('s.yaml', swept).value!;
        const runs = checkBounded(spec).runs;
        for (const [k, m] of [1, 2, 3].entries()) {
          const rows = Array.from({ length: m + 1 }, (_, i) => [(a * i + c) % 5, (i + m) % 5]);
          const literal = walk(`tab: ${JSON.stringify(rows).replace(/,/g, ', ')}`).replace('game:\n', 'game:\n  params: { m: nat }\n') + `check:\n  params: { m: ${m}..${m} }\n`;
          expect(results([runs[k]!])).toEqual(results(checkBounded(loadSpec('l.yaml', literal).value!).runs));
        }
      }),
      { numRuns: 10 },
    );
  });
});
