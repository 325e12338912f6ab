// Stage: model. The `view:` section: how a position is drawn on the pages — `heaps` (a row of tokens
// per heap), `polygon` (points on a circle, the drawn segments as chords) or `grid` (an array field as
// a board, row by row). Read after the data tables, so that names resolve to fields, tables and
// constant definitions, and sizes are checked here, at the key that gives them (ZM1044, ZM1045).
// Input: the YAML node and the Spec read so far. Output: the resolved ViewSpec, or undefined.

import type { DataTable, FieldDomain, FieldSpec, Spec, ViewHeap, ViewSpec } from './model.js';
import { didYouMean } from './didYouMean.js';
import { checkKeys, expectMap, expectScalar, readChoice, requireKey, type SpecContext } from './schemaContext.js';
import type { YNode, YScalar } from './yamlNode.js';

const KINDS = { heaps: 'heaps', polygon: 'polygon', grid: 'grid' } as const;
const ORIGINS = { 'top-left': 'top-left', 'bottom-left': 'bottom-left' } as const;
const KEYS: Record<ViewSpec['kind'], readonly string[]> = {
  heaps: ['kind', 'of'],
  polygon: ['kind', 'points', 'segments', 'drawn'],
  grid: ['kind', 'of', 'columns', 'origin'],
};
/** More points, or columns, than a page can show legibly. */
export const MAX_VIEW_SIZE = 200;

export function loadView(ctx: SpecContext, node: YNode, spec: Spec): ViewSpec | undefined {
  const map = expectMap(ctx, node, 'view');
  if (!map) return undefined;
  const kindEntry = map.entries.find((e) => e.key === 'kind');
  if (!kindEntry) {
    const known = checkKeys(ctx, map, ['kind', 'of', 'points', 'segments', 'drawn', 'columns', 'origin'], '`view`');
    requireKey(ctx, known, 'kind', map, '`view`', 'kind: heaps, polygon or grid');
    return undefined;
  }
  const kind = readChoice(ctx, kindEntry.value, 'view.kind', KINDS);
  if (!kind) return undefined;
  const keys = checkKeys(ctx, map, KEYS[kind], '`view`');
  const errors = ctx.errorCount;
  const need = (key: string, hint: string): YNode | undefined => requireKey(ctx, keys, key, map, '`view`', hint)?.value;
  let view: ViewSpec | undefined;
  if (kind === 'heaps') {
    const of = need('of', 'of: [a, b, c] — the fields whose values are the heaps');
    const heaps = of && readHeaps(ctx, of, spec.game.state);
    if (heaps) view = { kind, heaps, span: map.span };
  } else if (kind === 'polygon') {
    const p = need('points', 'points: n — the number of points on the circle');
    const s = need('segments', 'segments: seg — a data table of pairs of points');
    const d = need('drawn', 'drawn: drawn — the array field that marks the drawn segments');
    const points = p && readSize(ctx, p, spec, 'view.points');
    const segments = s && readSegments(ctx, s, spec.tables ?? [], points);
    const drawn = d && readField(ctx, d, spec.game.state, 'view.drawn', isArrayOfIntegers, 'an array field (bool[seg] or 0..k[m])');
    if (segments && drawn && points !== undefined) {
      const length = arrayLength(drawn.field);
      if (length !== segments.length)
        ctx.error('ZM1045', drawn.at.span, `the field \`${drawn.field.name}\` has ${length} elements but the table \`${scalarText(s!)}\` has ${segments.length} segments`, {
          hint: 'drawn[k] says whether segment k is drawn: one element per row of the table',
        });
      else view = { kind, points, segments, drawn: drawn.field.name, span: map.span };
    }
  } else {
    const o = need('of', 'of: board — the array field drawn row by row');
    const c = need('columns', 'columns: 4 — the cells of a row');
    const field = o && readField(ctx, o, spec.game.state, 'view.of', isArrayOfIntegers, 'an array field (bool[k], nat[k] or a..b[k])');
    const columns = c && readSize(ctx, c, spec, 'view.columns');
    const o2 = keys.get('origin');
    const origin = o2 ? readChoice(ctx, o2.value, 'view.origin', ORIGINS) : 'top-left';
    if (field && columns !== undefined && origin) {
      const length = arrayLength(field.field);
      if (length % columns !== 0)
        ctx.error('ZM1045', c!.span, `the field \`${field.field.name}\` has ${length} elements, which is not a whole number of rows of ${columns}`, {
          hint: `choose columns that divide ${length}`,
        });
      else view = { kind, field: field.field.name, columns, rows: length / columns, origin, span: map.span };
    }
  }
  return ctx.errorCount === errors ? view : undefined;
}

function scalarText(n: YNode): string {
  return n.kind === 'scalar' ? n.text.trim() : '';
}

const isInteger = (d: FieldDomain): boolean => d.kind === 'nat' || d.kind === 'int' || d.kind === 'range';
const isArrayOfIntegers = (d: FieldDomain): boolean => d.kind === 'array' && (isInteger(d.elem) || d.elem.kind === 'bool');
const arrayLength = (f: FieldSpec): number => (f.domain.kind === 'array' ? f.domain.length : 1);

