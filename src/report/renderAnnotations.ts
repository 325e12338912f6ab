// Stage: report. CI annotations: `file:line:col: error: message`, one per failure, pointing at the
// conjecture or claim line that failed (or at the load error); GitHub Actions' `::error file=…::` form
// when GITHUB_ACTIONS is set. Input: FileReports. Output: lines (for stderr).

import type { FileReport, Location } from './model.js';
import { primaryCounterexamples } from './primary.js';
import { verdictWithAssumption } from './assumption.js';
import { conditionSentence } from '../teach/explainPt.js';
import type { Lang } from '../teach/vocabulary.js';
import { EN } from './words/textEn.js';
import type { TextWords } from './words/textWords.js';
import { textWordsOf } from './words/textWordsOf.js';
import { summarize } from './summarize.js';
import { printable } from '../diag/printable.js';

export interface Annotation {
  file: string;
  at: Location | null;
  message: string;
}

export function annotationsOf(r: FileReport, w: TextWords = EN): Annotation[] {
  const here = (at: Location | null, message: string): Annotation => ({ file: r.file, at, message });
  switch (r.status) {
    case 'pass':
    case 'skipped':
      return [];
    case 'internal':
    case 'invalid':
      return r.diagnostics.filter((d) => d.severity === 'error').map((d) => here(d.at, `${d.code}: ${d.message}`));
    case 'unproved': {
      if (r.verdict === 'unchecked') return [here(r.at, r.summary)]; // not reached: Ctrl-C or --total-timeout
      const open = (r.symbolic?.obligations ?? []).filter((o) => o.status !== 'proved').map((o) => o.name);
      return [here(r.at, w.annotation.proofRequired(r.name ?? r.file, verdictIn(r, w), open))];
    }
    case 'fail': {
      const seen = new Set<string>();
      const out: Annotation[] = [];
      for (const c of primaryCounterexamples(r.counterexamples)) {
        const key = `${c.condition === 'truth' ? 'I' : c.condition}|${c.claim ?? ''}`; // truth: only if nothing else
        if (c.condition === 'truth' && out.length > 0) continue;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(here(c.at ?? r.at, `${expectation(r, w)}: ${conditionSentence(c, w.lang)}`));
      }
      if (out.length === 0) out.push(here(r.at, `${expectation(r, w)}: ${w === EN ? r.summary : summarize(r, w)}`));
      return out;
    }
  }
}

/** "holds (proved for values below 2^53 only — bit-vector obligations)", in the words of `w`. */
function verdictIn(r: FileReport, w: TextWords): string {
  if (w === EN) return verdictWithAssumption(r.verdict, r.assumption);
  return r.assumption ? `${w.verdict[r.verdict]} (${w.assumption(r.assumption.width)})` : w.verdict[r.verdict];
}

function expectation(r: FileReport, w: TextWords): string {
  return w.annotation.verdict(verdictIn(r, w), r.expect ? (w === EN ? r.expect : w.verdict[r.expect]) : null);
}

export function renderAnnotations(files: readonly FileReport[], env: { githubActions: boolean; includeInvalid?: boolean; lang?: Lang }): string {
  const w = textWordsOf(env.lang);
  const shown = env.includeInvalid === false ? files.filter((f) => f.status !== 'invalid') : files;
  const lines = shown.flatMap((r) => annotationsOf(r, w)).map((a) => (env.githubActions ? github(a) : plain(a)));
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}

function plain(a: Annotation): string {
  const file = printable(a.file);
  const where = a.at ? `${file}:${a.at.line}:${a.at.col}` : file;
  return `${where}: error: ${printable(a.message.replace(/\n/g, ' '))}`;
}

function github(a: Annotation): string {
  const props = [`file=${prop(printable(a.file))}`];
  if (a.at) props.push(`line=${a.at.line}`, `col=${a.at.col}`);
  props.push('title=zermelo');
  return `::error ${props.join(',')}::${data(a.message)}`;
}

// Escaping rules of GitHub workflow commands.
function data(s: string): string {
  return s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

function prop(s: string): string {
  return data(s).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
