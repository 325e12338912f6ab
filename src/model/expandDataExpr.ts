// Stage: model. Expands the uses of constant data tables (`define: { adj: [[1, 2], [0], …] }`) in one
// expression into constructs every engine already reads: a row `adj[v]` becomes a chain
// `if v = 0 then … [1, 2] … else if v = 1 then … [0] … else LEN[v]` over the rows as array literals,
// whose last branch indexes the row lengths and so fails (index out of range) exactly when v does.
// Input: a parsed Expr and the tables. Output: the expanded Expr (the rewritten nodes keep the
// original as `surface`, which the printer shows); misuses are diagnostics (ZM3017, ZM3018).

import type { Span } from '../diag/diagnostic.js';
import type { Binder, Expr, ExprOf } from '../lang/ast.js';
import { mapChildren, visit } from '../lang/walk.js';
import type { DataTable } from './model.js';

export type DataError = (code: 'ZM3017' | 'ZM3018', span: Span, message: string, hint?: string) => void;

const ROW_USES = 'index it (adj[v][i]), measure it (len(adj[v]), sum, max), test membership (w ∈ adj[v]) or range over it (∀ w ∈ adj[v]: …)';

export class DataExpander {
  constructor(
    private readonly tables: ReadonlyMap<string, DataTable>,
    private readonly error: DataError,
  ) {}

  report(code: 'ZM3017' | 'ZM3018', span: Span, message: string, hint?: string): void {
    this.error(code, span, message, hint);
  }

  /** The table a name refers to, unless a binder (or a definition parameter) shadows it. */
  table(e: Expr, bound: ReadonlySet<string>): DataTable | undefined {
    return e.kind === 'name' && !bound.has(e.name) ? this.tables.get(e.name) : undefined;
  }

  /** `adj[v]` (a row of a table): the table and the row expression. */
  row(e: Expr, bound: ReadonlySet<string>): { t: DataTable; v: Expr } | undefined {
    if (e.kind !== 'index') return undefined;
    const t = this.table(e.target, bound);
    return t ? { t, v: e.index } : undefined;
  }

  expand(e: Expr, bound: ReadonlySet<string>): Expr {
    const out = this.expandNode(e, bound);
    // a node already printed as written (a set given for a bool[k] field) keeps that form:
    // the expansion does not change what it means
    if (e.surface && out !== e && !out.surface) Object.defineProperty(out, 'surface', { value: e.surface, enumerable: false, configurable: true, writable: true });
    return out;
  }

  private expandNode(e: Expr, bound: ReadonlySet<string>): Expr {
    const t = this.table(e, bound);
    if (t) {
      this.error('ZM3017', e.span, `\`${t.name}\` is a data table, not a value`, `use one of its rows: ${ROW_USES}; len(${t.name}) is the number of rows`);
      return int(0n, e.span);
    }
    switch (e.kind) {
      case 'index': {
        const r = this.row(e.target, bound);
        if (r) return this.element(r.t, this.expand(r.v, bound), this.expand(e.index, bound), e);
        if (this.row(e, bound)) {
          this.error('ZM3017', e.span, `a row of the data table \`${(e.target as ExprOf<'name'>).name}\` is not a value here`, ROW_USES);
          return int(0n, e.span);
        }
        return mapChildren(e, (c) => this.expand(c, bound));
      }
      case 'call':
        return this.call(e, bound);
      case 'in': {
        const r = this.row(e.set, bound);
        if (!r && this.table(e.set, bound)) return this.expand(e.set, bound);
        if (!r) return mapChildren(e, (c) => this.expand(c, bound));
        const elem = this.expand(e.elem, bound);
        const out = this.chain(r.t, this.expand(r.v, bound), e.span, 'bool', (row) => ({ ...e, elem: clone(elem), set: row }));
        return withSurface(out, e);
      }
      case 'quant':
      case 'count':
        return this.loop(e, bound);
      case 'comp':
        return this.comprehension(e, bound);
      default:
        return mapChildren(e, (c) => this.expand(c, bound));
    }
  }

  /** ∀ / ∃ / count with a binder ranging over a row: the binders before it stay outside, the row
   *  becomes the chain, and the binders after it (and the body) go into each branch. */
  private loop(e: ExprOf<'quant'> | ExprOf<'count'>, outer: ReadonlySet<string>): Expr {
    const bound = new Set(outer);
    const binders: Binder[] = [];
    for (let k = 0; k < e.binders.length; k++) {
      const b = e.binders[k]!;
      const r = this.row(b.domain, bound);
      if (!r) {
        binders.push({ ...b, domain: this.expand(b.domain, bound) });
        bound.add(b.name);
        continue;
      }
      const rest: Expr = { ...e, binders: [{ ...b, domain: int(0n, b.span) }, ...e.binders.slice(k + 1)] } as Expr;
      if (e.kind === 'count' && binders.length > 0) {
        this.error(
          'ZM3017',
          b.domain.span,
          'in count, a binder that ranges over a row of a data table must come first',
          'write count(w ∈ adj[v], …: …) with the row binder first, or count inside a ∀/∃',
        );
        return int(0n, e.span);
      }
      const v = this.expand(r.v, bound);
      const inner = this.loopBody(rest as ExprOf<'quant'> | ExprOf<'count'>, bound);
      const chain = this.chain(r.t, v, e.span, e.kind === 'count' ? 'int' : 'bool', (row) => {
        const copy = clone(inner) as ExprOf<'quant'> | ExprOf<'count'>;
        copy.binders[0]!.domain = row;
        return copy;
      });
      const out = binders.length === 0 ? chain : ({ ...e, binders, body: chain } as Expr);
      return withSurface(out, e);
    }
    return { ...e, binders, body: this.expand(e.body, bound) } as Expr;
  }

