// Test setup: every fast-check property runs from a pinned seed, so CI is reproducible; a property
// that passes its own `seed` keeps it. ZERMELO_FC_SEED=<int> (or `random`) and ZERMELO_FC_RUNS=<n>
// turn the same properties into a campaign; fast-check prints the seed of any failure.

import fc from 'fast-check';

const PINNED_SEED = 20261202;
const seedText = process.env['ZERMELO_FC_SEED'];
const runs = Number(process.env['ZERMELO_FC_RUNS'] ?? '');
fc.configureGlobal({
  ...(seedText === 'random' ? {} : { seed: seedText ? Number(seedText) : PINNED_SEED }),
  ...(Number.isInteger(runs) && runs > 0 ? { numRuns: runs } : {}),
});
