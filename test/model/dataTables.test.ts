// Data tables (`define: { adj: [[1, 2], [0], …] }`): the expansion of their uses, checked against a
// direct reading of the surface meaning (rows as JS arrays) on random tables and inputs, through the
// compiled code, the reference interpreter and the Z3 encoding; the load-time errors with their
// positions; and parse∘print = id through the printed surface form.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileExpr } from '../../src/lang/compile.js';
import { evalReference } from '../../src/lang/reference.js';
import { EvalError } from '../../src/lang/runtime.js';
import { typecheckExpr } from '../../src/lang/typecheck.js';
import { printExpr } from '../../src/lang/print.js';
import type { Expr } from '../../src/lang/ast.js';
import { DataExpander } from '../../src/model/expandDataExpr.js';
import type { DataTable } from '../../src/model/model.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { buildGame } from '../../src/game/buildGame.js';
import { getZ3 } from '../../src/prove/z3.js';
import { intBackend, type BoolT, type NumT } from '../../src/prove/backend.js';
import { Encoder, type Scope } from '../../src/prove/encoder.js';
import { folding } from '../../src/prove/fold.js';
import { runCheck } from '../../src/prove/runCheck.js';
import { modelValue } from '../../src/prove/modelValues.js';
import type { Sym } from '../../src/prove/sym.js';
import { world } from '../lang/helpers.js';
import { campaignRuns } from '../setup/campaignSize.js';

const w = world({ fields: { v: 'int', i: 'int', x: 'int' } });

type Rows = number[][];
type Meaning = number | boolean | 'error';

/** Each query: its surface text, and what it means read directly on the rows. */
const QUERIES: [string, (t: Rows, v: number, i: number, x: number) => Meaning][] = [
  ['adj[v][i]', (t, v, i) => t[v]?.[i] ?? 'error'],
  ['adj[v][1]', (t, v) => t[v]?.[1] ?? 'error'],
  ['adj[1][i]', (t, _v, i) => t[1]?.[i] ?? 'error'],
  ['len(adj[v])', (t, v) => t[v]?.length ?? 'error'],
  ['len(adj) + x', (t, _v, _i, x) => t.length + x],
  ['sum(adj[v])', (t, v) => (t[v] ? t[v].reduce((a, b) => a + b, 0) : 'error')],
  ['max(adj[v])', (t, v) => (t[v] && t[v].length > 0 ? Math.max(...t[v]) : 'error')],
  ['x ∈ adj[v]', (t, v, _i, x) => (t[v] ? t[v].includes(x) : 'error')],
  ['x ∉ adj[v]', (t, v, _i, x) => (t[v] ? !t[v].includes(x) : 'error')],
  ['count(w ∈ adj[v]: w > x)', (t, v, _i, x) => (t[v] ? t[v].filter((a) => a > x).length : 'error')],
  ['∀ w ∈ adj[v]: w ≠ x', (t, v, _i, x) => (t[v] ? t[v].every((a) => a !== x) : 'error')],
  ['∃ w ∈ adj[v], u ∈ adj[v]: w + u = x', (t, v, _i, x) => (t[v] ? t[v].some((a) => t[v]!.some((b) => a + b === x)) : 'error')],
  ['∃ k ∈ 0..1, w ∈ adj[v]: w = x + k', (t, v, _i, x) => (t[v] ? [0, 1].some((k) => t[v]!.includes(x + k)) : 'error')],
  ['count(w ∈ adj[v], k ∈ 0..1: w = x + k)', (t, v, _i, x) => (t[v] ? t[v].reduce((s, a) => s + [0, 1].filter((k) => a === x + k).length, 0) : 'error')],
  [
    '∃ w ∈ adj[v]: 0 ≤ w ∧ w < len(adj) ∧ x ∈ adj[w]',
    (t, v, _i, x) => {
      const row = t[v];
      if (!row) return 'error';
      return row.some((a) => a >= 0 && a < t.length && t[a]!.includes(x));
    },
  ],
];

const rows = fc.array(fc.array(fc.integer({ min: -2, max: 5 }), { maxLength: 4 }), { minLength: 2, maxLength: 5 });
const input = fc.integer({ min: -1, max: 6 });

/** The expanded expression, or undefined when the expansion refuses it at load time (ZM3018) —
 *  allowed only when the query fails for every input. */
