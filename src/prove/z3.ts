// Stage: prove. The one Z3 instance of the process: loaded lazily on first use (getZ3, a cached
// promise), with a single Context 'main'. Every other prove/ file gets Z3 through here; nothing else
// in zermelo imports z3-solver. The CLI runs the prover in a child process (scale/proverProcess.ts), so
// that there this process is the child. See ../../../shared/docs/z3.md for the measured behaviour.

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
    deferDecRefs(api);
    // the wasm heap is a fixed 2 GiB (z3.md §1): let Z3 give up (unknown) before it runs out
    api.setParam('memory_max_size', MEMORY_MAX_MB);
    return { api, ctx: new api.Context('main') };
  });
  return loading;
}

// z3-solver frees Z3 objects from a FinalizationRegistry, i.e. whenever the JS garbage collector
// runs — also while a check() is running in Z3's worker thread. Z3's reference counts are not
// thread-safe, and such a concurrent dec_ref corrupts the AST manager (measured here: forced GC
// during checks crashes within a few checks with "memory access out of bounds" or nonsense sort
// errors; Z3_enable_concurrent_dec_ref does not help). So every *_dec_ref is queued while a check
// is running and replayed when none is.
let running = 0;
const deferred: (() => void)[] = [];

function deferDecRefs(api: Api): void {
  const table = api.Z3 as unknown as Record<string, unknown>;
  for (const key of Object.keys(table)) {
    const original = table[key];
    if (!key.endsWith('dec_ref') || key === 'enable_concurrent_dec_ref' || typeof original !== 'function') continue;
    const f = original as (...args: unknown[]) => unknown;
    table[key] = (...args: unknown[]) => {
      if (running > 0) deferred.push(() => void f(...args));
      else f(...args);
    };
  }
}

/** Runs one asynchronous Z3 call (check) with every dec_ref deferred until it has finished. */
export function guardedCall<T>(call: () => Promise<T>): Promise<T> {
  running++;
  let p: Promise<T>;
  try {
    p = call();
  } catch (e) {
    finished();
    throw e;
  }
  p.then(finished, finished);
  return p;
}

function finished(): void {
  if (--running > 0) return;
  for (const f of deferred.splice(0)) f();
}

let quiet = 0;

/**
 * Runs `call` with Z3's warning messages off (the global `warning` parameter; the calls may overlap,
 * the last one to finish turns them back on). For an Optimize check of a quantified formula only:
 * Z3 then prints "WARNING: optimization with quantified constraints is not supported" on stderr,
 * and the warning is harmless there — Optimize answers sat only once its bound checks came back
 * unsat, which is sound with quantifiers (an incomplete one gives unknown, and discharge.ts falls back
 * to its own descent), and every counterexample is re-checked by the evaluator anyway.
 */
export async function withoutZ3Warnings<T>(call: () => Promise<T>): Promise<T> {
  const { api } = await getZ3();
  if (quiet++ === 0) api.setParam('warning', false);
  try {
    return await call();
  } finally {
    if (--quiet === 0) api.setParam('warning', true);
  }
}

/** Test-only (the isolated prover's fault injection): a genuine emscripten out-of-memory abort, by
 *  asking Z3's allocator for more than the fixed 2 GiB wasm heap. Rejects with that RuntimeError. */
export async function exhaustZ3Memory(): Promise<void> {
  const { api } = await getZ3();
  (api.em as { _malloc(bytes: number): number })._malloc(2_500_000_000);
}

/** What Z3's allocator holds now, in bytes (its own estimate), or 0 before Z3 is loaded. The wasm heap
 *  is a fixed 2 GiB that never shrinks back for reuse by another context, so a long-lived prover
 *  watches this and starts afresh before it runs out (proverChild.ts). */
export async function z3HeapBytes(): Promise<number> {
  if (!loading) return 0;
  const { api } = await loading;
  return Number(api.Z3.get_estimated_alloc_size());
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
