// Stage: model (families). A set of amounts a move may take, written as a YAML list `[1, 4]`.
// Input: the YAML node. Output: the distinct positive integers in the order given, with the span of
// each (ZM1005 not a list, ZM1020 not a positive integer, ZM1008 repeated).

import type { Span } from '../../diag/diagnostic.js';
import { expectSeq, type SpecContext } from '../schemaContext.js';
import type { YNode } from '../yamlNode.js';

export function readTakeSet(ctx: SpecContext, node: YNode, where: string): { values: number[]; spans: Span[] } | undefined {
  const seq = expectSeq(ctx, node, where, 'e.g. [1, 4]: the amounts a move may take');
  if (!seq) return undefined;
  const values: number[] = [];
  const spans: Span[] = [];
  let ok = true;
  for (const item of seq.items) {
    const text = item.kind === 'scalar' ? item.text.trim() : '';
    const v = Number(text);
    if (item.kind !== 'scalar' || !/^\d+$/.test(text) || !Number.isSafeInteger(v) || v < 1) {
      ctx.error('ZM1020', item.span, `the amounts in \`${where}\` must be positive integers`);
      ok = false;
    } else if (values.includes(v)) {
      ctx.error('ZM1008', item.span, `${v} appears twice in \`${where}\``);
    } else {
      values.push(v);
      spans.push(item.span);
    }
  }
  if (ok && values.length === 0) {
    ctx.error('ZM1010', seq.span, `\`${where}\` is empty: the game would have no moves`);
    return undefined;
  }
  return ok ? { values, spans } : undefined;
}
