// Stage: scale. The record of a file split across shards, rebuilt from the records of its slices
// (check --shard, each with `slice`, model.ts SliceReport) exactly as the unsharded run reports it:
// failures add up, the smallest counterexamples over the slices are kept per condition (by Σ|slot|,
// then slot by slot, as check/mergeSlices.ts), the region without its slice; claims, certificate and
// proof come from slice 1 unless the unsharded run would not have run them (another slice refuted
// the file); the verdict and summary are recomputed with judge/summarize. Timings add up.
// Input: the slices' records in slice order (1..count, validated by mergeReports.ts). Output: one record.

import { LOOPY_NOTE, loopyWrong } from '../check/checkBounded.js';
import { compareCounterexamples } from '../check/mergeSlices.js';
import type { Condition } from '../check/result.js';
import { SAMPLE_AFTER_REFUTATION, sampleNotRun } from '../run/boundedStage.js';
import { mergeClaims } from '../run/checkFile.js';
import { assumptionOf } from '../report/assumption.js';
import { certificateDisagreementMessage, disagreementMessage } from '../run/crossCheck.js';
import { placedInternalError } from '../diag/internalError.js';
import { MergeError } from './mergeError.js';
import type { BoundedSummary, CounterexampleReport, DiagnosticReport, DiagnosticStage, FileReport, SliceBoundedReport, SliceReport, Timings } from '../report/model.js';
import { stableStringify } from '../report/renderJson.js';
import { summarize } from '../report/summarize.js';
import { PROVER_AFTER_REFUTATION, decideFile, refutationDisagreements, skipped } from '../run/verdict.js';

type Sliced = FileReport & { slice: SliceReport };

export function mergeSliceRecords(parts: readonly Sliced[]): FileReport {
  const first = parts[0]!;
  const meta = first.slice;
  const timings = addTimings(parts.map((p) => p.timings));
  const exhaustive = parts.map((p) => p.slice.bounded);
  // The exhaustive check did not run (e.g. the region would not fit in memory): nothing was split.
  if (!isAll(exhaustive)) return { ...withoutSlice(first), timings };

  const exh1 = exhaustive[0]!.status;
  const exhRefuted = exhaustive.some((b) => b.status === 'refuted');
  const refuted1 = (first.bounded?.status ?? exh1) === 'refuted';
  const checkDiagnostics = mergedBoundedDiagnostics(parts);
  const extraErrors = checkDiagnostics.slice(pick(first, 'bounded').length).some(isError);
  // What the unsharded run does differently from slice 1: it skips sampling after a refutation (or
  // errors), and the certificate and the prover too unless a proof is claimed.
  // (A slice 1 made invalid by its sampling, certificate or prover alone cannot be rebuilt: kept invalid.)
  const rebuildable = parts.every((p) => p.bounded !== null);
  const dropSample = extraErrors || (exhRefuted && exh1 !== 'refuted' && rebuildable);
  const dropEngines = extraErrors || (exhRefuted && !refuted1 && !meta.proofClaimed && rebuildable);
  const diagnostics = assembleDiagnostics(first, dropEngines ? [...checkDiagnostics, ...meta.settled] : checkDiagnostics, dropSample, dropEngines);
  let bounded: BoundedSummary | null = null;
  let counterexamples: CounterexampleReport[] = [];
  if (!diagnostics.some(isError)) {
    const merged = mergeBounded(parts, exhaustive, dropSample);
    bounded = merged.summary;
    const rest = first.counterexamples.slice(merged.firstBlock);
    const sample = dropSample ? [] : rest.filter((c) => c.source === 'sample');
    const fromCertificate = bounded.status === 'refuted' || dropEngines ? [] : rest.filter((c) => c.source === 'certificate');
    const fromProof = dropEngines ? [] : rest.filter((c) => c.source === 'symbolic');
    counterexamples = [...merged.counterexamples, ...sample, ...fromCertificate, ...fromProof];
    // The engines contradict each other only over the whole region: found here, as check would.
    if (bounded.status === 'refuted' && !refuted1 && !dropEngines) {
      const at = meta.conjecture ? first.at : null;
      const cx = [...merged.counterexamples, ...sample][0];
      const against = refutationDisagreements(first.symbolic, first.certificate?.status, cx);
      if (first.symbolic && against.prover) diagnostics.push(placedInternalError(disagreementMessage(cx, bounded.failures, first.symbolic.obligations), at));
      if (first.certificate && against.certificate) diagnostics.push(placedInternalError(certificateDisagreementMessage(cx, bounded.failures, first.certificate.runs[0]), at));
    }
  }
  const ok = !diagnostics.some(isError);
  const symbolic = !ok ? null : dropEngines ? skipped(PROVER_AFTER_REFUTATION) : first.symbolic;
  const certificate = ok && !dropEngines ? (first.certificate ?? null) : null;
  const b = ok ? bounded : null;
  const { internal, ...judged } = decideFile({
    loaded: true,
    kind: first.kind,
    expect: first.expect,
    proofRequired: meta.proofRequired,
    conjecture: meta.conjecture,
    diagnostics,
    bounded: b,
    symbolic: symbolic?.status ?? null,
    certificate: certificate?.status ?? null,
  });
  const report: FileReport = {
    ...withoutSlice(first),
    ...judged,
    summary: '',
    diagnostics,
    bounded: b,
    symbolic,
    counterexamples: ok ? counterexamples : [],
    claims: ok ? (dropEngines ? mergeClaims(meta.claims, []) : first.claims) : [],
    certificate,
    timings,
  };
  // the assumption follows the merged verdict (another slice's refutation drops it)
  delete report.assumption;
  const assumption = assumptionOf(judged.verdict, symbolic);
  if (assumption) report.assumption = assumption;
  report.summary = internal ?? summarize(report);
  return report;
}

