// Stage: report. The human-readable report of `zermelo check`: one line per file, the details of each
// failure below it (of every file with --verbose), the vocabulary once, and a summary line, in the
// words of a language (words/textWords.ts). Input: FileReports (and the summary).
// Output: text for stdout. Load errors are not here: the CLI renders them as diagnostics on stderr.

import { truthLines } from './lineText.js';
import type { CertificateReport, CounterexampleReport, FileReport, ObligationReport, PositionValue, RunSummary } from './model.js';
import { paint, type Paint } from './paint.js';
import { primaryCounterexamples } from './primary.js';
import { conditionLabel, summarize, whereText } from './summarize.js';
import { conditionSentence } from '../teach/explainPt.js';
import { moveNameText } from '../teach/moveName.js';
import type { Lang } from '../teach/vocabulary.js';
import { EN } from './words/textEn.js';
import type { TextWords } from './words/textWords.js';
import { textWordsOf } from './words/textWordsOf.js';
import { proofWordsOf } from './words/proofWords.js';
import { printable } from '../diag/printable.js';

export interface TextOptions {
  color: boolean;
  quiet: boolean; // only files that need attention, and the summary
  verbose?: boolean; // the details of passing files too (certificates, claims, an expected refutation)
  lang?: Lang; // the words (textWordsOf); English by default
}

export const VOCABULARY = EN.vocabulary;

const MAX_SHOWN = 3; // counterexamples shown per file; the JSON report has them all
const MAX_MOVES = 6; // moves listed under a counterexample

export function renderFileLine(r: FileReport, p: Paint, w: TextWords = EN): string {
  const mark = markOf(r, p);
  return `${mark} ${printable(r.file)}  ${headline(r, w)}`;
}

/** Carried from file to file: the vocabulary is named once per run. */
export interface TextState {
  vocabularyShown: boolean;
}

/** The line of one file and, when it needs attention (or with verbose), its details; '' when quiet hides it. */
export function renderFileBlock(r: FileReport, opts: TextOptions, state: TextState): string {
  const p = paint(opts.color);
  const w = textWordsOf(opts.lang);
  if (opts.quiet && r.status === 'pass') return '';
  if (r.status === 'pass' && opts.verbose !== true) return `${renderFileLine(r, p, w)}\n`;
  const out = [renderFileLine(r, p, w), ...detailLines(r, w).map((l) => `    ${l}`)];
  if (!state.vocabularyShown && r.status === 'fail' && r.counterexamples.some(namesClasses)) {
    out.push(`    ${p.dim(w.vocabulary)}`);
    state.vocabularyShown = true;
  }
  return out.join('\n') + '\n';
}

/** A counterexample about values (a `value:` conjecture, a claim on value(p)) names no safe, fragile
 *  or neutral class: the vocabulary line would explain words it does not use. */
export function namesClasses(c: FileReport['counterexamples'][number]): boolean {
  return c.condition !== 'value' && !c.truth?.class.startsWith('value ') && !c.truth?.class.startsWith('worth ');
}

