// Stage: cli. The engines for a file split across shards (shard.ts planShard): the bounded stage
// checks only slice i/n of each run's region (check/checkBounded.ts `slice`; the game is built and
// solved whole), and the report says which slice it covers (region text and a note). Claims, the
// periodicity certificate, the prover and sampling run in the shard of slice 1 only, so that the n
// shards together do every piece of work once. Input: engines, the slice. Output: engines.

import { checkBounded, sliceRange } from '../check/checkBounded.js';
import { boundedStage } from '../report/boundedStage.js';
import type { Engines } from '../report/engines.js';
import { fromBounded } from '../report/fromBounded.js';
import type { Shard } from './shard.js';

export function sliceNote(slice: Shard, ranges: readonly { from: number; to: number }[]): string {
  const where = ranges.map((r) => (r.to > r.from ? `${r.from}..${r.to - 1}` : 'none')).join('; ');
  return `slice ${slice.index}/${slice.count} of the region: positions ${where} in index order (the other slices are checked by --shard j/${slice.count}, j ≠ ${slice.index})${slice.index === 1 ? '' : '; claims, certificates, proofs and sampling run in slice 1'}`;
}

export function shardSliceEngines(base: Engines, slice: Shard): Engines {
  const first = slice.index === 1;
  const engines: Engines = {
    ...base,
    async bounded(spec, opts) {
      return boundedStage(spec, { ...(opts ?? {}), ...(first ? {} : { sample: 0 }) }, (s) => {
        const result = checkBounded(s, { slice });
        const run = fromBounded(s, result);
        const note = sliceNote(slice, result.runs.map((r) => r.slice ?? sliceRange(r.regionSize, slice.index, slice.count)));
        run.summary.region = `${run.summary.region} (slice ${slice.index}/${slice.count})`;
        run.summary.notes = [note, ...run.summary.notes];
        return run;
      });
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
