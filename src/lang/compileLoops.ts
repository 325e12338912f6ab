// Stage: lang (compiler). Arrays, membership and bounded loops: array views (frame slices, literals,
// computed arrays) with bounds-checked indexing, `x ∈ S` as comparisons, and ∀ / ∃ / count as nested
// `for` loops over ranges, sets and arrays (no allocation for ranges, constant sets and frame arrays).
// Sets iterate over distinct elements (count(i ∈ {1, 1}: true) = 1); arrays over every element.

import type { Binder, Expr, ExprOf } from './ast.js';
import type { ArrayView, CodeEmitter } from './codeEmitter.js';
import { compileCall } from './compileCalls.js';
import { MAX_RANGE_VALUES } from './runtimeHelpers.js';
import { hull, interval, point } from './interval.js';
import { exactLiteral } from './realCode.js';

function constantLiteral(e: Expr): boolean {
  return (e.kind === 'int' && e.value <= BigInt(Number.MAX_SAFE_INTEGER) && e.value >= -BigInt(Number.MAX_SAFE_INTEGER)) || (e.kind === 'real' && exactLiteral(e) !== undefined) || e.kind === 'bool';
}

function literalValue(e: Expr): number | boolean {
  return e.kind === 'int' ? Number(e.value) : e.kind === 'real' ? exactLiteral(e)! : (e as ExprOf<'bool'>).value;
}

function jsLiteral(x: number | boolean): string {
  return typeof x === 'boolean' ? String(x) : x < 0 || Object.is(x, -0) ? `(${x})` : String(x);
}

export function view(g: CodeEmitter, length: number, at: (k: number) => string, atDynamic: (i: string) => string, value?: string): ArrayView {
  const v: ArrayView = {
    length,
    at,
    atDynamic,
    get(index, node) {
      if (index.kind === 'int') {
        const k = Number(index.value);
        if (k < 0 || k >= length) {
          g.emit(`H.indexOutOfRange(${g.span(node)}, ${k}, ${length});`);
          return '0';
        }
        return at(k);
      }
      const i = g.expr(index);
      g.emit(`if (!(${i} >= 0 && ${i} < ${length})) H.indexOutOfRange(${g.span(node)}, ${i}, ${length});`);
      return atDynamic(i);
    },
  };
  if (value !== undefined) v.value = value;
  return v;
}

/** A view of an array-typed expression; literal elements are evaluated now, left to right. */
export function arrayView(g: CodeEmitter, e: Expr): ArrayView {
  const t = e.type;
  if (t?.kind !== 'array') throw new Error(`compile: expected an array, found ${t?.kind ?? 'an untyped node'}`);
  const length = t.length;
  const isBool = t.elem.kind === 'bool';
  if (e.kind === 'name' && e.ref?.kind !== 'define' && !g.locals.has(e.name)) {
    const own = g.fieldView(e);
    if (own) return own;
    const info = g.scope.slots.get(e.name);
    if (!info) throw new Error(`compile: array '${e.name}' has no frame slot in this scope`);
    const read = (i: string): string => (isBool ? `(f[${i}] !== 0)` : `f[${i}]`);
    return view(
      g,
      length,
      (k) => read(String(info.slot + k)),
      (i) => read(`${info.slot} + ${i}`),
    );
  }
  if (e.kind === 'array') {
    if (e.elems.every(constantLiteral)) {
      const values = e.elems.map(literalValue);
      const c = g.constant(values);
      return view(
        g,
        length,
        (k) => jsLiteral(values[k]!),
        (i) => `${c}[${i}]`,
        c,
      );
    }
    const temps = e.elems.map((x) => g.expr(x));
    if (length > 8) {
      const arr = g.bind(`[${temps.join(', ')}]`);
      return view(
        g,
        length,
        (k) => temps[k]!,
        (i) => `${arr}[${i}]`,
        arr,
      );
    }
    const chain = (i: string): string => temps.reduceRight((acc, tk, k) => (k === temps.length - 1 ? tk : `(${i} === ${k} ? ${tk} : ${acc})`), '');
    return view(g, length, (k) => temps[k]!, chain);
  }
  let arr: string;
  if (e.kind === 'ite') {
    const c = g.expr(e.cond);
    arr = g.mutable('undefined');
    g.emit(`if (${c}) {`);
    g.emit(`${arr} = ${materialize(g, arrayView(g, e.then))};`);
    g.emit('} else {');
    g.emit(`${arr} = ${materialize(g, arrayView(g, e.else))};`);
    g.emit('}');
  } else if (e.kind === 'call') {
    arr = compileCall(g, e);
  } else if (e.kind === 'name' && e.ref?.kind === 'define') {
    arr = g.bind(`D[${JSON.stringify(e.name)}](f, o)`);
  } else {
    throw new Error(`compile: unsupported array expression '${e.kind}'`);
  }
  return view(
    g,
    length,
    (k) => `${arr}[${k}]`,
    (i) => `${arr}[${i}]`,
    arr,
  );
}

/** A JS array (number[]) holding the view's elements. */
export function materialize(g: CodeEmitter, v: ArrayView): string {
  if (v.value !== undefined) return v.value;
  return g.bind(`[${Array.from({ length: v.length }, (_, k) => v.at(k)).join(', ')}]`);
}

