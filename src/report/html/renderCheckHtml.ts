// Stage: report (html). `zermelo check --html`: one page for the files checked — how to read the
// tables (once), then per file the game (its YAML), the verdict and why, the proof obligations, the
// bounded check in words, and the table (of the first counterexample's game) with the counterexamples
// beside it: each once, numbered, with its moves, the truth and a line of perfect play, its number
// drawn in the cell it names, and a table of its own when the page's table does not show it. Input: FileReports, the loaded Specs and the
// window (--from/--to). Output: a self-contained HTML document.

import type { Spec } from '../../model/model.js';
import { tableFor, type WindowText } from '../../teach/tableFor.js';
import type { TableModel } from '../../teach/tableModel.js';
import { tableCells } from '../../teach/tableModel.js';
import { words, type Lang } from '../../teach/vocabulary.js';
import type { FileReport } from '../model.js';
import { summarize } from '../summarize.js';
import { textWordsOf } from '../words/textWordsOf.js';
import { boundedHtml } from './boundedHtml.js';
import { counterexampleHtml } from './counterexampleHtml.js';
import { counterexampleMarks } from './counterexampleMarks.js';
import { ownTables, pageCounterexamples, tableParams } from './counterexampleTables.js';
import { escapeHtml as esc } from './escape.js';
import { htmlWords } from './htmlWords.js';
import { htmlPage } from './page.js';
import { classesOf, tableFacts } from './renderTableHtml.js';
import { tableGrid } from './tableGrid.js';
import { tableLegend } from './tableLegend.js';

export interface CheckedEntry {
  report: FileReport;
  spec?: Spec;
}

interface Tabled {
  model?: TableModel;
  problem?: string; // why there is no table
}

/** The parameter values asked for that this file's game has (none: undefined). */
function ownParams(spec: Spec, asked: Readonly<Record<string, number>> | undefined): Record<string, number> | undefined {
  const own = Object.entries(asked ?? {}).filter(([k]) => spec.game.params.some((p) => p.name === k));
  return own.length ? Object.fromEntries(own) : undefined;
}

function tableOf(e: CheckedEntry, window: WindowText, lang: Lang, asked?: Readonly<Record<string, number>>): Tabled {
  if (!e.spec || e.report.verdict === 'invalid') return {};
  // the game asked for, else the first counterexample's, so that it is read on the table (the others on their own)
  const params = tableParams(pageCounterexamples(e.report.counterexamples), ownParams(e.spec, asked));
  const t = tableFor(e.spec, window, { grundy: true, ...(params ? { params } : {}) });
  if (!t.value) return { problem: t.diagnostics.map((d) => d.message).join('; ') || htmlWords(lang).cannotDraw };
  return { model: t.value.model };
}

function tableAndCounterexamples(e: CheckedEntry, t: Tabled, lang: Lang): string[] {
  const r = e.report;
  const hw = htmlWords(lang);
  const list = pageCounterexamples(r.counterexamples);
  const { marks, placements } = counterexampleMarks(list, t.model);
  const own = ownTables(e.spec, list, placements, lang);
  const cexs = list.length
    ? `<aside class="counterexamples"><h3>${esc(hw.counterexamples)}</h3><ol class="counterexample-list">${list.map((c, k) => counterexampleHtml(c, k + 1, placements[k]!, lang, own[k], e.spec?.view)).join('')}</ol></aside>`
    : '';
  if (!t.model) return [t.problem ? `<p class="note">${esc(t.problem)}</p>` : '', cexs].filter(Boolean);
  return [`<h3>${esc(hw.table)}</h3>`, tableFacts(t.model, lang), `<div class="table-and-counterexamples"><div class="table-box">${tableGrid(t.model, lang, 'symbols', marks)}</div>${cexs}</div>`];
}

