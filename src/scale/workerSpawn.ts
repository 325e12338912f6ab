// Stage: scale. Starts one `--workers` thread (workersThread.ts, or the lighter workersSliceThread.ts
// for slices of one file): the bundled entry point in dist/src/bundle/ when running from the bundle,
// the compiled file in dist/, or, when
// running from the TypeScript sources (vitest), the .ts file through the dev-only loader hooks
// (workersHooks.mjs). Used by the file pool (workers.ts), the slice pool (workersSlices.ts) and the
// prover child process (proverProcess.ts).

import { Worker } from 'node:worker_threads';

/** The entry point `name` of this folder and the execArgv that runs it (threads and child processes). */
export function entryPoint(name: string): { entry: URL; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  // from the bundle (dist/src/bundle/, tools/bundleCli.mjs): the bundled entry point of that name,
  // since the package ships no other build; else the compiled (or source) file beside scale/
  const fromBundle = new URL('.', import.meta.url).pathname.endsWith('/bundle/');
  const base = name.slice(name.lastIndexOf('/') + 1);
  const entry = fromBundle ? new URL(`./${base}.js`, import.meta.url) : new URL(`../scale/${name}.${fromSource ? 'ts' : 'js'}`, import.meta.url);
  const hooks = new URL('../scale/workersHooks.mjs', import.meta.url).href;
  const execArgv = fromSource ? ['--import', `data:text/javascript,import{register}from"node:module";register(${JSON.stringify(hooks)});`] : [];
  return { entry, execArgv };
}

/**
 * Starts a thread; `fail` gets its error, or its unexpected exit while `busy()` (a crashed worker is
 * a bug in zermelo: whatever it was working on fails with it, exit 70).
 */
export function spawnWorker(name: 'workersThread' | 'workersSliceThread', busy: () => boolean, fail: (error: Error) => void): Worker {
  const { entry, execArgv } = entryPoint(name);
  const worker = new Worker(entry, { execArgv });
  worker.on('error', fail);
  worker.on('exit', (code) => {
    if (busy()) fail(new Error(`a worker thread stopped unexpectedly (exit code ${code})`));
  });
  return worker;
}

/** Fails every request still waiting on a pool's threads (one of them failed), and forgets them. */
export function rejectAll(waiting: Map<number, { reject: (e: Error) => void }>, error: Error): void {
  const pending = [...waiting.values()];
  waiting.clear();
  for (const w of pending) w.reject(error);
}