export function compileIn(g: CodeEmitter, e: ExprOf<'in'>): string {
  const x = g.expr(e.elem);
  const set = e.set;
  let r: string;
  if (set.kind === 'range') {
    const lo = g.expr(set.lo);
    const hi = g.expr(set.hi);
    // lo..hi holds integers (as a binder over it takes them): a real must be an integer in it
    r = g.bind(`${e.elem.type?.kind === 'real' ? `Number.isInteger(${x}) && ` : ''}${lo} <= ${x} && ${x} <= ${hi}`);
  } else if (set.kind === 'set') {
    // elements are evaluated lazily, left to right, up to the first match
    r = g.mutable('false');
    set.elems.forEach((el, k) => {
      if (k > 0) g.emit(`if (!${r}) {`);
      g.emit(`${r} = ${x} === ${g.expr(el)};`);
    });
    for (let k = 1; k < set.elems.length; k++) g.emit('}');
  } else {
    const v = arrayView(g, set);
    r = g.mutable('false');
    const j = g.fresh('j');
    g.emit(`for (let ${j} = 0; ${j} < ${v.length}; ${j}++) { if (${v.atDynamic(j)} === ${x}) { ${r} = true; break; } }`);
  }
  return e.negated ? g.bind(`!${r}`) : r;
}

/** Emits nested loops over the binders' domains (each domain sees the earlier binders), then `inner`. */
export function loops(g: CodeEmitter, binders: Binder[], distinct: boolean, inner: () => void, k = 0): void {
  if (k === binders.length) {
    inner();
    return;
  }
  const b = binders[k]!;
  const d = b.domain;
  const v = g.fresh('b');
  if (d.kind === 'range') {
    rangeLoop(g, b, d as ExprOf<'range'>, v, { tick: true });
  } else if (d.kind === 'set') {
    const j = g.fresh('j');
    if (d.elems.every(constantLiteral)) {
      const values = d.elems.map(literalValue);
      const c = g.constant(distinct ? [...new Set(values)] : values);
      g.emit(`for (let ${j} = 0; ${j} < ${c}.length; ${j}++) { const ${v} = ${c}[${j}];`);
      if (values.length && values.every((x) => typeof x === 'number')) g.ranges.set(v, (values as number[]).map(point).reduce(hull));
    } else {
      const arr = g.bind(`[${d.elems.map((x) => g.expr(x)).join(', ')}]`);
      g.emit(`for (let ${j} = 0; ${j} < ${arr}.length; ${j}++) { const ${v} = ${arr}[${j}];`);
      if (distinct) g.emit(`if (${arr}.indexOf(${v}) !== ${j}) continue;`);
    }
  } else {
    const view = arrayView(g, d);
    const j = g.fresh('j');
    g.emit(`for (let ${j} = 0; ${j} < ${view.length}; ${j}++) { const ${v} = ${view.atDynamic(j)};`);
  }
  g.withLocal(b.name, v, () => loops(g, binders, distinct, inner, k + 1));
  g.emit('}');
}

const LITERAL = /^\(?-?\d+\)?$/;

/** `for (let v = lo; v <= hi; v++) {` over a binder's range, guarded once (not per value) against
 *  ranges of more than MAX_RANGE_VALUES values (an EvalError at the binder); no guard when both
 *  bounds are small literals. */
export function rangeLoop(g: CodeEmitter, b: Binder, d: ExprOf<'range'>, v: string, opts: { tick?: boolean } = {}): void {
  const loCode = g.expr(d.lo);
  const lo = LITERAL.test(loCode) ? loCode : g.bind(loCode);
  const hiCode = g.expr(d.hi);
  const hi = LITERAL.test(hiCode) ? hiCode : g.bind(hiCode);
  const value = (js: string): number => Number(js.replace(/[()]/g, ''));
  const rlo = g.range(d.lo);
  const rhi = g.range(d.hi);
  if (!(LITERAL.test(lo) && LITERAL.test(hi) && value(hi) - value(lo) < MAX_RANGE_VALUES) && !(rhi.hi - rlo.lo < MAX_RANGE_VALUES)) {
    g.emit(`if (${hi} - ${lo} >= ${MAX_RANGE_VALUES}) H.rangeTooLarge(${g.span(b)}, ${JSON.stringify(b.name)}, ${lo}, ${hi});`);
  }
  // a quantifier counts its values against the run's deadline once, before its loop (lang/deadline.ts)
  if (opts.tick) g.emit(`H.tickRange(${lo}, ${hi});`);
  g.emit(`for (let ${v} = ${lo}; ${v} <= ${hi}; ${v}++) {`);
  // inside the body lo ≤ v ≤ hi, for the bounds' values and the locals holding them
  g.ranges.set(lo, rlo);
  g.ranges.set(hi, rhi);
  g.ranges.set(v, interval(rlo.lo, rhi.hi));
  for (const code of new Set([loCode, lo])) g.ranges.fact(code, v);
  for (const code of new Set([hiCode, hi])) g.ranges.fact(v, code);
}

export function compileQuant(g: CodeEmitter, e: ExprOf<'quant'>): string {
  const forall = e.quantifier === 'forall';
  const r = g.mutable(forall ? 'true' : 'false');
  const label = g.fresh('L');
  g.emit(`${label}: {`);
  loops(g, e.binders, false, () => {
    const body = g.expr(e.body);
    g.emit(forall ? `if (!${body}) { ${r} = false; break ${label}; }` : `if (${body}) { ${r} = true; break ${label}; }`);
  });
  g.emit('}');
  return r;
}

export function compileCount(g: CodeEmitter, e: ExprOf<'count'>): string {
  const r = g.mutable('0');
  loops(g, e.binders, true, () => {
    g.emit(`if (${g.expr(e.body)}) ${r}++;`);
  });
  return r;
}
