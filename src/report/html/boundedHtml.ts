// Stage: report (html). The bounded check of a file in words: its status, the region and its size,
// and the failing positions per condition as a small table with each condition named in full
// (not "I: 29, truth: 29"). Input: a BoundedSummary. Output: HTML text.

import { words, type Lang } from '../../teach/vocabulary.js';
import type { BoundedSummary } from '../model.js';
import { escapeHtml as esc } from './escape.js';
import { textWordsOf } from '../words/textWordsOf.js';
import { htmlWords } from './htmlWords.js';

export function boundedHtml(b: BoundedSummary, lang: Lang): string {
  const hw = htmlWords(lang);
  const status = (words(lang).verdict as Record<string, string>)[b.status] ?? b.status;
  const out = [`<p class="bounded-status">${esc(status)} — ${esc(textWordsOf(lang).region(b.region))}, ${b.positions} ${esc(hw.positions)}</p>`];
  const failures = Object.entries(b.failures).filter(([, n]) => n > 0);
  if (failures.length) {
    out.push(
      `<p>${esc(hw.failuresIntro)}</p><table class="failures"><tbody>` +
        failures.map(([k, n]) => `<tr data-condition="${esc(k)}"><td>${esc(hw.condition(k))}</td><td class="count">${esc(hw.failingPositions(n))}</td></tr>`).join('') +
        '</tbody></table>',
    );
  }
  return out.join('\n');
}
