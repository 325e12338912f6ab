// Stage: model. The `game.symmetry:` key: permutations of the indices of one array field that the
// file declares to be symmetries of the game (`symmetry: { field: drawn, maps: [rot, refl] }`), each
// map an expression — a list literal, a data table's name or a comprehension read from the
// parameters. Only the shape is read here; the maps' values (a permutation of 0..k−1) are checked
// when the game is built for its parameters (game/symmetryGroup.ts), and the symmetry itself on the
// positions the solver stores (solve/symmetryCheck.ts).
// Input: the YAML node and the state fields. Output: SymmetrySpec, or undefined (errors on ctx).

import type { Expr } from '../lang/ast.js';
import type { FieldSpec, SymmetrySpec } from './model.js';
import { parseScalarExpr } from './parseScalar.js';
import { checkKeys, expectMap, requireKey, type SpecContext } from './schemaContext.js';
import type { YNode } from './yamlNode.js';

const EXAMPLE = 'e.g. symmetry: { field: drawn, maps: [rot, refl] }, each map a list of the field’s indices';

export function loadSymmetry(ctx: SpecContext, node: YNode, state: FieldSpec[]): SymmetrySpec | undefined {
  const map = expectMap(ctx, node, 'game.symmetry');
  if (!map) return undefined;
  const keys = checkKeys(ctx, map, ['field', 'maps'], '`game.symmetry`');
  const fieldEntry = requireKey(ctx, keys, 'field', map, '`game.symmetry`', EXAMPLE);
  const mapsEntry = requireKey(ctx, keys, 'maps', map, '`game.symmetry`', EXAMPLE);
  if (!fieldEntry || !mapsEntry) return undefined;
  const fieldNode = fieldEntry.value;
  if (fieldNode.kind !== 'scalar') {
    ctx.error('ZM1050', fieldNode.span, '`game.symmetry.field` names one state field', { hint: EXAMPLE });
    return undefined;
  }
  const name = fieldNode.text.trim();
  const field = state.find((f) => f.name === name);
  if (!field || field.domain.kind !== 'array') {
    const arrays = state.filter((f) => f.domain.kind === 'array').map((f) => `\`${f.name}\``);
    const what = field ? `\`${name}\` is not an array field` : `there is no state field \`${name}\``;
    ctx.error('ZM1050', fieldNode.span, `${what}: a symmetry permutes the indices of one array field of the state`, {
      hint: arrays.length ? `array fields here: ${arrays.join(', ')}` : 'declare the field as an array, e.g. drawn: bool[seg]',
    });
    return undefined;
  }
  const mapsNode = mapsEntry.value;
  if (mapsNode.kind !== 'seq' || mapsNode.items.length === 0) {
    ctx.error('ZM1051', mapsNode.span, '`game.symmetry.maps` must be a non-empty list of permutations', { hint: EXAMPLE });
    return undefined;
  }
  const maps: Expr[] = [];
  for (const item of mapsNode.items) {
    const e = item.kind === 'seq' ? literalList(ctx, item) : parseScalarExpr(ctx, item, 'a map of game.symmetry');
    if (e) maps.push(e);
  }
  if (maps.length !== mapsNode.items.length) return undefined;
  return { field: name, fieldSpan: fieldNode.span, maps, span: map.span };
}

/** A map written as a YAML list `[1, 2, 0]`: the array literal of its entries. */
function literalList(ctx: SpecContext, node: Extract<YNode, { kind: 'seq' }>): Expr | undefined {
  const elems: Expr[] = [];
  for (const item of node.items) {
    const e = item.kind === 'scalar' ? parseScalarExpr(ctx, item, 'an entry of a map of game.symmetry') : undefined;
    if (!e) {
      if (item.kind !== 'scalar') ctx.error('ZM1051', item.span, 'an entry of a symmetry map must be an index (an integer)', { hint: EXAMPLE });
      return undefined;
    }
    elems.push(e);
  }
  return { kind: 'array', elems, span: node.span } as Expr;
}
