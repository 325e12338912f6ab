// Stage: model. Data tables computed by comprehension: `seg: [[i, j] for i ∈ 0..n - 1, j ∈ i + 1..n - 1]`
// (rows) or `sq: [x * x for x ∈ 0..9 if x mod 2 = 0]` (numbers). Each is evaluated once, at load, by
// the exact reference evaluator (lang/reference.ts) from constants, definitions and the tables above
// it, and becomes what a literal table is (a DataTable, or an array literal of numbers): every engine
// then reads plain integer constants. Its size is counted from its ranges before a single entry is
// built (ZM3016, the limit shared with the literal tables). Input: the computed definitions (file
// order), the tables read so far, the entries they hold. Output: the new tables and array definitions.

import type { Span } from '../diag/diagnostic.js';
import type { Binder, Expr, ExprOf } from '../lang/ast.js';
import { isBuiltin, isOracle } from '../lang/builtins.js';
import { evalErrorToDiagnostic } from '../lang/evalDiagnostic.js';
import { evalReference, type RefEnv } from '../lang/reference.js';
import { EvalError } from '../lang/runtime.js';
import { MAX_RANGE_VALUES } from '../lang/runtimeHelpers.js';
import { typecheckBinders, typecheckExpr } from '../lang/typecheck.js';
import { makeTypeEnv, type TypeEnv } from '../lang/typeEnv.js';
import { typecheckDefinitions } from '../lang/typecheckDefinitions.js';
import { showType } from '../lang/types.js';
import { children, visit } from '../lang/walk.js';
import { clone, DataExpander, ROW_POSITION } from './expandDataExpr.js';
import { RESERVED, typeOfDomain } from './loadFields.js';
import { maxTableEntries } from './loadLimits.js';
import type { DataTable, Definition, Spec } from './model.js';
import type { SpecContext } from './schemaContext.js';

/** Is this definition a computed table (a constant whose value holds a comprehension)? */
export function isComputedTable(d: Definition): boolean {
  if (d.params.length > 0) return false;
  let found = false;
  visit(d.body, (x) => {
    if (x.kind === 'comp') found = true;
  });
  return found;
}

function mentionsAny(e: Expr, names: ReadonlySet<string>): boolean {
  let found = false;
  visit(e, (x) => {
    if (x.kind === 'name' && names.has(x.name)) found = true;
  });
  return found;
}

function findComp(e: Expr): Expr | undefined {
  let found: Expr | undefined;
  visit(e, (x) => {
    if (!found && x.kind === 'comp') found = x;
  });
  return found;
}

/** A problem found while counting or evaluating a table: reported once, the table is dropped. */
class TableProblem extends Error {
  constructor(
    readonly code: 'ZM3016' | 'ZM3021' | 'ZM3022',
    message: string,
    readonly span: Span,
    readonly hint: string,
  ) {
    super(message);
  }
}

type Entry = bigint | bigint[];

export interface ComputedTables {
  tables: DataTable[];
  arrays: Definition[];
  entries: number;
  /** the game parameters the tables read, and the values they were computed for */
  params: { names: string[]; values: Record<string, number> };
}

/**
 * Evaluates the computed tables in file order; `tables` (the literal ones) grows as each is built,
 * so a later table may use an earlier one (`cr` reads `seg`). `budget`: entries still allowed.
 */
