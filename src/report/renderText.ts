// Stage: report. The human-readable report of `zermelo check`: one line per file, the details of each
// failure below it (of every file with --verbose), the vocabulary once, and a summary line. Input: FileReports (and the summary).
// Output: text for stdout. Load errors are not here: the CLI renders them as diagnostics on stderr.

import type { CertificateReport, CounterexampleReport, FileReport, PositionValue, RunSummary } from './model.js';
import { formatDuration, paint, plural, type Paint } from './paint.js';
import { primaryCounterexamples } from './primary.js';
import { certificateFacts, conditionLabel, whereText } from './summarize.js';

export interface TextOptions {
  color: boolean;
  quiet: boolean; // only files that need attention, and the summary
  verbose?: boolean; // the details of passing files too (certificates, claims, an expected refutation)
}

export const VOCABULARY =
  'Vocabulary: safe = S = P-position (the player to move loses), fragile = F = N-position (the player ' +
  'to move wins), neutral = N = draw.';

const MAX_SHOWN = 3; // counterexamples shown per file; the JSON report has them all
const MAX_MOVES = 6; // moves listed under a counterexample

export function renderFileLine(r: FileReport, p: Paint): string {
  const mark = markOf(r, p);
  return `${mark} ${r.file}  ${headline(r)}`;
}

/** Carried from file to file: the vocabulary is named once per run. */
export interface TextState {
  vocabularyShown: boolean;
}

/** The line of one file and, when it needs attention (or with verbose), its details; '' when quiet hides it. */
export function renderFileBlock(r: FileReport, opts: TextOptions, state: TextState): string {
  const p = paint(opts.color);
  if (opts.quiet && r.status === 'pass') return '';
  if (r.status === 'pass' && opts.verbose !== true) return `${renderFileLine(r, p)}\n`;
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
    case 'internal':
      return p.bad('!');
  }
}

/** "holds (n ≤ 10000, 10001 positions, 0.1 s)" and the like. */
export function headline(r: FileReport): string {
  const facts: string[] = [];
  const certified = r.verdict === 'proved' && r.symbolic?.status !== 'proved' && r.certificate?.status === 'proved';
  if (certified) facts.push(certificateFacts(r.certificate!));
  if (r.bounded?.status === 'skipped' && r.bounded.positions === 0) facts.push('no bounded check');
  else if (r.bounded) {
    // holds from the start: the headline's verb says the scope ("holds on the N positions reachable from start")
    if (r.bounded.from !== 'start') facts.push(r.bounded.region, plural(r.bounded.positions, 'position'));
    else if (r.verdict === 'holds') facts.push(r.bounded.region);
    else facts.push(`${plural(r.bounded.positions, 'position')} reachable from start`, r.bounded.region);
    if (r.bounded.undetermined > 0) facts.push(`${r.bounded.undetermined} undetermined`);
    if (r.bounded.cyclic) facts.push('cyclic region');
  }
  const obligations = r.symbolic?.obligations ?? [];
  if (obligations.length > 0) facts.push(obligationFact(obligations));
  const sampled = sampleFact(r);
  if (sampled) facts.push(sampled);
  facts.push(formatDuration(r.timings.totalMs));
  if (r.cached) facts.push('cached');
  // the assumption of a holds proved below a bitvector width only comes first: it is what the word lacks
  const facts_ = `(${r.assumption ? `${r.assumption.text}; ` : ''}${facts.join(', ')})`;
  if (r.status === 'internal') return `internal error (a bug in zermelo, please report it): ${r.summary}`;
  switch (r.verdict) {
    case 'invalid':
      return `invalid: ${plural(r.diagnostics.filter((d) => d.severity === 'error').length, 'error')} (shown on stderr)`;
    case 'unchecked':
      if (r.name === null && r.diagnostics.length === 0) return r.summary; // never loaded: "not checked: …"
      return `loaded, no verdict computed (${r.summary.replace(/, so no verdict was computed$/, '')})${sampled ? `; ${sampled}` : ''}`;
    default: {
      const expected = r.expect === null ? '' : r.met === false ? `, expected ${r.expect}` : '';
      const asExpected = r.status === 'pass' && r.expect === 'refuted' ? ' as expected' : '';
      const proofOff = r.status === 'skipped' && (r.symbolic?.status === 'skipped' || r.symbolic?.status === 'unavailable');
      const skipped = proofOff ? `; not proved: ${r.symbolic!.reason ?? `proof ${r.symbolic!.status}`}` : '';
      // the scope of a check from the start position is part of what the verdict says
      const scope = r.bounded?.from === 'start' && r.verdict === 'holds' ? ` on the ${plural(r.bounded.positions, 'position')} reachable from start` : '';
      return `${r.verdict}${scope}${asExpected}${expected} ${facts_}${skipped}`;
    }
  }
}

