// Stage: model. `claims:` — statements about the solved game: a list of { name?, holds }, where
// `holds` may use the oracles safe(p), fragile(p), neutral(p), outcome(p), grundy(p) and `start`.
// A bare string item is short for { holds: … }. Input: the YAML list. Output: ClaimSpec[].

import type { ClaimSpec } from './model.js';
import { parseScalarExpr } from './parseScalar.js';
import { checkKeys, expectScalar, expectSeq, requireKey, type SpecContext } from './schemaContext.js';
import type { YNode } from './yamlNode.js';
import { DEFAULT_MAX_CLAIMS, maxClaims } from './loadLimits.js';

/** The default limit on the claims of one file: each is checked on every position of the region, so
 *  the count bounds the work (and the errors printed for a file of nonsense); --max-claims raises it. */
export const MAX_CLAIMS = DEFAULT_MAX_CLAIMS;

export function loadClaims(ctx: SpecContext, node: YNode): ClaimSpec[] {
  const seq = expectSeq(ctx, node, 'claims', 'write each claim as an item: - holds: …');
  if (!seq) return [];
  const limit = maxClaims(ctx.limits);
  if (seq.items.length > limit) {
    ctx.error('ZM1042', seq.items[limit]!.span, `this file has ${seq.items.length} claims; at most ${limit} are checked in one file (--max-claims)`, {
      hint: `split the claims over several files of the same game, or raise the limit with --max-claims ${seq.items.length}`,
    });
    return [];
  }
  const claims: ClaimSpec[] = [];
  for (const item of seq.items) {
    if (item.kind === 'scalar') {
      const holds = parseScalarExpr(ctx, item, 'claims');
      if (holds) claims.push({ holds, span: item.span });
      continue;
    }
    if (item.kind !== 'map') {
      ctx.error('ZM1005', item.span, 'a claim is a map { name: …, holds: … }');
      continue;
    }
    const keys = checkKeys(ctx, item, ['name', 'holds'], 'a claim');
    const h = requireKey(ctx, keys, 'holds', item, 'this claim', 'holds: <the statement>');
    const holds = h && parseScalarExpr(ctx, h.value, 'holds');
    if (!holds) continue;
    const claim: ClaimSpec = { holds, span: item.span };
    const name = keys.get('name');
    const s = name && expectScalar(ctx, name.value, 'name');
    const control = s && /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.exec(s.text);
    // printed on the claim's report lines: a newline there would start a line of its own in a CI log
    if (s && control) {
      const code = control[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
      ctx.error('ZM1030', s.span, `a claim's \`name\` contains the control character U+${code}`, { hint: 'a name is one line of printable text' });
    } else if (s) claim.name = s.text;
    claims.push(claim);
  }
  return claims;
}