export function computeTables(ctx: SpecContext, spec: Spec, computed: readonly Definition[], tables: Map<string, DataTable>, budget: number, given?: Readonly<Record<string, number>>): ComputedTables {
  const out: ComputedTables = { tables: [], arrays: [], entries: 0, params: { names: [], values: {} } };
  const names = fileNames(spec, tables, computed);
  for (const d of computed) {
    const taken = names.get(d.name)! > 1 || RESERVED.has(d.name) || isBuiltin(d.name) || isOracle(d.name);
    if (taken) {
      ctx.error('ZM3014', d.span, `'${d.name}' is already taken (a field, parameter, player, definition or reserved word)`, { hint: 'choose another name for the data table' });
      ctx.broken.add(d.name);
      continue;
    }
    if (mentionsAny(d.body, ctx.broken)) {
      ctx.broken.add(d.name); // it reads a table that failed: that table's error says why
      continue;
    }
    const built = buildOne(ctx, spec, d, tables, names, budget - out.entries, given, out.params);
    if (!built) {
      ctx.broken.add(d.name); // its uses would only repeat the error (typecheck stays silent)
      continue;
    }
    out.entries += built.count;
    if (built.rows) {
      const t: DataTable = { name: d.name, rows: built.rows, span: d.span };
      tables.set(d.name, t);
      out.tables.push(t);
    } else {
      const span = d.body.span;
      const array: Definition = { ...d, body: { kind: 'array', elems: built.numbers!.map((value) => ({ kind: 'int', value, span })), span } };
      out.arrays.push(array);
      spec.defines.push(array); // a definition from here on: a later table may read it
    }
  }
  return out;
}

/** How many times each name of the file is declared (fields, params, players, definitions, tables). */
function fileNames(spec: Spec, tables: ReadonlyMap<string, DataTable>, computed: readonly Definition[]): Map<string, number> {
  const names = new Map<string, number>();
  const add = (n: string): void => void names.set(n, (names.get(n) ?? 0) + 1);
  for (const f of [...spec.game.params, ...spec.game.state]) add(f.name);
  for (const p of spec.game.players ?? []) add(p);
  for (const d of spec.defines) add(d.name);
  for (const t of tables.keys()) add(t);
  for (const d of computed) add(d.name);
  return names;
}

function buildOne(
  ctx: SpecContext,
  spec: Spec,
  d: Definition,
  tables: ReadonlyMap<string, DataTable>,
  names: ReadonlyMap<string, number>,
  budget: number,
  given: Readonly<Record<string, number>> | undefined,
  read: ComputedTables['params'],
): { rows?: bigint[][]; numbers?: bigint[]; count: number } | undefined {
  if (d.body.kind !== 'comp' && d.body.kind !== 'array') {
    const inner = findComp(d.body)!;
    ctx.error('ZM3019', inner.span, `a comprehension [… for …] builds a data table: it can only be the whole value of a \`define:\` entry, not part of \`${d.name}\``, {
      hint: 'define the table on its own line and use it here by name',
    });
    return undefined;
  }
  if (!checkShadowing(ctx, d.body, names, new Set())) return undefined;
  let failed = false;
  const expander = new DataExpander(tables, (code, span, message, hint) => {
    ctx.error(code, span, message, hint ? { hint } : {});
    failed = true;
  });
  const body = expander.expand(clone(d.body), new Set());
  if (failed) return undefined;
  const defines = usedDefinitions(spec, body, tables);
  const env = typeEnv(ctx, spec, defines);
  if (!env || !typecheckList(ctx, body, env, d.name)) return undefined;
  const params = readParams(ctx, spec, d, body, defines, given);
  if (!params) return undefined;
  const refEnv: RefEnv = { values: new Map(), defines: new Map(defines.map((x) => [x.name, x])), unchecked: true };
  for (const [name, v] of params) {
    refEnv.values.set(name, BigInt(v));
    if (!read.names.includes(name)) read.names.push(name);
    read.values[name] = v;
  }
  try {
    const conditions: Conditions = { held: [], next: 0 };
    const count = countList(body, refEnv, d, budget, maxTableEntries(ctx.limits), conditions);
    // no entry because a condition kept none: the build's ZM3021 names the condition
    if (count.entries === 0 && !(count.filtered && !count.emptyBinder)) {
      const empty = count.emptyBinder;
      throw new TableProblem(
        'ZM3021',
        `the data table \`${d.name}\` has no entries${empty ? `: the range of \`${written(empty.name)}\` is empty` : ''}`,
        empty?.domain.span ?? d.body.span,
        'a table needs at least one entry: check the bounds of its ranges (a..b is empty when a > b)',
      );
    }
    const entries = evalList(body, refEnv, conditions);
    if (entries.length === 0) {
      // the ranges were not empty: the filter kept nothing
      const filter = body.kind === 'comp' ? body.filter : undefined;
      throw new TableProblem(
        'ZM3021',
        `the data table \`${d.name}\` has no entries: its condition \`if\` holds for none of its values`,
        filter?.span ?? d.body.span,
        'a table needs at least one entry: check the condition and the ranges',
      );
    }
    const rows = entries.filter((x): x is bigint[] => Array.isArray(x));
    if (rows.length === entries.length) return { rows, count: count.entries };
    if (rows.length === 0) return { numbers: entries as bigint[], count: count.entries };
    throw new TableProblem(
      'ZM3022',
      `the data table \`${d.name}\` mixes rows [a, b, …] and numbers (${rows.length} rows, ${entries.length - rows.length} numbers)`,
      d.body.span,
      'a table is a list of numbers or a list of rows: write a number n as the row [n]',
    );
  } catch (e) {
    if (e instanceof TableProblem) ctx.error(e.code, e.span, e.message, { hint: e.hint });
    else if (e instanceof EvalError) ctx.add([evalErrorToDiagnostic(e, ctx.file, `while computing the data table \`${d.name}\``)]);
    else throw e;
    return undefined;
  }
}

