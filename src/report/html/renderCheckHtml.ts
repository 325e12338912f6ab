// Stage: report (html). `zermelo check --html`: one page for the files checked — per file the game
// (its YAML), the verdict and why, the proof obligations, the bounded check, the table as SVG with the
// conjecture's mismatches outlined, the counterexamples with their moves, the claims.
// Input: FileReports and the loaded Specs. Output: a self-contained HTML document.

import type { Spec } from '../../spec/model.js';
import { buildTable } from '../../teach/buildTable.js';
import { prepareGame } from '../../teach/engine.js';
import { conditionSentence } from '../../teach/explainPt.js';
import { words, type Lang } from '../../teach/vocabulary.js';
import type { CounterexampleReport, FileReport } from '../model.js';
import { escapeHtml as esc } from './escape.js';
import { htmlPage } from './page.js';
import { tableFacts } from './renderTableHtml.js';
import { tableHtml } from './tableSvg.js';
import { htmlWordsOf } from '../words/htmlWords.js';
import { textWordsOf } from '../words/textWordsOf.js';
import { conditionLabel, summarize } from '../summarize.js';

export interface CheckedEntry {
  report: FileReport;
  spec?: Spec;
}

const T = { en: htmlWordsOf('en'), pt: htmlWordsOf('pt') };

function tableSection(spec: Spec, lang: Lang): string {
  const solved = prepareGame(spec);
  if (!solved.value) return `<p class="note">${esc(solved.diagnostics.map((d) => d.message).join('; ') || T[lang].cannotDraw)}</p>`;
  const model = buildTable(solved.value);
  return `${tableFacts(model, lang)}\n${tableHtml(model, lang)}`;
}

function counterexampleHtml(c: CounterexampleReport, lang: Lang): string {
  const t = T[lang];
  const w = words(lang);
  const cls = (k: string | null): string => (k && k in w.cls ? w.cls[k as keyof typeof w.cls] : k ? textWordsOf(lang).term(k) : '?');
  const moves = c.moves.map((m) => {
    const facts = [m.conjectured ? `${t.you}: ${cls(m.conjectured)}` : '', m.truth ? `${t.truth}: ${cls(m.truth)}` : ''].filter(Boolean).join(', ');
    return `<li><code>${esc(`${m.name ? `${m.name} → ` : ''}${textWordsOf(lang).term(m.to)}`)}</code>${facts ? ` (${esc(facts)})` : ''}</li>`;
  });
  const params = Object.entries(c.params).map(([k, v]) => `${k} = ${v}`).join(', ');
  return (
    `<div class="counterexample" data-condition="${esc(c.condition)}" data-position="${esc(c.positionText)}">` +
    `<p>${params ? `[${esc(params)}] ` : ''}${esc(conditionSentence(c, lang))}</p>` +
    (moves.length ? `<ul>${moves.join('')}</ul>` : '') +
    '</div>'
  );
}

function fileSection(e: CheckedEntry, lang: Lang): string {
  const r = e.report;
  const t = T[lang];
  const tw = textWordsOf(lang);
  const out: string[] = [`<section class="file" data-file="${esc(r.file)}" data-verdict="${r.verdict}">`];
  out.push(`<h2><code>${esc(r.file)}</code> <span class="verdict ${r.verdict}">${esc(words(lang).verdict[r.verdict])}</span></h2>`);
  if (r.assumption) out.push(`<p class="assumption" data-width="${r.assumption.width}">${esc(lang === 'en' ? r.assumption.text : tw.assumption(r.assumption.width))}</p>`);
  if (r.title) out.push(`<p class="sub">${esc(r.title)}</p>`);
  out.push(`<p>${esc(lang === 'en' || r.status === 'internal' || r.name === null ? r.summary : summarize(r, tw))}</p>`);
  if (e.spec) out.push(`<h3>${t.game}</h3><details><summary><code>${esc(r.file)}</code></summary><pre>${esc(e.spec.source)}</pre></details>`);
  const obligations = r.symbolic?.obligations ?? [];
  out.push(`<h3>${t.obligations}</h3>`);
  if (obligations.length) {
    out.push('<table class="obligations"><tbody>');
    for (const o of obligations) {
      out.push(`<tr><td>${esc(tw.obligationTitle(o.name))}</td><td class="status-${o.status}">${esc(t.status[o.status] ?? o.status)}</td><td>${Math.round(o.timeMs)} ms</td><td>${esc(o.detail ?? '')}</td></tr>`);
    }
    out.push('</tbody></table>');
  } else out.push(`<p class="note">${t.noProof}${r.symbolic?.reason ? `: ${esc(tw.reason(r.symbolic.reason))}` : ''}.</p>`);
  if (r.bounded) {
    const failures = Object.entries(r.bounded.failures).map(([k, v]) => `${lang === 'en' ? k : conditionLabel(k, tw)}: ${v}`).join(', ');
    const status = (words(lang).verdict as Record<string, string>)[r.bounded.status] ?? r.bounded.status;
    out.push(`<h3>${t.bounded}</h3><p>${esc(status)} — ${esc(tw.region(r.bounded.region))}, ${r.bounded.positions} ${t.positions}${failures ? ` (${esc(failures)})` : ''}</p>`);
  }
  if (e.spec && r.verdict !== 'invalid') out.push(`<h3>${t.table}</h3>`, tableSection(e.spec, lang));
  if (r.counterexamples.length) out.push(`<h3>${t.cex}</h3>`, ...r.counterexamples.map((c) => counterexampleHtml(c, lang)));
  if (r.claims.length) {
    out.push(`<h3>${t.claims}</h3><ul>`, ...r.claims.map((c) => `<li class="status-${c.status}">${esc(tw.claimName(c.name))}: ${esc(t.status[c.status] ?? c.status)}${c.detail ? ` — ${esc(tw.reason(c.detail))}` : ''}</li>`), '</ul>');
  }
  out.push('</section>');
  return out.join('\n');
}

export function renderCheckHtml(entries: readonly CheckedEntry[], lang: Lang): string {
  const title = entries.length === 1 ? `zermelo check: ${entries[0]!.report.file}` : `zermelo check: ${T[lang].files(entries.length)}`;
  return htmlPage(title, lang, [`<h1>${esc(title)}</h1>`, ...entries.map((e) => fileSection(e, lang))].join('\n'));
}
