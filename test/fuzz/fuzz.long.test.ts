// The in-process fuzz campaign at a larger size than npm test's (fuzz.test.ts: 50 cases, seed 20261207):
// 300 cases from seed 20261208 (ZERMELO_FUZZ_LONG_SEED replays another), each within 45 s: test:long runs
// beside the heaviest checks of the library (one CI run took 15.9 s for a mutated one-file triangulation
// game, 3 s alone).
import { it } from 'vitest';
import { seedCorpus } from './mutators.js';
import { quickCampaign } from './quickCampaign.js';

const SEED = Number(process.env.ZERMELO_FUZZ_LONG_SEED ?? 20261208);

it(`fuzz campaign: 300 cases without the prover (seed ${SEED})`, () => quickCampaign(seedCorpus(), 300, SEED, 45_000), 2_400_000);
