// Stage: report (html). "How to read the table", shown once per page: for each class present, a
// sample cell, its symbol (+ / − / =), the letter of its set and its word (S safe, F fragile, N neutral;
// in Portuguese the book's I inatacável, F frágil, N neutra), the book's type (tipo S, P, N) or the
// name combinatorial game theory gives it (P-position, N-position, draw) and what it means for the
// player to move; then what the small numbers (generation; value, in a game with points), the red
// outline and the counterexample marks mean.
// Input: the classes present and which marks occur. Output: HTML text.

import { SYMBOL, letter, className, words, type ClassName, type Lang } from '../../teach/vocabulary.js';
import type { CellMode } from '../../teach/renderTableText.js';
import { escapeHtml as esc } from './escape.js';
import { htmlWords } from './htmlWords.js';

export interface LegendFacts {
  classes: ReadonlySet<ClassName>;
  mode: CellMode;
  generations: boolean;
  mismatches: boolean;
  counterexamples: boolean;
  /** A game with points: the cells show their values. */
  values?: boolean;
}

const ORDER: readonly ClassName[] = ['safe', 'fragile', 'neutral', 'undetermined'];

export function tableLegend(f: LegendFacts, lang: Lang): string {
  const hw = htmlWords(lang);
  const w = words(lang);
  const rows = ORDER.filter((k) => f.classes.has(k)).map((k) => {
    const symbol = f.mode === 'letters' ? letter(lang, k) : SYMBOL[k];
    return (
      `<tr data-class="${k}"><td class="swatch ${k}"><span class="sym">${esc(f.mode === 'grundy' ? '' : symbol)}</span></td>` +
      `<td class="vocab-symbol">${esc(SYMBOL[k])}</td><td class="vocab-letter">${esc(letter(lang, k))}</td>` +
      `<td class="vocab-word">${esc(className(lang, k))}</td><td class="vocab-cgt">${esc(hw.cgt[k])}</td>` +
      `<td class="vocab-meaning">${esc(w.meaning[k])}</td></tr>`
    );
  });
  const notes = [hw.symbolMeaning, f.mode === 'grundy' ? hw.grundyMeaning : '', f.generations ? hw.generationMeaning : ''];
  if (f.values) notes.push(hw.valueMeaning);
  if (f.mismatches) notes.push(hw.mismatchMeaning);
  if (f.counterexamples) notes.push(hw.namedMeaning, hw.targetMeaning);
  return (
    `<section class="legend"><h2>${esc(hw.howToRead)}</h2>` +
    `<table class="vocabulary"><tbody>${rows.join('')}</tbody></table>` +
    `<ul class="legend-notes">${notes
      .filter(Boolean)
      .map((n) => `<li>${esc(n)}</li>`)
      .join('')}</ul></section>`
  );
}
