// Stage: scale. The engines for a file split across shards (shard.ts planShard): the bounded stage
// checks only slice i/n of each run's region (check/checkBounded.ts `slice`; the game is built and
// solved whole), and the report says which slice it covers (region text and a note). Claims, the
// periodicity certificate, the prover and sampling run in the shard of slice 1 only, so that the n
// shards together do every piece of work once. The engines and the bounded run also carry the slice
// machine-readably (Engines.slice, BoundedRun.sliced), which the report keeps for `zermelo merge`.
// Input: engines, the slice. Output: engines.

import { checkBounded, sliceRange } from '../check/checkBounded.js';
import type { BoundedResult } from '../check/result.js';
import { boundedStage } from '../run/boundedStage.js';
import type { Engines } from '../run/engines.js';
import { fromBounded } from '../run/fromBounded.js';
import type { SliceBoundedReport } from '../report/model.js';
import type { Shard } from './shard.js';

export function sliceNote(slice: Shard, ranges: readonly { from: number; to: number }[]): string {
  const where = ranges.map((r) => (r.to > r.from ? `${r.from}..${r.to - 1}` : 'none')).join('; ');
  return `slice ${slice.index}/${slice.count} of the region: positions ${where} in index order (the other slices are checked by --shard j/${slice.count}, j ≠ ${slice.index})${slice.index === 1 ? '' : '; claims, certificates, proofs and sampling run in slice 1'}`;
}

export function shardSliceEngines(base: Engines, slice: Shard): Engines {
  const first = slice.index === 1;
  const engines: Engines = {
    ...base,
    slice: { index: slice.index, count: slice.count },
    async bounded(spec, opts) {
      let exhaustive: { report: SliceBoundedReport; diagnostics: number } | undefined;
      const out = await boundedStage(spec, { ...(opts ?? {}), ...(first ? {} : { sample: 0 }) }, (s) => {
        const result = checkBounded(s, { slice });
        const run = fromBounded(s, result);
        const note = sliceNote(
          slice,
          result.runs.map((r) => r.slice ?? sliceRange(r.regionSize, slice.index, slice.count)),
        );
        run.summary.region = `${run.summary.region} (slice ${slice.index}/${slice.count})`;
        run.summary.notes = [note, ...run.summary.notes];
        exhaustive = { report: sliceBoundedReport(result, run.summary.status), diagnostics: run.diagnostics.length };
        return run;
      });
      // boundedStage keeps the exhaustive run's diagnostics first and appends those of sampling.
      return exhaustive ? { ...out, sliced: { report: exhaustive.report, sampleDiagnostics: out.diagnostics.slice(exhaustive.diagnostics) } } : out;
    },
  };
  if (first) return engines;
  const reason = `slice ${slice.index}/${slice.count} of a file split across shards: the prover runs in the shard of slice 1`;
  return {
    ...engines,
    certify: async () => undefined,
    symbolic: async () => ({ summary: { status: 'skipped', reason, obligations: [] }, counterexamples: [], claims: [], diagnostics: [] }),
  };
}

/** The slice's exhaustive check as `zermelo merge` needs it: per run, its notes, failing claims and
 *  every condition with its failures and the slot values of the counterexamples shown. */
export function sliceBoundedReport(result: BoundedResult, status: SliceBoundedReport['status']): SliceBoundedReport {
  return {
    status,
    limit: result.runs.find((r) => r.slice)?.slice?.limit ?? 0,
    runs: result.runs.map((r) => ({
      cyclic: r.cyclic,
      notes: [...r.notes],
      claims: r.claims.filter((c) => c.status === 'fails').length,
      conditions: r.conditions.map((c) => ({ condition: c.condition, failures: c.failures, shown: c.counterexamples.map((x) => [...x.position]) })),
    })),
  };
}
