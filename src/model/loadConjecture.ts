// Stage: model. `conjecture:` — a map { S: …, F: …, N: …, grundy: … } with the book's aliases
// (safe/S/I/inatacável, fragile/F/frágil, neutral/N/neutra/draw), or the one-line string form
// `S = n mod 5 ∈ <0,2>` / `grundy = n mod 3`. Input: the YAML node. Output: ConjectureSpec (ZM1013).

import type { Span } from '../diag/diagnostic.js';
import type { Expr } from '../lang/ast.js';
import { didYouMean } from './didYouMean.js';
import type { ConjectureSpec } from './model.js';
import { parseScalarExpr, parseScalarPart } from './parseScalar.js';
import type { SpecContext } from './schemaContext.js';
import { describeNode } from './yamlTree.js';
import type { YNode } from './yamlNode.js';

type SetName = 'safe' | 'fragile' | 'neutral' | 'grundy' | 'value';

export const CONJECTURE_ALIASES: Record<string, SetName> = {
  safe: 'safe',
  S: 'safe',
  I: 'safe',
  inatacável: 'safe',
  inatacavel: 'safe',
  fragile: 'fragile',
  F: 'fragile',
  frágil: 'fragile',
  fragil: 'fragile',
  neutral: 'neutral',
  N: 'neutral',
  neutra: 'neutral',
  draw: 'neutral',
  grundy: 'grundy',
  value: 'value',
};
const ONE_LINE = /^(\s*)([\p{L}_]+)(\s*)=(?![=>])/u;
const FORM_HINT = 'write e.g. `conjecture: S = n mod 5 ∈ <0,2>`, or a map { S: …, F: … } or { grundy: … }';

export function loadConjecture(ctx: SpecContext, node: YNode): ConjectureSpec | undefined {
  const conj: ConjectureSpec = { span: node.span };
  const given = new Map<SetName, { key: string; span: Span }>();
  const set = (key: string, keySpan: Span, expr: Expr | undefined): void => {
    const name = CONJECTURE_ALIASES[key]!;
    const first = given.get(name);
    if (first) {
      ctx.error('ZM1013', keySpan, `the ${name} set is given twice: \`${first.key}\` and \`${key}\` name the same set`, {
        related: [{ message: `\`${first.key}\` given here`, span: first.span }],
      });
      return;
    }
    given.set(name, { key, span: keySpan });
    if (expr) conj[name] = expr;
  };
  if (node.kind === 'scalar') {
    const m = ONE_LINE.exec(node.text);
    const key = m?.[2];
    if (!m || key === undefined || CONJECTURE_ALIASES[key] === undefined) {
      const guess = key !== undefined ? didYouMean(key, Object.keys(CONJECTURE_ALIASES)) : undefined;
      ctx.error('ZM1013', node.span, key !== undefined ? `\`${key}\` is not a set of positions (S, F, N or grundy)` : 'a one-line conjecture names its set: `S = …`', {
        hint: guess ? `did you mean \`${guess}\`?` : FORM_HINT,
      });
      return undefined;
    }
    const keyStart = m[1]!.length;
    const keySpan = { start: node.mapped.offsets[keyStart]!, end: node.mapped.offsets[keyStart + key.length - 1]! + 1 };
    if (node.text.slice(m[0].length).trim() === '') {
      ctx.error('ZM1021', keySpan, `the conjecture \`${key} = …\` has no expression after \`=\``);
      return undefined;
    }
    set(key, keySpan, parseScalarPart(ctx, node, m[0].length, node.text.length));
  } else if (node.kind === 'map') {
    for (const entry of node.entries) {
      if (CONJECTURE_ALIASES[entry.key] === undefined) {
        const guess = didYouMean(entry.key, Object.keys(CONJECTURE_ALIASES));
        ctx.error('ZM1003', entry.keyNode.span, `unknown key \`${entry.key}\` in \`conjecture\``, {
          hint: guess ? `did you mean \`${guess}\`?` : 'the sets are S (safe), F (fragile), N (neutral), or grundy',
        });
        continue;
      }
      set(entry.key, entry.keyNode.span, parseScalarExpr(ctx, entry.value, `conjecture.${entry.key}`));
    }
    if (node.entries.length === 0) ctx.error('ZM1013', node.span, 'the conjecture is empty', { hint: FORM_HINT });
  } else {
    ctx.error('ZM1013', node.span, `a conjecture is a map or a one-line string, found ${describeNode(node)}`, { hint: FORM_HINT });
    return undefined;
  }
  return conj;
}