/** "6 obligations proved" when all are; else what the prover decided and left open, so that a file
 *  that holds within its bounds does not read like a failure: "prover: 4 obligations open",
 *  "prover: 2 of 6 obligations proved, 4 open", "prover: 5 of 6 obligations proved, 1 refuted". */
function obligationFact(obligations: readonly { status: string }[]): string {
  const proved = obligations.filter((o) => o.status === 'proved').length;
  if (proved === obligations.length) return `${plural(proved, 'obligation')} proved`;
  const refuted = obligations.filter((o) => o.status === 'refuted').length;
  const open = obligations.length - proved - refuted;
  const rest = [refuted > 0 ? `${refuted} refuted` : '', open > 0 ? `${open} open` : ''].filter((x) => x !== '').join(', ');
  if (proved === 0 && refuted === 0) return `prover: ${plural(open, 'obligation')} open`;
  return `prover: ${proved} of ${plural(obligations.length, 'obligation')} proved, ${rest}`;
}

/** "2000 sampled beyond the bounds (n ≤ 2^40), seed 42": the seed is always shown (reproducibility). */
function sampleFact(r: FileReport): string | undefined {
  const s = r.bounded?.sample;
  if (!s) return undefined;
  if (s.status === 'skipped' && s.checked === 0) return `not sampled: ${s.reason ?? 'nothing to sample'} (seed ${s.seed})`;
  const skipped = s.skipped > 0 ? ` (${s.skipped} more skipped)` : '';
  return `${s.checked} sampled beyond the bounds${s.ranges.length ? ` (${s.ranges.join(', ')})` : ''}${skipped}, seed ${s.seed}`;
}

function detailLines(r: FileReport): string[] {
  const lines: string[] = [];
  if (r.verdict === 'proved' && r.symbolic?.status !== 'proved' && r.certificate?.status === 'proved') {
    lines.push(...certificateLines(r.certificate));
    const how = 'proved for every n by the periodicity certificate: ';
    for (const c of r.claims) if (c.status === 'proved' && c.detail?.startsWith(how)) lines.push(`  claim "${c.name}": ${c.detail.slice(how.length)}`);
  }
  if (r.status === 'pass') {
    const first = r.counterexamples[0]; // a wrong conjecture that is expected to be wrong: say where
    if (first) lines.push(`${first.condition === 'claim' ? `claim "${first.claim}"` : conditionLabel(first.condition)} fails${whereText(first)}`);
    return lines;
  }
  if (r.status === 'skipped') return lines; // the headline says why
  const notReached = r.verdict === 'unchecked' && r.name === null && r.diagnostics.length === 0; // the headline says it all
  if (r.status !== 'invalid' && !notReached && (r.counterexamples.length === 0 || r.status !== 'fail')) lines.push(r.summary);
  const primary = primaryCounterexamples(r.counterexamples);
  for (const c of primary.slice(0, MAX_SHOWN)) lines.push(...counterexampleLines(c));
  const hidden = primary.length - Math.min(MAX_SHOWN, primary.length);
  if (hidden > 0) lines.push(`… and ${plural(hidden, 'more counterexample')} (all of them in --json)`);
  const counts = Object.entries(r.bounded?.failures ?? {}).filter(([, n]) => n > 0);
  if (counts.length > 0 && r.verdict === 'refuted') {
    lines.push(`failing positions in the region: ${counts.map(([c, n]) => `${c === 'claim' ? 'claims' : conditionLabel(c)} ${n}`).join(', ')}`);
  }
  // Why a required or expected proof is missing: the obligations that are not proved (claims included).
  if (r.verdict !== 'refuted') {
    for (const o of r.symbolic?.obligations ?? []) {
      if (o.status === 'proved') continue;
      const mark = o.status === 'refuted' ? '✗' : o.status === 'error' ? '!' : '?';
      lines.push(`${mark} ${o.name}${o.detail ? ` — ${o.detail}` : ''} (${formatDuration(o.timeMs)})`);
    }
  }
  const shown = new Set(r.counterexamples.map((c) => c.claim));
  for (const c of r.claims) {
    if (c.status === 'refuted' && !shown.has(c.name)) lines.push(`claim "${c.name}" is refuted${c.at ? ` (line ${c.at.line})` : ''}${c.detail ? `: ${c.detail}` : ''}`);
  }
  return lines;
}

