// The drawings of positions (`view:`): the data read from a position (teach/positionDrawing.ts) and
// its SVG (report/html/drawingSvg.ts) — one mark per drawn thing, escaped text, the same bytes for
// the same position, the description in the page's language; and a law over random positions: the
// SVG parses as XML and has one chord per drawn segment, one triangle per completed one, one token
// per stone, one mark per marked cell.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../../src/model/loadSpec.js';
import type { ViewSpec } from '../../../src/model/model.js';
import { drawingSvg, viewSvg } from '../../../src/report/html/drawingSvg.js';
import { MAX_TOKENS, positionDrawing } from '../../../src/teach/positionDrawing.js';
import { parseXml, type XmlElement } from '../../cli/xml.js';

const SEG5 = [
  [0, 1],
  [0, 2],
  [0, 3],
  [0, 4],
  [1, 2],
  [1, 3],
  [1, 4],
  [2, 3],
  [2, 4],
  [3, 4],
] as [number, number][];
const POLYGON: ViewSpec = { kind: 'polygon', points: 5, segments: SEG5, drawn: 'drawn', span: { start: 0, end: 0 } };
const HEAPS: ViewSpec = { kind: 'heaps', heaps: ['a', 'b', 'c'].map((f) => ({ field: f, label: f })), span: { start: 0, end: 0 } };
const GRID: ViewSpec = { kind: 'grid', field: 'beans', columns: 3, rows: 2, origin: 'top-left', span: { start: 0, end: 0 } };

function all(el: XmlElement, cls: string): XmlElement[] {
  const here = (el.attrs.class ?? '').split(' ').includes(cls) ? [el] : [];
  return [...here, ...el.children.flatMap((c) => all(c, cls))];
}

/** Parsed strictly; also no '&' that does not start an entity, and no script. */
function parse(svg: string): XmlElement {
  expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  expect(svg.toLowerCase()).not.toContain('<script');
  const root = parseXml(svg);
  expect(root.name).toBe('svg');
  return root;
}

