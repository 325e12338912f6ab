// `view:` read at load time (model/loadView.ts): each kind resolved to numbers and names, and every
// mistake an error at the key that makes it, with a stable code (ZM1003 unknown key, ZM1005/ZM1006
// wrong kind of value, ZM1044 a name that is not there or of the wrong type, ZM1045 sizes that do not
// match) and a Portuguese row for each message and hint of ZM1044/ZM1045.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../src/diag/diagnostic.js';
import { lineColOf } from '../../src/diag/lineMap.js';
import { diagnosticPt } from '../../src/diag/messagesPt.js';
import { loadSpec } from '../../src/model/loadSpec.js';

const TRIANGLES = `name: t
game:
  params: { k: 1..3 }
  players: [R, B]
  state: { drawn: bool[seg], col: 0..2[3], h: nat[2], a: nat, flag: bool }
  start: { drawn: {}, col: [0, 0, 0], h: [0, 0], a: 0, flag: false, turn: R }
  moves:
    - { name: draw e, for: e ∈ 0..len(seg) - 1, if: ¬drawn[e], to: { drawn[e]: true } }
define:
  n: 3
  half: n div 2
  seg: [[0, 1], [0, 2], [1, 2]]
  bad: [[0, 1], [0, 3], [1, 2]]
check: { from: start, bounds: { a: 0..1, h: 0..1 }, params: { k: 1..1 } }
`;

function load(view: string): { view: unknown; errors: (Diagnostic & { at: string })[]; text: string } {
  const text = `${TRIANGLES}view: ${view}\n`;
  const r = loadSpec('t.yaml', text);
  const errors = r.diagnostics
    .filter((d) => d.severity === 'error')
    .map((d) => {
      const at = lineColOf(text, d.span!.start);
      return { ...d, at: `${at.line}:${at.col} ${text.slice(d.span!.start, d.span!.end)}` };
    });
  return { view: r.value?.view, errors, text };
}

const VIEW_LINE = TRIANGLES.split('\n').length; // the line `view:` is written on

describe('view: resolved at load time', () => {
  it('polygon: the points from a definition, the segments from the table, the drawn field', () => {
    expect(load('{ kind: polygon, points: n, segments: seg, drawn: drawn }').view).toMatchObject({
      kind: 'polygon',
      points: 3,
      segments: [
        [0, 1],
        [0, 2],
        [1, 2],
      ],
      drawn: 'drawn',
    });
    // a field of colours 0..2 draws too (0: not drawn)
    expect(load('{ kind: polygon, points: 3, segments: seg, drawn: col }').view).toMatchObject({ drawn: 'col' });
  });
  it('heaps: fields and the elements of an array field, in order', () => {
    expect(load('{ kind: heaps, of: [a, h] }').view).toMatchObject({
      heaps: [
        { field: 'a', label: 'a' },
        { field: 'h', element: 0, label: 'h[0]' },
        { field: 'h', element: 1, label: 'h[1]' },
      ],
    });
    expect(load('{ kind: heaps, of: a }').view).toMatchObject({ heaps: [{ field: 'a' }] });
  });
  it('grid: rows from the field length and the columns', () => {
    expect(load('{ kind: grid, of: col, columns: 3 }').view).toMatchObject({ kind: 'grid', field: 'col', columns: 3, rows: 1, origin: 'top-left' });
    expect(load('{ kind: grid, of: col, columns: 1, origin: bottom-left }').view).toMatchObject({ rows: 3, origin: 'bottom-left' });
  });
  it('a file without view: has none', () => {
    expect(loadSpec('t.yaml', TRIANGLES).value!.view).toBeUndefined();
  });
});

