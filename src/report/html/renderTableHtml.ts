// Stage: report (html). `zermelo table --html`: the game's table as a page — its name and title, the
// parameters, the window shown, the conjecture and how often it disagrees, and the table as SVG.
// Input: a TableModel and the language. Output: a self-contained HTML document.

import type { TableModel } from '../../teach/tableModel.js';
import type { CellMode } from '../../teach/renderTableText.js';
import { words, type Lang } from '../../teach/vocabulary.js';
import { escapeHtml as esc } from './escape.js';
import { htmlPage } from './page.js';
import { tableHtml } from './tableSvg.js';

/** The facts under a table: window, conjecture agreement, counts. */
export function tableFacts(m: TableModel, lang: Lang): string {
  const pt = lang === 'pt';
  const facts: string[] = [];
  const params = Object.entries(m.params).map(([k, v]) => `${k} = ${v}`);
  if (params.length) facts.push(`${pt ? 'Parâmetros' : 'Parameters'}: ${params.join(', ')}`);
  const cut = m.windows.filter((w) => w.from > w.lo || w.to < w.hi);
  if (cut.length) facts.push(`${pt ? 'Mostra' : 'Showing'} ${cut.map((w) => `${w.name} = ${w.from}..${w.to} (${pt ? 'de' : 'of'} ${w.lo}..${w.hi})`).join(', ')}`);
  const c = m.counts;
  facts.push(
    pt
      ? `${m.positions} posições na região: ${c.safe} inatacáveis, ${c.fragile} frágeis, ${c.neutral} neutras${c.undetermined ? `, ${c.undetermined} indeterminadas` : ''}`
      : `${m.positions} positions in the region: ${c.safe} safe, ${c.fragile} fragile, ${c.neutral} neutral${c.undetermined ? `, ${c.undetermined} undetermined` : ''}`,
  );
  if (m.conjecture) {
    const agree = m.mismatches === 0;
    facts.push(
      `${pt ? 'Conjectura' : 'Conjecture'} <code>${esc(m.conjecture.text)}</code>: ` +
        (agree
          ? pt ? 'coincide com a verdade em toda a região' : 'agrees with the truth everywhere in the region'
          : `${pt ? 'discorda em' : 'disagrees at'} <span class="mismatch-count">${m.mismatches}</span> ${pt ? 'posições (a primeira' : 'positions (the first'}: ${esc(m.firstMismatch ?? '')})`),
    );
  }
  facts.push(...m.notes.map(esc));
  return `<ul class="facts">${facts.map((f) => `<li>${f}</li>`).join('')}</ul>`;
}

export function renderTableHtml(m: TableModel, lang: Lang, mode: CellMode = 'symbols'): string {
  const w = words(lang);
  const heading = `${w.table[0]!.toUpperCase()}${w.table.slice(1)}: ${m.name}`;
  const body = [
    `<h1>${esc(heading)}</h1>`,
    m.title ? `<p class="sub">${esc(m.title)} — <code>${esc(m.file)}</code></p>` : `<p class="sub"><code>${esc(m.file)}</code></p>`,
    tableFacts(m, lang),
    tableHtml(m, lang, mode),
  ].join('\n');
  return htmlPage(heading, lang, body);
}
