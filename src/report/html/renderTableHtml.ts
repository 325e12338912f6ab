// Stage: report (html). `zermelo table --html`: the game's table as a page — its name and title, the
// parameters, the window shown, the conjecture and how often it disagrees, how to read the table
// (both vocabularies, once), and the table with a cell per position.
// Input: a TableModel and the language. Output: a self-contained HTML document.

import type { TableCell, TableModel } from '../../teach/tableModel.js';
import { tableCells } from '../../teach/tableModel.js';
import { reachableLine, setsLine, slicesLine, type CellMode } from '../../teach/renderTableText.js';
import { words, type Lang } from '../../teach/vocabulary.js';
import { escapeHtml as esc } from './escape.js';
import { htmlWords } from './htmlWords.js';
import { htmlPage } from './page.js';
import { tableGrid } from './tableGrid.js';
import { tableLegend } from './tableLegend.js';

/** The facts under a table: window, conjecture agreement, counts. `chooseWindow` says how to change
 *  the window (on the command line by default). */
export function tableFacts(m: TableModel, lang: Lang, chooseWindow = htmlWords(lang).chooseWindow): string {
  const hw = htmlWords(lang);
  const w = words(lang);
  const facts: string[] = [];
  const params = Object.entries(m.params).map(([k, v]) => `${k} = ${v}`);
  if (params.length) facts.push(`${esc(hw.parameters)}: ${esc(params.join(', '))}`);
  const reach = reachableLine(m, lang, false);
  if (reach) facts.push(esc(reach.replace(/\.$/, '')));
  const cut = m.windows.filter((x) => x.from > x.lo || x.to < x.hi);
  if (cut.length) {
    const shown = cut.map((x) => `${x.name} = ${x.from}..${x.to} (${hw.of} ${x.lo}..${x.hi})`).join(', ');
    facts.push(`<span class="window">${esc(hw.showing(shown))}</span> — ${esc(chooseWindow)}`);
  }
  const sets = setsLine(m, lang, false);
  if (sets) facts.push(`${esc(sets.replace(/\.$/, ''))} — ${esc(chooseWindow)}`);
  const c = m.counts;
  const counts = (['safe', 'fragile', 'neutral', 'undetermined'] as const).filter((k) => k !== 'undetermined' || c[k] > 0).map((k) => `${c[k]} ${w.clsPlural[k]}`);
  facts.push(esc(m.reachable ? hw.inReached(m.positions, counts.join(', ')) : hw.inRegion(m.positions, counts.join(', '))));
  if (m.conjecture) {
    const verdict =
      m.mismatches === 0
        ? esc(m.reachable ? hw.conjectureAgreesReached : hw.conjectureAgrees)
        : esc(hw.conjectureDisagrees(m.mismatches, m.firstMismatch ?? '')).replace(String(m.mismatches), `<span class="mismatch-count">${m.mismatches}</span>`);
    facts.push(`${esc(w.conjecture[0]!.toUpperCase() + w.conjecture.slice(1))} <code>${esc(m.conjecture.text)}</code>: ${verdict}`);
  }
  const slices = slicesLine(m, lang);
  if (slices) facts.push(esc(slices));
  facts.push(...m.notes.map(esc));
  return `<ul class="facts">${facts.map((f) => `<li>${f}</li>`).join('')}</ul>`;
}

/** The classes present in some tables (for the legend). */
export function classesOf(models: readonly TableModel[]): Set<TableCell['cls']> {
  return new Set(models.flatMap((m) => tableCells(m).map((c) => c.cls)));
}

export function renderTableHtml(m: TableModel, lang: Lang, mode: CellMode = 'symbols'): string {
  const w = words(lang);
  const heading = `${w.table[0]!.toUpperCase()}${w.table.slice(1)}: ${m.name}`;
  const legend = tableLegend({ classes: classesOf([m]), mode, generations: tableCells(m).some((c) => c.generation !== null), mismatches: m.mismatches > 0, counterexamples: false }, lang);
  const body = [
    `<h1>${esc(heading)}</h1>`,
    m.title ? `<p class="sub">${esc(m.title)} — <code>${esc(m.file)}</code></p>` : `<p class="sub"><code>${esc(m.file)}</code></p>`,
    tableFacts(m, lang),
    tableGrid(m, lang, mode),
    legend,
  ].join('\n');
  return htmlPage(heading, lang, body);
}
