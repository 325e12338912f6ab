// Stage: teach. The table model as terminal text, the way the book draws it: a header row of
// positions and a row of + / − per player (or S/F/N, or Grundy values; with generations on demand),
// grids with row and column labels, boards with the top row first. Wide tables wrap into blocks of
// columns. Input: a TableModel and options. Output: text (ANSI colour only when asked).

import { displayWidth } from '../diag/displayWidth.js';
import type { TableCell, TableModel, TableSection } from './tableModel.js';
import { SYMBOL, bookType, className, letter, words, type ClassName, type Lang } from './vocabulary.js';

export type CellMode = 'symbols' | 'letters' | 'grundy' | 'values';

export interface TableTextOptions {
  mode: CellMode;
  generations: boolean;
  color: boolean;
  width: number; // terminal columns
  lang: Lang;
}

export const MISMATCH_MARK = '*';

const COLOUR: Record<ClassName, string> = { safe: '1;32', fragile: '0', neutral: '33', undetermined: '35' };

export function cellText(c: TableCell, o: Pick<TableTextOptions, 'mode' | 'generations' | 'lang'>): string {
  const core =
    o.mode === 'values'
      ? c.value === null || c.value === undefined
        ? '?'
        : String(c.value)
      : o.mode === 'grundy'
        ? c.grundy === null
          ? '?'
          : String(c.grundy)
        : o.mode === 'letters'
          ? letter(o.lang, c.cls)
          : SYMBOL[c.cls];
  const gen = o.generations && c.generation !== null ? String(c.generation) : '';
  return `${core}${gen}${c.mismatch ? MISMATCH_MARK : ''}`;
}

function paintCell(c: TableCell, text: string, color: boolean): string {
  if (!color) return text;
  const code = c.mismatch ? '1;41;97' : COLOUR[c.cls];
  return code === '0' ? text : `\x1b[${code}m${text}\x1b[0m`;
}

function pad(text: string, width: number, painted = text): string {
  return ' '.repeat(Math.max(0, width - displayWidth(text))) + painted;
}

function renderSection(s: TableSection, o: TableTextOptions): string[] {
  const corner = s.rows.name && s.cols.name && s.rows.name !== 'turn' ? `${s.rows.name}\\${s.cols.name}` : s.cols.name;
  const texts = s.cells.map((row) => row.map((c) => (c ? cellText(c, o) : '')));
  const colWidth = Math.max(1, ...s.cols.labels.map(displayWidth), ...texts.flat().map(displayWidth));
  const rowLabels = s.rows.labels.map((l) => l || (o.mode === 'values' ? 'v' : o.mode === 'grundy' ? 'g' : o.mode === 'letters' ? `${letter(o.lang, 'safe')}/${letter(o.lang, 'fragile')}` : '±'));
  const labelWidth = Math.max(displayWidth(corner), ...rowLabels.map(displayWidth));
  const perBlock = Math.max(1, Math.floor((o.width - labelWidth) / (colWidth + 1)));
  const lines: string[] = [];
  if (s.title) lines.push(`${s.title}:`);
  for (let start = 0; start < s.cols.labels.length; start += perBlock) {
    const end = Math.min(s.cols.labels.length, start + perBlock);
    if (start > 0) lines.push('');
    if (s.cols.name || s.cols.labels.some((l) => l !== '')) {
      lines.push(
        (
          pad(corner, labelWidth) +
          s.cols.labels
            .slice(start, end)
            .map((l) => ' ' + pad(l, colWidth))
            .join('')
        ).trimEnd(),
      );
    }
    s.cells.forEach((row, r) => {
      let line = pad(rowLabels[r]!, labelWidth);
      for (let k = start; k < end; k++) {
        const c = row[k];
        line += ' ' + (c ? pad(texts[r]![k]!, colWidth, paintCell(c, texts[r]![k]!, o.color)) : pad('', colWidth));
      }
      lines.push(line.trimEnd());
    });
  }
  return lines;
}

function legend(m: TableModel, o: TableTextOptions): string {
  const w = words(o.lang);
  const present = new Set(
    m.sections.flatMap((s) =>
      s.cells
        .flat()
        .filter((c): c is TableCell => c !== null)
        .map((c) => c.cls),
    ),
  );
  const classes = (['safe', 'fragile', 'neutral', 'undetermined'] as const).filter((k) => present.has(k));
  const parts =
    o.mode === 'values'
      ? [
          o.lang === 'pt'
            ? 'v: o valor (a melhor diferença dos pontos ainda por marcar, para quem joga; ? onde não está definido)'
            : 'v: the value (the best difference of the points still to come, for the player to move; ? where it is not defined)',
        ]
      : o.mode === 'grundy'
        ? [`${w.grundy} (0 = ${className(o.lang, 'safe')})`]
        : classes.map((k) => `${o.mode === 'letters' ? letter(o.lang, k) : SYMBOL[k]} ${className(o.lang, k)}${legendLetters(o, k)}`);
  if (o.generations) parts.push(o.lang === 'pt' ? 'número: a geração' : 'number: the generation');
  if (m.mismatches > 0) parts.push(`${MISMATCH_MARK} ${w.mismatch}`);
  return parts.join('   ');
}

/** " (S)" in English; " (I, tipo S)" in Portuguese: the set's letter and the book's type. */
function legendLetters(o: TableTextOptions, k: ClassName): string {
  const type = o.lang === 'pt' ? bookType(k) : '';
  const parts = [o.mode === 'letters' ? '' : letter(o.lang, k), type].filter((p) => p !== '');
  return parts.length > 0 ? ` (${parts.join(', ')})` : '';
}

