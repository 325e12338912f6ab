// Stage: prove. The one Z3 instance of the process: loaded lazily on first use (getZ3, a cached
// promise), with a single Context 'main'. Every other prove/ file gets Z3 through here; nothing else
// in zermelo imports z3-solver. See ../../../shared/docs/z3.md for the measured behaviour.

import { init, type Context } from 'z3-solver';

export type Ctx = Context<'main'>;
type Api = Awaited<ReturnType<typeof init>>;

export interface Z3Handle {
  api: Api;
  ctx: Ctx;
}

let loading: Promise<Z3Handle> | undefined;
const MEMORY_MAX_MB = 1536;

/** The process-wide Z3 handle (init takes 120–200 ms, so it is done once). */
export function getZ3(): Promise<Z3Handle> {
  loading ??= init().then((api) => {
    // the wasm heap is a fixed 2 GiB (z3.md §1): let Z3 give up (unknown) before it runs out
    api.setParam('memory_max_size', MEMORY_MAX_MB);
    return { api, ctx: new api.Context('main') };
  });
  return loading;
}

/** True once getZ3() was called (so a caller at exit knows whether there is anything to stop). */
export function z3Loaded(): boolean {
  return loading !== undefined;
}

/**
 * Interrupts whatever Z3 is doing. Every check in prove/ is awaited and bounded, so at exit nothing
 * should be running; this is a safety net for Ctrl-C (the process can then exit by itself).
 */
export async function shutdownZ3(): Promise<void> {
  if (!loading) return;
  const z3 = await loading;
  z3.ctx.interrupt();
}
