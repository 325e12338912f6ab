// Stage: report (explain). Substitution of expressions for names, to instantiate the conjecture at a
// move's target: S(n) with n ↦ n − k gives S(n − k). Bound names are renamed when they would capture
// a free name of a replacement; definitions that read the state are inlined (not recursive ones:
// substitute then throws CannotInline and the caller falls back to the notation S(target)).

import type { Binder, Expr } from '../../lang/ast.js';
import type { Definition } from '../../model/model.js';

export class CannotInline extends Error {}

export interface SubstContext {
  fields: ReadonlySet<string>;
  defines: ReadonlyMap<string, Definition>;
  stateful: ReadonlySet<string>; // definitions whose value depends on the position
}

export function substContext(fields: readonly string[], defines: readonly Definition[]): SubstContext {
  const byName = new Map(defines.map((d) => [d.name, d]));
  const fieldSet = new Set(fields);
  const stateful = new Set<string>();
  // A fixpoint: a definition is stateful if it reads a field or calls a stateful definition.
  for (let changed = true; changed;) {
    changed = false;
    for (const d of defines) {
      if (stateful.has(d.name)) continue;
      const reads = namesIn(d.body, (n, kind) => kind === 'field' || (kind === undefined && fieldSet.has(n) && !d.params.includes(n)) || stateful.has(n));
      if (reads) {
        stateful.add(d.name);
        changed = true;
      }
    }
  }
  return { fields: fieldSet, defines: byName, stateful };
}

/** Replaces free occurrences of the names in `map` (fields, and parameters when inlining). */
export function substitute(e: Expr, map: ReadonlyMap<string, Expr>, ctx: SubstContext, depth = 0): Expr {
  if (depth > 20) throw new CannotInline('recursive definition');
  const avoid = new Set<string>();
  for (const v of map.values()) collectNames(v, avoid);
  const go = (x: Expr, m: ReadonlyMap<string, Expr>): Expr => walk(x, m);
  function walk(x: Expr, m: ReadonlyMap<string, Expr>): Expr {
    switch (x.kind) {
      case 'name': {
        const kind = x.ref?.kind;
        if ((kind === undefined || kind === 'field' || kind === 'binder') && m.has(x.name)) return m.get(x.name)!;
        if (kind === 'define' && ctx.stateful.has(x.name)) return inline(x.name, [], m);
        return x;
      }
      case 'call': {
        const args = x.args.map((a) => go(a, m));
        if (x.ref?.kind === 'define' && ctx.stateful.has(x.callee)) return inline(x.callee, args, m);
        return { ...x, args };
      }
      case 'quant':
      case 'count': {
        const { binders, inner } = rebind(x.binders, m);
        return { ...x, binders, body: go(x.body, inner) } as Expr;
      }
      default:
        return mapChildren(x, (c) => go(c, m));
    }
  }
  function rebind(binders: Binder[], m: ReadonlyMap<string, Expr>): { binders: Binder[]; inner: Map<string, Expr> } {
    const inner = new Map(m);
    const out: Binder[] = [];
    for (const b of binders) {
      const domain = go(b.domain, inner);
      inner.delete(b.name);
      let fresh = b.name;
      while (avoid.has(fresh) && inner.size > 0) fresh += "'";
      if (fresh !== b.name) inner.set(b.name, { kind: 'name', name: fresh, span: b.span, ref: { kind: 'binder', name: fresh } });
      out.push({ ...b, name: fresh, domain });
    }
    return { binders: out, inner };
  }
  function inline(defName: string, args: Expr[], m: ReadonlyMap<string, Expr>): Expr {
    const d = ctx.defines.get(defName);
    if (!d || d.params.length !== args.length) throw new CannotInline(defName);
    const inner = new Map<string, Expr>();
    for (const f of ctx.fields) if (m.has(f)) inner.set(f, m.get(f)!);
    d.params.forEach((p, i) => inner.set(p, args[i]!));
    return substitute(d.body, inner, ctx, depth + 1);
  }
  return go(e, map);
}

/** Applies f to every direct child expression (binders handled by the caller). */
export function mapChildren(x: Expr, f: (c: Expr) => Expr): Expr {
  switch (x.kind) {
    case 'int':
    case 'real':
    case 'bool':
    case 'name':
      return x;
    case 'neg':
    case 'not':
      return { ...x, arg: f(x.arg) };
    case 'arith':
    case 'xor':
    case 'logic':
      return { ...x, left: f(x.left), right: f(x.right) };
    case 'cmp':
      return { ...x, args: x.args.map(f) };
    case 'in':
      return { ...x, elem: f(x.elem), set: f(x.set) };
    case 'set':
    case 'array':
      return { ...x, elems: x.elems.map(f) };
    case 'range':
      return { ...x, lo: f(x.lo), hi: f(x.hi) };
    case 'index':
      return { ...x, target: f(x.target), index: f(x.index) };
    case 'ite':
      return { ...x, cond: f(x.cond), then: f(x.then), else: f(x.else) };
    case 'quant':
    case 'count':
      return { ...x, binders: x.binders.map((b) => ({ ...b, domain: f(b.domain) })), body: f(x.body) } as Expr;
    case 'comp':
      return { ...x, binders: x.binders.map((b) => ({ ...b, domain: f(b.domain) })), ...(x.filter ? { filter: f(x.filter) } : {}), body: f(x.body) };
    case 'call':
      return { ...x, args: x.args.map(f) };
    case 'record':
      return { ...x, fields: x.fields.map((fl) => ({ ...fl, value: f(fl.value) })) };
    default: {
      const never: never = x;
      return never;
    }
  }
}

/** Does some name (or called definition) satisfy `test`? */
export function namesIn(e: Expr, test: (name: string, refKind: string | undefined) => boolean): boolean {
  let found = false;
  const visit = (x: Expr): Expr => {
    if (found) return x;
    if (x.kind === 'name' && test(x.name, x.ref?.kind)) found = true;
    else if (x.kind === 'call' && x.ref?.kind === 'define' && test(x.callee, 'define')) found = true;
    else mapChildren(x, visit);
    return x;
  };
  visit(e);
  return found;
}

/** Every name in e, over-approximated: a synthetic name such as `h[i ↦ h[i] - k]` contributes h, i, k. */
export function collectNames(e: Expr, into: Set<string>): void {
  namesIn(e, (n) => {
    for (const word of n.match(/[\p{L}_][\p{L}\p{N}_']*/gu) ?? []) into.add(word);
    return false;
  });
}
