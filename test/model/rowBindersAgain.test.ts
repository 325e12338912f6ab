// Two uses of data tables (issue 29): a comprehension binder over a table row (`[w + 1 for w ∈ adj[v]]`:
// w takes the row's entries in order, repeats kept) and a table read in a move's `again:`. Laws: a
// computed table with row binders equals the same table computed here in plain TypeScript (random
// tables, fast-check); a game whose `again:` reads a table has the bounded results of the same game
// with the table's rows spelled in the condition, and the prover decides it as the bounded check does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBounded } from '../../src/check/checkBounded.js';
import type { BoundedRun } from '../../src/check/result.js';
import { loadSpec } from '../../src/model/loadSpec.js';
import { prove } from '../prove/helpers.js';

const rows = fc.array(fc.array(fc.integer({ min: -3, max: 6 }), { maxLength: 4 }), { minLength: 1, maxLength: 5 });
const literal = (t: number[][]): string => `[${t.map((r) => `[${r.join(', ')}]`).join(', ')}]`;

/** The computed tables of a file with `adj` given and these definitions after it. */
function computed(adj: number[][], lines: string[]): { errors: string[]; table: (name: string) => number[][] | undefined } {
  const text = `game:\n  state: { x: 0..1 }\n  moves:\n    - { if: x > 0, to: { x: x - 1 } }\ndefine:\n  adj: ${literal(adj)}\n${lines.map((l) => `  ${l}`).join('\n')}\n`;
  const r = loadSpec('t.yaml', text);
  return {
    errors: r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${text.slice(d.span!.start, d.span!.end)}: ${d.message}`),
    table: (name) => r.value?.tables?.find((t) => t.name === name)?.rows.map((row) => row.map(Number)),
  };
}

describe('a comprehension binder over a table row', () => {
  it('law: the entries of the row in order, repeats kept, with later binders, filters and nesting', () => {
    fc.assert(
      fc.property(
        rows.filter((t) => t.some((row) => row.length > 0)),
        fc.integer({ min: -3, max: 6 }),
        (adj, x) => {
          const withEntry = (row: number[]): number[] => (row.length > 0 ? row : [0]); // a table row is never empty below
          const r = computed(adj, [
            `shifted: [[w + 10 for w ∈ adj[v]] for v ∈ 0..${adj.length - 1}]`,
            `pairs: [[w, k] for v ∈ 0..${adj.length - 1}, w ∈ adj[v], k ∈ 0..1 if w + k ≠ ${x}]`,
            `firsts: [[if len(adj[v]) > 0 then adj[v][0] else 0, count(w ∈ adj[v]: w > ${x})] for v ∈ 0..${adj.length - 1}]`,
          ]);
          const pairs = adj.flatMap((row) => row.flatMap((w) => [0, 1].filter((k) => w + k !== x).map((k) => [w, k])));
          if (pairs.length === 0) {
            // an empty table is ZM3021 at its filter: the law is about the entries
            expect(r.errors).toEqual([`ZM3021 w + k ≠ ${x}: the data table \`pairs\` has no entries: its condition \`if\` holds for none of its values`]);
            return;
          }
          expect(r.errors).toEqual([]);
          expect(r.table('shifted')).toEqual(adj.map((row) => row.map((w) => w + 10)));
          expect(r.table('pairs')).toEqual(pairs);
          expect(r.table('firsts')).toEqual(adj.map((row) => [withEntry(row)[0]!, row.filter((w) => w > x).length]));
        },
      ),
      { numRuns: 200, seed: 20261207 },
    );
  });

  it('a row binder of a later table reads an earlier computed table (the neighbours of a cycle, then of their neighbours)', () => {
    const r = computed([[0]], ['n: 5', 'ring: [[(v + n - 1) mod n, (v + 1) mod n] for v ∈ 0..n - 1]', 'second: [[u for w ∈ ring[v], u ∈ ring[w] if u ≠ v] for v ∈ 0..n - 1]']);
    expect(r.errors).toEqual([]);
    expect(r.table('second')).toEqual([
      [3, 2],
      [4, 3],
      [0, 4],
      [1, 0],
      [2, 1],
    ]);
  });

  it('an empty row names the binder as written (ZM3021)', () => {
    const r = computed([[], []], ['none: [w for v ∈ 0..1, w ∈ adj[v]]']);
    expect(r.errors).toEqual(['ZM3021 adj[v]: the data table `none` has no entries: the range of `w` is empty']);
  });

  it('ZM3016: a comprehension with a row binder over the size limit is refused at its name, counted from its rows and ranges', () => {
    // 2 rows of 2 entries, 5 000 values of i: 20 000 rows [w, i] of 3 entries each, over the 20 000 entries allowed
    const r = computed(
      [
        [1, 2],
        [3, 4],
      ],
      ['big: [[w, i] for v ∈ 0..1, w ∈ adj[v], i ∈ 0..4999]'],
    );
    expect(r.errors).toEqual([
      'ZM3016 big: the data table `big` needs more than the 19994 entries left for it (counted from its ranges before it is built): the data tables of a file hold at most 20000 entries in all (--max-table-entries)',
    ]);
    expect(computed([[1, 2]], ['small: [[w, i] for v ∈ 0..0, w ∈ adj[v], i ∈ 0..9]']).table('small')).toHaveLength(20);
  });

  it('a row out of the table is an evaluation error while the table is computed, at the row', () => {
    const r = computed([[1], [2]], ['bad: [[w for w ∈ adj[v]] for v ∈ 0..2]']);
    expect(r.errors).toEqual(['ZM5003 adj[v]: index out of range (while computing the data table `bad`)']);
  });
});

