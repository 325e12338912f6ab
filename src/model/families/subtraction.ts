// Stage: model (families). `subtraction: [1, 4]` — one heap, a move takes k ∈ set stones (k ≤ n);
// `subtraction: { A: [1, 4], B: [2, 3] }` — partizan: each player has its own set.
// Input: the family's YAML value. Output: state { n: nat } (game adds `turn`), schemas `take k`.

import type { Span } from '../../diag/diagnostic.js';
import type { MoveSpec } from '../model.js';
import { checkName } from '../loadFields.js';
import type { SpecContext } from '../schemaContext.js';
import type { YNode } from '../yamlNode.js';
import { generateMove, heapState } from './generate.js';
import { readTakeSet } from './takeSet.js';
import type { FamilyExpansion } from './types.js';

export function expandSubtraction(ctx: SpecContext, node: YNode): FamilyExpansion | undefined {
  if (node.kind === 'map') return expandPartizan(ctx, node.entries, node.span);
  const set = readTakeSet(ctx, node, 'subtraction');
  if (!set) return undefined;
  const move = takeMove(ctx, node.span, set.values);
  if (!move) return undefined;
  return { family: { kind: 'subtraction', set: set.values }, state: heapState(node.span), moves: [move] };
}

function expandPartizan(ctx: SpecContext, entries: { key: string; keyNode: { span: Span }; value: YNode }[], span: Span): FamilyExpansion | undefined {
  if (entries.length !== 2) {
    ctx.error('ZM1010', span, `partizan subtraction names two players, found ${entries.length}`, {
      hint: 'e.g. subtraction: { A: [1, 4], B: [2, 3] }',
    });
    return undefined;
  }
  const sets: Record<string, number[]> = {};
  const moves: MoveSpec[] = [];
  let ok = true;
  for (const e of entries) {
    if (!checkName(ctx, e.key, e.keyNode.span, 'player')) {
      ok = false;
      continue;
    }
    const set = readTakeSet(ctx, e.value, `subtraction.${e.key}`);
    const move = set && takeMove(ctx, e.value.span, set.values, e.key);
    if (!set || !move) {
      ok = false;
      continue;
    }
    sets[e.key] = set.values;
    moves.push(move);
  }
  if (!ok) return undefined;
  const players: [string, string] = [entries[0]!.key, entries[1]!.key];
  return { family: { kind: 'partizan-subtraction', sets }, state: heapState(span), players, moves };
}

function takeMove(ctx: SpecContext, span: Span, set: number[], by?: string): MoveSpec | undefined {
  return generateMove(ctx, span, {
    name: 'take k',
    ...(by ? { by } : {}),
    for: `k ∈ {${set.join(', ')}}`,
    if: 'k ≤ n',
    to: [[{ field: 'n', value: 'n - k' }]],
  });
}
