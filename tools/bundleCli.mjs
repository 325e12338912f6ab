// The one JavaScript build that `npm pack` ships (run by `npm run build` after tsc): the CLI
// (dist/src/cli/entry.js), the library entry points (index.js, vitest.js) and the entry points of
// the threads and processes the engine starts (the --workers threads, the prover child, the serve
// thread), with everything they import, into dist/src/bundle/: one file per entry point plus shared
// chunks (one per dynamic import), so that a run loads a few files instead of some 220 modules
// (Node's ES module loader costs most of the start-up per module), and the CLI, the library and the
// threads share one copy of each module. The bundle sits one folder below dist/src/, like the
// compiled stages, so that the paths the engine builds from import.meta.url (the build fingerprint)
// mean the same from it; scale/workerSpawn.ts starts the bundled entry points from the bundle. The
// unbundled tree (dist/src/**/*.js) stays for the tests that load compiled modules; the package
// ships only the bundle and the type declarations (dist/src/**/*.d.ts).

import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = `${root}dist/src/bundle`;
rmSync(dir, { recursive: true, force: true }); // chunks of an earlier build would be shipped and hashed
const bundle = await rolldown({
  // the names are the files' names in dist/src/bundle/ (workerSpawn.ts's entryPoint finds them so)
  input: {
    cli: `${root}dist/src/cli/entry.js`,
    index: `${root}dist/src/index.js`,
    vitest: `${root}dist/src/vitest.js`,
    workersThread: `${root}dist/src/scale/workersThread.js`,
    workersSliceThread: `${root}dist/src/scale/workersSliceThread.js`,
    proverChild: `${root}dist/src/scale/proverChild.js`,
    serveThread: `${root}dist/src/serve/serveThread.js`,
  },
  platform: 'node',
  // Z3 stays a package of its own (loaded only by the prover, from node_modules); vitest is the
  // project's own (an optional peer dependency, imported only by the vitest entry point)
  external: [/^node:/, 'z3-solver', /^vitest(\/|$)/],
  logLevel: 'warn',
});
// keepNames: a function's or class's `name` stays what the source says when a clash renames it
await bundle.write({ dir, format: 'esm', keepNames: true });
await bundle.close();
