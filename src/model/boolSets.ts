// Stage: model. bool[k] fields as sets: `bool[edges]` gets one element per row of the data table
// `edges` (and the rows' texts as labels, `0-2`, for printing), and a position may give a bool[k]
// field as the set of its indices that are true — `start: { taken: {} }`, `{ drawn: {0, 3} }`, also
// inside claims (`safe({ taken: {0, 2} })`, or `safe({0, 2})` in state-field order) —
// read here as the array literal of booleans it stands for. Input: the Spec and its tables.
// Output: the field domains resolved and those values rewritten in place (ZM1007, ZM1016).

import type { Expr } from '../lang/ast.js';
import { isOracle } from '../lang/builtins.js';
import { printExpr } from '../lang/print.js';
import { mapChildren } from '../lang/walk.js';
import type { DataTable, FieldSpec, Spec, Update } from './model.js';
import type { SpecContext } from './schemaContext.js';
import { MAX_ARRAY_LENGTH } from './loadFields.js';

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

/** `{0, 3}` for a bool[5] field → [true, false, false, true, false]; indices must be constants
 *  (an index computed from a variable could fall outside the field, and a set cannot say so). */
function arrayOfSet(ctx: SpecContext, set: Extract<Expr, { kind: 'set' }>, f: FieldSpec): Expr {
  const length = f.domain.kind === 'array' ? f.domain.length : 0;
  const marked = new Set<number>();
  for (const x of set.elems) {
    const k = x.kind === 'int' ? Number(x.value) : NaN;
    if (!Number.isInteger(k) || k < 0 || k >= length) {
      const constant = x.kind === 'int';
      const what = constant ? `${x.value} is not an index of \`${f.name}\` (0..${length - 1})` : `the set given for \`${f.name}\` must list constant indices`;
      // the examples use indices of this field (bool[3]: {0, 2}) and, for a varying index, its own name
      const sample = length > 1 ? `{} or {0, ${length - 1}}` : '{} or {0}';
      const v = x.kind === 'name' ? x.name : `(${printExpr(x)})`;
      const example = length <= 4 ? Array.from({ length }, (_, i) => `${v} = ${i}`).join(', ') : `${v} = 0, ${v} = 1, …, ${v} = ${length - 1}`;
      const hint = constant
        ? `a bool[${length}] field is given as the set of its indices that are true, e.g. ${sample}`
        : `a bool[${length}] field is given as the set of its indices that are true, written as numbers (${sample}); for an index that varies, write the array of booleans instead, e.g. [${example}]`;
      ctx.error('ZM1016', x.span, what, { hint });
      continue;
    }
    marked.add(k);
  }
  const elems: Expr[] = Array.from({ length }, (_, k) => ({ kind: 'bool', value: marked.has(k), span: set.span }));
  const array: Expr = { kind: 'array', elems, span: set.span };
  // printed as written (explain's start position): the set, not k booleans
  Object.defineProperty(array, 'surface', { value: set, enumerable: false, configurable: true, writable: true });
  return array;
}
