// Stage: lang (compiler). The try/catch the code generator puts around a top-level expression whose
// code can overflow (an unproven safe-integer check, a definition call): the catch passes the error,
// the frame (only when definitions need it) and the values of the expression's free names to the
// exact fallback (exactFallback.ts). Code that cannot overflow is returned unchanged.

import type { Expr, ExprOf } from './ast.js';
import type { CodeEmitter } from './codeEmitter.js';
import { fallback, type Mode } from './exactFallback.js';
import { visit } from './walk.js';

/** Compiles e with `compile` (which emits into g.lines) and wraps it; returns the JS atom of its value. */
export function withExactFallback(g: CodeEmitter, e: Expr, mode: Mode, compile: (x: Expr) => string): string {
  const start = g.lines.length;
  const value = compile(e);
  const inner = g.lines.slice(start);
  const calls = inner.some((l) => /\bD\[/.test(l)) || /\bD\[/.test(value);
  if (!calls && !inner.some((l) => l.includes('H.overflow('))) return value;
  g.lines.length = start;
  const r = g.mutable('undefined');
  if (mode === 'beyond') g.beyond.add(r);
  g.emit('try {');
  g.lines.push(...inner);
  g.emit(`${r} = ${value};`);
  g.emit('} catch (err) {');
  const names = freeNames(g, e);
  const codes = names.map((n) => compile(n));
  const ints = names.map((n) => n.type?.kind === 'int');
  const fn = g.constant(
    fallback(
      e,
      names.map((n) => n.name),
      ints,
      g.scope,
      mode,
      g.exactCalls,
    ),
  );
  // `f` only where definitions run on the fast path again: a frame read would make the kernels
  // mirror (or materialise) positions into it
  g.emit(`${r} = ${fn}(err, ${calls ? 'f' : 'undefined'}, o, [${codes.join(', ')}]);`);
  g.emit('}');
  return r;
}

/** The names e reads from outside itself: fields, params and visible binders (one node each). */
function freeNames(g: CodeEmitter, e: Expr): ExprOf<'name'>[] {
  const seen = new Map<string, ExprOf<'name'>>();
  visit(e, (x) => {
    if (x.kind !== 'name' || seen.has(x.name)) return;
    const k = x.ref?.kind;
    if (k === 'field' || k === 'param' || (k === 'binder' && (g.locals.has(x.name) || g.scope.slots.has(x.name)))) seen.set(x.name, x);
  });
  return [...seen.values()];
}
