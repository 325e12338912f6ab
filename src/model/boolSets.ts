// Stage: model. bool[k] fields as sets: `bool[edges]` gets one element per row of the data table
// `edges` (and the rows' texts as labels, `0-2`, for printing), and a position may give a bool[k]
// field as the set of its indices that are true — `start: { taken: {} }`, `{ drawn: {0, 3} }`, also
// inside claims (`safe({ taken: {0, 2} })`, or `safe({0, 2})` in state-field order) —
// read here as the array literal of booleans it stands for (an index that varies, `{v}`, too).
// Input: the Spec and its tables.
// Output: the field domains resolved and those values rewritten in place (ZM1007, ZM1016).

import type { Expr } from '../lang/ast.js';
import { isOracle } from '../lang/builtins.js';
import { mapChildren } from '../lang/walk.js';
import type { DataTable, FieldSpec, Spec, Update } from './model.js';
import type { SpecContext } from './schemaContext.js';
import { MAX_ARRAY_LENGTH } from './loadFields.js';
import { member, rewriteSetOperations } from './setOperations.js';

export function resolveBoolArrays(ctx: SpecContext, spec: Spec, tables: ReadonlyMap<string, DataTable>): void {
  const sets = new Map<string, FieldSpec>();
  for (const f of spec.game.state) {
    const d = f.domain;
    if (d.kind !== 'array' || d.elem.kind !== 'bool') continue;
    if (d.rowsOf !== undefined) {
      const t = tables.get(d.rowsOf);
      if (!t && ctx.broken.has(d.rowsOf)) {
        ctx.broken.add(f.name); // the table's own error says why (a computed table that failed)
        continue;
      }
      if (!t || t.rows.length === 0 || t.rows.length > MAX_ARRAY_LENGTH) {
        const why = !t ? `\`${d.rowsOf}\` is not a data table of this file` : `the table \`${d.rowsOf}\` has ${t.rows.length} rows (1..${MAX_ARRAY_LENGTH} are allowed)`;
        ctx.error('ZM1007', f.span, `bool[${d.rowsOf}]: ${why}`, { hint: 'write bool[k] with a number k, or define the table: define: { edges: [[0, 1], [1, 2]] }' });
        ctx.broken.add(f.name);
        continue;
      }
      d.length = t.rows.length;
      d.labels = t.rows.map((r) => r.join('-'));
    }
    sets.set(f.name, f);
  }
  // |s| and s ∪ {…} (a file without bool[k] fields gets ZM3024 at any use)
  rewriteSetOperations(ctx, spec, sets);
  if (sets.size === 0) return;
  const update = (u: Update): void => {
    for (const a of u.assignments) {
      const f = sets.get(a.field);
      if (f && !a.index && a.value.kind === 'set') a.value = arrayOfSet(ctx, a.value, f);
    }
  };
  if (spec.game.start) update(spec.game.start);
  for (const m of spec.game.moves) m.targets.forEach(update);
  for (const s of spec.proof?.strategy ?? []) update(s.move);
  // positions written in expressions: records, and an oracle's values in state-field order
  const state = spec.game.state;
  const inPositions = (e: Expr): Expr => {
    const out = mapChildren(e, inPositions);
    if (out.kind === 'record') {
      for (const x of out.fields) {
        const f = sets.get(x.name);
        if (f && x.value.kind === 'set') x.value = arrayOfSet(ctx, x.value, f);
      }
    } else if (out.kind === 'call' && isOracle(out.callee) && out.args.length === state.length) {
      out.args = out.args.map((a, k) => {
        const f = sets.get(state[k]!.name);
        return f && a.kind === 'set' ? arrayOfSet(ctx, a, f) : a;
      });
    }
    return out;
  };
  // only claims ask about positions (oracles are refused elsewhere, ZM3007)
  for (const c of spec.claims) c.holds = inPositions(c.holds);
}

/**
 * `{0, 3}` for a bool[5] field → [true, false, false, true, false]. A constant index outside the
 * field is ZM1016 here; an index that varies, `{v}`, puts `I[v] = k` at element k (I = [0, 1, …, k-1],
 * so that v outside the field is an evaluation error at v, in every engine, as an index is).
 */
function arrayOfSet(ctx: SpecContext, set: Extract<Expr, { kind: 'set' }>, f: FieldSpec): Expr {
  const length = f.domain.kind === 'array' ? f.domain.length : 0;
  const marked = new Set<number>();
  const varying: Expr[] = [];
  for (const x of set.elems) {
    if (x.kind !== 'int') {
      varying.push(x);
      continue;
    }
    const k = Number(x.value);
    if (k < 0 || k >= length) {
      const sample = length > 1 ? `{} or {0, ${length - 1}}` : '{} or {0}';
      ctx.error('ZM1016', x.span, `${x.value} is not an index of \`${f.name}\` (0..${length - 1})`, {
        hint: `a bool[${length}] field is given as the set of its indices that are true, e.g. ${sample}`,
      });
      continue;
    }
    marked.add(k);
  }
  const elems: Expr[] = Array.from({ length }, (_, k) => (marked.has(k) || varying.length === 0 ? { kind: 'bool', value: marked.has(k), span: set.span } : isIndex(varying, k, length)));
  const array: Expr = { kind: 'array', elems, span: set.span };
  // printed as written (explain's start position): the set, not k booleans
  Object.defineProperty(array, 'surface', { value: set, enumerable: false, configurable: true, writable: true });
  return array;
}

/** `I[x] = k ∨ I[y] = k` for the varying elements x, y (I the indices 0..length-1, spanned at x). */
function isIndex(varying: readonly Expr[], k: number, length: number): Expr {
  const tests = varying.map((x) => member(x, k, length));
  return tests.reduce((a, b) => ({ kind: 'logic', op: 'or', left: a, right: b, span: b.span }));
}
