// zermelo's own proofs/ through the vitest integration (the conjectures/ are in test/library.test.ts):
// every file must be proved (or refuted as expected). Cached in .zermelo-cache/ like `zermelo check`.
import { fileURLToPath } from 'node:url';
import { defineClaims } from '../../src/vitest.js';

defineClaims('proofs', { root: fileURLToPath(new URL('../..', import.meta.url)) });