/** ZM3020: a comprehension's binder may not hide a name of the file or an outer binder. */
function checkShadowing(ctx: SpecContext, e: Expr, names: ReadonlyMap<string, number>, outer: ReadonlySet<string>): boolean {
  let ok = true;
  const walk = (x: Expr, bound: ReadonlySet<string>): void => {
    if (x.kind !== 'comp') {
      for (const c of children(x)) walk(c, bound);
      return;
    }
    const inner = new Set(bound);
    for (const b of x.binders) {
      walk(b.domain, inner);
      const what = inner.has(b.name) ? 'an outer binder' : names.has(b.name) ? 'a name of this file (a field, parameter, player, definition or table)' : undefined;
      if (what) {
        ctx.error('ZM3020', b.span, `the binder '${b.name}' of this comprehension hides ${what}`, { hint: `rename the binder, e.g. '${b.name}2'` });
        ok = false;
      }
      inner.add(b.name);
    }
    if (x.filter) walk(x.filter, inner);
    walk(x.body, inner);
  };
  walk(e, outer);
  return ok;
}

/** The definitions the table calls, directly or through others, expanded against the tables so far. */
function usedDefinitions(spec: Spec, body: Expr, tables: ReadonlyMap<string, DataTable>): Definition[] {
  const byName = new Map(spec.defines.map((d) => [d.name, d]));
  const used = new Map<string, Definition>();
  const silent = new DataExpander(tables, () => undefined); // the main expansion reports misuses
  const scan = (e: Expr): void =>
    visit(e, (x) => {
      const name = x.kind === 'name' ? x.name : x.kind === 'call' ? x.callee : undefined;
      const d = name === undefined ? undefined : byName.get(name);
      if (!d || used.has(d.name)) return;
      const copy: Definition = { ...d, body: silent.expand(clone(d.body), new Set(d.params)) };
      used.set(d.name, copy);
      scan(copy.body);
    });
  scan(body);
  return [...used.values()];
}

function typeEnv(ctx: SpecContext, spec: Spec, defines: Definition[]): TypeEnv | undefined {
  const fields = new Map(spec.game.state.map((f) => [f.name, typeOfDomain(f.domain)]));
  const params = new Map(spec.game.params.map((f) => [f.name, typeOfDomain(f.domain)]));
  const players = spec.game.players;
  const typed = typecheckDefinitions(defines, makeTypeEnv(ctx.file, { fields, params, ...(players ? { players } : {}) }));
  ctx.add(typed.diagnostics);
  return typed.diagnostics.length === 0 ? typed.env : undefined;
}