function expand(text: string, t: Rows, meaning?: (t: Rows, v: number, i: number, x: number) => Meaning): Expr | undefined {
  const table: DataTable = { name: 'adj', rows: t.map((r) => r.map(BigInt)), span: { start: 0, end: 3 } };
  const errors: string[] = [];
  const e = new DataExpander(new Map([['adj', table]]), (code) => errors.push(code)).expand(w.parse(text), new Set());
  if (errors.length > 0) {
    expect(errors).toEqual(['ZM3018']);
    for (let v = -1; v <= 6; v++) for (let i = -1; i <= 6; i++) expect(meaning?.(t, v, i, 0), `${text} on ${JSON.stringify(t)}`).toBe('error');
    return undefined;
  }
  expect(typecheckExpr(e, w.env)).toEqual([]);
  return e;
}

function run(f: () => unknown): Meaning {
  try {
    const v = f();
    return typeof v === 'bigint' ? Number(v) : (v as number | boolean);
  } catch (err) {
    if (err instanceof EvalError) return 'error';
    throw err;
  }
}

describe('data tables: compiled = reference = the rows read directly', () => {
  it('agrees on random tables, rows and indices (out of range included)', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 0, max: QUERIES.length - 1 }), input, input, input, (t, q, v, i, x) => {
        const [text, meaning] = QUERIES[q]!;
        const e = expand(text, t, meaning);
        if (!e) return;
        const values = { v, i, x };
        const want = meaning(t, v, i, x);
        const label = `${text} on ${JSON.stringify(t)} at ${JSON.stringify(values)}`;
        expect(
          run(() => compileExpr(e, w.scope, w.program)(w.frame(values))),
          label,
        ).toEqual(want);
        expect(
          run(() => evalReference(e, { values: new Map(Object.entries(values)) })),
          label,
        ).toEqual(want);
      }),
      { numRuns: campaignRuns(1500), seed: 20261202 },
    );
  });

  it('the error of a row or index out of range is an index error at the use', () => {
    const e = expand('adj[v][i] + 1', [[1, 2], [3]])!;
    const f = compileExpr(e, w.scope, w.program);
    const caught = (values: Record<string, number>): EvalError => {
      try {
        f(w.frame(values));
      } catch (err) {
        if (err instanceof EvalError) return err;
      }
      throw new Error('no error');
    };
    expect(caught({ v: 1, i: 1, x: 0 }).message).toBe('index 1 is outside the array (indices 0..0)');
    expect(caught({ v: 2, i: 0, x: 0 }).message).toBe('index 2 is outside the array (indices 0..1)');
    expect(caught({ v: 2, i: 0, x: 0 }).span).toEqual({ start: 0, end: 9 });
  });
});

describe('data tables: the Z3 encoding = the rows read directly', () => {
  it('agrees on random tables and inputs', async () => {
    const { ctx } = await getZ3();
    await fc.assert(
      fc.asyncProperty(rows, fc.integer({ min: 0, max: QUERIES.length - 1 }), input, input, input, async (t, q, v, i, x) => {
        const [text, meaning] = QUERIES[q]!;
        const e = expand(text, t, meaning);
        if (!e) return;
        const want = meaning(t, v, i, x);
        const be = folding(ctx, intBackend(ctx, 128));
        const enc = new Encoder(ctx, be, { defines: new Map(), stateFields: ['v', 'i', 'x'] });
        const inputs: BoolT[] = [];
        const fix = (name: string, value: number): Sym => {
          const s = enc.fresh(name);
          inputs.push(be.eq((s as { term: NumT }).term, be.intVal(BigInt(value))));
          return s;
        };
        const scope: Scope = {
          fields: new Map([
            ['v', fix('v', v)],
            ['i', fix('i', i)],
            ['x', fix('x', x)],
          ]),
          params: new Map(),
          binders: new Map(),
        };
        const result = enc.encode(e, scope);
        const defined = enc.sides.filter((s) => s.kind === 'defined').map((s) => s.cond);
        const s = new ctx.Solver();
        try {
          s.add(...inputs);
          const label = `${text} on ${JSON.stringify(t)} at ${JSON.stringify({ v, i, x })}`;
          if (want === 'error') {
            s.add(ctx.Not(defined.length === 0 ? ctx.Bool.val(true) : ctx.And(...defined)));
            expect((await runCheck(s, 10_000)).status, label).toBe('sat');
            return;
          }
          if (defined.length > 0) s.add(ctx.And(...defined));
          expect((await runCheck(s, 10_000)).status, label).toBe('sat');
          const got = modelValue(ctx, s.model(), result);
          expect(typeof got === 'bigint' ? Number(got) : got, label).toEqual(want);
        } finally {
          s.release();
        }
      }),
      { numRuns: campaignRuns(100), seed: 20261202 },
    );
  }, 120_000);
});

