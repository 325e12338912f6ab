// Stage: model (families). `nim: { heaps: 3 }` — take any positive amount from one heap;
// `nim: { heaps: 4, take: [1, 2] }` — take an amount from the set (game 17). `nim: 3` is short for
// `nim: { heaps: 3 }`. Input: the YAML value. Output: state { h: nat[heaps] } and one move schema.

import { checkKeys, readNat, requireKey, type SpecContext } from '../schemaContext.js';
import type { YNode } from '../yamlNode.js';
import type { Family } from '../model.js';
import { arrayTooLong, MAX_ARRAY_LENGTH } from '../loadFields.js';
import { generateMove } from './generate.js';
import { readTakeSet } from './takeSet.js';
import type { FamilyExpansion } from './types.js';

export function expandNim(ctx: SpecContext, node: YNode): FamilyExpansion | undefined {
  let heaps: number | undefined;
  let heapsNode: YNode = node;
  let take: number[] | undefined;
  let ok = true;
  if (node.kind === 'map') {
    const keys = checkKeys(ctx, node, ['heaps', 'take'], '`nim`');
    const h = requireKey(ctx, keys, 'heaps', node, '`nim`', 'e.g. nim: { heaps: 3 }');
    if (h) {
      heaps = readNat(ctx, h.value, 'nim.heaps');
      heapsNode = h.value;
    }
    const t = keys.get('take');
    if (t) {
      take = readTakeSet(ctx, t.value, 'nim.take')?.values;
      if (!take) ok = false;
    }
  } else if (node.kind === 'scalar') {
    heaps = readNat(ctx, node, 'nim');
  } else {
    ctx.error('ZM1010', node.span, '`nim` expects { heaps: k } or { heaps: k, take: [ … ] }');
    return undefined;
  }
  if (heaps === undefined || !ok) return undefined;
  if (heaps < 1) {
    ctx.error('ZM1010', node.span, 'nim needs at least one heap');
    return undefined;
  }
  if (heaps > MAX_ARRAY_LENGTH) {
    ctx.error('ZM1024', heapsNode.span, arrayTooLong(`this nim game (state h: nat[${heaps}])`, heaps), { hint: 'use fewer heaps' });
    return undefined;
  }
  const last = heaps - 1;
  const move = generateMove(ctx, node.span, {
    name: 'take k from heap i',
    for: take ? `i ∈ 0..${last}, k ∈ {${take.join(', ')}}` : `i ∈ 0..${last}, k ∈ 1..h[i]`,
    ...(take ? { if: 'k ≤ h[i]' } : {}),
    to: [[{ field: 'h', index: 'i', value: 'h[i] - k' }]],
  });
  if (!move) return undefined;
  const family: Family = take ? { kind: 'nim', heaps, take } : { kind: 'nim', heaps };
  const state = [{ name: 'h', domain: { kind: 'array' as const, length: heaps, elem: { kind: 'nat' as const } }, span: node.span }];
  return { family, state, moves: [move] };
}