/** Take 1..3 from a heap; a move that leaves a number listed in row k of `bonus` keeps the turn. */
const againGame = (bonus: number[][], spelled: boolean, conjecture: string): string => {
  const k = 'k - 1';
  const inRow = spelled ? bonus.map((row, i) => `(${k} = ${i} ∧ n - k ∈ {${row.join(', ')}})`).join(' ∨ ') || 'false' : `(∃ w ∈ bonus[${k}]: w = n - k)`;
  const rowsOrNone = bonus.map((row) => (row.length > 0 ? row : [-1]));
  const fixed = spelled ? inRow.replaceAll('{}', '{-1}') : inRow;
  return `game:
  state: { n: 0..12 }
  moves:
    - for: k ∈ 1..${bonus.length}
      if: k ≤ n
      again: ${fixed}
      to: { n: n - k }
define:
  bonus: ${literal(rowsOrNone)}
conjecture:
  S: ${conjecture}
check:
  symbolic: off
`;
};

const results = (runs: readonly BoundedRun[]): unknown => runs.map((r) => ({ outcome: r.outcome, counts: r.counts, conditions: r.conditions.map((c) => [c.condition, c.failures]) }));

describe('a data table in again:', () => {
  const bonusRows = fc.array(fc.uniqueArray(fc.integer({ min: 0, max: 12 }), { maxLength: 3 }), { minLength: 1, maxLength: 3 });

  it('law: the bounded results of the same game with the rows spelled in the condition', () => {
    fc.assert(
      fc.property(bonusRows, fc.integer({ min: 2, max: 5 }), (bonus, m) => {
        const conjecture = `n mod ${m} = 0`;
        const table = loadSpec('t.yaml', againGame(bonus, false, conjecture));
        const spelled = loadSpec('s.yaml', againGame(bonus, true, conjecture));
        expect(table.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(spelled.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
        expect(results(checkBounded(table.value!).runs)).toEqual(results(checkBounded(spelled.value!).runs));
      }),
      { numRuns: 40, seed: 20261207 },
    );
  });

  it('law: the prover decides a conjecture on such a game as the bounded check does', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(bonusRows, fc.integer({ min: 2, max: 4 }), async (bonus, m) => {
        const text = againGame(bonus, false, `n mod ${m} = 0`);
        const bounded = checkBounded(loadSpec('b.yaml', text).value!).runs[0]!.outcome;
        const proof = await prove(text.replace('symbolic: off', 'bounds: { n: 0..12 }'));
        const status = proof.status === 'proved' ? 'holds' : proof.obligations.some((o) => o.status === 'refuted') ? 'refuted' : 'unknown';
        expect(status, JSON.stringify(bonus)).toBe(bounded);
        seen.add(status);
      }),
      { numRuns: 8, seed: 20261207 },
    );
    expect(seen.has('refuted')).toBe(true);
  }, 120_000);

  it('a table misused in again: is ZM3017 at its place', () => {
    const text = againGame([[1]], false, 'true').replace('again: (∃ w ∈ bonus[k - 1]: w = n - k)', 'again: bonus = 1');
    const r = loadSpec('t.yaml', text);
    const list = r.diagnostics.filter((d) => d.severity === 'error');
    expect(list.map((d) => [d.code, text.slice(d.span!.start, d.span!.end)])).toEqual([['ZM3017', 'bonus']]);
  });
});