/** A list (a comprehension or an array literal) whose items are numbers or rows of numbers. */
function typecheckList(ctx: SpecContext, e: Expr, env: TypeEnv, table: string): boolean {
  if (e.kind === 'array') return e.elems.every((x) => typecheckItem(ctx, x, env, table));
  const c = e as ExprOf<'comp'>;
  const bound = typecheckBinders(c.binders, env);
  ctx.add(bound.diagnostics);
  if (bound.diagnostics.length > 0) return false;
  for (const b of c.binders) {
    const t = bound.env.binders.get(b.name);
    if (t?.kind !== 'int') {
      ctx.error('ZM3002', b.domain.span, `the binder '${b.name}' of a data table ranges over integers, found ${t ? showType(t) : 'no type'}`, {
        hint: `write '${b.name} ∈ a..b', a set of integers {…} or a list of numbers`,
      });
      return false;
    }
  }
  if (c.filter && !expectType(ctx, c.filter, bound.env, 'bool', 'the condition `if` of a comprehension', 'a condition (bool)', 'compare, e.g. `if i < j`')) return false;
  return typecheckItem(ctx, c.body, bound.env, table);
}

function typecheckItem(ctx: SpecContext, e: Expr, env: TypeEnv, table: string): boolean {
  if (e.kind === 'comp' || e.kind === 'array') {
    const rowItems = e.kind === 'array' ? e.elems : [e.body];
    const nested = rowItems.find((x) => x.kind === 'comp' || x.kind === 'array');
    if (nested) {
      ctx.error('ZM3022', nested.span, `the data table \`${table}\` would have three dimensions: an entry of a row is a number`, {
        hint: 'a table is a list of rows of numbers; index a second table for a third coordinate',
      });
      return false;
    }
    if (e.kind === 'array') return e.elems.every((x) => expectType(ctx, x, env, 'int', `an entry of the data table \`${table}\``, 'an integer', 'write `if c then 1 else 0` for a condition'));
    return typecheckList(ctx, e, env, table);
  }
  return expectType(ctx, e, env, 'int', `an entry of the data table \`${table}\``, 'an integer', 'write `if c then 1 else 0` for a condition');
}

function expectType(ctx: SpecContext, e: Expr, env: TypeEnv, want: 'int' | 'bool', what: string, wanted: string, hint: string): boolean {
  const diagnostics = typecheckExpr(e, env);
  ctx.add(diagnostics);
  if (diagnostics.length > 0) return false;
  if (e.type?.kind === want) return true;
  ctx.error('ZM3002', e.span, `${what} must be ${wanted}, found ${e.type ? showType(e.type) : 'no value'}`, { hint });
  return false;
}

/**
 * The parameters the table reads (directly or through definitions), each with the value the table is
 * computed for: `given` (a sweep's value, tableInstances.ts), else the first value of its sweep.
 * ZM3023 (undefined) for a state field: a table is built once, before any position.
 */
function readParams(ctx: SpecContext, spec: Spec, d: Definition, body: Expr, defines: readonly Definition[], given: Readonly<Record<string, number>> | undefined): Map<string, number> | undefined {
  const params = new Map<string, number>();
  let ok = true;
  const byName = new Map(defines.map((x) => [x.name, x]));
  const seen = new Set<string>();
  const next: Definition[] = [];
  const scan = (e: Expr, via: Definition | undefined): void =>
    visit(e, (x) => {
      // the definitions it calls, by what typecheck resolved (a binder may share a definition's name)
      const called = (x.kind === 'call' && x.ref?.kind === 'define') || (x.kind === 'name' && x.ref?.kind === 'define') ? byName.get(x.kind === 'call' ? x.callee : x.name) : undefined;
      if (called && !seen.has(called.name)) {
        seen.add(called.name);
        next.push(called);
      }
      if (!ok || x.kind !== 'name') return;
      const through = via ? ` (through the definition \`${via.name}\`)` : '';
      const at = via ? via.span : x.span;
      if (x.ref?.kind === 'field' || x.ref?.kind === 'start') {
        ctx.error('ZM3023', at, `the data table \`${d.name}\` is computed once, before the game is solved: it cannot read the state field \`${x.name}\`${through}`, {
          hint: 'compute the table from constants and parameters; read the position where the table is used',
        });
        ok = false;
      } else if (x.ref?.kind === 'param' && !params.has(x.name)) {
        const v = given?.[x.name] ?? firstValue(spec, x.name);
        if (v === undefined) {
          ctx.error('ZM3023', at, `the data table \`${d.name}\` reads the parameter \`${x.name}\`${through}, whose values are not integer literals`, {
            hint: `a table is computed for each value of \`${x.name}\`: give them as numbers, e.g. check: { params: { ${x.name}: 4..8 } }`,
          });
          ok = false;
        } else params.set(x.name, v);
      }
    });
  scan(body, undefined);
  for (let k = 0; k < next.length; k++) scan(next[k]!.body, next[k]);
  return ok ? params : undefined;
}

