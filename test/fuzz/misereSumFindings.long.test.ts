// misereSumFindings.test.ts, `npm run test:long`: five of the ten slow misère sum cases of the campaign
// of seed 20265202, the slower ones (1.2–1.5 s each in npm test's report of 2026-12-07). npm test
// keeps the other five, refused by the same up-front estimate (src/solve/misere/sumEstimate.ts) with
// the same message and hint, case-20265377-309.yaml among them (a count past 10^18).

import { describe, it } from 'vitest';
import { LONG_CASES, expectRefusedBeforeSearch } from './misereSumCase.js';

describe('misère sum games found slow by the campaign of seed 20265202', () => {
  for (const f of LONG_CASES) it(`${f}: refused before the search, with the bound to lower`, () => expectRefusedBeforeSearch(f));
});