/** The file's one-sentence summary in `lang` (the report's own sentence is English). */
export function summaryIn(r: FileReport, lang: Lang): string {
  if (lang === 'en' || r.status === 'internal' || (r.name === null && r.verdict !== 'invalid')) return r.summary;
  return summarize(r, textWordsOf(lang));
}

function fileSection(e: CheckedEntry, t: Tabled, lang: Lang): string {
  const r = e.report;
  const hw = htmlWords(lang);
  const tw = textWordsOf(lang);
  const en = lang === 'en';
  const out: string[] = [`<section class="file" data-file="${esc(r.file)}" data-verdict="${r.verdict}">`];
  out.push(`<h2><code>${esc(r.file)}</code> <span class="verdict ${r.verdict}">${esc(words(lang).verdict[r.verdict])}</span></h2>`);
  if (r.assumption) out.push(`<p class="assumption" data-width="${r.assumption.width}">${esc(en ? r.assumption.text : tw.assumption(r.assumption.width))}</p>`);
  if (r.title) out.push(`<p class="sub">${esc(r.title)}</p>`);
  out.push(`<p>${esc(summaryIn(r, lang))}</p>`);
  out.push(...tableAndCounterexamples(e, t, lang));
  if (r.bounded) out.push(`<h3>${esc(hw.bounded)}</h3>`, boundedHtml(r.bounded, lang));
  const obligations = r.symbolic?.obligations ?? [];
  out.push(`<h3>${esc(hw.obligations)}</h3>`);
  if (obligations.length) {
    out.push('<table class="obligations"><tbody>');
    for (const o of obligations) {
      out.push(
        `<tr><td>${esc(tw.obligationTitle(o.name))}</td><td class="status-${o.status}">${esc(hw.status[o.status] ?? o.status)}</td><td>${Math.round(o.timeMs)} ms</td><td>${esc(o.detail ? tw.reason(o.detail) : '')}</td></tr>`,
      );
    }
    out.push('</tbody></table>');
  } else out.push(`<p class="note">${esc(hw.noProof)}${r.symbolic?.reason ? `: ${esc(tw.reason(r.symbolic.reason))}` : ''}.</p>`);
  if (r.claims.length) {
    out.push(
      `<h3>${esc(hw.claims)}</h3><ul>`,
      ...r.claims.map((c) => `<li class="status-${c.status}">${esc(tw.claimName(c.name))}: ${esc(hw.status[c.status] ?? c.status)}${c.detail ? ` — ${esc(tw.reason(c.detail))}` : ''}</li>`),
      '</ul>',
    );
  }
  if (e.spec) out.push(`<h3>${esc(hw.game)}</h3><details><summary><code>${esc(r.file)}</code></summary><pre>${esc(e.spec.source)}</pre></details>`);
  out.push('</section>');
  return out.join('\n');
}

/** `params`: the game of each file's table (--param; each file takes the parameters it has). */
export function renderCheckHtml(entries: readonly CheckedEntry[], lang: Lang, window: WindowText = {}, params?: Readonly<Record<string, number>>): string {
  const title = entries.length === 1 ? `zermelo check: ${entries[0]!.report.file}` : `zermelo check: ${htmlWords(lang).files(entries.length)}`;
  const tabled = entries.map((e) => tableOf(e, window, lang, params));
  const models = tabled.flatMap((t) => (t.model ? [t.model] : []));
  const legend = models.length
    ? tableLegend(
        {
          classes: classesOf(models),
          mode: 'symbols',
          generations: models.some((m) => tableCells(m).some((c) => c.generation !== null)),
          mismatches: models.some((m) => m.mismatches > 0),
          counterexamples: entries.some((e) => e.report.counterexamples.length > 0),
          values: models.some((m) => tableCells(m).some((c) => c.value !== undefined)),
        },
        lang,
      )
    : '';
  return htmlPage(title, lang, [`<h1>${esc(title)}</h1>`, legend, ...entries.map((e, k) => fileSection(e, tabled[k]!, lang))].filter(Boolean).join('\n'));
}
