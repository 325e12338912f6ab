import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

// `npm test`. The long campaigns and the whole-library agreement (files named *.long.test.ts) run in
// `npm run test:long` (vitest.long.config.ts), which CI runs after this one (.ci/run).
// Z3 checks may take several seconds; keep testTimeout above the largest per-obligation timeout.
// maxWorkers: vitest's default is one file at a time on a 2-core machine (cores − 1), but a file
// waiting on Z3 (whose check runs in its own thread) or on a child process leaves the second core
// idle. Measured on 6 of the slowest files (traps, encodeExpr, emitSmtRecheck, shard.library, fuzz,
// library), 2-core machine: 188 s with 1 worker, 137 s with 2, the same CPU time, every Z3-timeout-
// based test green. So at least 2 workers; more where there are more cores (vitest's default).
export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/**/*.long.test.ts'],
    // fast-check runs from a pinned seed (ZERMELO_FC_SEED / ZERMELO_FC_RUNS for campaigns)
    setupFiles: ['test/setup/fastCheck.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // One worker process runs many files: no new process, no re-import of the engines, no second Z3
    // load per file. Measured 2026-12-07 (CPU user+sys of `npx vitest run test/lang test/teach
    // test/model`, 38 files): 40.0 s isolated, 25.4 s not. The tests share no mutable state (no
    // vi.mock; the one spy is restored; a file's Host is its own fakeHost), so this is safe.
    isolate: false,
  },
});
