// Stage: spec. The `define:` section: `name: expr` or `name(x, y): expr`, usable in every
// expression of the file (recursion allowed; lang's typecheckDefinitions infers the types).
// Input: the YAML map. Output: Definition[] with the key as span (ZM1018 for a malformed head).

import type { Definition } from './model.js';
import { parseScalarExpr } from './parseScalar.js';
import { expectMap, type SpecContext } from './schemaContext.js';
import type { YNode } from './yamlTree.js';

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
    const body = parseScalarExpr(ctx, entry.value, `define.${key.text}`);
    if (body) defs.push({ name: m[1]!, params, body, span: key.span });
  }
  return defs;
}
