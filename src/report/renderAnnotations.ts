// Stage: report. CI annotations: `file:line:col: error: message`, one per failure, pointing at the
// conjecture or claim line that failed (or at the load error); GitHub Actions' `::error file=…::` form
// when GITHUB_ACTIONS is set. Input: FileReports. Output: lines (for stderr).

import type { FileReport, Location } from './model.js';
import { primaryCounterexamples } from './primary.js';
import { verdictWithAssumption } from './assumption.js';

export interface Annotation {
  file: string;
  at: Location | null;
  message: string;
}

export function annotationsOf(r: FileReport): Annotation[] {
  const here = (at: Location | null, message: string): Annotation => ({ file: r.file, at, message });
  switch (r.status) {
    case 'pass':
    case 'skipped':
      return [];
    case 'internal':
    case 'invalid':
      return r.diagnostics
        .filter((d) => d.severity === 'error')
        .map((d) => here(d.at, `${d.code}: ${d.message}`));
    case 'unproved': {
      if (r.verdict === 'unchecked') return [here(r.at, r.summary)]; // not reached: Ctrl-C or --total-timeout
      const open = (r.symbolic?.obligations ?? []).filter((o) => o.status !== 'proved').map((o) => o.name);
      const which = open.length > 0 ? ` (not proved: ${open.join(', ')})` : '';
      return [here(r.at, `${r.name ?? r.file}: a proof is required, verdict ${verdictWithAssumption(r.verdict, r.assumption)}${which}`)];
    }
    case 'fail': {
      const seen = new Set<string>();
      const out: Annotation[] = [];
      for (const c of primaryCounterexamples(r.counterexamples)) {
        const key = `${c.condition === 'truth' ? 'I' : c.condition}|${c.claim ?? ''}`; // truth: only if nothing else
        if (c.condition === 'truth' && out.length > 0) continue;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push(here(c.at ?? r.at, `${expectation(r)}: ${c.sentence}`));
      }
      if (out.length === 0) out.push(here(r.at, `${expectation(r)}: ${r.summary}`));
      return out;
    }
  }
}

function expectation(r: FileReport): string {
  const verdict = verdictWithAssumption(r.verdict, r.assumption);
  return r.expect ? `verdict ${verdict}, expected ${r.expect}` : `verdict ${verdict}`;
}

export function renderAnnotations(files: readonly FileReport[], env: { githubActions: boolean; includeInvalid?: boolean }): string {
  const shown = env.includeInvalid === false ? files.filter((f) => f.status !== 'invalid') : files;
  const lines = shown.flatMap(annotationsOf).map((a) => (env.githubActions ? github(a) : plain(a)));
  return lines.length > 0 ? lines.join('\n') + '\n' : '';
}

function plain(a: Annotation): string {
  const where = a.at ? `${a.file}:${a.at.line}:${a.at.col}` : a.file;
  return `${where}: error: ${a.message.replace(/\n/g, ' ')}`;
}

function github(a: Annotation): string {
  const props = [`file=${prop(a.file)}`];
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