function isAll<T>(list: readonly (T | null)[]): list is T[] {
  return list.every((x) => x !== null);
}

function withoutSlice(r: FileReport): FileReport {
  const { slice: _slice, cached: _cached, ...rest } = r;
  return rest;
}

function addTimings(list: readonly Timings[]): Timings {
  const sum = (k: keyof Timings): number => Math.round(list.reduce((t, x) => t + x[k], 0) * 10) / 10;
  return { loadMs: sum('loadMs'), boundedMs: sum('boundedMs'), symbolicMs: sum('symbolicMs'), totalMs: sum('totalMs') };
}

function isError(d: DiagnosticReport): boolean {
  return d.severity === 'error';
}

function pick(r: Sliced, stage: DiagnosticStage): DiagnosticReport[] {
  return r.diagnostics.filter((_, i) => r.slice.diagnostics[i] === stage);
}

/** The bounded check's diagnostics over all slices: slice 1's (build, solve, claims), then what the
 *  others add; the unsharded check stops at the first position where the conjecture fails to
 *  evaluate, so an error of a later slice is left out once an earlier slice had one. */
function mergedBoundedDiagnostics(parts: readonly Sliced[]): DiagnosticReport[] {
  const out = pick(parts[0]!, 'bounded');
  const seen = new Set(out.map((d) => stableStringify(d, 0)));
  let stopped = out.some((d) => isError(d) && d.code !== 'ZM4203');
  for (const r of parts.slice(1)) {
    const own = pick(r, 'bounded').filter((d) => !seen.has(stableStringify(d, 0)));
    for (const d of own) {
      if (isError(d) && stopped) continue;
      out.push(d);
      seen.add(stableStringify(d, 0));
    }
    if (own.some(isError)) stopped = true;
  }
  return out;
}

/** Slice 1's diagnostics in order, with the bounded check's replaced by `check` and the stages the
 *  unsharded run would not have run left out. */
function assembleDiagnostics(first: Sliced, check: readonly DiagnosticReport[], dropSample: boolean, dropEngines: boolean): DiagnosticReport[] {
  const out: DiagnosticReport[] = [];
  let placed = false;
  first.diagnostics.forEach((d, i) => {
    const stage = first.slice.diagnostics[i];
    if (stage === 'load') return void out.push(d);
    if (!placed) out.push(...check);
    placed = true;
    if (stage === 'bounded' || (stage === 'sample' && dropSample) || ((stage === 'certificate' || stage === 'symbolic') && dropEngines)) return;
    out.push(d);
  });
  if (!placed) out.push(...check);
  return out;
}

interface MergedBounded {
  summary: BoundedSummary;
  counterexamples: CounterexampleReport[]; // of the exhaustive check (conditions, then claims, per run)
  firstBlock: number; // how many of slice 1's counterexamples were the exhaustive check's
}

