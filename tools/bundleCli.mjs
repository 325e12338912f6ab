// The CLI's bundle (run by `npm run build` after tsc): dist/src/cli/entry.js and everything it imports
// into dist/src/bundle/, one chunk per dynamic import, so that a run loads a few files instead of some
// 220 modules (Node's ES module loader costs most of the start-up per module). The bundle sits one
// folder below dist/src/, like the compiled stages, so that the paths the engine builds from
// import.meta.url (the worker and prover entry points, the build fingerprint) mean the same from it.
// Only bin/zermelo.js loads it; the library (dist/src/index.js), the worker threads and the prover
// child run the compiled modules.

import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = `${root}dist/src/bundle`;
rmSync(dir, { recursive: true, force: true }); // chunks of an earlier build would be shipped and hashed
const bundle = await rolldown({
  input: { cli: `${root}dist/src/cli/entry.js` },
  platform: 'node',
  // Z3 stays a package of its own (loaded only by the prover, from node_modules)
  external: [/^node:/, 'z3-solver'],
  logLevel: 'warn',
});
// keepNames: a function's or class's `name` stays what the source says when a clash renames it
await bundle.write({ dir, format: 'esm', keepNames: true });
await bundle.close();