export function counterexampleLines(c: CounterexampleReport): string[] {
  const where = c.at ? ` (line ${c.at.line})` : '';
  const params = Object.keys(c.params).length > 0 ? ` [${formatParams(c.params)}]` : '';
  const source = c.source === 'symbolic' ? 'symbolic ' : c.source === 'certificate' ? 'certificate ' : c.source === 'sample' ? 'sampled ' : '';
  const lines = [`${source}counterexample${params}${where}: ${c.sentence}`];
  for (const m of c.moves.slice(0, MAX_MOVES)) {
    const label = m.name ? `${m.name} → ` : '→ ';
    const classes = [m.conjectured ? `you: ${m.conjectured}` : '', m.truth ? `truth: ${m.truth}` : ''].filter(Boolean);
    lines.push(`  ${label}${m.to}${classes.length ? ` (${classes.join(', ')})` : ''}`);
  }
  if (c.moves.length > MAX_MOVES) lines.push(`  … and ${plural(c.moves.length - MAX_MOVES, 'more move')}`);
  return lines;
}

/** The certificate behind a proof: hypothesis, period, window, theorem, and how the claim was decided. */
export function certificateLines(c: CertificateReport): string[] {
  const run = c.runs[0];
  if (!run || run.period === null || run.window === null) return [];
  const heap = run.heap ?? 'n';
  const what = run.values === 'grundy' ? 'Grundy values' : 'outcomes';
  const row = run.columns.length > 0 ? `rows of ${what} (${run.columns.length} per ${heap}: ${shorten(run.columns)})` : what;
  const params = Object.keys(run.params).length > 0 ? ` [${formatParams(run.params)}${c.runs.length > 1 ? `; and ${plural(c.runs.length - 1, 'more parameter value')}` : ''}]` : '';
  const k = run.theorem === 'octal' ? `removes at most k = ${run.maxTake}` : `k = ${run.maxTake}, the same moves from ${heap} = ${run.uniformFrom}`;
  const lines = [
    `certificate${params}: ${row} periodic from ${heap} = ${run.preperiod} with period ${run.period} (${k}); checked row(${heap} + ${run.period}) = row(${heap}) for ${heap} ∈ [${run.window[0]}, ${run.window[1]}), rows 0…${run.checkedThrough} of ${run.rowsComputed} computed`,
  ];
  if (run.hypothesis) lines.push(`  hypothesis: ${run.hypothesis}`);
  if (run.statement) lines.push(`  theorem: ${run.statement}`);
  const conj = run.conjecture;
  if (conj?.status === 'proved') lines.push(`  conjecture: periodic in ${heap} from ${conj.from} with period ${conj.period}; compared with the certified rows for every ${heap} < ${conj.checkedBelow}`);
  return lines;
}

function shorten(items: readonly string[]): string {
  return items.length <= 4 ? items.join('; ') : `${items.slice(0, 2).join('; ')}; …; ${items[items.length - 1]}`;
}

export function formatParams(params: Record<string, PositionValue>): string {
  return Object.keys(params)
    .sort()
    .map((k) => `${k} = ${showValue(params[k]!)}`)
    .join(', ');
}

export function showValue(v: PositionValue): string {
  return Array.isArray(v) ? `[${v.map(showValue).join(', ')}]` : String(v);
}

/** `run`: the run's elapsed time and how many results came from the cache. Files checked side by
 *  side (workers) take less wall time than their total; cached results took none this time. */
export function summaryLine(summary: RunSummary, files: readonly FileReport[], p: Paint, run?: { wallMs: number; cached: number }): string {
  const s = summary.byStatus;
  const parts = [`${plural(summary.files, 'file')}: ${s.pass} as expected`];
  if (s.fail) parts.push(p.bad(`${s.fail} failed`));
  if (s.invalid) parts.push(p.bad(`${s.invalid} invalid`));
  if (s.unproved) parts.push(p.warn(`${s.unproved} unproved`));
  if (s.skipped) parts.push(p.dim(`${s.skipped} not compared`));
  if (s.internal) parts.push(p.bad(`${s.internal} internal ${s.internal === 1 ? 'error' : 'errors'}`));
  const total = files.reduce((t, r) => t + r.timings.totalMs, 0);
  let time = formatDuration(total);
  if (run && run.cached > 0) time = formatDuration(run.wallMs); // stderr says how many were reused
  else if (run && total > run.wallMs * 1.2) time = `${formatDuration(run.wallMs)} wall, ${formatDuration(total)} of checking`;
  return `${parts.join(', ')} (${time}; exit ${summary.exitCode})`;
}
