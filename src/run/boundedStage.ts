// Stage: run. The bounded stage around the exhaustive check: the memory estimate first (a region
// that would not fit is not solved: an error naming the bound to lower), then the check, then
// sampling beyond the bounds when asked (check.sample or --sample; from the start, only the positions
// it reaches are sampled). Input: a Spec, options, the
// exhaustive check. Output: one BoundedRun with the sample summary and any sampled counterexample.

import type { Diagnostic } from '../diag/diagnostic.js';
import { DEFAULT_MEMORY_LIMIT, memoryProblem } from '../game/memoryEstimate.js';
import { checkScope } from '../check/checkScope.js';
import { startMemoryProblem } from '../check/startMemory.js';
import { setReachableMemoryLimit } from '../solve/reachableBudget.js';
import type { Spec } from '../model/model.js';
import type { BoundedOptions, BoundedRun } from './engines.js';
import { counterexampleOf, regionText } from './fromBounded.js';
import { claimName } from './fromProof.js';
import { NOT_REACHED_FROM_START, sampledReached } from './reachedFromStart.js';
import type { SampleSummary } from '../report/model.js';
import { renderSentenceEn } from '../teach/sentences/en.js';

export async function boundedStage(spec: Spec, opts: BoundedOptions, exhaustive: (spec: Spec) => BoundedRun | Promise<BoundedRun>): Promise<BoundedRun> {
  const samples = opts.sample ?? spec.check.sample ?? 0;
  const limit = opts.maxMemoryBytes ?? DEFAULT_MEMORY_LIMIT;
  // from the start position only the reached positions are solved: a smaller estimate (startMemory.ts)
  const problem = checkScope(spec) === 'start' ? startMemoryProblem(spec, limit) : memoryProblem(spec, limit);
  let run: BoundedRun;
  if (problem) {
    // With sampling asked for, the file is still tested (beyond the bounds): a warning, not an error.
    const d: Diagnostic = { code: 'ZM7003', severity: samples > 0 ? 'warning' : 'error', file: spec.file, message: problem.message, hint: problem.hint };
    if (problem.span) d.span = problem.span;
    run = notSolved(spec, `not solved: ${problem.message}`, d);
  } else {
    // the reachable-set solver charges what it allocates against the same limit as it grows
    const previous = setReachableMemoryLimit(limit);
    try {
      run = await exhaustive(spec);
    } finally {
      setReachableMemoryLimit(previous);
    }
  }
  if (samples <= 0) return run;
  // fast-check is loaded only when a file is sampled (start-up: docs/performance.md)
  const { sampleConjecture, defaultSeed } = await import('../check/sample.js');
  const seed = opts.seed ?? defaultSeed(spec.source);
  const summary: SampleSummary = {
    status: 'skipped',
    reason: null,
    samples,
    checked: 0,
    skipped: 0,
    seed,
    ranges: [],
    command: `zermelo check ${spec.file} --sample ${samples} --seed ${seed}`,
  };
  run.summary.sample = summary;
  if (run.summary.status === 'refuted') return { ...run, summary: { ...run.summary, sample: sampleNotRun(summary, SAMPLE_AFTER_REFUTATION) } };
  if (run.diagnostics.some((d) => d.severity === 'error')) return { ...run, summary: { ...run.summary, sample: { ...summary, reason: 'the file has errors' } } };
  // from the start, only the positions it reaches are claimed: the others are skipped (reachedFromStart.ts)
  const within = run.summary.from === 'start' ? { test: sampledReached(spec, run), reason: NOT_REACHED_FROM_START } : undefined;
  const r = sampleConjecture(spec, { samples, seed, ...(within ? { within } : {}) });
  Object.assign(summary, { status: r.status, reason: r.reason ?? r.skipReason ?? null, checked: r.checked, skipped: r.skipped, ranges: r.ranges });
  const out: BoundedRun = { ...run, summary: { ...run.summary, sample: summary }, diagnostics: [...run.diagnostics, ...r.diagnostics] };
  if (r.counterexample) {
    const cx = counterexampleOf(spec, r.counterexample);
    const facts = cx.facts?.kind === 'condition' ? { ...cx.facts, reproduce: summary.command } : undefined;
    out.counterexamples = [
      ...run.counterexamples,
      { ...cx, source: 'sample', sentence: facts ? renderSentenceEn(facts) : `${cx.sentence} Reproduce: ${summary.command}.`, ...(facts ? { facts } : {}) },
    ];
    out.summary.status = 'refuted';
  }
  return out;
}

/** Why sampling did not run on a file the exhaustive check refuted. */
export const SAMPLE_AFTER_REFUTATION = 'the bounded check already found a counterexample';

/** The sample summary of a sampling that did not run, for `reason`. */
export function sampleNotRun(summary: SampleSummary, reason: string): SampleSummary {
  return { ...summary, status: 'skipped', reason, checked: 0, skipped: 0, ranges: [] };
}

function notSolved(spec: Spec, note: string, d: Diagnostic): BoundedRun {
  return {
    summary: { status: 'skipped', region: regionText(spec), positions: 0, undetermined: 0, cyclic: false, failures: {}, perParam: [], notes: [note] },
    counterexamples: [],
    claims: spec.claims.map((_, i) => ({ name: claimName(spec, i), status: 'unchecked', at: null, detail: 'the region was not solved (memory)' })),
    diagnostics: [d],
  };
}
