// Stage: report. The human-readable report of `zermelo check`: one line per file, the details of each
// failure below it, the vocabulary once, and a summary line. Input: FileReports (and the summary).
// Output: text for stdout. Load errors are not here: the CLI renders them as diagnostics on stderr.

import type { CounterexampleReport, FileReport, RunSummary } from './model.js';
import { formatDuration, paint, plural, type Paint } from './paint.js';

export interface TextOptions {
  color: boolean;
  quiet: boolean; // only files that need attention, and the summary
}

export const VOCABULARY =
  'Vocabulary: safe = S = P-position (the player to move loses), fragile = F = N-position (the player ' +
  'to move wins), neutral = N = draw.';

const MAX_SHOWN = 3; // counterexamples shown per file; the JSON report has them all

export function renderFileLine(r: FileReport, p: Paint): string {
  const mark = markOf(r, p);
  return `${mark} ${r.file}  ${headline(r)}`;
}

/** Carried from file to file: the vocabulary is named once per run. */
export interface TextState {
  vocabularyShown: boolean;
}

/** The line of one file and, when it needs attention, its details; '' when quiet hides it. */
export function renderFileBlock(r: FileReport, opts: TextOptions, state: TextState): string {
  const p = paint(opts.color);
  if (opts.quiet && r.status === 'pass') return '';
  const out = [renderFileLine(r, p), ...detailLines(r).map((l) => `    ${l}`)];
  if (!state.vocabularyShown && r.status === 'fail' && r.counterexamples.length > 0) {
    out.push(`    ${p.dim(VOCABULARY)}`);
    state.vocabularyShown = true;
  }
  return out.join('\n') + '\n';
}

export function renderText(files: readonly FileReport[], summary: RunSummary, opts: TextOptions): string {
  const state: TextState = { vocabularyShown: false };
  const blocks = files.map((r) => renderFileBlock(r, opts, state)).join('');
  return `${blocks}${blocks ? '\n' : ''}${summaryLine(summary, files, paint(opts.color))}\n`;
}

function markOf(r: FileReport, p: Paint): string {
  switch (r.status) {
    case 'pass':
      return p.ok('✓');
    case 'fail':
    case 'invalid':
      return p.bad('✗');
    case 'unproved':
      return p.warn('?');
    case 'skipped':
      return p.dim('•');
  }
}

/** "holds (n ≤ 10000, 10001 positions, 0.1 s)" and the like. */
export function headline(r: FileReport): string {
  const facts: string[] = [];
  if (r.bounded) {
    facts.push(r.bounded.region, plural(r.bounded.positions, 'position'));
    if (r.bounded.undetermined > 0) facts.push(`${r.bounded.undetermined} undetermined`);
    if (r.bounded.cyclic) facts.push('cyclic region');
  }
  const obligations = r.symbolic?.obligations ?? [];
  if (obligations.length > 0) {
    const proved = obligations.filter((o) => o.status === 'proved').length;
    facts.push(`${proved}/${obligations.length} obligations proved`);
  }
  facts.push(formatDuration(r.timings.totalMs));
  const facts_ = `(${facts.join(', ')})`;
  switch (r.verdict) {
    case 'invalid':
      return `invalid: ${plural(r.diagnostics.filter((d) => d.severity === 'error').length, 'error')} (shown on stderr)`;
    case 'unchecked':
      return `loaded, no verdict computed (${r.summary.replace(/, so no verdict was computed$/, '')})`;
    default: {
      const expected = r.expect === null ? '' : r.met === false ? `, expected ${r.expect}` : '';
      const asExpected = r.status === 'pass' && r.expect === 'refuted' ? ' as expected' : '';
      const skipped = r.status === 'skipped' && r.symbolic ? `; proof ${r.symbolic.status}` : '';
      return `${r.verdict}${asExpected}${expected}${skipped} ${facts_}`;
    }
  }
}

function detailLines(r: FileReport): string[] {
  if (r.status === 'pass' && !(r.expect === 'refuted' && r.verdict === 'refuted')) return [];
  const lines: string[] = [];
  if (r.status === 'skipped' && r.verdict !== 'unchecked' && r.symbolic?.reason) lines.push(r.symbolic.reason);
  if (r.status === 'unproved' || r.status === 'fail') lines.push(r.summary);
  if (r.status === 'pass') {
    const first = r.counterexamples[0];
    if (first) lines.push(`${first.condition === 'claim' ? 'claim' : `condition ${first.condition}`} fails at ${first.positionText}`);
    return lines;
  }
  for (const o of r.symbolic?.obligations ?? []) {
    if (o.status === 'proved') continue;
    const mark = o.status === 'refuted' ? '✗' : '?';
    lines.push(`${mark} ${o.name}${o.detail ? ` — ${o.detail}` : ''} (${formatDuration(o.timeMs)})`);
  }
  for (const c of r.counterexamples.slice(0, MAX_SHOWN)) lines.push(...counterexampleLines(c));
  const hidden = r.counterexamples.length - MAX_SHOWN;
  if (hidden > 0) lines.push(`… and ${plural(hidden, 'more counterexample')} (all of them in --json)`);
  for (const c of r.claims) {
    if (c.status === 'refuted' || c.status === 'unknown') lines.push(`claim "${c.name}": ${c.status}${c.detail ? ` — ${c.detail}` : ''}`);
  }
  return lines;
}

export function counterexampleLines(c: CounterexampleReport): string[] {
  const where = c.at ? ` (line ${c.at.line})` : '';
  const params = Object.keys(c.params).length > 0 ? ` [${formatParams(c.params)}]` : '';
  const lines = [`${c.source === 'symbolic' ? 'symbolic ' : ''}counterexample${params}${where}: ${c.sentence}`];
  for (const m of c.moves) {
    const label = m.name ? `${m.name} → ` : '→ ';
    const classes = [m.conjectured ? `you: ${m.conjectured}` : '', m.truth ? `truth: ${m.truth}` : ''].filter(Boolean);
    lines.push(`  ${label}${m.to}${classes.length ? ` (${classes.join(', ')})` : ''}`);
  }
  return lines;
}

export function formatParams(params: Record<string, number>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${k} = ${params[k]}`)
    .join(', ');
}

export function summaryLine(summary: RunSummary, files: readonly FileReport[], p: Paint): string {
  const s = summary.byStatus;
  const parts = [`${plural(summary.files, 'file')}: ${s.pass} as expected`];
  if (s.fail) parts.push(p.bad(`${s.fail} failed`));
  if (s.invalid) parts.push(p.bad(`${s.invalid} invalid`));
  if (s.unproved) parts.push(p.warn(`${s.unproved} unproved`));
  if (s.skipped) parts.push(p.dim(`${s.skipped} not compared`));
  const total = files.reduce((t, r) => t + r.timings.totalMs, 0);
  return `${parts.join(', ')} (${formatDuration(total)}; exit ${summary.exitCode})`;
}