/** A state field named by a scalar, of a domain the view can draw. */
function readField(ctx: SpecContext, node: YNode, fields: readonly FieldSpec[], where: string, fits: (d: FieldDomain) => boolean, what: string): { field: FieldSpec; at: YScalar } | undefined {
  const s = expectScalar(ctx, node, where);
  if (!s) return undefined;
  const name = s.text.trim();
  const field = fields.find((f) => f.name === name && f.domain.kind !== 'player');
  if (!field) {
    const guess = didYouMean(
      name,
      fields.filter((f) => f.domain.kind !== 'player').map((f) => f.name),
    );
    ctx.error('ZM1044', s.span, `\`${where}\` names the field \`${name}\`, but the state has no such field`, { hint: guess ? `did you mean \`${guess}\`?` : 'name a field of game.state' });
    return undefined;
  }
  if (!fits(field.domain)) {
    ctx.error('ZM1044', s.span, `\`${where}\` needs ${what}; \`${name}\` is not one`);
    return undefined;
  }
  return { field, at: s };
}

/** The heaps: a field name or a list of them; an array field gives one heap per element. */
function readHeaps(ctx: SpecContext, node: YNode, fields: readonly FieldSpec[]): ViewHeap[] | undefined {
  const items = node.kind === 'seq' ? node.items : [node];
  const heaps: ViewHeap[] = [];
  let ok = items.length > 0;
  if (!ok) ctx.error('ZM1045', node.span, '`view.of` lists no heap', { hint: 'name the fields of the heaps: of: [a, b, c]' });
  for (const item of items) {
    const f = readField(ctx, item, fields, 'view.of', (d) => isInteger(d) || (d.kind === 'array' && isInteger(d.elem)), 'an integer field (nat, int, a..b) or an array of them');
    if (!f) {
      ok = false;
      continue;
    }
    const name = f.field.name;
    if (f.field.domain.kind === 'array') for (let k = 0; k < f.field.domain.length; k++) heaps.push({ field: name, element: k, label: `${name}[${k}]` });
    else heaps.push({ field: name, label: name });
  }
  return ok ? heaps : undefined;
}

/** A positive size: a number, or the name of a definition whose value is a number (`n: 5`). */
function readSize(ctx: SpecContext, node: YNode, spec: Spec, where: string): number | undefined {
  const s = expectScalar(ctx, node, where);
  if (!s) return undefined;
  const text = s.text.trim();
  let value: bigint | undefined;
  if (/^\d+$/.test(text)) value = BigInt(text);
  else {
    const def = spec.defines.find((d) => d.name === text && d.params.length === 0);
    if (def?.body.kind === 'int') value = def.body.value;
    else {
      const names = spec.defines.filter((d) => d.params.length === 0 && d.body.kind === 'int').map((d) => d.name);
      const guess = def ? undefined : didYouMean(text, names);
      const param = spec.game.params.some((p) => p.name === text);
      // a parameter changes from game to game: a drawing's size is one number per file
      const why = def ? `the definition \`${text}\` is not a number` : param ? `\`${text}\` is a parameter, one value per game` : `there is no definition \`${text}\``;
      ctx.error('ZM1044', s.span, `\`${where}\` must be a number or a definition whose value is a number; ${why}`, {
        hint: guess ? `did you mean \`${guess}\`?` : `write the number, or define it: ${text}: 5`,
      });
      return undefined;
    }
  }
  if (value < 1n || value > BigInt(MAX_VIEW_SIZE)) {
    ctx.error('ZM1045', s.span, `\`${where}\` is ${value}; it must lie in 1..${MAX_VIEW_SIZE}`);
    return undefined;
  }
  return Number(value);
}

/** The segments: a data table of pairs of points, each in 0..points - 1. */
function readSegments(ctx: SpecContext, node: YNode, tables: readonly DataTable[], points: number | undefined): [number, number][] | undefined {
  const s = expectScalar(ctx, node, 'view.segments');
  if (!s) return undefined;
  const name = s.text.trim();
  const table = tables.find((t) => t.name === name);
  if (!table && ctx.broken.has(name)) return undefined; // the table's own error is reported already
  if (!table) {
    const guess = didYouMean(
      name,
      tables.map((t) => t.name),
    );
    ctx.error('ZM1044', s.span, `\`view.segments\` names the data table \`${name}\`, but \`define:\` has no such table`, {
      hint: guess ? `did you mean \`${guess}\`?` : 'define the segments as rows of two points: seg: [[0, 1], [0, 2], …]',
    });
    return undefined;
  }
  if (points === undefined) return undefined;
  const bad = table.rows.findIndex((r) => r.length !== 2 || r.some((p) => p < 0n || p >= BigInt(points)));
  if (bad >= 0) {
    const row = table.rows[bad]!;
    const why = row.length !== 2 ? `has ${row.length} entries, not 2` : `names a point outside 0..${points - 1}`;
    ctx.error('ZM1045', s.span, `row ${bad} of the table \`${name}\`, [${row.join(', ')}], ${why}`, { hint: `a segment joins two of the ${points} points 0..${points - 1}` });
    return undefined;
  }
  return table.rows.map((r) => [Number(r[0]), Number(r[1])]);
}
