// Stage: model. The size, union and difference of sets given as bool[k] fields, read before typecheck
// as the expressions they stand for: `|drawn|` is `count(i ∈ 0..k-1: drawn[i])`, `drawn ∪ {e}` the
// array of booleans whose element j is `drawn[j] ∨ I[e] = j` and `drawn ∖ {e}` the one whose element
// j is `drawn[j] ∧ ¬(I[e] = j)` (I = [0, …, k-1], so that e outside the field is an evaluation error
// at e, in every engine, as an index is). Every engine then reads plain array expressions; the
// printer shows them as written. Input: the Spec, its bool[k] fields. Output: the expressions
// rewritten in place; ZM3024 where the operand is not such a field, ZM3025 for a constant element
// outside the field.

import type { Expr, ExprOf } from '../lang/ast.js';
import { DIFFERENCE, isSetOperation, SIZE, UNION } from '../lang/setSyntax.js';
import { mapChildren } from '../lang/walk.js';
import type { FieldSpec, Spec, Update } from './model.js';
import type { SpecContext } from './schemaContext.js';

export function rewriteSetOperations(ctx: SpecContext, spec: Spec, sets: ReadonlyMap<string, FieldSpec>): void {
  const rewrite = (e: Expr): Expr => rewriteExpr(ctx, e, sets);
  const update = (u: Update): void => {
    for (const a of u.assignments) {
      if (a.index) a.index = rewrite(a.index);
      a.value = rewrite(a.value);
    }
  };
  for (const d of spec.defines) d.body = rewrite(d.body);
  for (const m of spec.game.moves) {
    for (const b of m.binders) b.domain = rewrite(b.domain);
    if (m.guard) m.guard = rewrite(m.guard);
    if (m.again) m.again = rewrite(m.again);
    if (m.score) m.score = rewrite(m.score);
    m.targets.forEach(update);
  }
  if (spec.game.start) update(spec.game.start);
  const end = spec.game.end;
  for (const k of ['lose', 'draw', 'win'] as const) if (end[k]) end[k] = rewrite(end[k]);
  const c = spec.conjecture;
  if (c) for (const k of ['safe', 'fragile', 'neutral', 'grundy', 'value'] as const) if (c[k]) c[k] = rewrite(c[k]);
  for (const claim of spec.claims) claim.holds = rewrite(claim.holds);
  if (spec.proof) {
    if (spec.proof.termination) spec.proof.termination = spec.proof.termination.map(rewrite);
    for (const s of spec.proof.strategy ?? []) {
      s.when = rewrite(s.when);
      update(s.move);
    }
  }
}

/** The bool[k] field a set operand names (a field, or a union or difference already read), if any. */
const unions = new WeakMap<Expr, FieldSpec>();

function rewriteExpr(ctx: SpecContext, e: Expr, sets: ReadonlyMap<string, FieldSpec>): Expr {
  const out = mapChildren(e, (c) => rewriteExpr(ctx, c, sets));
  if (out.kind !== 'call' || (out.callee !== SIZE && !isSetOperation(out.callee))) return out;
  const [arg, more] = out.args;
  const field = arg ? fieldOf(arg, sets) : undefined;
  if (!field || (out.callee !== SIZE && more?.kind !== 'set')) {
    const what = out.callee === SIZE ? '|s|, the number of elements of a set,' : out.callee === UNION ? 's ∪ {…}, a set with more elements,' : 's ∖ {…}, a set with fewer elements,';
    const bad = !field ? arg! : more!;
    const names = [...sets.keys()];
    const hint =
      names.length > 0
        ? `e.g. ${out.callee === SIZE ? `|${names[0]}|` : `${names[0]} ${out.callee} {0}`} (bool[k] fields here: ${names.join(', ')})`
        : 'declare the set as a field bool[k] (or bool[table])';
    const needs = !field ? (out.callee === SIZE ? 'a bool[k] field' : 'a bool[k] field on its left') : 'a set {…} on its right';
    ctx.error('ZM3024', bad.span, `${what} needs ${needs}`, { hint });
    ctx.broken.add('*'); // the placeholder left here would only add type errors
    return { kind: 'int', value: 0n, span: out.span };
  }
  const length = field.domain.kind === 'array' ? field.domain.length : 0;
  const span = out.span;
  const at = (j: number): Expr => ({ kind: 'index', target: structuredClone(arg!), index: { kind: 'int', value: BigInt(j), span }, span });
  let result: Expr;
  if (out.callee === SIZE) {
    const i = '__set_element';
    const body: Expr = { kind: 'index', target: structuredClone(arg!), index: { kind: 'name', name: i, span }, span };
    result = { kind: 'count', binders: [{ name: i, domain: { kind: 'range', lo: { kind: 'int', value: 0n, span }, hi: { kind: 'int', value: BigInt(length - 1), span }, span }, span }], body, span };
  } else {
    const given = (more as ExprOf<'set'>).elems;
    if (!constantsInside(ctx, given, field, out.callee)) return { kind: 'int', value: 0n, span: out.span };
    const removed = (j: number): Expr => given.map((x) => member(x, j, length)).reduce((a, b) => ({ kind: 'logic', op: 'or', left: a, right: b, span }));
    const element = (j: number): Expr =>
      given.length === 0
        ? at(j)
        : out.callee === DIFFERENCE
          ? { kind: 'logic', op: 'and', left: at(j), right: { kind: 'not', arg: removed(j), span }, span }
          : given.reduce<Expr>((acc, x) => ({ kind: 'logic', op: 'or', left: acc, right: member(x, j, length), span }), at(j));
    result = { kind: 'array', elems: Array.from({ length }, (_, j) => element(j)), span };
    unions.set(result, field);
  }
  Object.defineProperty(result, 'surface', { value: e, enumerable: false, configurable: true, writable: true });
  return result;
}

/** ZM3025: a constant element of `s ∪ {…}` / `s ∖ {…}` that is no index of the field (a varying one
 *  fails at run time, at the element, as an index does). */
function constantsInside(ctx: SpecContext, given: readonly Expr[], field: FieldSpec, op: string): boolean {
  const length = field.domain.kind === 'array' ? field.domain.length : 0;
  let ok = true;
  for (const x of given) {
    const k = x.kind === 'int' ? x.value : x.kind === 'neg' && x.arg.kind === 'int' ? -x.arg.value : undefined;
    if (k === undefined || (k >= 0n && k < BigInt(length))) continue;
    ctx.error('ZM3025', x.span, `${k} is not an element of \`${field.name}\` (a bool[${length}] field: its elements are 0..${length - 1})`, {
      hint: `${field.name} ${op} {…} adds or removes elements of the field itself, e.g. ${field.name} ${op} {${length - 1}}`,
    });
    ctx.broken.add('*'); // the placeholder left here would only add type errors
    ok = false;
  }
  return ok;
}

function fieldOf(e: Expr, sets: ReadonlyMap<string, FieldSpec>): FieldSpec | undefined {
  return e.kind === 'name' ? sets.get(e.name) : unions.get(e);
}

/** `I[x] = j`: x is element j (I the indices 0..length-1, spanned at x: out of range fails there). */
export function member(x: Expr, j: number, length: number): Expr {
  const indices: Expr = { kind: 'array', elems: Array.from({ length }, (_, i) => ({ kind: 'int', value: BigInt(i), span: x.span })), span: x.span };
  return {
    kind: 'cmp',
    ops: ['='],
    args: [
      { kind: 'index', target: indices, index: structuredClone(x), span: x.span },
      { kind: 'int', value: BigInt(j), span: x.span },
    ],
    span: x.span,
  };
}
