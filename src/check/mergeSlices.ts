// Stage: check. Merges the results of checkBounded over the slices 1..count of the same file (one
// BoundedResult per slice, any order) into exactly the result of the unsliced check: failures add up,
// the smallest counterexamples over all slices are kept (by Σ|slot value|, then lexicographically —
// the order of collector.ts), a conjecture that fails to evaluate is reported at its first such
// position, claims come from slice 1. Timings: check seconds add up, the rest are slice 1's.

import type { Diagnostic } from '../diag/diagnostic.js';
import { fileOutcome, LOOPY_NOTE, loopyWrong } from './checkBounded.js';
import type { BoundedResult, BoundedRun, ConditionSummary, Counterexample } from './result.js';

export function mergeSlices(slices: readonly BoundedResult[]): BoundedResult {
  const ordered = [...slices].sort((a, b) => sliceOf(a) - sliceOf(b));
  const first = ordered[0];
  if (!first) throw new Error('mergeSlices: no slice');
  const count = first.runs.find((r) => r.slice)?.slice?.count;
  if (count !== undefined && (ordered.length !== count || ordered.some((r, k) => sliceOf(r) !== k + 1))) {
    throw new Error(`mergeSlices: expected slices 1..${count} once each, got ${ordered.map(sliceOf).join(', ')}`);
  }
  const runs = first.runs.map((run, j) => mergeRun(ordered.map((r) => r.runs[j]!)));
  return {
    file: first.file,
    outcome: fileOutcome(runs, first.diagnostics),
    runs,
    diagnostics: first.diagnostics,
    seconds: Math.max(...ordered.map((r) => r.seconds)),
  };
}

function sliceOf(r: BoundedResult): number {
  return r.runs.find((x) => x.slice)?.slice?.index ?? 1;
}

function mergeRun(slices: readonly BoundedRun[]): BoundedRun {
  const base = slices[0]!;
  const info = base.slice;
  const { slice: _dropped, ...rest } = base;
  if (!info) return { ...rest, seconds: { ...base.seconds } }; // the check was not reached: all slices alike
  const conditions: ConditionSummary[] = [];
  const checkDiagnostics: Diagnostic[] = [];
  info.parts.forEach((_part, k) => {
    const pieces = slices.map((s) => {
      const i = s.slice!;
      const c0 = i.parts.slice(0, k).reduce((t, p) => t + p.conditions, 0);
      const d0 = i.diagnosticsAt + i.parts.slice(0, k).reduce((t, p) => t + p.diagnostics, 0);
      return { stopped: i.parts[k]!.stopped, conditions: s.conditions.slice(c0, c0 + i.parts[k]!.conditions), diagnostics: s.diagnostics.slice(d0, d0 + i.parts[k]!.diagnostics) };
    });
    // The unsliced pass stops at the first position where the conjecture fails to evaluate: the
    // first slice that stopped holds it, and whatever the earlier slices found is dropped as it is.
    const stopped = pieces.find((p) => p.stopped);
    if (stopped) {
      checkDiagnostics.push(...stopped.diagnostics);
      return;
    }
    const names = pieces[0]!.conditions;
    names.forEach((summary, c) => {
      const all = pieces.flatMap((p) => p.conditions[c]!.counterexamples);
      all.sort(compareCounterexamples);
      conditions.push({ condition: summary.condition, failures: pieces.reduce((t, p) => t + p.conditions[c]!.failures, 0), counterexamples: all.slice(0, info.limit) });
    });
    for (const p of pieces) checkDiagnostics.push(...p.diagnostics);
  });
  const own = info.parts.reduce((t, p) => t + p.diagnostics, 0);
  const diagnostics = [...base.diagnostics.slice(0, info.diagnosticsAt), ...unique(checkDiagnostics), ...base.diagnostics.slice(info.diagnosticsAt + own)];
  const failures = conditions.reduce((t, c) => t + c.failures, 0);
  const merged: BoundedRun = {
    ...rest,
    status: 'checked',
    outcome: failures > 0 || base.claims.some((c) => c.status === 'fails') ? 'refuted' : 'holds',
    conditions,
    notes: base.notes.filter((n) => n !== LOOPY_NOTE),
    diagnostics,
    seconds: { ...base.seconds, check: slices.reduce((t, s) => t + s.seconds.check, 0) },
  };
  if (loopyWrong(merged)) merged.notes.push(LOOPY_NOTE);
  if (merged.outcome === 'holds' && diagnostics.some((d) => d.severity === 'error')) {
    merged.status = 'error';
    merged.outcome = 'unknown';
  }
  return merged;
}

/** Smaller Σ|slot value| first, then lexicographically by slot values (collector.ts's order). */
export function compareCounterexamples(a: Pick<Counterexample, 'position'>, b: Pick<Counterexample, 'position'>): number {
  const key = (p: readonly number[]): number => p.reduce((t, v) => t + Math.abs(v), 0);
  const d = key(a.position) - key(b.position);
  if (d !== 0) return d;
  for (let s = 0; s < a.position.length; s++) if (a.position[s] !== b.position[s]) return a.position[s]! - b.position[s]!;
  return 0;
}

function unique(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = JSON.stringify(d);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