describe('view: mistakes are errors at their key', () => {
  const cases: [string, string, string, RegExp][] = [
    ['{ kind: polygon, points: n, segments: seg, drawn: drawm }', 'ZM1044', 'drawm', /names the field `drawm`, but the state has no such field/],
    ['{ kind: polygon, points: n, segments: seg, drawn: a }', 'ZM1044', 'a', /needs an array field \(bool\[seg\] or 0\.\.k\[m\]\); `a` is not one/],
    ['{ kind: polygon, points: m, segments: seg, drawn: drawn }', 'ZM1044', 'm', /there is no definition `m`/],
    ['{ kind: polygon, points: half, segments: seg, drawn: drawn }', 'ZM1044', 'half', /the definition `half` is not a number/],
    ['{ kind: grid, of: col, columns: k }', 'ZM1044', 'k', /`k` is a parameter, one value per game/],
    ['{ kind: polygon, points: n, segments: segs, drawn: drawn }', 'ZM1044', 'segs', /names the data table `segs`, but `define:` has no such table/],
    ['{ kind: polygon, points: n, segments: bad, drawn: drawn }', 'ZM1045', 'bad', /row 1 of the table `bad`, \[0, 3\], names a point outside 0\.\.2/],
    ['{ kind: polygon, points: 0, segments: seg, drawn: drawn }', 'ZM1045', '0', /`view\.points` is 0; it must lie in 1\.\.200/],
    ['{ kind: polygon, points: n, segments: seg, drawn: h }', 'ZM1045', 'h', /the field `h` has 2 elements but the table `seg` has 3 segments/],
    ['{ kind: heaps, of: [a, flag] }', 'ZM1044', 'flag', /needs an integer field/],
    ['{ kind: heaps, of: [] }', 'ZM1045', '[]', /lists no heap/],
    ['{ kind: grid, of: col, columns: 2 }', 'ZM1045', '2', /the field `col` has 3 elements, which is not a whole number of rows of 2/],
    ['{ kind: grid, of: turn, columns: 1 }', 'ZM1044', 'turn', /the state has no such field/],
    ['{ kind: circle }', 'ZM1006', 'circle', /`view\.kind` must be heaps \| polygon \| grid/],
    ['{ kind: grid, of: col, columns: 3, origin: bottom }', 'ZM1006', 'bottom', /`view\.origin` must be top-left \| bottom-left/],
    ['{ kind: heaps, of: a, points: 3 }', 'ZM1003', 'points', /unknown key `points` in `view`/],
    ['{ kind: grid, of: col }', 'ZM1004', '{ kind: grid, of: col }', /`view` has no `columns`/],
    ['{ of: a }', 'ZM1004', '{ of: a }', /`view` has no `kind`/],
    ['[heaps]', 'ZM1005', '[heaps]', /`view` must be a map/],
  ];
  it.each(cases)('view: %s → %s at the key', (view, code, at, message) => {
    const r = load(view);
    expect(r.view).toBeUndefined();
    // the column of `at` as a whole value after `view: ` (not inside another word)
    const col = 7 + new RegExp(`(?<=^|[\\s\\[,:])${at.replace(/[[\]{}]/g, '\\$&')}(?=[\\s,:\\]}]|$)`).exec(view)!.index;
    expect(r.errors.map((e) => [e.code, e.at])).toEqual([[code, `${VIEW_LINE}:${col} ${at}`]]);
    expect(r.errors[0]!.message).toMatch(message);
  });

  it('a data table with its own error is not reported again at the view', () => {
    const r = loadSpec('t.yaml', `${TRIANGLES.replace('bad: [[0, 1], [0, 3], [1, 2]]', 'bad: [[0, 1], [0, x], [1, 2]]')}view: { kind: polygon, points: n, segments: bad, drawn: drawn }\n`);
    expect(r.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['ZM3016']);
  });

  it('suggests the name meant', () => {
    expect(load('{ kind: polygon, points: n, segments: seg, drawn: drawm }').errors[0]!.hint).toBe('did you mean `drawn`?');
    expect(load('{ kind: polygon, points: n, segments: sg, drawn: drawn }').errors[0]!.hint).toBe('did you mean `seg`?');
  });

  it('every ZM1044/ZM1045 message and hint has its Portuguese', () => {
    for (const [view, code] of cases) {
      if (code !== 'ZM1044' && code !== 'ZM1045') continue;
      const d = load(view).errors[0]!;
      const pt = diagnosticPt(d);
      expect(pt.message, view).not.toBe(d.message);
      if (d.hint && !d.hint.startsWith('did you mean')) expect(pt.hint, view).not.toBe(d.hint);
      expect(pt.code).toBe(d.code);
      expect(pt.span).toEqual(d.span);
    }
  });
});