describe('positionDrawing and drawingSvg', () => {
  it('draws the drawn segments as chords and fills the completed triangle', () => {
    // 0-1, 0-2, 1-2 close the triangle 0-1-2; 3-4 is drawn alone
    const drawn = SEG5.map(([a, b]) => (a === 0 && b === 1) || (a === 0 && b === 2) || (a === 1 && b === 2) || (a === 3 && b === 4));
    const d = positionDrawing(POLYGON, { drawn });
    expect(d).toMatchObject({ kind: 'polygon', points: 5, triangles: [{ points: [0, 1, 2], colour: 1 }] });
    const svg = parse(drawingSvg(d!, 'drawn = {0-1, 0-2, 1-2, 3-4}', 'en'));
    expect(all(svg, 'chord')).toHaveLength(4);
    expect(all(svg, 'point')).toHaveLength(5);
    expect(all(svg, 'triangle').map((t) => t.attrs['data-points'])).toEqual(['0-1-2']);
    const desc = svg.children.find((c) => c.name === 'desc')!.text;
    expect(desc).toBe('5 points on a circle, numbered clockwise from the top. Drawn segments (4): 0-1, 0-2, 1-2, 3-4. Completed triangles (1): 0-1-2.');
  });

  it('colours by value: a triangle is completed only by three sides of one colour', () => {
    // col: 1 red, 2 blue; 0-1, 0-2 red and 1-2 blue close no triangle; 2-3, 2-4, 3-4 blue close one
    const colours: Record<string, number> = { '0-1': 1, '0-2': 1, '1-2': 2, '2-3': 2, '2-4': 2, '3-4': 2 };
    const col = SEG5.map(([a, b]) => colours[`${a}-${b}`] ?? 0);
    const d = positionDrawing(POLYGON, { drawn: col })!;
    expect(d.kind === 'polygon' && d.triangles).toEqual([{ points: [2, 3, 4], colour: 2 }]);
    const svg = drawingSvg(d, 'x', 'pt');
    expect(svg).toContain(
      '<desc>5 pontos numa circunferência, numerados no sentido dos ponteiros do relógio a partir do topo. Segmentos traçados (6): 0-1, 0-2, 1-2 (cor 2), 2-3 (cor 2), 2-4 (cor 2), 3-4 (cor 2). Triângulos completos (1): 2-3-4 (cor 2).</desc>',
    );
    expect(svg.match(/stroke="#1565c0"/g)).toHaveLength(4);
  });

  it('draws a chord where its points lie: segment 0-2 of 5 points from the top point', () => {
    const drawn = SEG5.map(([a, b]) => a === 0 && b === 2);
    const chord = all(parse(viewSvg(POLYGON, { drawn }, 't', 'en')), 'chord')[0]!;
    // point 0 at the top (100, 22), point 2 at 144° clockwise from it
    expect([chord.attrs.x1, chord.attrs.y1]).toEqual(['100', '22']);
    expect([Number(chord.attrs.x2), Number(chord.attrs.y2)]).toEqual([145.85, 163.1]);
  });

  it('draws a row of tokens per heap, at most MAX_TOKENS, with the number beside them', () => {
    const svg = parse(viewSvg(HEAPS, { a: 3, b: 0, c: 1000 }, 'a = 3, b = 0, c = 1000', 'en'));
    expect(all(svg, 'token')).toHaveLength(3 + MAX_TOKENS);
    expect(all(svg, 'size').map((t) => t.text)).toEqual(['3', '0', '1000']);
    expect(svg.children.find((c) => c.name === 'desc')!.text).toBe('Heaps: a = 3, b = 0, c = 1000.');
    // a heap as large as no number holds: its exact text, tokens up to the cap
    expect(viewSvg(HEAPS, { a: '123456789012345678901234567890', b: 1, c: 2 }, 't', 'pt')).toContain('Montes: a = 123456789012345678901234567890, b = 1, c = 2.');
  });

  it('marks the cells of a board row by row', () => {
    const svg = parse(viewSvg(GRID, { beans: [true, false, true, false, false, true] }, 'beans = {0, 2, 5}', 'en'));
    expect(all(svg, 'mark').map((m) => m.attrs['data-cell'])).toEqual(['0-0', '0-2', '1-2']);
    expect(svg.children.find((c) => c.name === 'desc')!.text).toBe('A board of 2 rows and 3 columns. Marked cells (3, row-column from the top left): 0-0, 0-2, 1-2.');
  });

  it('a board with row 0 at the bottom (origin: bottom-left) draws row 0 lowest and says so', () => {
    const svg = parse(viewSvg({ ...GRID, origin: 'bottom-left' }, { beans: [true, false, false, false, false, true] }, 'b', 'pt'));
    const marks = all(svg, 'mark');
    expect(marks.map((m) => [m.attrs['data-cell'], m.attrs.cy])).toEqual([
      ['0-0', '40'],
      ['1-2', '14'],
    ]);
    expect(svg.children.find((c) => c.name === 'desc')!.text).toContain('linha-coluna a partir do canto inferior esquerdo');
  });

  it('escapes the title and every label', () => {
    const hostile = '</title><script>alert(1)</script>&"\'';
    const view: ViewSpec = { kind: 'heaps', heaps: [{ field: 'h', label: '<b>&"' }], span: { start: 0, end: 0 } };
    const svg = viewSvg(view, { h: 2 }, hostile, 'en');
    const root = parse(svg);
    expect(root.children.find((c) => c.name === 'title')!.text).toBe(hostile);
    expect(svg).toContain('&lt;b&gt;&amp;&quot;');
  });

  it('draws nothing for values of another shape (no view, a wrong length)', () => {
    expect(viewSvg(undefined, { drawn: [] }, 't', 'en')).toBe('');
    expect(viewSvg(POLYGON, { drawn: [true] }, 't', 'en')).toBe('');
    expect(viewSvg(GRID, { beans: 3 }, 't', 'en')).toBe('');
  });

  it('is deterministic: the same position gives the same bytes', () => {
    const drawn = SEG5.map((_, k) => k % 3 === 0);
    expect(viewSvg(POLYGON, { drawn }, 't', 'en')).toBe(viewSvg(POLYGON, { drawn: [...drawn] }, 't', 'en'));
  });
});