/** The first value of a parameter's sweep (check.params, or its declared range), when a literal. */
function firstValue(spec: Spec, name: string): number | undefined {
  const lo = spec.check?.params[name]?.lo;
  return lo?.kind === 'int' && Number.isSafeInteger(Number(lo.value)) ? Number(lo.value) : undefined;
}

/** A binder's name as the file writes it (a row binder w is read as the position in its row). */
function written(name: string): string {
  return name.startsWith(ROW_POSITION) ? name.slice(ROW_POSITION.length) : name;
}

/** The values a binder takes, with the binders before it set in env.values. */
function* domainValues(b: Binder, env: RefEnv): Generator<bigint> {
  const d = b.domain;
  if (d.kind === 'range') {
    const [lo, hi] = rangeEnds(b, env);
    for (let i = lo; i <= hi; i++) yield i;
    return;
  }
  if (d.kind === 'set') yield* new Set(d.elems.map((x) => evalReference(x, env) as bigint));
  else yield* evalReference(d, env) as bigint[];
}

/** How many values a binder takes, a range counted without walking it. */
function domainSize(b: Binder, env: RefEnv): number {
  if (b.domain.kind !== 'range') return [...domainValues(b, env)].length;
  const [lo, hi] = rangeEnds(b, env);
  return hi < lo ? 0 : Number(hi - lo + 1n);
}

function rangeEnds(b: Binder, env: RefEnv): [bigint, bigint] {
  const d = b.domain as ExprOf<'range'>;
  const lo = evalReference(d.lo, env) as bigint;
  const hi = evalReference(d.hi, env) as bigint;
  if (hi - lo >= BigInt(MAX_RANGE_VALUES))
    throw new TableProblem('ZM3016', `the range of \`${written(b.name)}\` (${lo}..${hi}) has ${hi - lo + 1n} values`, d.span, 'a data table is small: bound its ranges');
  return [lo, hi];
}

/** Calls f for every assignment of the binders (nested left to right), filter not applied. */
function eachBinding(binders: readonly Binder[], env: RefEnv, f: () => void, k = 0): void {
  if (k === binders.length) return f();
  const b = binders[k]!;
  for (const v of domainValues(b, env)) {
    env.values.set(b.name, v);
    eachBinding(binders, env, f, k + 1);
  }
  env.values.delete(b.name);
}

/** Entries an item adds to the count: a number 1, a row 1 plus its entries (as readTables counts). */
function fixedCount(e: Expr): number | undefined {
  if (e.kind === 'array') return 1 + e.elems.length;
  if (e.kind === 'comp') return undefined;
  return 1;
}

/**
 * The entries of the table, counted before any entry is computed: from its ranges, and where a
 * comprehension has a condition `if`, from the values it keeps (the condition evaluated for every
 * value, at most 10 × the limit of them). Stops with ZM3016 as soon as the count passes the budget.
 */
