// Stage: report. The lines of a counterexample that say what is true: a failing claim's position with
// its true class and the true values of what the claim compares, and a line of perfect play (its first
// moves; the JSON report has them all). Input: a CounterexampleReport and the words of a language.
// Output: text lines, without indentation.

import { moveNameText, moveTargetText } from '../teach/moveName.js';
import type { CounterexampleReport, LineReport } from './model.js';
import type { TextWords } from './words/textWords.js';

/** Moves of a line shown in the text report. */
export const LINE_SHOWN = 6;

export function truthLines(c: CounterexampleReport, w: TextWords): string[] {
  const lines: string[] = [];
  if (c.condition === 'claim' && c.truth?.position) lines.push(w.truthOf(c.truth.position, c.truth.class, c.truth.generation));
  if (c.values && c.values.length > 0) lines.push(w.trueValues(c.values));
  if (c.line && c.line.steps.length > 0) lines.push(playText(c.line, w));
  return lines;
}

/** "perfect play from n = 13: take 1 → n = 12 (safe), …, the game is over". */
export function playText(line: LineReport, w: TextWords, shown = LINE_SHOWN): string {
  // one hidden move would take as much room as its mention: the line is cut only before two or more
  const cut = line.steps.length > shown + 1;
  const steps = line.steps.slice(0, cut ? shown : undefined).map((s) => w.playStep(moveNameText(w.lang, s.move, s), moveTargetText(w.lang, s.to), s.class));
  const last = line.steps[line.steps.length - 1];
  const beyond = line.end === 'limit' ? (last?.generation ?? null) : 0;
  const end = cut ? w.playEnd('cut', beyond === null ? null : line.steps.length - shown + beyond) : w.playEnd(line.end, beyond);
  return `${w.playFrom(moveTargetText(w.lang, line.from))}${[...steps, end].join(', ')}`;
}