describe('law: for random positions the SVG parses as XML with one mark per drawn element', () => {
  it('polygons: chords = drawn segments, triangles = monochromatic triples of drawn sides', () => {
    const polygon = fc.integer({ min: 3, max: 9 }).chain((points) => {
      const segments: [number, number][] = [];
      for (let a = 0; a < points; a++) for (let b = a + 1; b < points; b++) segments.push([a, b]);
      return fc.tuple(
        fc.constant(points),
        fc.constant(segments),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: segments.length, maxLength: segments.length }),
        fc.constantFrom('en', 'pt' as const),
      );
    });
    fc.assert(
      fc.property(polygon, ([points, segments, colours, lang]) => {
        const view: ViewSpec = { kind: 'polygon', points, segments, drawn: 'col', span: { start: 0, end: 0 } };
        const root = parse(viewSvg(view, { col: colours }, 'p', lang as 'en' | 'pt'));
        const colourOf = (a: number, b: number): number => colours[segments.findIndex(([x, y]) => x === a && y === b)]!;
        let triangles = 0;
        for (let a = 0; a < points; a++)
          for (let b = a + 1; b < points; b++) for (let c = b + 1; c < points; c++) if (colourOf(a, b) > 0 && colourOf(a, b) === colourOf(a, c) && colourOf(a, b) === colourOf(b, c)) triangles++;
        expect(all(root, 'chord')).toHaveLength(colours.filter((v) => v > 0).length);
        expect(all(root, 'triangle')).toHaveLength(triangles);
        expect(all(root, 'point')).toHaveLength(points);
      }),
      { seed: 20261207, numRuns: 200 },
    );
  });

  it('heaps and boards: tokens = min(size, MAX_TOKENS) per heap, marks = cells ≠ 0', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 60 }), { minLength: 1, maxLength: 6 }), fc.array(fc.integer({ min: -2, max: 3 }), { minLength: 12, maxLength: 12 }), (sizes, board) => {
        const heaps: ViewSpec = { kind: 'heaps', heaps: sizes.map((_, k) => ({ field: 'h', element: k, label: `h[${k}]` })), span: { start: 0, end: 0 } };
        expect(all(parse(viewSvg(heaps, { h: sizes }, 'h', 'en')), 'token')).toHaveLength(sizes.reduce((s, v) => s + Math.min(v, MAX_TOKENS), 0));
        const grid: ViewSpec = { kind: 'grid', field: 'b', columns: 4, rows: 3, origin: 'top-left', span: { start: 0, end: 0 } };
        expect(all(parse(viewSvg(grid, { b: board }, 'b', 'pt')), 'mark')).toHaveLength(board.filter((v) => v !== 0).length);
      }),
      { seed: 20261207, numRuns: 200 },
    );
  });
});

describe('a view read from a file draws the positions of its game', () => {
  it('the polygon of a triangulation file, the heaps of a Nim file', () => {
    const file = `name: t\ngame:\n  state: { drawn: bool[seg] }\n  start: { drawn: {} }\n  moves:\n    - { name: draw e, for: e ∈ 0..len(seg) - 1, if: ¬drawn[e], to: { drawn[e]: true } }\ndefine:\n  n: 3\n  seg: [[0, 1], [0, 2], [1, 2]]\nview: { kind: polygon, points: n, segments: seg, drawn: drawn }\ncheck: { from: start }\n`;
    const spec = loadSpec('t.yaml', file);
    expect(spec.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(spec.value!.view).toMatchObject({
      kind: 'polygon',
      points: 3,
      segments: [
        [0, 1],
        [0, 2],
        [1, 2],
      ],
      drawn: 'drawn',
    });
    const svg = parse(viewSvg(spec.value!.view, { drawn: [true, true, true] }, 'all', 'en'));
    expect([all(svg, 'chord').length, all(svg, 'triangle').length]).toEqual([3, 1]);
  });
});
