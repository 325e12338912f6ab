// The table of a game whose file says how to draw a position (`view:`): a set table gets a drawing per
// row, and an array of colours drawn as a polygon (the bichromatic triangle game, col: 0..2[m]),
// solved from the start, is listed position by position like a set table instead of 3^m / 9 slices
// of 3 × 3 grids. Without the view, the table is as before.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';
import { tableFor } from '../../src/teach/tableFor.js';
import { MAX_SET_ROWS } from '../../src/teach/setTable.js';

const library = (path: string): string => readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');
const withoutView = (text: string): string => text.replace(/^view:.*\n/m, '');

function model(file: string, text: string) {
  const spec = loadSpec(file, text);
  if (!spec.value) throw new Error(spec.diagnostics.map((d) => d.message).join('; '));
  const t = tableFor(spec.value);
  if (!t.value) throw new Error(t.diagnostics.map((d) => d.message).join('; '));
  return t.value.model;
}

describe('tables of drawn positions', () => {
  it('the bichromatic game on 4 points: positions listed, each row drawn with its chords', () => {
    const file = 'conjectures/triangulation/bichromatic-triangle-n4.yaml';
    const m = model(file, library(file));
    expect(m.sections).toHaveLength(1);
    const s = m.sections[0]!;
    expect(s.rows.labels.slice(0, 2)).toEqual(['col = [0, 0, 0, 0, 0, 0]', 'col = [1, 0, 0, 0, 0, 0]']);
    expect(s.rows.labels).toHaveLength(MAX_SET_ROWS);
    expect(s.cols.labels).toEqual(['R', 'B']);
    expect(s.drawings).toHaveLength(s.rows.labels.length);
    // each row's drawing has one chord per non-zero colour of its label, in that colour
    s.rows.labels.forEach((label, r) => {
      const colours = JSON.parse(label.slice('col = '.length)) as number[];
      const d = s.drawings![r]!;
      expect(d.kind === 'polygon' && d.chords.map((c) => [c.segment, c.colour])).toEqual(colours.flatMap((v, k) => (v ? [[k, v]] : [])));
    });
    expect(m.sets).toMatchObject({ from: 0, to: 6, elements: 6, shown: MAX_SET_ROWS });
  });

  it('without its view the same file is tabled in slices, as before', () => {
    const file = 'conjectures/triangulation/bichromatic-triangle-n4.yaml';
    const m = model(file, withoutView(library(file)));
    expect(m.sections.length).toBeGreaterThan(1);
    expect(m.sections[0]!.drawings).toBeUndefined();
  });

  it('a set table (bool[seg]) keeps its rows and gains a drawing per row', () => {
    const file = 'conjectures/triangulation/monochromatic-triangle-n5.yaml';
    const drawn = model(file, library(file)).sections[0]!;
    const plain = model(file, withoutView(library(file))).sections[0]!;
    expect(drawn.rows).toEqual(plain.rows);
    expect(drawn.cells).toEqual(plain.cells);
    expect(plain.drawings).toBeUndefined();
    expect(drawn.drawings!.map((d) => (d?.kind === 'polygon' ? d.chords.length : -1))).toEqual(drawn.rows.labels.map((l) => (l === 'drawn = {}' ? 0 : l.split(',').length)));
  });
});
