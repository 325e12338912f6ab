// Stage: model. `game.moves`: a list of move schemas { name?, by?, for?, if?, again?, score?, to }.
// `for` is a binder string or a YAML list of them; `to` is a position map, or a YAML list of maps
// (a sum of independent positions, impartial games only). Input: the YAML list, the state fields
// and the players. Output: MoveSpec[] (ZM1009 by/players, ZM1017 sums, ZM1016 positions).

import type { Binder } from '../lang/ast.js';
import type { FieldSpec, MoveSpec, Update } from './model.js';
import { parseScalarBinders, parseScalarExpr } from './parseScalar.js';
import { checkKeys, expectScalar, expectSeq, requireKey, type SpecContext } from './schemaContext.js';
import { loadUpdate } from './loadUpdate.js';
import type { YMap, YNode } from './yamlNode.js';

const MOVE_KEYS = ['name', 'by', 'for', 'if', 'again', 'score', 'to'];

export function loadMoves(ctx: SpecContext, node: YNode, fields: FieldSpec[], players: [string, string] | undefined): MoveSpec[] {
  const seq = expectSeq(ctx, node, 'game.moves', 'write one entry per move schema, each starting with `- `');
  if (!seq) return [];
  const moves: MoveSpec[] = [];
  for (const item of seq.items) {
    if (item.kind !== 'map') {
      ctx.error('ZM1005', item.span, 'a move must be a map such as { for: …, if: …, to: { … } }');
      continue;
    }
    const move = loadMove(ctx, item, fields, players);
    if (move) moves.push(move);
  }
  return moves;
}

function loadMove(ctx: SpecContext, map: YMap, fields: FieldSpec[], players: [string, string] | undefined): MoveSpec | undefined {
  const keys = checkKeys(ctx, map, MOVE_KEYS, 'a move');
  const move: MoveSpec = { binders: [], targets: [], span: map.span };
  let ok = true;
  const name = keys.get('name');
  if (name) {
    const s = expectScalar(ctx, name.value, 'name');
    if (s) move.name = s.text;
  }
  const by = keys.get('by');
  if (by) {
    const s = expectScalar(ctx, by.value, 'by');
    if (!players) {
      ctx.error('ZM1009', by.keyNode.span, '`by:` in an impartial game: both players have the same moves', {
        hint: 'declare the players (players: [A, B]) to give each player its own moves, or remove `by:`',
      });
      ok = false;
    } else if (s && !players.includes(s.text.trim())) {
      ctx.error('ZM1009', s.span, `\`${s.text}\` is not a player`, { hint: `the players are ${players.join(' and ')}` });
      ok = false;
    } else if (s) move.by = s.text.trim();
  }
  const forEntry = keys.get('for');
  if (forEntry) {
    const binders = loadBinders(ctx, forEntry.value);
    if (binders) move.binders = binders;
    else ok = false;
  }
  const ifEntry = keys.get('if');
  if (ifEntry) {
    const guard = parseScalarExpr(ctx, ifEntry.value, 'if');
    if (guard) move.guard = guard;
    else ok = false;
  }
  const againEntry = keys.get('again');
  if (againEntry) {
    const again = parseScalarExpr(ctx, againEntry.value, 'again');
    if (again) move.again = again;
    else ok = false;
  }
  const scoreEntry = keys.get('score');
  if (scoreEntry) {
    const score = parseScalarExpr(ctx, scoreEntry.value, 'score');
    if (score) move.score = score;
    else ok = false;
  }
  const to = requireKey(ctx, keys, 'to', map, 'this move', 'say where the move leads, e.g. to: { n: n - k }');
  if (to) {
    const targets = loadTargets(ctx, to.value, fields, players !== undefined);
    if (targets) move.targets = targets;
    else ok = false;
  } else ok = false;
  return ok ? move : undefined;
}

/** `for: k ∈ {1, 4}`, `for: i ∈ 0..2, k ∈ 1..h[i]`, or `for: [i ∈ 0..2, k ∈ 1..h[i]]`. */
export function loadBinders(ctx: SpecContext, node: YNode): Binder[] | undefined {
  if (node.kind !== 'seq') return parseScalarBinders(ctx, node, 'for');
  const binders: Binder[] = [];
  let ok = true;
  for (const item of node.items) {
    const b = parseScalarBinders(ctx, item, 'for');
    if (b) binders.push(...b);
    else ok = false;
  }
  return ok ? binders : undefined;
}

function loadTargets(ctx: SpecContext, node: YNode, fields: FieldSpec[], partizan: boolean): Update[] | undefined {
  const opts = { where: 'to', indexKeys: true, requireAll: false };
  if (node.kind !== 'seq') {
    const u = loadUpdate(ctx, node, fields, opts);
    return u ? [u] : undefined;
  }
  if (node.items.length === 0) {
    ctx.error('ZM1016', node.span, '`to: []` leads to no position at all', {
      hint: 'give the position the move leads to; a heap with nothing left is e.g. { n: 0 }',
    });
    return undefined;
  }
  if (partizan && node.items.length > 1) {
    ctx.error('ZM1017', node.span, 'a move of a partizan game cannot lead to a sum of positions', {
      hint: 'sums of independent positions (Sprague–Grundy) are for impartial games only',
    });
    return undefined;
  }
  const targets: Update[] = [];
  for (const item of node.items) {
    const u = loadUpdate(ctx, item, fields, opts);
    if (!u) return undefined;
    targets.push(u);
  }
  return targets;
}