  /** A comprehension binder over a row, `w ∈ adj[v]`: w takes the row's entries in order (repeats
   *  kept), read as `w' ∈ 0..len(adj[v]) - 1` with `adj[v][w']` for w in what follows (a data table
   *  keeps the order of its entries, so a range plus a membership test would not do). */
  private comprehension(e: ExprOf<'comp'>, outer: ReadonlySet<string>): Expr {
    const bound = new Set(outer);
    let out: ExprOf<'comp'> = e;
    for (let k = 0; k < out.binders.length; k++) {
      const b = out.binders[k]!;
      const r = this.row(b.domain, bound);
      bound.add(b.name);
      if (!r) continue;
      const span = b.domain.span;
      const position = `${ROW_POSITION}${b.name}`;
      const entry: Expr = index(clone(b.domain), { kind: 'name', name: position, span: b.span }, b.span);
      const range: Expr = {
        kind: 'range',
        lo: int(0n, span),
        hi: { kind: 'arith', op: '-', left: { kind: 'call', callee: 'len', calleeSpan: span, args: [clone(b.domain)], span }, right: int(1n, span), span },
        span,
      };
      const put = (x: Expr): Expr => substitute(x, b.name, entry);
      const binders = out.binders.map((x, j) => (j < k ? x : j === k ? { ...x, name: position, domain: range } : { ...x, domain: put(x.domain) }));
      out = { ...out, binders, ...(out.filter ? { filter: put(out.filter) } : {}), body: put(out.body) };
    }
    return mapChildren(out, (c) => this.expand(c, bound));
  }

  /** The rest of a loop after its row binder (whose domain is filled in per branch). */
  private loopBody(rest: ExprOf<'quant'> | ExprOf<'count'>, bound: ReadonlySet<string>): Expr {
    const [first, ...more] = rest.binders;
    const inner = new Set(bound);
    inner.add(first!.name);
    if (more.length === 0) return { ...rest, body: this.expand(rest.body, inner) } as Expr;
    const tail = this.loop({ ...rest, binders: more } as ExprOf<'quant'> | ExprOf<'count'>, inner);
    if (tail.kind === rest.kind) return { ...rest, binders: [first!, ...(tail as ExprOf<'quant'>).binders], body: (tail as ExprOf<'quant'>).body } as Expr;
    // a later row binder became a chain: nest it (∀ a, b = ∀ a: ∀ b; count allows one row binder)
    if (rest.kind === 'count') {
      this.error('ZM3017', rest.span, 'count ranges over at most one row of a data table', 'count inside a ∀/∃, or combine the rows in a condition');
      return int(0n, rest.span);
    }
    return { ...rest, binders: [first!], body: tail } as Expr;
  }

  private call(e: ExprOf<'call'>, bound: ReadonlySet<string>): Expr {
    const [arg] = e.args;
    const measure = (e.callee === 'len' || e.callee === 'sum' || e.callee === 'max') && e.args.length === 1;
    if (measure && arg && this.table(arg, bound)) {
      const t = this.table(arg, bound)!;
      if (e.callee === 'len') return withSurface(int(BigInt(t.rows.length), e.span), e);
      this.error('ZM3017', arg.span, `${e.callee}(${t.name}) is not defined: \`${t.name}\` is a data table`, `apply ${e.callee} to a row: ${e.callee}(${t.name}[v])`);
      return int(0n, e.span);
    }
    const r = measure && arg ? this.row(arg, bound) : undefined;
    if (!r) return mapChildren(e, (c) => this.expand(c, bound));
    const v = this.expand(r.v, bound);
    if (e.callee === 'len' && v.kind === 'int' && !this.rowExists(r.t, v)) return int(0n, e.span);
    if (e.callee === 'len') return withSurface(index(lengths(r.t, e.span), v, e.span), e);
    return withSurface(
      this.chain(r.t, v, e.span, 'int', (row) => ({ ...e, args: [row] })),
      e,
    );
  }

  /** A constant row: is it one of the table's (ZM3018 if not)? */
  private rowExists(t: DataTable, v: ExprOf<'int'>): boolean {
    if (v.value >= 0n && v.value < BigInt(t.rows.length)) return true;
    this.error('ZM3018', v.span, `row ${v.value} is outside the data table \`${t.name}\` (rows 0..${t.rows.length - 1})`, `len(${t.name}) = ${t.rows.length}`);
    return false;
  }

