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

export interface CheckedEntry {
  report: FileReport;
  spec?: Spec;
}

const T = {
  en: { game: 'The game', obligations: 'Proof obligations', bounded: 'Bounded check', table: 'The table', cex: 'Counterexamples', claims: 'Claims', noProof: 'No proof attempted', you: 'you', truth: 'truth' },
  pt: { game: 'O jogo', obligations: 'Obrigações de prova', bounded: 'Verificação nos limites', table: 'A tabela', cex: 'Contra-exemplos', claims: 'Afirmações', noProof: 'Sem tentativa de prova', you: 'diz', truth: 'verdade' },
};

function tableSection(spec: Spec, lang: Lang): string {
  const solved = prepareGame(spec);
  if (!solved.value) return `<p class="note">${esc(solved.diagnostics.map((d) => d.message).join('; ') || 'the table cannot be drawn')}</p>`;
  const model = buildTable(solved.value);
  return `${tableFacts(model, lang)}\n${tableHtml(model, lang)}`;
}

function counterexampleHtml(c: CounterexampleReport, lang: Lang): string {
  const t = T[lang];
  const w = words(lang);
  const cls = (k: string | null): string => (k && k in w.cls ? w.cls[k as keyof typeof w.cls] : (k ?? '?'));
  const moves = c.moves.map((m) => {
    const facts = [m.conjectured ? `${t.you}: ${cls(m.conjectured)}` : '', m.truth ? `${t.truth}: ${cls(m.truth)}` : ''].filter(Boolean).join(', ');
    return `<li><code>${esc(`${m.name ? `${m.name} → ` : ''}${m.to}`)}</code>${facts ? ` (${esc(facts)})` : ''}</li>`;
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
  const out: string[] = [`<section class="file" data-file="${esc(r.file)}" data-verdict="${r.verdict}">`];
  out.push(`<h2><code>${esc(r.file)}</code> <span class="verdict ${r.verdict}">${esc(words(lang).verdict[r.verdict])}</span></h2>`);
  if (r.assumption) out.push(`<p class="assumption" data-width="${r.assumption.width}">${esc(r.assumption.text)}</p>`);
  if (r.title) out.push(`<p class="sub">${esc(r.title)}</p>`);
  out.push(`<p>${esc(r.summary)}</p>`);
  if (e.spec) out.push(`<h3>${t.game}</h3><details><summary><code>${esc(r.file)}</code></summary><pre>${esc(e.spec.source)}</pre></details>`);
  const obligations = r.symbolic?.obligations ?? [];
  out.push(`<h3>${t.obligations}</h3>`);
  if (obligations.length) {
    out.push('<table class="obligations"><tbody>');
    for (const o of obligations) {
      out.push(`<tr><td>${esc(o.name)}</td><td class="status-${o.status}">${esc(o.status)}</td><td>${Math.round(o.timeMs)} ms</td><td>${esc(o.detail ?? '')}</td></tr>`);
    }
    out.push('</tbody></table>');
  } else out.push(`<p class="note">${t.noProof}${r.symbolic?.reason ? `: ${esc(r.symbolic.reason)}` : ''}.</p>`);
  if (r.bounded) {
    const failures = Object.entries(r.bounded.failures).map(([k, v]) => `${k}: ${v}`).join(', ');
    const status = (words(lang).verdict as Record<string, string>)[r.bounded.status] ?? r.bounded.status;
    out.push(`<h3>${t.bounded}</h3><p>${esc(status)} — ${esc(r.bounded.region)}, ${r.bounded.positions} ${lang === 'pt' ? 'posições' : 'positions'}${failures ? ` (${esc(failures)})` : ''}</p>`);
  }
  if (e.spec && r.verdict !== 'invalid') out.push(`<h3>${t.table}</h3>`, tableSection(e.spec, lang));
  if (r.counterexamples.length) out.push(`<h3>${t.cex}</h3>`, ...r.counterexamples.map((c) => counterexampleHtml(c, lang)));
  if (r.claims.length) {
    out.push(`<h3>${t.claims}</h3><ul>`, ...r.claims.map((c) => `<li class="status-${c.status}">${esc(c.name)}: ${esc(c.status)}${c.detail ? ` — ${esc(c.detail)}` : ''}</li>`), '</ul>');
  }
  out.push('</section>');
  return out.join('\n');
}

export function renderCheckHtml(entries: readonly CheckedEntry[], lang: Lang): string {
  const title = entries.length === 1 ? `zermelo check: ${entries[0]!.report.file}` : `zermelo check: ${entries.length} files`;
  return htmlPage(title, lang, [`<h1>${esc(title)}</h1>`, ...entries.map((e) => fileSection(e, lang))].join('\n'));
}
