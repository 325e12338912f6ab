// Stage: model. A position written as a YAML map of field → expression: `to: { n: n - k }`,
// `to: { h[i]: h[i] - k }` (array element), `start: { n: 2008, turn: A }`, strategy moves.
// Input: the YAML node and the state fields. Output: an Update (ZM1016 for unknown or missing
// fields); a YAML list as a value (`h: [3, 4, 5]`) is an array literal.

import type { Span } from '../diag/diagnostic.js';
import type { Expr } from '../lang/ast.js';
import { didYouMean } from './didYouMean.js';
import type { Assignment, FieldSpec, Update } from './model.js';
import { parseScalarExpr, parseScalarPart } from './parseScalar.js';
import { expectMap, type SpecContext } from './schemaContext.js';
import type { YNode } from './yamlNode.js';

export interface UpdateOptions {
  where: string; // e.g. `to`, `start`, for messages
  indexKeys: boolean; // `h[i]: …` allowed (a move's target); then `turn` is not: it flips by itself
  requireAll: boolean; // every field must be given (start)
}

export function loadUpdate(ctx: SpecContext, node: YNode, fields: FieldSpec[], opts: UpdateOptions): Update | undefined {
  const map = expectMap(ctx, node, opts.where);
  if (!map) return undefined;
  const names = fields.map((f) => f.name);
  const assignments: Assignment[] = [];
  for (const entry of map.entries) {
    const key = entry.keyNode;
    const indexed = /^\s*([^\s[\]]+)\s*\[(.*)\]\s*$/.exec(key.text);
    const name = indexed ? indexed[1]! : key.text.trim();
    const field = fields.find((f) => f.name === name);
    if (!field && (ctx.broken.has(name) || ctx.broken.has('*'))) continue; // its declaration was already reported
    if (!field) {
      const guess = didYouMean(name, names);
      ctx.error('ZM1016', key.span, `\`${name}\` is not a state field (in \`${opts.where}\`)`, {
        hint: guess ? `did you mean \`${guess}\`?` : `the state fields are: ${names.join(', ') || '(none)'}`,
      });
      continue;
    }
    if (opts.indexKeys && field.domain.kind === 'player') {
      ctx.error('ZM1016', key.span, '`turn` passes to the other player after every move; a move cannot set it', {
        hint: 'remove `turn` from this position; a move after which the same player moves again says so with `again: <condition>`',
      });
      continue;
    }
    let index: Expr | undefined;
    if (indexed) {
      if (!opts.indexKeys) {
        ctx.error('ZM1016', key.span, `\`${opts.where}\` gives whole fields; \`${key.text}\` sets one element`, {
          hint: `write the whole array, e.g. ${name}: [ … ]`,
        });
        continue;
      }
      if (field.domain.kind !== 'array') {
        ctx.error('ZM1016', key.span, `\`${name}\` is not an array field, so \`${key.text}\` cannot be set`);
        continue;
      }
      const open = key.text.indexOf('[');
      index = parseScalarPart(ctx, key, open + 1, key.text.lastIndexOf(']'));
      if (!index) continue;
    }
    const value = loadValueExpr(ctx, entry.value, `${opts.where}.${key.text}`);
    if (!value) continue;
    const a: Assignment = { field: name, value, span: { start: key.span.start, end: entry.value.span.end } };
    if (index) a.index = index;
    assignments.push(a);
  }
  if (opts.requireAll) {
    const given = new Set(assignments.map((a) => a.field));
    const missing = fields.filter((f) => !given.has(f.name) && f.domain.kind !== 'player');
    if (missing.length > 0) {
      ctx.error('ZM1016', key0(map.span), `\`${opts.where}\` gives no value for ${missing.map((f) => `\`${f.name}\``).join(', ')}`, {
        hint: 'the start position must give every state field',
      });
    }
  }
  return { assignments, span: map.span };
}

/** An expression value: a scalar, a YAML list read as an array literal `[a, b, c]`, or `{}`. */
export function loadValueExpr(ctx: SpecContext, node: YNode, where: string): Expr | undefined {
  // `{0, 3}` in YAML is the map {0: null, 3: null}, `{}` the empty map: read as the set they spell
  // (a bool[k] field given by its true indices, boolSets.ts)
  if (node.kind === 'map' && node.entries.every((e) => e.value.kind === 'null')) {
    const elems: Expr[] = [];
    for (const entry of node.entries) {
      const e = parseScalarExpr(ctx, entry.keyNode, where);
      if (!e) return undefined;
      elems.push(e);
    }
    return { kind: 'set', style: 'braces', elems, span: node.span };
  }
  if (node.kind !== 'seq') return parseScalarExpr(ctx, node, where);
  const elems: Expr[] = [];
  let ok = true;
  for (const item of node.items) {
    const e = parseScalarExpr(ctx, item, where);
    if (e) elems.push(e);
    else ok = false;
  }
  return ok ? { kind: 'array', elems, span: node.span } : undefined;
}

function key0(span: Span): Span {
  return { start: span.start, end: span.start + 1 };
}