export function renderText(files: readonly FileReport[], summary: RunSummary, opts: TextOptions): string {
  const state: TextState = { vocabularyShown: false };
  const blocks = files.map((r) => renderFileBlock(r, opts, state)).join('');
  return `${blocks}${blocks ? '\n' : ''}${summaryLine(summary, files, paint(opts.color), undefined, opts.lang)}\n`;
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
export function headline(r: FileReport, w: TextWords = EN): string {
  const facts: string[] = [];
  const certified = r.verdict === 'proved' && r.symbolic?.status !== 'proved' && r.certificate?.status === 'proved';
  if (certified) facts.push(w.certificateFacts(r.certificate!));
  if (r.bounded?.status === 'skipped' && r.bounded.positions === 0) facts.push(w.noBoundedCheck);
  else if (r.bounded) {
    // holds from the start: the headline's verb says the scope ("holds on the N positions reachable from start")
    if (r.bounded.from !== 'start') facts.push(w.region(r.bounded.region), w.positions(r.bounded.positions));
    else if (r.verdict === 'holds') facts.push(w.region(r.bounded.region));
    else {
      // with a declared symmetry the positions counted are the orbits stored (detailLines says how many they hold)
      const reached = r.bounded.symmetry ? w.reachableOrbitsFromStart(r.bounded.positions) : w.reachableFromStart(r.bounded.positions);
      facts.push(r.bounded.searched ? w.searchedFromStart(r.bounded.positions) : reached, w.region(r.bounded.region));
    }
    if (r.bounded.undetermined > 0) facts.push(w.undetermined(r.bounded.undetermined));
    if (r.bounded.cyclic) facts.push(w.cyclicRegion);
  }
  const obligations = r.symbolic?.obligations ?? [];
  if (obligations.length > 0) facts.push(obligationFact(obligations, w));
  const confirmation = r.symbolic?.confirmation;
  if (confirmation) facts.push(w.confirmedBy(confirmation.solver, confirmation.confirmed, confirmation.proved));
  const sampled = sampleFact(r, w);
  if (sampled) facts.push(sampled);
  facts.push(w.duration(r.timings.totalMs));
  if (r.cached) facts.push(w.cached);
  // the assumption of a holds proved below a bitvector width only comes first: it is what the word lacks
  const assumption = r.assumption ? (w === EN ? r.assumption.text : w.assumption(r.assumption.width)) : undefined;
  const facts_ = `(${assumption ? `${assumption}; ` : ''}${facts.join(', ')})`;
  if (r.status === 'internal') return w.internal(r.summary);
  switch (r.verdict) {
    case 'invalid':
      return w.invalid(r.diagnostics.filter((d) => d.severity === 'error').length);
    case 'unchecked':
      if (r.name === null && r.diagnostics.length === 0) return r.summary; // never loaded: "not checked: …"
      return w.loadedNoVerdict(summaryIn(r, w), sampled);
    default: {
      const expected = r.expect === null ? '' : r.met === false ? w.expected(r.expect) : '';
      const asExpected = r.status === 'pass' && r.expect === 'refuted' ? w.asExpected : '';
      const proofOff = r.status === 'skipped' && (r.symbolic?.status === 'skipped' || r.symbolic?.status === 'unavailable');
      const skipped = proofOff ? w.notProved(r.symbolic!.reason ?? `proof ${r.symbolic!.status}`) : '';
      // the scope of a check from the start position is part of what the verdict says
      const onReached = r.bounded?.symmetry ? w.onReachableOrbits : w.onReachable;
      const scope = r.bounded?.from !== 'start' || r.verdict !== 'holds' ? '' : ` ${r.bounded.searched ? w.searchedFromStart(r.bounded.positions) : onReached(r.bounded.positions)}`;
      return `${w.verdict[r.verdict]}${scope}${asExpected}${expected} ${facts_}${skipped}`;
    }
  }
}

/** The report's summary sentence in the words of `w`: English reads the report's own; another
 *  language words it again from the report's data (an internal error and a file never reached keep
 *  the message they were given). */
function summaryIn(r: FileReport, w: TextWords): string {
  const notReached = r.verdict === 'unchecked' && r.name === null && r.diagnostics.length === 0;
  return w === EN || r.status === 'internal' || notReached ? r.summary : summarize(r, w);
}

/** "6 obligations proved" when all are; else what the prover decided and left open, so that a file
 *  that holds within its bounds does not read like a failure: "prover: 4 obligations open",
 *  "prover: 2 of 6 obligations proved, 4 open", "prover: 5 of 6 obligations proved, 1 refuted". */
function obligationFact(obligations: readonly { status: string }[], w: TextWords): string {
  const proved = obligations.filter((o) => o.status === 'proved').length;
  if (proved === obligations.length) return w.allObligationsProved(proved);
  const refuted = obligations.filter((o) => o.status === 'refuted').length;
  const open = obligations.length - proved - refuted;
  if (proved === 0 && refuted === 0) return w.obligationsOpen(open);
  return w.obligationsSome(proved, obligations.length, refuted, open);
}

/** "2000 sampled beyond the bounds (n ≤ 2^40), seed 42" ("… among the positions reachable from start"
 *  for a file checked from the start): the seed is always shown (reproducibility). */
function sampleFact(r: FileReport, w: TextWords): string | undefined {
  const s = r.bounded?.sample;
  if (!s) return undefined;
  if (s.status === 'skipped' && s.checked === 0) return w.notSampled(s.reason, s.seed);
  return w.sampled(s, r.bounded?.from === 'start');
}

function detailLines(r: FileReport, w: TextWords): string[] {
  const lines: string[] = [];
  if (r.bounded?.storage === 'sparse') lines.push(r.bounded.storageWhy ? w.storedByKeyFor(r.bounded.storageWhy) : w.sparseStorage);
  if (r.bounded?.storage === 'tiers') lines.push(w.tiersStorage);
  if (r.bounded?.symmetryUnused) lines.push(w.symmetryUnused);
  if (r.bounded?.symmetry) lines.push(w.symmetryUsed(r.bounded.symmetry));
  if (r.verdict === 'proved' && r.symbolic?.status !== 'proved' && r.certificate?.status === 'proved') {
    lines.push(...certificateLines(r.certificate, w.lang));
    const how = 'proved for every n by the periodicity certificate: ';
    for (const c of r.claims) if (c.status === 'proved' && c.detail?.startsWith(how)) lines.push(w.claimDetail(c.name, c.detail.slice(how.length)));
  }
  if (r.status === 'pass') {
    const first = r.counterexamples[0]; // a wrong conjecture that is expected to be wrong: say where
    if (first) lines.push(`${first.condition === 'claim' ? w.claimFails(first.claim) : w.fails(conditionLabel(first.condition, w))}${whereText(first, w)}`);
    // a file that holds within its bounds while an obligation fails beyond them (an expression
    // undefined far away): the headline counts it, verbose says which
    if (r.verdict !== 'refuted') lines.push(...obligationLines(r, w, ['refuted']));
    lines.push(...solverLines(r, w));
    return lines;
  }
  if (r.status === 'skipped') return lines; // the headline says why
  const notReached = r.verdict === 'unchecked' && r.name === null && r.diagnostics.length === 0; // the headline says it all
  if (r.status !== 'invalid' && !notReached && (r.counterexamples.length === 0 || r.status !== 'fail')) lines.push(summaryIn(r, w));
  const primary = primaryCounterexamples(r.counterexamples);
  for (const c of primary.slice(0, MAX_SHOWN)) lines.push(...counterexampleLines(c, w));
  const hidden = primary.length - Math.min(MAX_SHOWN, primary.length);
  if (hidden > 0) lines.push(w.moreCounterexamples(hidden));
  const counts = Object.entries(r.bounded?.failures ?? {}).filter(([, n]) => n > 0);
  if (counts.length > 0 && r.verdict === 'refuted') {
    lines.push(w.failingPositions(counts.map(([c, n]) => `${c === 'claim' ? w.claimsLabel : conditionLabel(c, w)} ${n}`).join(', ')));
  }
  // Why a required or expected proof is missing: the obligations that are not proved (claims included).
  if (r.verdict !== 'refuted') lines.push(...obligationLines(r, w, ['refuted', 'unknown', 'error']));
  const shown = new Set(r.counterexamples.map((c) => c.claim));
  for (const c of r.claims) {
    if (c.status === 'refuted' && !shown.has(c.name)) lines.push(w.claimRefuted(c.name, c.at ? c.at.line : null, c.detail));
  }
  return lines;
}

/** `--confirm`: which solvers proved each proved obligation, one line each. */
function solverLines(r: FileReport, w: TextWords): string[] {
  return (r.symbolic?.obligations ?? []).flatMap((o) => (o.solvers ? [`✓ ${w.obligationTitle(o.name)}: ${solversText(o, w)}`] : []));
}

/** "proved by z3 and cvc5", or which solver did not confirm it and why. */
export function solversText(o: ObligationReport, w: TextWords): string {
  const open = (o.confirmations ?? []).filter((c) => c.status === 'not-confirmed').map((c) => ({ solver: c.solver, detail: c.detail }));
  return w.solvers(o.solvers ?? [], open);
}

/** The prover's obligations with one of these statuses, one line each: mark, title, detail, time. */
function obligationLines(r: FileReport, w: TextWords, statuses: readonly string[]): string[] {
  const lines: string[] = [];
  for (const o of r.symbolic?.obligations ?? []) {
    if (!statuses.includes(o.status)) continue;
    const mark = o.status === 'refuted' ? '✗' : o.status === 'error' ? '!' : '?';
    lines.push(`${mark} ${w.obligationTitle(o.name)}${o.detail ? ` — ${o.detail}` : ''} (${w.duration(o.timeMs)})`);
  }
  return lines;
}

export function counterexampleLines(c: CounterexampleReport, w: TextWords = EN): string[] {
  const params = Object.keys(c.params).length > 0 ? ` [${formatParams(c.params)}]` : '';
  const sentence = conditionSentence(c, w.lang);
  const lines = [`${w.counterexample(c.source, params, c.at ? c.at.line : null)}: ${sentence}`];
  for (const m of c.moves.slice(0, MAX_MOVES)) {
    const label = m.name ? `${moveNameText(w.lang, m.name, m)} → ` : '→ ';
    lines.push(`  ${label}${w.term(m.to)}${w.moveClasses(m.conjectured, m.truth)}`);
  }
  if (c.moves.length > MAX_MOVES) lines.push(`  ${w.moreMoves(c.moves.length - MAX_MOVES)}`);
  lines.push(...truthLines(c, w).map((l) => `  ${l}`));
  return lines;
}

/** The certificate behind a proof: hypothesis, period, window, theorem, and how the claim was decided. */
export function certificateLines(c: CertificateReport, lang?: Lang): string[] {
  const run = c.runs[0];
  const params = run && Object.keys(run.params).length > 0 ? formatParams(run.params) : '';
  return proofWordsOf(lang).certificate(c, params);
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
export function summaryLine(summary: RunSummary, files: readonly FileReport[], p: Paint, run?: { wallMs: number; cached: number }, lang?: Lang): string {
  const w = textWordsOf(lang).summary;
  const d = textWordsOf(lang).duration;
  const s = summary.byStatus;
  const parts = [`${w.files(summary.files)}: ${w.asExpected(s.pass)}`];
  if (s.fail) parts.push(p.bad(w.failed(s.fail)));
  if (s.invalid) parts.push(p.bad(w.invalid(s.invalid)));
  if (s.unproved) parts.push(p.warn(w.unproved(s.unproved)));
  if (s.skipped) parts.push(p.dim(w.notCompared(s.skipped)));
  if (s.internal) parts.push(p.bad(w.internal(s.internal)));
  const total = files.reduce((t, r) => t + r.timings.totalMs, 0);
  let time = d(total);
  if (run && run.cached > 0)
    time = d(run.wallMs); // stderr says how many were reused
  else if (run && total > run.wallMs * 1.2) time = w.wall(d(run.wallMs), d(total));
  return `${parts.join(', ')} (${time}; ${w.exit(summary.exitCode)})`;
}
