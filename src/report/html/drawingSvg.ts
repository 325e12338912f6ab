// Stage: report (html). A Drawing (teach/positionDrawing.ts) as inline SVG: tokens in rows for heaps,
// chords between points on a circle (completed triangles filled in their colour) for a polygon, marks
// on the cells of a board. One mark element per drawn thing (class "token", "chord", "triangle",
// "mark"), colours as attributes (the picture needs no style sheet), no script, every text escaped,
// coordinates rounded to two decimals (the same drawing is the same bytes). The <title> is the
// position's text, the <desc> says in words what the picture shows, in the page's language.
// Input: the drawing, the position's text, the language. Output: an <svg> element.

import type { ViewSpec } from '../../model/model.js';
import { positionDrawing, type Drawing } from '../../teach/positionDrawing.js';
import type { Lang } from '../../teach/vocabulary.js';
import { drawingWords } from './drawingWords.js';
import { escapeHtml as esc } from './escape.js';

/** Stroke colours by value (1, 2, …; cycling), and the lighter fills of the triangles. */
export const STROKES = ['#c62828', '#1565c0', '#2e7d32', '#6a1b9a', '#ef6c00'];
export const FILLS = ['#f4b4b4', '#b3d4f5', '#b9dfbb', '#d9b8e6', '#ffd199'];
const pick = (list: readonly string[], value: number): string => list[(((Math.round(value) - 1) % list.length) + list.length) % list.length]!;

/** A coordinate with at most two decimals, never "-0". */
function num(x: number): string {
  const r = Math.round(x * 100) / 100;
  return String(r === 0 ? 0 : r);
}

/** Where point k of `points` lies: on a circle, clockwise from the top. */
export function pointAt(k: number, points: number, centre: number, radius: number): [number, number] {
  const angle = -Math.PI / 2 + (2 * Math.PI * k) / points;
  return [centre + radius * Math.cos(angle), centre + radius * Math.sin(angle)];
}

/** The size a drawing takes on the page (CSS pixels). */
export const POLYGON_SIZE = 200;
const TOKEN_STEP = 18;
const ROW_HEIGHT = 26;
const LABEL_WIDTH = 64;
const CELL = 26;

function frame(kind: string, width: number, height: number, title: string, desc: string, body: string[]): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="drawing drawing-${kind}" role="img" width="${num(width)}" height="${num(height)}" viewBox="0 0 ${num(width)} ${num(height)}">` +
    `<title>${esc(title)}</title><desc>${esc(desc)}</desc>${body.join('')}</svg>`
  );
}

export function drawingSvg(d: Drawing, title: string, lang: Lang): string {
  const w = drawingWords(lang);
  const colourNote = (v: number): string => (v === 1 ? '' : ` (${w.colour(v)})`);
  if (d.kind === 'heaps') {
    const wide = Math.max(1, ...d.heaps.map((h) => h.tokens));
    const width = LABEL_WIDTH + wide * TOKEN_STEP + 56;
    const body: string[] = [];
    d.heaps.forEach((h, r) => {
      const y = ROW_HEIGHT * r + ROW_HEIGHT / 2;
      body.push(`<text x="4" y="${num(y + 5)}" font-size="14" font-family="monospace" fill="#111827">${esc(h.label)}</text>`);
      for (let t = 0; t < h.tokens; t++) body.push(`<circle class="token" cx="${num(LABEL_WIDTH + TOKEN_STEP * t + 8)}" cy="${num(y)}" r="7" fill="#1f2937"/>`);
      body.push(`<text class="size" x="${num(LABEL_WIDTH + TOKEN_STEP * h.tokens + 10)}" y="${num(y + 5)}" font-size="14" font-family="monospace" fill="#4b5563">${esc(h.size)}</text>`);
    });
    const desc = w.heaps(d.heaps.map((h) => `${h.label} = ${h.size}`).join(', '));
    return frame('heaps', width, Math.max(1, d.heaps.length) * ROW_HEIGHT, title, desc, body);
  }
  if (d.kind === 'polygon') {
    const size = POLYGON_SIZE;
    const c = size / 2;
    const radius = size / 2 - 22;
    const at = (k: number): [number, number] => pointAt(k, d.points, c, radius);
    const body: string[] = [`<circle cx="${num(c)}" cy="${num(c)}" r="${num(radius)}" fill="none" stroke="#d1d5db" stroke-width="1"/>`];
    for (const t of d.triangles) {
      const pts = t.points.map((k) => at(k).map(num).join(',')).join(' ');
      body.push(`<polygon class="triangle" data-points="${t.points.join('-')}" points="${pts}" fill="${pick(FILLS, t.colour)}" stroke="none"/>`);
    }
    for (const ch of d.chords) {
      const [x1, y1] = at(ch.from);
      const [x2, y2] = at(ch.to);
      body.push(
        `<line class="chord" data-segment="${ch.segment}" x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${pick(STROKES, ch.colour)}" stroke-width="4" stroke-linecap="round"/>`,
      );
    }
    for (let k = 0; k < d.points; k++) {
      const [x, y] = at(k);
      const [lx, ly] = pointAt(k, d.points, c, radius + 13);
      body.push(`<circle class="point" cx="${num(x)}" cy="${num(y)}" r="5" fill="#111827"/>`);
      body.push(`<text x="${num(lx)}" y="${num(ly + 4)}" font-size="12" font-family="sans-serif" text-anchor="middle" fill="#374151">${k}</text>`);
    }
    const desc = [
      w.polygon(d.points),
      w.segments(d.chords.map((ch) => `${ch.from}-${ch.to}${colourNote(ch.colour)}`)),
      w.triangles(d.triangles.map((t) => `${t.points.join('-')}${colourNote(t.colour)}`)),
    ].join(' ');
    return frame('polygon', size, size, title, desc, body);
  }
  const width = d.columns * CELL + 2;
  const height = d.rows * CELL + 2;
  const body: string[] = [];
  for (let r = 0; r < d.rows; r++)
    for (let col = 0; col < d.columns; col++)
      body.push(`<rect x="${num(1 + col * CELL)}" y="${num(1 + r * CELL)}" width="${CELL}" height="${CELL}" fill="#f9fafb" stroke="#9ca3af" stroke-width="1"/>`);
  for (const cell of d.cells) {
    const cx = 1 + cell.column * CELL + CELL / 2;
    const cy = 1 + (d.origin === 'bottom-left' ? d.rows - 1 - cell.row : cell.row) * CELL + CELL / 2;
    body.push(
      `<circle class="mark" data-cell="${cell.row}-${cell.column}" cx="${num(cx)}" cy="${num(cy)}" r="${num(CELL / 2 - 4)}" fill="${cell.value === 1 ? '#1f2937' : pick(STROKES, cell.value)}"/>`,
    );
  }
  const desc = [
    w.grid(d.rows, d.columns),
    w.cells(
      d.cells.map((cell) => `${cell.row}-${cell.column}${colourNote(cell.value)}`),
      d.origin,
    ),
  ].join(' ');
  return frame('grid', width, height, title, desc, body);
}

/** A position given field by field, drawn by the file's view: '' without a view, or when the values
 *  do not have its shape (a prover's counterexample beyond the numbers a page draws). */
export function viewSvg(view: ViewSpec | undefined, values: Readonly<Record<string, unknown>>, title: string, lang: Lang): string {
  const d = view && positionDrawing(view, values);
  return d ? drawingSvg(d, title, lang) : '';
}