describe('data tables: printing', () => {
  it('prints the surface form, which expands again to the same tree (parse∘print = id)', () => {
    fc.assert(
      fc.property(rows, fc.integer({ min: 0, max: QUERIES.length - 1 }), (t, q) => {
        const e = expand(QUERIES[q]![0], t, QUERIES[q]![1]);
        if (!e) return;
        const text = printExpr(e);
        expect(text).toBe(printExpr(w.parse(QUERIES[q]![0])));
        const again = expand(text, t)!;
        const strip = (x: Expr): unknown => JSON.parse(JSON.stringify(x, (k, val) => (k === 'span' || k === 'type' || k === 'ref' ? undefined : typeof val === 'bigint' ? `${val}` : val)));
        expect(strip(again)).toEqual(strip(e));
      }),
      { numRuns: campaignRuns(300), seed: 20261202 },
    );
  });
});

const FILE = (defineAdj: string, guard: string, claim = 'len(adj) = 3'): string => `name: t
game:
  state: { v: 0..2 }
  moves:
    - for: w ∈ adj[v]
      if: ${guard}
      to: { v: w }
define:
  adj: ${defineAdj}
claims:
  - holds: ${claim}
`;

function errorsOf(text: string): string[] {
  const r = loadSpec('t.yaml', text);
  return r.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => {
      const before = text.slice(0, d.span!.start).split('\n');
      return `${before.length}:${before[before.length - 1]!.length + 1} ${d.code}`;
    });
}

describe('data tables: loading', () => {
  it('loads a table given as a YAML list of lists, in flow and in block style', () => {
    expect(errorsOf(FILE('[[1, 2], [2], []]', 'w > v'))).toEqual([]);
    expect(errorsOf(FILE('\n    - [1, 2]\n    - [2]\n    - []', 'w > v'))).toEqual([]);
  });
  it('refuses entries that are not integer literals (ZM3016)', () => {
    expect(errorsOf(FILE('[[1, v], [2], []]', 'w > v'))).toEqual(['9:13 ZM3016']);
    expect(errorsOf(FILE('[[1, 2], 3, []]', 'w > v'))).toEqual(['9:17 ZM3016']);
  });
  it('refuses a table used as a value (ZM3017) and a constant row or index outside it (ZM3018)', () => {
    expect(errorsOf(FILE('[[1, 2], [2], []]', 'adj = 0'))).toEqual(['6:11 ZM3017']);
    expect(errorsOf(FILE('[[1, 2], [2], []]', 'w > v', 'adj[3][0] = 1'))).toEqual(['11:16 ZM3018']);
    expect(errorsOf(FILE('[[1, 2], [2], []]', 'w > v', 'adj[1][1] = 1'))).toEqual(['11:19 ZM3018']);
    expect(errorsOf(FILE('[[1, 2], [2], []]', 'w > v', 'adj[v][5] = 1'))).toEqual(['11:19 ZM3018']);
  });
});

describe('data tables: a move binder over a row', () => {
  it('gives one move per entry of the row (duplicates once), at every position, on random tables', () => {
    const tables = fc.array(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 4 }), { minLength: 4, maxLength: 4 });
    fc.assert(
      fc.property(tables, fc.integer({ min: 0, max: 3 }), (t, c) => {
        const text = `game:
  state: { v: 0..3, k: 0..3 }
  moves:
    - { name: go, for: "w ∈ adj[v], u ∈ 0..w", if: "u ≠ ${c} ∨ w ∈ adj[k]", to: { v: w, k: u } }
define:
  adj: ${JSON.stringify(t).replaceAll(',', ', ')}
`;
        const r = loadSpec('t.yaml', text);
        expect(
          r.diagnostics.filter((d) => d.severity === 'error'),
          text,
        ).toEqual([]);
        const g = buildGame(r.value!, {}).value!;
        for (let i = 0; i < g.region.size; i++) {
          const p = g.region.decode(i);
          const [v, k] = [p[0]!, p[1]!];
          const want = [...new Set(t[v]!)].flatMap((w) =>
            Array.from({ length: w + 1 }, (_, u) => u)
              .filter((u) => u !== c || t[k]!.includes(w))
              .map((u) => `${w},${u}`),
          );
          const got = g.listMoves(p).map((m) => `${m.targets[0]!.position[0]},${m.targets[0]!.position[1]}`);
          expect(got.sort(), `${text} at v = ${v}, k = ${k}`).toEqual(want.sort());
        }
      }),
      { numRuns: campaignRuns(200), seed: 20261202 },
    );
  });
});
