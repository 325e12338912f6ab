// Stage: model. The `define:` section: `name: expr` or `name(x, y): expr`, usable in every
// expression of the file (recursion allowed; lang's typecheckDefinitions infers the types).
// A YAML list of lists (`adj: [[1, 2], [0]]`, or one `- [1, 2]` per line) is a data table, read
// here as the array literal it spells (model/dataTables.ts expands its uses); a YAML list of values
// (`g: [0, 1, 1]`) is an array literal.
// Input: the YAML map. Output: Definition[] with the key as span (ZM1018 for a malformed head).

import type { Definition } from './model.js';
import { parseScalarExpr } from './parseScalar.js';
import { expectMap, type SpecContext } from './schemaContext.js';
import type { YNode, YSeq } from './yamlNode.js';
import type { Result } from '../diag/diagnostic.js';
import type { Expr } from '../lang/ast.js';
import { parseExprAt } from '../lang/parser.js';

const HEAD = /^\s*([\p{L}_][\p{L}\p{N}_]*)\s*(?:\((.*)\))?\s*$/u;
const NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;
const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'xor', 'div', 'mod', 'if', 'then', 'else', 'forall', 'exists', 'true', 'false']);

export function loadDefines(ctx: SpecContext, node: YNode): Definition[] {
  const map = expectMap(ctx, node, 'define');
  if (!map) return [];
  const defs: Definition[] = [];
  for (const entry of map.entries) {
    const key = entry.keyNode;
    const m = HEAD.exec(key.text);
    const params = m?.[2] === undefined ? [] : m[2].trim() === '' ? [] : m[2].split(',').map((p) => p.trim());
    const bad = !m ? key.text : KEYWORDS.has(m[1]!) ? m[1]! : params.find((p) => !NAME.test(p) || KEYWORDS.has(p));
    if (!m || bad !== undefined) {
      const why = !m ? '' : bad === '' ? ': a parameter is missing' : `: \`${bad}\` is not a name`;
      ctx.error('ZM1018', key.span, `\`${key.text}\` is not a definition head${why}`, {
        hint: 'write `name: expression` or `name(x, y): expression`',
      });
      continue;
    }
    const comprehension = entry.value.kind === 'seq' ? comprehensionText(ctx, entry.value) : undefined;
    const body =
      comprehension !== undefined
        ? parsed(ctx, parseExprAt(comprehension, ctx.file, entry.value.span.start))
        : entry.value.kind === 'seq' && params.length === 0
          ? tableLiteral(ctx, entry.value, m[1]!)
          : parseScalarExpr(ctx, entry.value, `define.${key.text}`);
    if (body) defs.push({ name: m[1]!, params, body, span: key.span });
  }
  return defs;
}

/** A flow list `[… for …]` is a comprehension, not a YAML list: its text as written (the commas of
 *  its binders are not YAML's), or undefined for a plain list. */
function comprehensionText(ctx: SpecContext, seq: YSeq): string | undefined {
  const text = ctx.source.slice(seq.span.start, seq.span.end);
  return text.startsWith('[') && !/["'#]/.test(text) && /[\]\s]for\s/u.test(text) ? text : undefined;
}

function parsed(ctx: SpecContext, r: Result<Expr>): Expr | undefined {
  ctx.add(r.diagnostics);
  return r.value;
}

/** A YAML list of lists as the array literal of arrays it spells (rows of expressions); a list of
 *  values as a plain array literal. */
function tableLiteral(ctx: SpecContext, seq: YSeq, name: string): Expr | undefined {
  const where = `define.${name}`;
  const broken = (): undefined => {
    ctx.broken.add(name); // its uses would only repeat the error (typecheck stays silent)
    return undefined;
  };
  const rows: Expr[] = [];
  if (seq.items.every((item) => item.kind !== 'seq')) {
    // a list of values: a one-dimensional array literal, as if written [a, b, …] in quotes
    for (const item of seq.items) {
      const e = parseScalarExpr(ctx, item, where);
      if (!e) return undefined;
      rows.push(e);
    }
    return { kind: 'array', elems: rows, span: seq.span };
  }
  for (const [r, item] of seq.items.entries()) {
    if (item.kind !== 'seq') {
      ctx.error('ZM3016', item.span, `every row of the data table \`${name}\` must be a list [a, b, …]`, { hint: 'write a row with one entry as [a]' });
      return broken();
    }
    const elems: Expr[] = [];
    for (const x of item.items) {
      const e = parseScalarExpr(ctx, x, `${where}[${r}]`);
      if (!e) return broken();
      elems.push(e);
    }
    rows.push({ kind: 'array', elems, span: item.span });
  }
  return { kind: 'array', elems: rows, span: seq.span };
}
