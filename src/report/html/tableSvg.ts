// Stage: report (html). A table model drawn as inline SVG, one picture per section: a square per
// position coloured by its class (safe dark, as the book blackens them; fragile light), mismatches
// with the conjecture outlined in red, and per cell a <title> and data-* attributes with the position,
// its class, generation and a good move (hovering shows them). Input: TableModel. Output: SVG text.

import type { TableCell, TableModel, TableSection } from '../../teach/tableModel.js';
import { cellText, type CellMode } from '../../teach/renderTableText.js';
import { LETTER, className, words, type Lang } from '../../teach/vocabulary.js';
import { termPt } from '../../teach/sentences/termsPt.js';
import { escapeHtml as esc } from './escape.js';

const GAP = 2;

function cellTitle(c: TableCell, lang: Lang): string {
  const w = words(lang);
  const parts = [`${c.position}: ${className(lang, c.cls)} (${LETTER[c.cls]})`];
  if (c.generation !== null) parts.push(`${w.generation} ${c.generation}`);
  if (c.grundy !== null) parts.push(`${w.grundy} ${c.grundy}`);
  if (c.terminal) parts.push(lang === 'pt' ? 'fim da partida' : 'the game is over');
  if (c.move) parts.push(`${w.goodMove}: ${c.move}`);
  if (c.mismatch) parts.push(`${w.mismatch} (${lang === 'pt' ? 'diz' : 'it says'} ${lang === 'pt' ? termPt(c.conjectured ?? '') : c.conjectured})`);
  return parts.join('; ');
}

function cellSvg(c: TableCell, x: number, y: number, size: number, mode: CellMode, lang: Lang): string {
  const attrs = [
    `class="cell ${c.cls}${c.mismatch ? ' mismatch' : ''}"`,
    `data-index="${c.index}"`,
    `data-position="${esc(c.position)}"`,
    `data-class="${c.cls}"`,
    `data-generation="${c.generation ?? ''}"`,
    `data-mismatch="${c.mismatch}"`,
    ...(c.conjectured !== null ? [`data-conjectured="${esc(c.conjectured)}"`] : []),
    ...(c.grundy !== null ? [`data-grundy="${c.grundy}"`] : []),
    ...(c.move ? [`data-move="${esc(c.move)}"`] : []),
  ];
  const label = cellText(c, { mode, generations: false }).replace(/\*$/, '');
  const fontSize = Math.max(8, Math.floor(size * (label.length > 2 ? 0.4 : 0.55)));
  return (
    `<g ${attrs.join(' ')}><title>${esc(cellTitle(c, lang))}</title>` +
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" rx="2"/>` +
    `<text x="${x + size / 2}" y="${y + size / 2}" font-size="${fontSize}">${esc(label)}</text></g>`
  );
}

function sectionSvg(s: TableSection, mode: CellMode, lang: Lang): string {
  const cols = s.cols.labels.length;
  const size = cols > 60 ? 12 : cols > 30 ? 16 : 22;
  const labelChars = Math.max(2, ...s.rows.labels.map((l) => l.length), s.rows.name.length);
  const left = labelChars * 8 + 8;
  const top = 22;
  const width = left + cols * (size + GAP) + 4;
  const height = top + s.rows.labels.length * (size + GAP) + 4;
  const out: string[] = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" class="table" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${esc(s.title ?? 'table')}">`);
  const corner = s.rows.name && s.rows.name !== 'turn' ? `${s.rows.name}\\${s.cols.name}` : s.cols.name;
  out.push(`<text class="axis corner" x="${left - 6}" y="${top - 8}" text-anchor="end">${esc(corner)}</text>`);
  s.cols.labels.forEach((l, k) => {
    const show = cols <= 40 || k % 5 === 0;
    if (show) out.push(`<text class="axis" x="${left + k * (size + GAP) + size / 2}" y="${top - 8}">${esc(l)}</text>`);
  });
  s.rows.labels.forEach((l, r) => out.push(`<text class="axis" x="${left - 6}" y="${top + r * (size + GAP) + size / 2}" text-anchor="end">${esc(l || '±')}</text>`));
  s.cells.forEach((row, r) =>
    row.forEach((c, k) => {
      if (c) out.push(cellSvg(c, left + k * (size + GAP), top + r * (size + GAP), size, mode, lang));
    }),
  );
  out.push('</svg>');
  return out.join('\n');
}

/** The legend and every section of the table, as HTML with inline SVG. */
export function tableHtml(m: TableModel, lang: Lang, mode: CellMode = 'symbols'): string {
  const w = words(lang);
  const present = new Set(m.sections.flatMap((s) => s.cells.flat()).filter((c): c is TableCell => c !== null).map((c) => c.cls));
  const legend = (['safe', 'fragile', 'neutral', 'undetermined'] as const)
    .filter((k) => present.has(k))
    .map((k) => `<span class="key ${k}"></span> ${esc(className(lang, k))} (${LETTER[k]})`);
  if (m.mismatches > 0) legend.push(`<span class="key mismatch"></span> ${esc(w.mismatch)}`);
  const sections = m.sections.map((s) => `<figure class="section">${s.title ? `<figcaption>${esc(s.title)}</figcaption>` : ''}\n${sectionSvg(s, mode, lang)}</figure>`);
  return `<p class="legend">${legend.join(' &nbsp; ')}</p>\n<div class="sections">\n${sections.join('\n')}\n</div>`;
}
