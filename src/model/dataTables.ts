// Stage: model. Constant data tables: a definition whose body is an array of arrays of integer
// literals (adjacency lists, edge lists, point coordinates; rows may differ in length) is taken out
// of `define:` and every use of it in the file is expanded (expandDataExpr.ts) before typechecking,
// so the compiled code, the reference evaluator, the bounded check and the prover all read the same
// array literals. Input: the loaded Spec. Output: the Spec with `tables` set and its expressions
// expanded in place; ZM3016 for a malformed table, ZM3017/ZM3018 for a misuse.

import { DEFAULT_MAX_TABLE_ENTRIES, maxTableEntries } from './loadLimits.js';
import type { Binder, Expr } from '../lang/ast.js';
import { isReservedFunction } from '../lang/builtins.js';
import { visit } from '../lang/walk.js';
import { computeTables, isComputedTable } from './computedTables.js';
import { DataExpander } from './expandDataExpr.js';
import { RESERVED } from './loadFields.js';
import { resolveBoolArrays } from './boolSets.js';
import type { DataTable, Definition, FieldDomain, MoveSpec, Spec, Update } from './model.js';
import type { SpecContext } from './schemaContext.js';

/** At most this many entries in all the tables of a file (each use repeats its table's rows). */
export const MAX_TABLE_ENTRIES = DEFAULT_MAX_TABLE_ENTRIES;

/** Is this definition meant as a literal data table (an array whose elements are arrays)? */
function looksLikeTable(d: Definition): boolean {
  return d.params.length === 0 && d.body.kind === 'array' && d.body.elems.some((x) => x.kind === 'array') && !isComputedTable(d);
}

function readTable(ctx: SpecContext, d: Definition): DataTable | undefined {
  const rows: bigint[][] = [];
  let ok = true;
  for (const row of (d.body as Extract<Expr, { kind: 'array' }>).elems) {
    if (row.kind !== 'array') {
      ctx.error('ZM3016', row.span, `every row of the data table \`${d.name}\` must be an array [a, b, …]`, { hint: 'write a row with one entry as [a]' });
      ok = false;
      continue;
    }
    const values: bigint[] = [];
    for (const x of row.elems) {
      if (x.kind === 'int') values.push(x.value);
      else {
        ctx.error('ZM3016', x.span, `the entries of the data table \`${d.name}\` must be integer literals`, { hint: 'a data table is constant: compute with it in the expressions that use it' });
        ok = false;
      }
    }
    rows.push(values);
  }
  return ok ? { name: d.name, rows, span: d.span } : undefined;
}

/** Takes the data tables out of spec.defines and expands their uses everywhere in the spec. */
export function expandDataTables(ctx: SpecContext, spec: Spec, params?: Readonly<Record<string, number>>): void {
  const candidates = spec.defines.filter(looksLikeTable);
  const computed = spec.defines.filter(isComputedTable);
  spec.defines = spec.defines.filter((d) => !looksLikeTable(d) && !isComputedTable(d));
  const { tables, entries } = readTables(ctx, spec, candidates, computed);
  if (entries < 0)
    for (const d of computed) ctx.broken.add(d.name); // the limit is already reported
  else if (computed.length > 0) {
    // (a computed list of numbers joins spec.defines as the array literal it spells)
    const built = computeTables(ctx, spec, computed, tables, maxTableEntries(ctx.limits) - entries, params);
    if (built.params.names.length > 0) spec.tableParams = built.params;
  }
  resolveBoolArrays(ctx, spec, tables);
  if (tables.size === 0) return;
  spec.tables = [...tables.values()];
  const x = new DataExpander(tables, (code, span, message, hint) => {
    ctx.error(code, span, message, hint ? { hint } : {});
    ctx.broken.add('*'); // the placeholder left for the misuse would only add type errors
  });
  const none = new Set<string>();
  const ex = (e: Expr, bound: ReadonlySet<string> = none): Expr => x.expand(e, bound);
  const exOpt = (e: Expr | undefined, bound?: ReadonlySet<string>): Expr | undefined => (e ? ex(e, bound) : undefined);
  const update = (u: Update, bound?: ReadonlySet<string>): void => {
    for (const a of u.assignments) {
      if (a.index) a.index = ex(a.index, bound);
      a.value = ex(a.value, bound);
    }
  };
  const domain = (d: FieldDomain): void => {
    if (d.kind === 'range') {
      d.lo = ex(d.lo);
      d.hi = ex(d.hi);
    } else if (d.kind === 'array') domain(d.elem);
  };
  for (const f of [...spec.game.params, ...spec.game.state]) domain(f.domain);
  for (const d of spec.defines) d.body = ex(d.body, new Set(d.params));
  for (const m of spec.game.moves) expandMove(x, m);
  if (spec.game.start) update(spec.game.start);
  const sym = spec.game.symmetry;
  if (sym) sym.maps = sym.maps.map((m) => ex(m));
  const end = spec.game.end;
  for (const k of ['lose', 'draw', 'win'] as const) {
    const e = exOpt(end[k]);
    if (e) end[k] = e;
  }
  const c = spec.conjecture;
  if (c) {
    for (const k of ['safe', 'fragile', 'neutral', 'grundy', 'value'] as const) {
      const e = exOpt(c[k]);
      if (e) c[k] = e;
    }
  }
  for (const claim of spec.claims) claim.holds = ex(claim.holds);
  for (const b of [...Object.values(spec.check.bounds), ...Object.values(spec.check.params)]) {
    b.lo = ex(b.lo);
    b.hi = ex(b.hi);
  }
  if (spec.proof) {
    if (spec.proof.termination) spec.proof.termination = spec.proof.termination.map((e) => ex(e));
    for (const l of spec.proof.lemmas ?? []) {
      l.holds = ex(l.holds);
      if (l.induction) l.induction = ex(l.induction);
      for (const u of l.at ?? []) update(u);
    }
    for (const s of spec.proof.strategy ?? []) {
      s.when = ex(s.when);
      update(s.move);
    }
  }
}

