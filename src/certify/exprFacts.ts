// Stage: certify. Syntactic facts about rule expressions that the hypothesis check needs: does an
// expression mention the heap field (through definitions too), and is it affine in the heap
// (a·n + c + Σ coef·term, the terms free of n). Input: typechecked Exprs; output: the facts.

import type { Expr } from '../lang/ast.js';
import { children, visit } from '../lang/walk.js';
import type { Definition } from '../model/model.js';

export interface Term {
  coef: bigint;
  expr: Expr; // does not mention the heap field
}

/** a·n + c + Σ coef·term. */
export interface AffineForm {
  a: bigint;
  c: bigint;
  terms: Term[];
}

export class ExprFacts {
  private readonly memo = new Map<string, boolean>();
  constructor(
    readonly heap: string,
    readonly defines: ReadonlyMap<string, Definition>,
  ) {}

  /** True when evaluating e may read the heap field (directly, or inside a definition it uses). */
  mentions(e: Expr): boolean {
    if (e.kind === 'name' && e.ref?.kind === 'field') return e.ref.name === this.heap;
    if (e.kind === 'name' && e.ref?.kind === 'define') return this.defineMentions(e.ref.name);
    if (e.kind === 'call' && e.ref?.kind === 'define' && this.defineMentions(e.callee)) return true;
    return children(e).some((c) => this.mentions(c));
  }

  private defineMentions(name: string): boolean {
    const known = this.memo.get(name);
    if (known !== undefined) return known;
    this.memo.set(name, true); // a recursive definition is assumed to mention the heap (conservative)
    const def = this.defines.get(name);
    const result = def === undefined || this.mentions(def.body);
    this.memo.set(name, result);
    return result;
  }

  /** e as a·n + c + Σ coef·term, or undefined when it is not affine in n in this simple syntax. */
  affine(e: Expr): AffineForm | undefined {
    if (e.kind === 'int') return { a: 0n, c: e.value, terms: [] };
    if (!this.mentions(e)) return { a: 0n, c: 0n, terms: [{ coef: 1n, expr: e }] };
    if (e.kind === 'name' && e.ref?.kind === 'field' && e.ref.name === this.heap) return { a: 1n, c: 0n, terms: [] };
    if (e.kind === 'neg') {
      const x = this.affine(e.arg);
      return x && scale(x, -1n);
    }
    if (e.kind === 'arith' && (e.op === '+' || e.op === '-')) {
      const [l, r] = [this.affine(e.left), this.affine(e.right)];
      if (!l || !r) return undefined;
      return add(l, e.op === '+' ? r : scale(r, -1n));
    }
    if (e.kind === 'arith' && e.op === '*') {
      if (e.left.kind === 'int') {
        const r = this.affine(e.right);
        return r && scale(r, e.left.value);
      }
      if (e.right.kind === 'int') {
        const l = this.affine(e.left);
        return l && scale(l, e.right.value);
      }
    }
    return undefined;
  }
}

function scale(x: AffineForm, k: bigint): AffineForm {
  return { a: x.a * k, c: x.c * k, terms: x.terms.map((t) => ({ coef: t.coef * k, expr: t.expr })) };
}

function add(x: AffineForm, y: AffineForm): AffineForm {
  return { a: x.a + y.a, c: x.c + y.c, terms: [...x.terms, ...y.terms] };
}

/** True when e reads one of `names` as a bound variable (binders of an enclosing ∀/∃/count). */
export function usesBinders(e: Expr, names: ReadonlySet<string>): boolean {
  if (names.size === 0) return false;
  let found = false;
  visit(e, (x) => {
    if (x.kind === 'name' && x.ref?.kind === 'binder' && names.has(x.ref.name)) found = true;
  });
  return found;
}
