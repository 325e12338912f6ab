// zermelo's own library, checked through the vitest integration (src/vitest.ts): one test per file
// of conjectures/ (the proofs/ are in test/vitest/library-proofs.long.test.ts, so vitest runs the two in
// parallel). Every file is checked cold, as in CI on a fresh clone (the default cache in .zermelo-cache/
// would make a local run re-check only what changed, hiding the real time); ZERMELO_TEST_CACHE=1 uses it.
// A verdict that differs from the file's `expect` fails with the counterexample, and
// every file's report must validate against docs/report.schema.json.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { defineClaims } from '../src/vitest.js';
import { validate } from './report/jsonSchema.js';

const schema = JSON.parse(readFileSync(new URL('../docs/report.schema.json', import.meta.url), 'utf8'));

defineClaims('conjectures', {
  root: fileURLToPath(new URL('..', import.meta.url)),
  // cold, as on a fresh clone in CI: no result is reused from .zermelo-cache/ (ZERMELO_TEST_CACHE=1 reuses it)
  cache: process.env.ZERMELO_TEST_CACHE === '1',
  onReport: (report) => expect(validate(report, schema.$defs.file, schema)).toEqual([]),
});