/** The bounded summary and counterexamples of the whole region (every slice is free of errors). */
function mergeBounded(parts: readonly Sliced[], exhaustive: readonly SliceBoundedReport[], dropSample: boolean): MergedBounded {
  const first = parts[0]!;
  const base = first.bounded!;
  const runs = exhaustive[0]!.runs;
  if (exhaustive.some((b) => b.runs.length !== runs.length)) throw disagree(first, 'a different number of swept parameter values');
  const blocks = parts.map((p, k) => counterexampleBlocks(p, exhaustive[k]!));
  const failures: Record<string, number> = {};
  const counterexamples: CounterexampleReport[] = [];
  const notes: string[] = [];
  const perRun: number[] = [];
  runs.forEach((run, j) => {
    let runFailures = 0;
    const conditions = run.conditions.map((c, ci) => {
      if (exhaustive.some((b) => b.runs[j]!.conditions[ci]?.condition !== c.condition || b.runs[j]!.conditions.length !== run.conditions.length)) throw disagree(first, 'different conditions');
      const count = exhaustive.reduce((t, b) => t + b.runs[j]!.conditions[ci]!.failures, 0);
      const all = blocks.flatMap((bl) => bl.conditions[j]![ci]!);
      all.sort((x, y) => compareCounterexamples(x, y));
      return { condition: c.condition, failures: count, shown: all.slice(0, exhaustive[0]!.limit) };
    });
    const shown: Shown[] = [];
    for (const c of conditions) {
      if (c.failures === 0) continue;
      failures[c.condition] = (failures[c.condition] ?? 0) + c.failures; // fromBounded keys them by the check's name
      runFailures += c.failures;
      shown.push(...c.shown);
    }
    // fromBounded.ts's order: a run's counterexamples smallest first over the conditions (stable)
    counterexamples.push(...shown.sort(compareCounterexamples).map((s) => s.report));
    if (run.claims > 0) {
      failures.claim = (failures.claim ?? 0) + run.claims;
      runFailures += run.claims;
      counterexamples.push(...blocks[0]!.claims[j]!);
    }
    perRun.push(runFailures);
    const loopy = loopyWrong({ cyclic: run.cyclic, conditions: conditions.map((c) => ({ condition: c.condition as Condition, failures: c.failures, counterexamples: [] })) });
    for (const n of [...run.notes.filter((x) => x !== LOOPY_NOTE), ...(loopy ? [LOOPY_NOTE] : [])]) if (!notes.includes(n)) notes.push(n);
  });
  const exhRefuted = exhaustive.some((b) => b.status === 'refuted');
  const summary: BoundedSummary = {
    ...base,
    status: exhRefuted ? 'refuted' : base.status,
    region: base.region.replace(/ \(slice \d+\/\d+\)$/, ''),
    failures,
    perParam: base.perParam.map((p, j) => ({ ...p, failures: perRun[j] ?? p.failures })),
    notes,
  };
  if (dropSample && base.sample) summary.sample = sampleNotRun(base.sample, SAMPLE_AFTER_REFUTATION);
  return { summary, counterexamples, firstBlock: blocks[0]!.length };
}

interface Shown {
  report: CounterexampleReport;
  position: number[];
}

/** A slice's exhaustive counterexamples cut along its runs and conditions (fromBounded.ts's order). */
function counterexampleBlocks(r: Sliced, b: SliceBoundedReport): { conditions: Shown[][][]; claims: CounterexampleReport[][]; length: number } {
  let at = 0;
  const take = (count: number): CounterexampleReport[] => {
    const out = r.counterexamples.slice(at, at + count);
    if (out.length !== count) throw disagree(r, 'fewer counterexamples than its slice record lists');
    at += count;
    return out;
  };
  // Per run: the conditions' counterexamples in order (those with failures), then the claims'.
  const conditions: Shown[][][] = [];
  const claims: CounterexampleReport[][] = [];
  for (const run of b.runs) {
    // fromBounded.ts lists a run's counterexamples smallest first over the conditions (a stable sort
    // of the conditions' lists): the same sort of the recorded positions says which report is whose.
    const slots = run.conditions.flatMap((c, ci) => (c.failures === 0 ? [] : c.shown.map((position, k) => ({ ci, k, position }))));
    slots.sort(compareCounterexamples);
    const reports = take(slots.length);
    const perCondition: Shown[][] = run.conditions.map((c) => (c.failures === 0 ? [] : new Array<Shown>(c.shown.length)));
    slots.forEach((slot, i) => (perCondition[slot.ci]![slot.k] = { report: reports[i]!, position: slot.position }));
    conditions.push(perCondition);
    claims.push(take(run.claims));
  }
  return { conditions, claims, length: at };
}

function disagree(r: FileReport, what: string): MergeError {
  return new MergeError('ZM7008', `the slices of ${r.file} do not fit together: ${what}`, 'merge the reports of one run of `zermelo check --shard i/n` for i = 1..n');
}
