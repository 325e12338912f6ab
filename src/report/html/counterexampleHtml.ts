// Stage: report (html). One counterexample as a numbered item next to the table: its number (the
// badge of its cell), the sentence, every move from the position with what the conjecture says and
// the truth of the target, and where it lies when it is not in the table shown.
// Input: a CounterexampleReport, its number and placement. Output: HTML text.

import { conditionSentence } from '../../teach/explainPt.js';
import { moveNameText } from '../../teach/moveName.js';
import { words, type Lang } from '../../teach/vocabulary.js';
import type { CounterexampleReport } from '../model.js';
import type { Placement } from './counterexampleMarks.js';
import { escapeHtml as esc } from './escape.js';
import { textWordsOf } from '../words/textWordsOf.js';
import { htmlWords } from './htmlWords.js';

export function counterexampleHtml(c: CounterexampleReport, number: number, placement: Placement, lang: Lang): string {
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
  const where = placement === 'outside' ? hw.outsideWindow : placement === 'other-params' ? hw.otherParams(params) : '';
  return (
    `<li class="counterexample" data-number="${number}" data-condition="${esc(c.condition)}" data-position="${esc(c.positionText)}" data-placement="${placement}">` +
    `<span class="badge">${number}</span>` +
    `<p>${params ? `[${esc(params)}] ` : ''}${esc(conditionSentence(c, lang))}</p>` +
    (moves.length ? `<ul class="moves">${moves.join('')}</ul>` : '') +
    (where ? `<p class="note">${esc(where)}</p>` : '') +
    '</li>'
  );
}
