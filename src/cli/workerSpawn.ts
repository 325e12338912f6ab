// Stage: cli. Starts one `--workers` thread (workersThread.ts, or the lighter workersSliceThread.ts
// for slices of one file): the compiled file in dist/, or, when
// running from the TypeScript sources (vitest), the .ts file through the dev-only loader hooks
// (workersHooks.mjs). Used by the file pool (workers.ts) and the slice pool (workersSlices.ts).

import { Worker } from 'node:worker_threads';

export function spawnWorker(name: 'workersThread' | 'workersSliceThread' = 'workersThread'): Worker {
  const fromSource = import.meta.url.endsWith('.ts');
  const entry = new URL(`./${name}.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  const hooks = new URL('./workersHooks.mjs', import.meta.url).href;
  const execArgv = fromSource ? ['--import', `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(hooks)});`] : [];
  return new Worker(entry, { execArgv });
}