  /** `t[v][i]`: a column of literals when i is a constant every row has, else the chain. */
  private element(t: DataTable, v: Expr, i: Expr, node: Expr): Expr {
    if (i.kind === 'int') {
      const c = Number(i.value);
      const longest = Math.max(0, ...t.rows.map((r) => r.length));
      const known = v.kind === 'int' ? t.rows[Number(v.value)] : undefined;
      if (c < 0 || c >= (known ? known.length : longest)) {
        const where = known ? `${t.name}[${v.kind === 'int' ? v.value : ''}] has ${known.length} entries` : `no row of ${t.name} has ${c + 1} entries`;
        this.error('ZM3018', i.span, `index ${i.value} is outside the data table: ${where}`, `the indices of a row r are 0..len(${t.name}[r]) - 1`);
        return int(0n, node.span);
      }
      if (t.rows.every((r) => r.length > c)) {
        return withSurface(
          index(
            literal(
              t.rows.map((r) => r[c]!),
              node.span,
            ),
            v,
            node.span,
          ),
          node,
        );
      }
    }
    // a constant index past the end of a row: `c + 0`, so that the row's branch fails at run time
    // (as the index would) instead of being refused by typecheck for a row that v may never pick
    const at = (row: Expr): Expr =>
      i.kind === 'int' && (row as ExprOf<'array'>).elems.length <= Number(i.value) ? { kind: 'arith', op: '+', left: clone(i), right: int(0n, i.span), span: i.span } : clone(i);
    return withSurface(
      this.chain(t, v, node.span, 'int', (row) => index(row, at(row), node.span)),
      node,
    );
  }

  /**
   * `if v = 0 then f(row 0) else … else fallback`: the fallback indexes the row lengths by v, so it
   * fails as an index out of range exactly when v is no row (an int, or `LEN[v] < 0` for a bool).
   * A constant v picks its row at once (and is checked here).
   */
  chain(t: DataTable, v: Expr, span: Span, type: 'int' | 'bool', f: (row: Expr) => Expr): Expr {
    if (v.kind === 'int') {
      if (!this.rowExists(t, v)) return type === 'int' ? int(0n, span) : { kind: 'bool', value: false, span };
      return f(literal(t.rows[Number(v.value)]!, span));
    }
    const last = index(lengths(t, span), clone(v), span);
    let acc: Expr = type === 'int' ? last : { kind: 'cmp', ops: ['<'], args: [last, int(0n, span)], span };
    for (let k = t.rows.length - 1; k >= 0; k--) {
      const test: Expr = { kind: 'cmp', ops: ['='], args: [clone(v), int(BigInt(k), span)], span };
      acc = { kind: 'ite', cond: test, then: f(literal(t.rows[k]!, span)), else: acc, span };
    }
    return acc;
  }
}

/** The binder a comprehension's row binder w becomes (the position in the row): not a name a file writes. */
export const ROW_POSITION = '__position_of_';

/** e with every free `name` replaced by a copy of `by` (a binder of the same name hides it). */
function substitute(e: Expr, name: string, by: Expr): Expr {
  if (e.kind === 'name') return e.name === name ? clone(by) : e;
  if ((e.kind === 'quant' || e.kind === 'count' || e.kind === 'comp') && e.binders.some((b) => b.name === name)) {
    // the domains up to and including the hiding binder still see the outer name
    const at = e.binders.findIndex((b) => b.name === name);
    return { ...e, binders: e.binders.map((b, j) => (j <= at ? { ...b, domain: substitute(b.domain, name, by) } : b)) } as Expr;
  }
  return mapChildren(e, (c) => substitute(c, name, by));
}

function int(value: bigint, span: Span): Expr {
  return { kind: 'int', value, span };
}

function literal(values: readonly bigint[], span: Span): Expr {
  return { kind: 'array', elems: values.map((x) => int(x, span)), span };
}

function lengths(t: DataTable, span: Span): Expr {
  return literal(
    t.rows.map((r) => BigInt(r.length)),
    span,
  );
}

function index(target: Expr, i: Expr, span: Span): Expr {
  return { kind: 'index', target, index: i, span };
}

/** A deep copy of a parsed (untyped) tree: the chain repeats a sub-expression once per row. */
export function clone<T>(e: T): T {
  return structuredClone(e);
}

/** Marks `out` as the expansion of `original` (non-enumerable: copies drop it, see ast.ts). */
function withSurface(out: Expr, original: Expr): Expr {
  const node = out === original ? { ...out } : out;
  Object.defineProperty(node, 'surface', { value: clone(original), enumerable: false, configurable: true, writable: true });
  return node;
}

/** Does the expression mention one of the tables (before expansion)? */
export function mentionsTable(e: Expr, tables: ReadonlyMap<string, DataTable>): boolean {
  let found = false;
  visit(e, (x) => {
    if (x.kind === 'name' && tables.has(x.name)) found = true;
  });
  return found;
}
