// Regression tests for the ten slow cases of the campaign of seed 20265202 (docs/soundness.md): misère
// games whose moves lead to sums, with no check.bounds, which searched the sum game to its cap for
// 16–35 s of CPU (five gave no answer within 60 s) before ZM4013. Each must now be refused by the
// estimate or the pace of the search (src/solve/misere/sumEstimate.ts, sumRefusal.ts), before the work.
// Five of them (misereSumCase.ts, LONG_CASES) run in misereSumFindings.long.test.ts (`npm run test:long`).

import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LONG_CASES, MISERE_SUMS_DIR, expectRefusedBeforeSearch } from './misereSumCase.js';

describe('misère sum games found slow by the campaign of seed 20265202', () => {
  const files = readdirSync(MISERE_SUMS_DIR).filter((f) => f.endsWith('.yaml'));
  it('has the ten cases', () => {
    expect(files).toHaveLength(10);
    expect(LONG_CASES.every((f) => files.includes(f))).toBe(true);
  });
  for (const f of files.filter((f) => !LONG_CASES.includes(f))) {
    it(`${f}: refused before the search, with the bound to lower`, () => expectRefusedBeforeSearch(f));
  }
});