/** The literal tables and their entries (-1 when over the limit: then no table is read). */
function readTables(ctx: SpecContext, spec: Spec, candidates: Definition[], computed: Definition[]): { tables: Map<string, DataTable>; entries: number } {
  const tables = new Map<string, DataTable>();
  const taken = new Set(
    [...spec.game.state, ...spec.game.params]
      .map((f) => f.name)
      .concat(
        spec.game.players ?? [],
        spec.defines.map((d) => d.name),
        computed.map((d) => d.name),
      ),
  );
  let entries = 0;
  for (const d of candidates) {
    const clash = taken.has(d.name) || tables.has(d.name) || RESERVED.has(d.name) || isReservedFunction(d.name);
    if (clash) {
      ctx.error('ZM3014', d.span, `'${d.name}' is already taken (a field, parameter, player, definition or reserved word)`, { hint: 'choose another name for the data table' });
      continue;
    }
    const t = readTable(ctx, d);
    if (!t) {
      ctx.broken.add(d.name); // its uses would only repeat the error (typecheck stays silent)
      continue;
    }
    entries += t.rows.reduce((s, r) => s + r.length, 0) + t.rows.length;
    tables.set(t.name, t);
  }
  const limit = maxTableEntries(ctx.limits);
  if (entries > limit) {
    ctx.error('ZM3016', candidates[0]!.span, `the data tables of this file hold ${entries} entries; at most ${limit} are supported (--max-table-entries)`, {
      hint: `every use repeats a table's rows in the expanded expression: keep the data small, or raise the limit with --max-table-entries ${entries}`,
    });
    return { tables: new Map(), entries: -1 };
  }
  return { tables, entries };
}

/**
 * A move's binders: `w ∈ adj[v]` becomes `w ∈ lo..hi` (lo, hi: the least and greatest entry of the
 * table) with `w ∈ adj[v]` put first in the guard, so the move's binders keep their names (and its
 * moves their labels). A later range `u ∈ a..b` that uses w is read only where w is in the row —
 * `(if w ∈ adj[v] then a else 1)..(if w ∈ adj[v] then b else 0)`, empty elsewhere — so that a or b
 * is never evaluated for a w the row does not hold; a later set or array domain may not use w.
 */
function expandMove(x: DataExpander, m: MoveSpec): void {
  const bound = new Set<string>();
  const tests: Expr[] = [];
  const rowBinders = new Set<string>();
  const binders: Binder[] = [];
  for (const b of m.binders) {
    const r = x.row(b.domain, bound);
    const uses = [...rowBinders].find((name) => mentions(b.domain, name));
    if (!r && uses !== undefined && b.domain.kind !== 'range') reportLaterUse(x, b, uses);
    if (!r) {
      let domain = x.expand(b.domain, bound);
      if (uses !== undefined && domain.kind === 'range') domain = onlyWhere(tests, domain);
      binders.push({ ...b, domain });
      bound.add(b.name);
      continue;
    }
    const t = r.t;
    const all = t.rows.flat();
    const lo = all.length === 0 ? 0n : all.reduce((a, v) => (v < a ? v : a));
    const hi = all.length === 0 ? -1n : all.reduce((a, v) => (v > a ? v : a));
    const span = b.domain.span;
    binders.push({ ...b, domain: { kind: 'range', lo: { kind: 'int', value: lo, span }, hi: { kind: 'int', value: hi, span }, span } });
    bound.add(b.name);
    rowBinders.add(b.name);
    const test: Expr = { kind: 'in', negated: false, elem: { kind: 'name', name: b.name, span: b.span }, set: b.domain, span };
    tests.push(x.expand(test, bound));
  }
  m.binders = binders;
  const guard = m.guard ? x.expand(m.guard, bound) : undefined;
  const all = [...tests, ...(guard ? [guard] : [])];
  if (all.length > 0) m.guard = all.reduce((a, b) => ({ kind: 'logic', op: 'and', left: a, right: b, span: b.span }));
  if (m.again) m.again = x.expand(m.again, bound);
  if (m.score) m.score = x.expand(m.score, bound);
  for (const u of m.targets) {
    for (const a of u.assignments) {
      if (a.index) a.index = x.expand(a.index, bound);
      a.value = x.expand(a.value, bound);
    }
  }
}

/** `lo..hi` → `(if M then lo else 1)..(if M then hi else 0)`, M the row tests so far. */
function onlyWhere(tests: readonly Expr[], range: Extract<Expr, { kind: 'range' }>): Expr {
  const span = range.span;
  const held = (): Expr => structuredClone(tests).reduce((a, b) => ({ kind: 'logic', op: 'and', left: a, right: b, span }));
  const int = (value: bigint): Expr => ({ kind: 'int', value, span });
  return { ...range, lo: { kind: 'ite', cond: held(), then: range.lo, else: int(1n), span }, hi: { kind: 'ite', cond: held(), then: range.hi, else: int(0n), span } };
}

function mentions(e: Expr, name: string): boolean {
  let found = false;
  visit(e, (n) => {
    if (n.kind === 'name' && n.name === name) found = true;
  });
  return found;
}

function reportLaterUse(x: DataExpander, b: Binder, name: string): void {
  x.report(
    'ZM3017',
    b.domain.span,
    `the domain of '${b.name}' uses '${name}', which ranges over a row of a data table`,
    `give '${b.name}' a range a..b (read only where '${name}' is in the row), or move the condition into \`if:\``,
  );
}
