// Stage: game. A definition that reads the state (`triangle: ∃ a, b, c: drawn[id(a, b)]
// ∧ …`, evaluated at every position as an `end:` rule) compiled in place in the kernel's expressions
// instead of called through the program's table: its fields are then the kernel's locals, and the
// calls in its body (id(a, b)) the kernel's, served by the dense tables (tabledCall.ts). The name is
// replaced by the body before code generation, so the exact fallback of the enclosing expression
// evaluates the same expression. Only where nothing observable can differ: the definition's calls
// never recurse (the program's call depth stays far below its limit), its body calls no oracle and
// reads no `start` (which would need the oracle), it is small, and no name of its body is bound
// around the place it goes to (no capture). A constant definition (`n: 8`) becomes its literal.

import type { Expr } from '../lang/ast.js';
import { children, mapChildren, visit } from '../lang/walk.js';
import type { Definition } from '../model/model.js';

/** Nodes of a body inlined at most (the code is generated once per use). */
const MAX_BODY_NODES = 400;

interface Inlined {
  params: string[];
  body: Expr;
  /** The names the body reads or binds, its parameters left out (they are replaced). */
  names: Set<string>;
  /** The names the body binds (an argument's names must not be among them). */
  binders: Set<string>;
}

export class DefinitionInliner {
  private readonly bodies = new Map<string, Inlined>();
  /** Per node: whether it contains a name or call to inline (computed once per node). */
  private readonly holds = new WeakMap<Expr, boolean>();

  constructor(defines: readonly Definition[], memoised: ReadonlySet<string>) {
    const byName = new Map(defines.map((d) => [d.name, d]));
    // a constant such as `n: 8` becomes its literal (the program's call returns the same value, and
    // a literal cannot fail), in the bodies inlined below too (the ranges then see it)
    const constants = new Map<string, Expr>();
    for (const d of defines) if (d.params.length === 0 && isSafeLiteral(d.body)) constants.set(d.name, d.body);
    const withConstants = (x: Expr): Expr => (x.kind === 'name' && x.ref?.kind === 'define' ? (constants.get(x.name) ?? x) : mapChildren(x, withConstants));
    for (const [name, body] of constants) this.bodies.set(name, { params: [], body, names: new Set(), binders: new Set() });
    for (const d of defines) {
      if (constants.has(d.name) || memoised.has(d.name) || !acyclicFrom(d.name, byName)) continue;
      let nodes = 0;
      let plain = true;
      const names = new Set<string>();
      const binders = new Set<string>();
      visit(d.body, (e) => {
        nodes++;
        if (e.kind === 'name') names.add(e.name);
        if (e.kind === 'name' && e.ref?.kind === 'start') plain = false;
        if (e.kind === 'call' && e.ref?.kind === 'oracle') plain = false;
        if (e.kind === 'quant' || e.kind === 'count') for (const b of e.binders) binders.add(b.name);
      });
      // a parameter shadowed inside the body would need a substitution that respects scopes
      if (d.params.some((p) => binders.has(p))) plain = false;
      for (const p of d.params) names.delete(p);
      for (const b of binders) names.add(b);
      if (plain && nodes <= MAX_BODY_NODES) this.bodies.set(d.name, { params: d.params, body: withConstants(d.body), names, binders });
    }
  }

  /** e with the inlinable definitions replaced by their bodies where no name would be captured by
   *  `bound` (the locals around e) or by a binder of e itself; e itself when nothing changes. */
  rewrite(e: Expr, bound: { has(name: string): boolean }): Expr {
    if (this.bodies.size === 0 || !this.contains(e)) return e;
    const outer = new Set<string>();
    visit(e, (x) => {
      if (x.kind === 'quant' || x.kind === 'count') for (const b of x.binders) outer.add(b.name);
    });
    const free = (name: string): boolean => !bound.has(name) && !outer.has(name);
    const replace = (x: Expr): Expr => {
      if (x.kind === 'name' && x.ref?.kind === 'define') {
        const d = this.bodies.get(x.name);
        return d && d.params.length === 0 && [...d.names].every(free) ? d.body : x;
      }
      if (x.kind === 'call' && x.ref?.kind === 'define') {
        const d = this.bodies.get(x.callee);
        if (d && d.params.length === x.args.length && [...d.names].every(free) && x.args.every((a) => simpleArgument(a, d.binders))) {
          const values = new Map(d.params.map((p, k) => [p, x.args[k]!]));
          return substitute(d.body, values);
        }
      }
      return this.contains(x) ? mapChildren(x, replace) : x;
    };
    return replace(e);
  }

  private contains(e: Expr): boolean {
    let r = this.holds.get(e);
    if (r === undefined) {
      if (e.kind === 'name') r = e.ref?.kind === 'define' && this.bodies.has(e.name);
      else r = (e.kind === 'call' && e.ref?.kind === 'define' && this.bodies.has(e.callee)) || children(e).some((c) => this.contains(c));
      this.holds.set(e, r);
    }
    return r;
  }
}

/** An argument that evaluates without failing and without effects, so that reading it where the
 *  body reads its parameter (perhaps never, perhaps several times) changes nothing: a literal, or a
 *  name of a binder, field or param that no binder of the body captures. */
function simpleArgument(a: Expr, captured: ReadonlySet<string>): boolean {
  if (a.kind === 'int' || a.kind === 'bool' || a.kind === 'neg') return isSafeLiteral(a);
  if (a.kind !== 'name' || captured.has(a.name)) return false;
  const k = a.ref?.kind;
  return (k === 'binder' || k === 'field' || k === 'param') && (a.type?.kind === 'int' || a.type?.kind === 'bool');
}

/** body with its parameters (binder references, none shadowed inside) replaced by the arguments. */
function substitute(body: Expr, values: ReadonlyMap<string, Expr>): Expr {
  const go = (x: Expr): Expr => (x.kind === 'name' && x.ref?.kind === 'binder' && values.has(x.name) ? values.get(x.name)! : mapChildren(x, go));
  return go(body);
}

function isSafeLiteral(e: Expr): boolean {
  if (e.kind === 'bool') return true;
  if (e.kind === 'neg') return isSafeLiteral(e.arg) && e.arg.kind === 'int';
  return e.kind === 'int' && e.value <= BigInt(Number.MAX_SAFE_INTEGER);
}

/** Whether no chain of calls from `name` comes back to a definition already on it. */
function acyclicFrom(name: string, byName: ReadonlyMap<string, Definition>): boolean {
  const state = new Map<string, 1 | 2>(); // 1 on the path, 2 done
  const walk = (n: string): boolean => {
    const s = state.get(n);
    if (s === 1) return false;
    if (s === 2) return true;
    const d = byName.get(n);
    if (!d) return true;
    state.set(n, 1);
    const callees = new Set<string>();
    visit(d.body, (e) => {
      if (e.kind === 'name' && e.ref?.kind === 'define') callees.add(e.name);
      if (e.kind === 'call' && e.ref?.kind === 'define') callees.add(e.callee);
    });
    for (const c of callees) if (!walk(c)) return false;
    state.set(n, 2);
    return true;
  };
  return walk(name);
}
