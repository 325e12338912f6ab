// Stage: lang. Generic traversal of the expression AST: the direct children of a node (binder
// domains included) and a pre-order visit. Used by analyses (dependencies, free names, constants).

import type { Expr } from './ast.js';

export function children(e: Expr): Expr[] {
  switch (e.kind) {
    case 'int':
    case 'real':
    case 'bool':
    case 'name':
      return [];
    case 'neg':
    case 'not':
      return [e.arg];
    case 'arith':
    case 'xor':
    case 'logic':
      return [e.left, e.right];
    case 'cmp':
      return e.args;
    case 'in':
      return [e.elem, e.set];
    case 'set':
    case 'array':
      return e.elems;
    case 'range':
      return [e.lo, e.hi];
    case 'index':
      return [e.target, e.index];
    case 'ite':
      return [e.cond, e.then, e.else];
    case 'quant':
    case 'count':
      return [...e.binders.map((b) => b.domain), e.body];
    case 'comp':
      return [...e.binders.map((b) => b.domain), ...(e.filter ? [e.filter] : []), e.body];
    case 'call':
      return e.args;
    case 'record':
      return e.fields.map((f) => f.value);
    default: {
      const never: never = e;
      throw new Error(`walk: unknown node ${(never as Expr).kind}`);
    }
  }
}

/** Visits e and all its descendants, parents first. */
export function visit(e: Expr, f: (node: Expr) => void): void {
  f(e);
  for (const c of children(e)) visit(c, f);
}

/** The first node of e (parents first) that satisfies the test, if any; stops there. */
export function findNode(e: Expr, test: (node: Expr) => boolean): Expr | undefined {
  if (test(e)) return e;
  for (const c of children(e)) {
    const found = findNode(c, test);
    if (found) return found;
  }
  return undefined;
}

/** A copy of e with every direct child expression (binder domains included) replaced by f(child). */
export function mapChildren(e: Expr, f: (child: Expr) => Expr): Expr {
  switch (e.kind) {
    case 'int':
    case 'real':
    case 'bool':
    case 'name':
      return e;
    case 'neg':
    case 'not':
      return { ...e, arg: f(e.arg) };
    case 'arith':
    case 'xor':
    case 'logic':
      return { ...e, left: f(e.left), right: f(e.right) };
    case 'cmp':
      return { ...e, args: e.args.map(f) };
    case 'in':
      return { ...e, elem: f(e.elem), set: f(e.set) };
    case 'set':
    case 'array':
      return { ...e, elems: e.elems.map(f) };
    case 'range':
      return { ...e, lo: f(e.lo), hi: f(e.hi) };
    case 'index':
      return { ...e, target: f(e.target), index: f(e.index) };
    case 'ite':
      return { ...e, cond: f(e.cond), then: f(e.then), else: f(e.else) };
    case 'quant':
    case 'count':
      return { ...e, binders: e.binders.map((b) => ({ ...b, domain: f(b.domain) })), body: f(e.body) } as Expr;
    case 'comp':
      return { ...e, binders: e.binders.map((b) => ({ ...b, domain: f(b.domain) })), ...(e.filter ? { filter: f(e.filter) } : {}), body: f(e.body) };
    case 'call':
      return { ...e, args: e.args.map(f) };
    case 'record':
      return { ...e, fields: e.fields.map((x) => ({ ...x, value: f(x.value) })) };
    default: {
      const never: never = e;
      throw new Error(`walk: unknown node ${(never as Expr).kind}`);
    }
  }
}
