// Stage: model. The `game:` section: params, state, players, start, moves, end, play — or a family
// (subtraction, nim, octal) that expands into the same general rules. Partizan games get the
// implicit last field `turn`. Input: the YAML node. Output: GameSpec (expressions not yet typechecked).

import type { Span } from '../diag/diagnostic.js';
import type { EndSpec, FieldSpec, GameSpec, MoveSpec, Update } from './model.js';
import { FAMILIES, type FamilyExpansion } from './families/index.js';
import { checkName, loadFields } from './loadFields.js';
import { loadMoves } from './loadMoves.js';
import { loadSymmetry } from './loadSymmetry.js';
import { loadUpdate } from './loadUpdate.js';
import { parseGenerated, parseScalarExpr } from './parseScalar.js';
import { checkKeys, expectMap, expectScalar, headSpan, readChoice, requireKey, type SpecContext } from './schemaContext.js';
import type { YEntry, YNode } from './yamlNode.js';

const FAMILY_KEYS = Object.keys(FAMILIES);
const GAME_KEYS = ['params', 'state', 'players', 'start', 'moves', 'end', 'play', 'symmetry', ...FAMILY_KEYS];
const PLAY: Record<string, 'normal' | 'misere'> = { normal: 'normal', misère: 'misere', misere: 'misere' };

/** `at`: the `game` key, where a missing `state`/`moves` is reported. */
export function loadGame(ctx: SpecContext, node: YNode, at: Span): GameSpec | undefined {
  const map = expectMap(ctx, node, 'game');
  if (!map) return undefined;
  const keys = checkKeys(ctx, map, GAME_KEYS, '`game`');
  // A misspelt family (`octl:`) was reported with "did you mean"; do not also ask for state and moves.
  if (FAMILY_KEYS.some((k) => keys.suggested?.has(k))) return undefined;
  const params = keys.has('params') ? loadFields(ctx, keys.get('params')!.value, 'params') : [];
  const families = FAMILY_KEYS.filter((k) => keys.has(k)).map((k) => keys.get(k)!);
  let expansion: FamilyExpansion | undefined;
  let state: FieldSpec[] = [];
  let players: [string, string] | undefined;
  if (families.length > 1) {
    ctx.error('ZM1010', families[1]!.keyNode.span, `a game has one family, found \`${families[0]!.key}\` and \`${families[1]!.key}\``);
    return undefined;
  }
  if (families.length === 1) {
    const family = families[0]!;
    for (const k of ['state', 'moves', 'players']) {
      const e = keys.get(k);
      if (e) {
        ctx.error('ZM1019', e.keyNode.span, `\`${family.key}\` fixes the ${k === 'players' ? 'players' : k}: remove \`${k}:\``, {
          hint: 'a family combines with params, start, end and play; write the general rules instead to change the rest',
        });
      }
    }
    expansion = FAMILIES[family.key]!(ctx, family.value);
    if (!expansion) return undefined;
    state = expansion.state;
    players = expansion.players;
  } else {
    const stateEntry = requireKey(ctx, keys, 'state', at, '`game`', 'e.g. state: { n: nat }, or a family such as subtraction: [1, 4]');
    if (stateEntry) state = loadFields(ctx, stateEntry.value, 'state');
    else ctx.broken.add('*');
    if (keys.has('players')) players = loadPlayers(ctx, keys.get('players')!);
  }
  checkClashes(ctx, params, state, players);
  if (players) state = [...state, { name: 'turn', domain: { kind: 'player' }, span: keys.get('players')?.keyNode.span ?? map.span }];
  let moves: MoveSpec[] = expansion?.moves ?? [];
  if (!expansion) {
    const movesEntry = requireKey(ctx, keys, 'moves', at, '`game`', 'list the move schemas under moves:, or use a family');
    if (movesEntry) moves = loadMoves(ctx, movesEntry.value, state, players);
  }
  const game: GameSpec = { params, state, impartial: !players, moves, end: {}, play: 'normal', span: map.span };
  if (players) game.players = players;
  if (expansion) game.family = expansion.family;
  const start = keys.get('start');
  if (start) {
    const update = loadUpdate(ctx, start.value, state, { where: 'start', indexKeys: false, requireAll: true });
    if (update) game.start = withDefaultTurn(ctx, update, players);
  }
  const end = keys.get('end');
  if (end) game.end = loadEnd(ctx, end.value);
  const symmetry = keys.get('symmetry');
  if (symmetry) {
    const sym = loadSymmetry(ctx, symmetry.value, state);
    if (sym) game.symmetry = sym;
  }
  const play = keys.get('play');
  if (play) game.play = readChoice(ctx, play.value, 'play', PLAY, 'normal | misère') ?? 'normal';
  return game;
}

function loadPlayers(ctx: SpecContext, entry: YEntry): [string, string] | undefined {
  const node = entry.value;
  if (node.kind !== 'seq' || node.items.length !== 2) {
    ctx.error('ZM1005', node.span, '`players` lists the two players, e.g. players: [A, B]');
    return undefined;
  }
  const names: string[] = [];
  for (const item of node.items) {
    const s = expectScalar(ctx, item, 'players');
    if (!s || !checkName(ctx, s.text.trim(), s.span, 'player')) return undefined;
    if (names.includes(s.text.trim())) {
      ctx.error('ZM1008', s.span, `the two players have the same name \`${s.text.trim()}\``);
      return undefined;
    }
    names.push(s.text.trim());
  }
  return [names[0]!, names[1]!];
}

function checkClashes(ctx: SpecContext, params: FieldSpec[], state: FieldSpec[], players: string[] | undefined): void {
  for (const f of state) {
    const p = params.find((q) => q.name === f.name);
    if (p) {
      ctx.error('ZM1008', f.span, `\`${f.name}\` is both a parameter and a state field`, {
        related: [{ message: `parameter \`${f.name}\` declared here`, span: p.span }],
      });
    }
  }
  for (const name of players ?? []) {
    if (state.some((f) => f.name === name) || params.some((f) => f.name === name)) {
      const f = [...state, ...params].find((g) => g.name === name)!;
      ctx.error('ZM1008', f.span, `\`${name}\` is both a player and a field or parameter`);
    }
  }
}

/** A partizan start position without `turn` starts with the first player. */
function withDefaultTurn(ctx: SpecContext, update: Update, players: [string, string] | undefined): Update {
  if (!players || update.assignments.some((a) => a.field === 'turn')) return update;
  const span = headSpan(ctx, update.span);
  const value = parseGenerated(ctx, players[0], span);
  if (!value) return update;
  return { ...update, assignments: [...update.assignments, { field: 'turn', value, span }] };
}

function loadEnd(ctx: SpecContext, node: YNode): EndSpec {
  const map = expectMap(ctx, node, 'game.end');
  const end: EndSpec = {};
  if (!map) return end;
  const keys = checkKeys(ctx, map, ['lose', 'draw', 'win'], '`game.end`');
  for (const k of ['lose', 'draw', 'win'] as const) {
    const e = keys.get(k);
    if (!e) continue;
    const expr = parseScalarExpr(ctx, e.value, `end.${k}`);
    if (expr) end[k] = expr;
  }
  return end;
}
