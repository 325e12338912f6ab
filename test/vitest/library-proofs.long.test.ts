// zermelo's own proofs/ through the vitest integration (the conjectures/ are in test/library.long.test.ts):
// every file must be proved (or refuted as expected), and its report must validate against
// docs/report.schema.json. Checked cold, as in CI on a fresh clone (ZERMELO_TEST_CACHE=1 reuses the
// results in .zermelo-cache/ instead).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { defineClaims } from '../../src/vitest.js';
import { validate } from '../report/jsonSchema.js';

const schema = JSON.parse(readFileSync(new URL('../../docs/report.schema.json', import.meta.url), 'utf8'));

defineClaims('proofs', {
  root: fileURLToPath(new URL('../..', import.meta.url)),
  // cold, as on a fresh clone in CI: no result is reused from .zermelo-cache/ (ZERMELO_TEST_CACHE=1 reuses it)
  cache: process.env.ZERMELO_TEST_CACHE === '1',
  // every obligation here is proved in seconds alone; the margin is for a loaded 2-core CI machine
  // (a wall-clock Z3 timeout there would turn a proof into unknown and fail the test spuriously)
  timeoutMs: 120_000,
  onReport: (report) => expect(validate(report, schema.$defs.file, schema)).toEqual([]),
});
