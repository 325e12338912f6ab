// Stage: report (html). One counterexample as a numbered item next to the table: its number (the
// badge of its cell), the sentence, every move from the position with what the conjecture says and
// the truth of the target, a false claim's truth, the line of perfect play from the position, and
// where it lies when it is not in the table shown, with its own table then.
// Input: a CounterexampleReport, its number and placement. Output: HTML text.

import { conditionSentence } from '../../teach/explainPt.js';
import { moveNameText } from '../../teach/moveName.js';
import { words, type Lang } from '../../teach/vocabulary.js';
import type { ViewSpec } from '../../model/model.js';
import type { CounterexampleReport } from '../model.js';
import { viewSvg } from './drawingSvg.js';
import type { Placement } from './counterexampleMarks.js';
import { escapeHtml as esc } from './escape.js';
import { textWordsOf } from '../words/textWordsOf.js';
import { htmlWords } from './htmlWords.js';

/** A false claim's truth and the line of perfect play from the position (every move of it). */
function truthHtml(c: CounterexampleReport, lang: Lang, cls: (k: string | null) => string): string {
  const hw = htmlWords(lang);
  const term = textWordsOf(lang).term;
  const out: string[] = [];
  if (c.condition === 'claim' && c.truth?.position) out.push(`<p class="claim-truth">${esc(hw.claimTruth(c.truth.position, cls(c.truth.class), c.truth.generation))}</p>`);
  if (c.values?.length) out.push(`<p class="true-values">${esc(hw.trueValues)}: ${c.values.map((v) => `<code>${esc(v.expression)}</code> = <code>${esc(term(v.value))}</code>`).join('; ')}</p>`);
  const line = c.line;
  if (line && line.steps.length > 0) {
    const steps = line.steps.map(
      (s) =>
        `<li class="step ${esc(s.class)}" data-to="${esc(s.to)}"><code>${esc(`${moveNameText(lang, s.move, s)} → ${term(s.to)}`)}</code> <span class="move-facts">(${esc([cls(s.class), s.generation !== null ? `${words(lang).generation} ${s.generation}` : ''].filter(Boolean).join(', '))})</span></li>`,
    );
    const last = line.steps[line.steps.length - 1];
    const end = line.end === 'limit' ? hw.lineEnd.limit(last?.generation ?? null) : hw.lineEnd[line.end];
    out.push(`<div class="line" data-end="${line.end}"><p>${esc(hw.perfectPlay(term(line.from)))}</p><ol class="line-steps">${steps.join('')}<li class="line-end">${esc(end)}</li></ol></div>`);
  }
  return out.join('');
}

/** The counterexample's position drawn by the file's view (a false claim asks about other
 *  positions: its own is not drawn). */
function drawingBox(view: ViewSpec | undefined, c: CounterexampleReport, lang: Lang): string {
  if (!view || c.condition === 'claim') return '';
  const svg = viewSvg(view, c.position, c.positionText, lang);
  return svg ? `<figure class="drawing-box">${svg}</figure>` : '';
}

/** The game of the counterexample as the serve page sends it back ("size=4"), when it has params. */
function paramsAttr(c: CounterexampleReport): string {
  const entries = Object.entries(c.params);
  return entries.length ? ` data-params="${esc(entries.map(([k, v]) => `${k}=${String(v)}`).join(','))}"` : '';
}

export function counterexampleHtml(c: CounterexampleReport, number: number, placement: Placement, lang: Lang, own = '', view?: ViewSpec): string {
  const hw = htmlWords(lang);
  const w = words(lang);
  const term = textWordsOf(lang).term;
  const cls = (k: string | null): string => (k && k in w.cls ? w.cls[k as keyof typeof w.cls] : k ? term(k) : '?');
  const moves = c.moves.map((m) => {
    const facts = [m.conjectured ? `${hw.you}: ${cls(m.conjectured)}` : '', m.truth ? `${hw.truth}: ${cls(m.truth)}` : ''].filter(Boolean).join(', ');
    const truthClass = m.truth && m.truth in w.cls ? ` ${m.truth}` : '';
    return `<li class="move${truthClass}" data-to="${esc(m.to)}"><code>${esc(`${m.name ? `${moveNameText(lang, m.name, m)} → ` : ''}${term(m.to)}`)}</code>${facts ? ` <span class="move-facts">(${esc(facts)})</span>` : ''}</li>`;
  });
  const params = Object.entries(c.params)
    .map(([k, v]) => `${k} = ${v}`)
    .join(', ');
  const where = own ? hw.ownTable(placement === 'other-params' ? params : '') : placement === 'outside' ? hw.outsideWindow : placement === 'other-params' ? hw.otherParams(params) : '';
  return (
    `<li class="counterexample" data-number="${number}" data-condition="${esc(c.condition)}" data-position="${esc(c.positionText)}" data-placement="${placement}"${paramsAttr(c)}${c.condition === 'claim' && c.truth?.position ? ` data-cell="${esc(c.truth.position)}"` : ''}>` +
    `<span class="badge">${number}</span>` +
    `<p>${params ? `[${esc(params)}] ` : ''}${esc(conditionSentence(c, lang))}</p>` +
    drawingBox(view, c, lang) +
    (moves.length ? `<ul class="moves">${moves.join('')}</ul>` : '') +
    truthHtml(c, lang, cls) +
    (where ? `<p class="note">${esc(where)}</p>` : '') +
    own +
    '</li>'
  );
}
