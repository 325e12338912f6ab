// Stage: report (html). A table model drawn as HTML tables, the way the book prints them: a cell per
// position with its symbol (+ / −, S/F/N or the Grundy value) and its generation drawn in the cell
// (and its value at the top right, in a game with points),
// coloured by class (safe dark, as the book blackens them), mismatches with the conjecture outlined in
// red, the cells a counterexample names marked with its number. A one-coordinate table is cut into
// blocks of ten columns that wrap with the page's width, so a cell keeps its size at any width.
// Input: TableModel, the marks of the counterexamples. Output: HTML text (no script).

import type { TableCell, TableModel, TableSection } from '../../teach/tableModel.js';
import { cellText, type CellMode } from '../../teach/renderTableText.js';
import { bookType, className, letter, words, type Lang } from '../../teach/vocabulary.js';
import { escapeHtml as esc } from './escape.js';
import { htmlWords } from './htmlWords.js';
import { moveNameText } from '../../teach/moveName.js';
import { drawingSvg } from './drawingSvg.js';

/** Columns per block of a one-coordinate table (the book's tables come in rows of 10 or 20). */
export const BLOCK_COLUMNS = 10;

/** What the counterexamples say about a cell: the numbers of those placed there, and whether one
 *  of their moves leads there. Keyed by the position's text. */
export interface CellMark {
  badges: number[];
  target: boolean;
}
export type CellMarks = ReadonlyMap<string, CellMark>;

/** "take 1 → n = 4" with zermelo's name translated: the name is what comes before the arrow. */
function goodMoveIn(lang: Lang, move: string): string {
  const at = move.indexOf(' → ');
  return at < 0 ? move : `${moveNameText(lang, move.slice(0, at), { generated: true })}${move.slice(at)}`;
}

function cellTitle(c: TableCell, lang: Lang): string {
  const w = words(lang);
  const type = lang === 'pt' ? bookType(c.cls) : '';
  const parts = [`${c.position}: ${className(lang, c.cls)} (${letter(lang, c.cls)}${type ? `, ${type}` : ''})`];
  if (c.generation !== null) parts.push(`${w.generation} ${c.generation}`);
  if (c.grundy !== null) parts.push(`${w.grundy} ${c.grundy}`);
  if (c.value !== undefined) parts.push(`${htmlWords(lang).value} ${c.value ?? '?'}`);
  if (c.terminal) parts.push(htmlWords(lang).terminal);
  if (c.move) parts.push(`${w.goodMove}: ${c.moveGenerated ? goodMoveIn(lang, c.move) : c.move}`);
  if (c.mismatch) parts.push(`${w.mismatch} (${htmlWords(lang).you}: ${c.conjectured !== null && c.conjectured in w.cls ? w.cls[c.conjectured as keyof typeof w.cls] : c.conjectured})`);
  return parts.join('; ');
}

function cellHtml(c: TableCell | null, mode: CellMode, lang: Lang, marks: CellMarks): string {
  if (!c) return '<td class="empty"></td>';
  const mark = marks.get(c.position);
  const classes = ['cell', c.cls, ...(c.mismatch ? ['mismatch'] : []), ...(mark?.badges.length ? ['named'] : []), ...(mark?.target ? ['target'] : [])];
  const attrs = [
    `class="${classes.join(' ')}"`,
    `data-index="${c.index}"`,
    `data-position="${esc(c.position)}"`,
    `data-class="${c.cls}"`,
    `data-generation="${c.generation ?? ''}"`,
    `data-mismatch="${c.mismatch}"`,
    ...(c.conjectured !== null ? [`data-conjectured="${esc(c.conjectured)}"`] : []),
    ...(c.grundy !== null ? [`data-grundy="${c.grundy}"`] : []),
    ...(c.value !== undefined ? [`data-value="${c.value ?? ''}"`] : []),
    ...(c.move ? [`data-move="${esc(c.move)}"`] : []),
    ...(mark?.badges.length ? [`data-counterexamples="${mark.badges.join(' ')}"`] : []),
    `title="${esc(cellTitle(c, lang))}"`,
  ];
  const symbol = cellText(c, { mode, generations: false, lang }).replace(/\*$/, '');
  const gen = c.generation !== null ? `<span class="gen">${c.generation}</span>` : '';
  const value = c.value !== undefined ? `<span class="val">${c.value ?? '?'}</span>` : '';
  const badges = mark?.badges.length ? `<span class="badges">${mark.badges.map((b) => `<span class="badge">${b}</span>`).join('')}</span>` : '';
  return `<td ${attrs.join(' ')}><span class="sym">${esc(symbol)}</span>${value}${gen}${badges}</td>`;
}

function rowLabel(label: string, mode: CellMode, lang: Lang): string {
  return label || (mode === 'values' ? 'v' : mode === 'grundy' ? 'g' : mode === 'letters' ? `${letter(lang, 'safe')}/${letter(lang, 'fragile')}` : '±');
}

/** One HTML table over the columns [start, end) of a section. */
function tablePart(s: TableSection, start: number, end: number, mode: CellMode, lang: Lang, marks: CellMarks): string {
  const corner = s.rows.name && s.rows.name !== 'turn' ? `${s.rows.name} \\ ${s.cols.name}` : s.cols.name;
  const head = s.cols.labels
    .slice(start, end)
    .map((l) => `<th scope="col" class="col">${esc(l)}</th>`)
    .join('');
  const hasHead = s.cols.name !== '' || s.cols.labels.some((l) => l !== '');
  const rows = s.cells.map((row, r) => {
    const cells = row
      .slice(start, end)
      .map((c) => cellHtml(c, mode, lang, marks))
      .join('');
    const label = esc(rowLabel(s.rows.labels[r]!, mode, lang));
    const drawing = s.drawings?.[r];
    const head = drawing ? `<span class="row-drawing">${drawingSvg(drawing, s.rows.labels[r]!, lang)}</span>${label}` : label;
    return `<tr><th scope="row" class="row">${head}</th>${cells}</tr>`;
  });
  return `<table class="game-table">` + (hasHead ? `<thead><tr><th class="corner">${esc(corner)}</th>${head}</tr></thead>` : '') + `<tbody>${rows.join('')}</tbody></table>`;
}

function sectionHtml(s: TableSection, shape: TableModel['shape'], mode: CellMode, lang: Lang, marks: CellMarks): string {
  const cols = s.cols.labels.length;
  const caption = s.title ? `<figcaption>${esc(s.title)}</figcaption>` : '';
  if (shape === 'line' && cols > BLOCK_COLUMNS) {
    const blocks: string[] = [];
    for (let start = 0; start < cols; start += BLOCK_COLUMNS) blocks.push(tablePart(s, start, Math.min(cols, start + BLOCK_COLUMNS), mode, lang, marks));
    return `<figure class="section">${caption}<div class="blocks">${blocks.join('\n')}</div></figure>`;
  }
  return `<figure class="section">${caption}<div class="scroll">${tablePart(s, 0, cols, mode, lang, marks)}</div></figure>`;
}

/** Every section of the table, as HTML tables. */
export function tableGrid(m: TableModel, lang: Lang, mode: CellMode = 'symbols', marks: CellMarks = new Map()): string {
  return `<div class="sections">\n${m.sections.map((s) => sectionHtml(s, m.shape, mode, lang, marks)).join('\n')}\n</div>`;
}