function windowLine(m: TableModel, lang: Lang): string | undefined {
  const cut = m.windows.filter((w) => w.from > w.lo || w.to < w.hi);
  if (cut.length === 0) return undefined;
  const shown = cut.map((w) => `${w.name} = ${w.from}..${w.to} ${lang === 'pt' ? 'de' : 'of'} ${w.lo}..${w.hi}`).join(', ');
  return lang === 'pt' ? `Mostra ${shown} (escolha com --from/--to).` : `Showing ${shown} (choose with --from/--to).`;
}

/** What a table of sets lists, when it is not every position: the sizes of its sets and how many of
 *  their positions. `hint: false` leaves out how to choose the sizes (a page says it its own way). */
export function setsLine(m: TableModel, lang: Lang, hint = true): string | undefined {
  const l = m.sets;
  if (!l || (l.shown === l.total && l.from === 0 && l.to === l.elements)) return undefined;
  const sizes = l.from === l.to ? `${l.from}` : lang === 'pt' ? `${l.from} a ${l.to}` : `${l.from} to ${l.to}`;
  if (lang === 'pt') {
    const which = l.shown < l.total ? `as ${l.shown} menores das ${l.total}` : `as ${l.total}`;
    return `Listadas: ${which} posições cujos conjuntos têm ${sizes} ${l.to === 1 ? 'elemento marcado' : 'elementos marcados'}${hint ? ' (escolha os tamanhos com --from/--to, p. ex. --from 2 --to 3)' : ''}.`;
  }
  const which = l.shown < l.total ? `the ${l.shown} smallest of the ${l.total}` : `the ${l.total}`;
  return `Listed: ${which} positions whose sets have ${sizes} marked ${l.to === 1 ? 'element' : 'elements'}${hint ? ' (choose the sizes with --from/--to, e.g. --from 2 --to 3)' : ''}.`;
}

/** A table solved from the start (check.from: start): which positions it has. `hint: false` leaves
 *  out the option that tables the whole region (a page has no command line). */
export function reachableLine(m: TableModel, lang: Lang, hint = true): string | undefined {
  const r = m.reachable;
  if (!r) return undefined;
  if (lang === 'pt') {
    return `Atingíveis a partir da posição inicial ${r.start}: ${r.positions} das ${r.region} posições da região, resolvidas como \`zermelo check\` resolve este ficheiro; a tabela só mostra essas${hint ? ' (--region: a região toda)' : ''}.`;
  }
  return `Reachable from the start position ${r.start}: ${r.positions} of the region's ${r.region} positions, solved as \`zermelo check\` solves this file; the table shows only these${hint ? ' (--region: the whole region)' : ''}.`;
}

function conjectureLine(m: TableModel, lang: Lang): string | undefined {
  if (!m.conjecture) return undefined;
  const c = m.conjecture.text;
  const where = m.reachable ? (lang === 'pt' ? 'atingíveis a partir da posição inicial' : 'reachable from the start') : lang === 'pt' ? 'da região' : 'of the region';
  if (m.mismatches === 0) {
    return lang === 'pt' ? `Conjectura ${c}: coincide com a verdade nas ${m.positions} posições ${where}.` : `Conjecture ${c}: agrees with the truth at all ${m.positions} positions ${where}.`;
  }
  return lang === 'pt'
    ? `Conjectura ${c}: discorda da verdade em ${m.mismatches} ${m.mismatches === 1 ? 'posição' : 'posições'} ${where} (a primeira: ${m.firstMismatch}), marcadas com ${MISMATCH_MARK}.`
    : `Conjecture ${c}: disagrees with the truth at ${m.mismatches} ${m.mismatches === 1 ? 'position' : 'positions'} ${where} (the first: ${m.firstMismatch}), marked ${MISMATCH_MARK}.`;
}

export function renderTableText(m: TableModel, o: TableTextOptions): string {
  const w = words(o.lang);
  const params = Object.entries(m.params).map(([k, v]) => `${k} = ${v}`);
  const head = `${m.name}${m.title ? ` — ${m.title}` : ''}`;
  const lines = [head, `${w.table[0]!.toUpperCase()}${w.table.slice(1)}${params.length ? ` (${params.join(', ')})` : ''}: ${legend(m, o)}`];
  const reach = reachableLine(m, o.lang);
  if (reach) lines.push(reach);
  const win = windowLine(m, o.lang);
  if (win) lines.push(win);
  lines.push('');
  m.sections.forEach((s, k) => {
    if (k > 0) lines.push('');
    lines.push(...renderSection(s, o));
  });
  const conj = conjectureLine(m, o.lang);
  const sets = setsLine(m, o.lang);
  const cut = slicesLine(m, o.lang);
  if (conj || sets || cut || m.notes.length) lines.push('');
  if (conj) lines.push(conj);
  if (sets) lines.push(sets);
  if (cut) lines.push(cut);
  lines.push(...m.notes);
  return lines.join('\n') + '\n';
}

/** The line saying the table was cut after its first slices, or '' when it was not. */
export function slicesLine(m: TableModel, lang: Lang): string {
  if (m.slicesShown === undefined) return '';
  return lang === 'pt'
    ? `só se mostram as primeiras ${m.slicesShown} fatias; escolha uma janela com --from/--to`
    : `only the first ${m.slicesShown} slices are shown; choose a window with --from/--to`;
}
