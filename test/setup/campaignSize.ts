// The size of a random campaign. `npm test` runs each campaign of the files in CAMPAIGN_FILES at a
// quarter of its size (at least 1 run): the same law, the same pinned seed, so its cases are the
// first cases of the full campaign. `npm run test:long` (vitest.long.config.ts) runs these files
// again with ZERMELO_CAMPAIGN=full, every campaign at its full size.

export const CAMPAIGN_FILES = [
  'test/properties/startSearch.test.ts',
  'test/properties/reachableKept.test.ts',
  'test/properties/encodeExpr.test.ts',
  'test/properties/encodeExact.test.ts',
  'test/properties/langEval.test.ts',
  'test/properties/localCheckSplit.test.ts',
  'test/properties/sparseSearch.test.ts',
  'test/properties/boundSearch.test.ts',
  'test/properties/symmetry.test.ts',
  'test/conformance/writeOrder.test.ts',
  'test/properties/periodicForward.test.ts',
  'test/properties/truthGate.test.ts',
  'test/properties/rangeElision.test.ts',
  'test/prove/intervalValidity.test.ts',
  'test/prove/monotoneCount.test.ts',
  'test/semantics/laws.test.ts',
  'test/semantics/values.test.ts',
  'test/semantics/z3moves.test.ts',
  'test/model/dataTables.test.ts',
  'test/lang/rangeOf.test.ts',
  'test/properties/intervalEval.test.ts',
  'test/solve/sumEstimate.test.ts',
  'test/properties/reachable.test.ts',
  'test/solve/value/valueTable.test.ts',
  'test/scale/shard.slices.test.ts',
  'test/solve/principalLine.test.ts',
  'test/certify/properties.test.ts',
  'test/model/boolSetClaims.test.ts',
  'test/model/setOperations.test.ts',
  'test/solve/keyMasks.test.ts',
  'test/semantics/setGames.test.ts',
  'test/lang/memoKey.test.ts',
  'test/semantics/prover.test.ts',
  'test/prove/valueProofs.test.ts',
  'test/solve/setWriteMasks.test.ts',
  'test/fuzz/hostileLayouts.test.ts',
  'test/prove/emitSmtRecheck.test.ts',
];

const FULL = process.env['ZERMELO_CAMPAIGN'] === 'full';

/** `full` runs in `npm run test:long`, a `share` of them (a quarter by default) in `npm test`. */
export function campaignRuns(full: number, share = 4): number {
  return FULL ? full : Math.max(1, Math.ceil(full / share));
}

/** True in `npm run test:long`: a file may then pick the larger of two instances of the same law. */
export function fullCampaign(): boolean {
  return FULL;
}
