// Stage: model. A real parameter (`params: { r: real }`) takes one value, written in check.params as
// a decimal or a fraction (`r: 0.1`, `r: 1/3`). The value must mean the same exact rational in every
// engine, as a literal does (`0.1` = 1/10), while a game's parameters are float64 slots of the
// frame: so the parameter becomes a definition without arguments whose body is that value
// (`r` = `0.1`), read by every engine exactly like the literal. Input: the loaded Spec (before
// typechecking). Output: the Spec with each real parameter turned into a definition, or errors.

import type { Expr } from '../lang/ast.js';
import { children } from '../lang/walk.js';
import { parseExpr } from '../lang/parser.js';
import type { Spec } from './model.js';
import type { SpecContext } from './schemaContext.js';

/** The first name or call in `e` (a value must be made of literals and arithmetic only). */
function firstName(e: Expr): Expr | undefined {
  const stack = [e];
  while (stack.length) {
    const x = stack.pop()!;
    if (x.kind === 'name' || x.kind === 'call') return x;
    stack.push(...children(x));
  }
  return undefined;
}

/** A value from `--param r=TEXT`, parsed as an expression (its errors point at the declaration). */
function commandLineValue(ctx: SpecContext, text: string, at: number): Expr | undefined {
  const r = parseExpr(text, ctx.file, () => at);
  ctx.add(r.diagnostics);
  return r.value;
}

export function realParamsAsDefinitions(ctx: SpecContext, spec: Spec): void {
  const reals = spec.game.params.filter((p) => p.domain.kind === 'real');
  if (reals.length === 0) return;
  for (const p of reals) {
    const given = ctx.limits.realParams?.[p.name];
    const value = given !== undefined ? commandLineValue(ctx, given, p.span.start) : spec.check.params[p.name]?.lo;
    delete spec.check.params[p.name];
    if (!value) continue; // ZM1014 already said it has no value (loadCheck.ts), or the value did not parse; it stays a parameter
    const name = firstName(value);
    if (name) {
      ctx.error('ZM1014', name.span, `the value of the real parameter \`${p.name}\` must be a number, such as 0.5 or 1/3`, { hint: 'write the value itself: a decimal, or a fraction of integers' });
      continue;
    }
    spec.defines.push({ name: p.name, params: [], body: value, span: p.span, fromParam: true });
    spec.game.params = spec.game.params.filter((q) => q !== p);
  }
}