function countList(body: Expr, env: RefEnv, d: Definition, budget: number, limit: number, conditions: Conditions): { entries: number; emptyBinder?: Binder; filtered: boolean } {
  let entries = 0;
  let filtered = false; // a condition `if` left a value out
  let visits = 0;
  let emptyBinder: Binder | undefined;
  const over = (): never => {
    throw new TableProblem(
      'ZM3016',
      `the data table \`${d.name}\` needs more than the ${budget} entries left for it (counted from its ranges before it is built): the data tables of a file hold at most ${limit} entries in all (--max-table-entries)`,
      d.span,
      "every use repeats a table's rows in the expanded expression: keep the data small (lower the constants its ranges read)",
    );
  };
  const add = (k: number): void => {
    entries += k;
    if (entries > budget) over();
  };
  const list = (e: Expr): void => {
    if (e.kind === 'array') {
      for (const x of e.elems) item(x);
      return;
    }
    const c = e as ExprOf<'comp'>;
    const fixed = fixedCount(c.body);
    const last = c.binders[c.binders.length - 1]!;
    const outer = c.binders.slice(0, -1);
    let any = false;
    eachBinding(outer, env, () => {
      if (++visits > 10 * limit) over();
      if (c.filter) {
        // the entries the condition keeps: the limit guards the memory the table takes, so a
        // filtered table counts what it holds (each value tried counts as a visit); a condition
        // that fails counts its entry, and the build reports the error where it is evaluated
        eachBinding([last], env, () => {
          if (++visits > 10 * limit) over();
          any = true; // the ranges are not empty (a filter that keeps nothing is the build's ZM3021)
          if (!kept(c.filter!, env, conditions)) {
            filtered = true;
            return;
          }
          if (fixed !== undefined) add(fixed);
          else item(c.body);
        });
      } else if (fixed !== undefined) {
        const n = domainSize(last, env); // the innermost range is counted, not walked
        if (n > 0) any = true;
        add(n * fixed);
      } else {
        eachBinding([last], env, () => {
          any = true;
          item(c.body);
        });
      }
    });
    if (!any && !emptyBinder) emptyBinder = firstEmpty(c, env) ?? last;
  };
  const item = (e: Expr): void => {
    if (e.kind === 'array' || e.kind === 'comp') {
      add(1);
      list(e);
    } else add(1);
  };
  list(body);
  return emptyBinder ? { entries, emptyBinder, filtered } : { entries, filtered };
}

/** The conditions `if` the count evaluated, in the order the build meets them (both walk the
 *  bindings in the same order, the build entering an entry only where its condition held): the build
 *  reads them instead of evaluating them again; undefined where one failed (the build evaluates it
 *  again and reports the error). */
interface Conditions {
  held: (boolean | undefined)[];
  next: number;
}

/** Whether a comprehension's condition holds (true too where it fails: the build reports that). */
function kept(filter: Expr, env: RefEnv, conditions: Conditions): boolean {
  try {
    const holds = evalReference(filter, env) === true;
    conditions.held.push(holds);
    return holds;
  } catch (e) {
    if (!(e instanceof EvalError)) throw e;
    conditions.held.push(undefined);
    return true;
  }
}

/** The first binder of c whose range is empty for the first values of the ones before it. */
function firstEmpty(c: ExprOf<'comp'>, env: RefEnv): Binder | undefined {
  for (const [k, b] of c.binders.entries()) {
    let empty = true;
    let seen = false;
    try {
      eachBinding(c.binders.slice(0, k), env, () => {
        if (seen) return;
        seen = true;
        empty = domainSize(b, env) === 0;
      });
    } finally {
      for (const x of c.binders) env.values.delete(x.name);
    }
    if (seen && empty) return b;
  }
  return undefined;
}

function evalList(e: Expr, env: RefEnv, conditions: Conditions): Entry[] {
  if (e.kind === 'array') return e.elems.map((x) => evalItem(x, env, conditions));
  const c = e as ExprOf<'comp'>;
  const out: Entry[] = [];
  eachBinding(c.binders, env, () => {
    if (!c.filter || (conditions.held[conditions.next++] ?? evalReference(c.filter, env) === true)) out.push(evalItem(c.body, env, conditions));
  });
  return out;
}

function evalItem(e: Expr, env: RefEnv, conditions: Conditions): Entry {
  if (e.kind === 'array' || e.kind === 'comp') return evalList(e, env, conditions) as bigint[];
  return evalReference(e, env) as bigint;
}
