// zermelo's own library, checked through the vitest integration (src/vitest.ts): one test per file
// of conjectures/ (the proofs/ are in test/vitest/library-proofs.test.ts, so vitest runs the two in
// parallel). Results are cached in .zermelo-cache/ like `zermelo check`: an unchanged file is not
// re-checked. A verdict that differs from the file's `expect` fails with the counterexample.
import { fileURLToPath } from 'node:url';
import { defineClaims } from '../src/vitest.js';

defineClaims('conjectures', { root: fileURLToPath(new URL('..', import.meta.url)) });
