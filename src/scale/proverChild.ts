// Stage: scale. The body of the isolated prover process (proverProcess.ts forks it): loads each file
// sent by the parent (file name, text, options), runs proveSpec with this process's own Z3 (loaded
// lazily, once), and posts back every finished obligation, every check's start and end (for the
// parent's watchdog) and the plain ProofResult. If Z3 aborts, the process says why and exits.

import { loadSpec } from '../model/loadSpec.js';
import { hasErrors } from '../diag/diagnostic.js';
import { proveSpec } from '../prove/proveSpec.js';
import { observeChecks, z3Broken, z3Failure, z3Stuck } from '../prove/runCheck.js';
import { exhaustZ3Memory, shutdownZ3, z3HeapBytes, z3Loaded } from '../prove/z3.js';
import { parentChannel } from './parentChannel.js';
import type { Fault, ProverReply, ProverRequest } from './proverProcess.js';

const channel = parentChannel();
let current: number | undefined; // the id of the request being proved

channel.onFatal((error): ProverReply => {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return { type: 'fatal', id: current ?? -1, reason: z3Failure(message) ?? `the prover crashed (${message.split('\n')[0]})` };
});

channel.onMessage((m) => {
  const request = m as ProverRequest;
  if (request.type === 'interrupt') {
    if (z3Loaded()) void shutdownZ3().catch(() => undefined);
    return;
  }
  void prove(request);
});

async function prove(r: Extract<ProverRequest, { type: 'prove' }>): Promise<void> {
  current = r.id;
  let checks = 0;
  observeChecks({
    started: (timeoutMs) => {
      checks++;
      channel.send({ type: 'check', id: r.id, running: true, timeoutMs } satisfies ProverReply);
      if (r.fault && checks === r.fault.atCheck) injectFault(r.fault.kind);
    },
    ended: () => channel.send({ type: 'check', id: r.id, running: false } satisfies ProverReply),
  });
  try {
    const loaded = loadSpec(r.file, r.text, r.limits);
    if (!loaded.value || hasErrors(loaded.diagnostics)) throw new Error(`the prover process could not load ${r.file}`);
    const result = await proveSpec(loaded.value, {
      timeoutMs: r.timeoutMs,
      ...(r.emitSmtDir !== undefined ? { emitSmtDir: r.emitSmtDir } : {}),
      ...(r.keepSmt ? { keepSmt: true } : {}),
      onObligation: (obligation) => channel.send({ type: 'obligation', id: r.id, obligation } satisfies ProverReply),
      onPlan: (planned) => channel.send({ type: 'plan', id: r.id, planned } satisfies ProverReply),
    });
    const unusable = z3Broken() ?? (z3Stuck() ? 'Z3 did not stop after an interrupt' : await heapFull(r.retireBytes ?? HEAP_RETIRE_BYTES));
    channel.send({ type: 'done', id: r.id, result, ...(unusable ? { unusable } : {}) } satisfies ProverReply);
  } catch (error) {
    const message = error instanceof Error ? `${error.message}${error.stack ? `\n${error.stack}` : ''}` : String(error);
    // Z3 aborted outside a check (out of memory while building a formula): unknown, and a fresh child
    const fatal = z3Failure(error instanceof Error ? `${error.name}: ${error.message}` : message);
    if (fatal) return channel.sendAndExit({ type: 'fatal', id: r.id, reason: fatal } satisfies ProverReply, 70);
    channel.send({ type: 'error', id: r.id, message } satisfies ProverReply);
  } finally {
    observeChecks(undefined);
    current = undefined;
  }
}

// Z3 keeps every term it ever built in one AST manager, and its wasm heap is a fixed 2 GiB: a child
// that proved many files can abort on the next one (CI saw it in a whole-library run). Past this
// much, the child is retired after the file it has just finished and the next proof gets a fresh one.
const HEAP_RETIRE_BYTES = 640 * 2 ** 20;

async function heapFull(limit: number): Promise<string | undefined> {
  const bytes = await z3HeapBytes();
  return bytes > limit ? `Z3's heap holds ${Math.round(bytes / 2 ** 20)} MiB: the next proof starts a fresh prover` : undefined;
}

/** Test-only faults (ZERMELO_TEST_PROVER_FAULT, see proverProcess.ts), mimicking what Z3 does. */
function injectFault(kind: Fault['kind']): void {
  if (kind === 'exit') channel.exit(134);
  if (kind === 'oom') return void setImmediate(() => void exhaustZ3Memory()); // a real abort, during the check
  // a hang that blocks the event loop as a busy loop would, without spending a core until the kill
  if (kind === 'hang') for (;;) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  // What an emscripten abort in Z3's thread does (z3-built.js: worker.onerror rethrows on the main thread).
  setImmediate(() => {
    throw new WebAssembly.RuntimeError(
      'Aborted(Cannot enlarge memory arrays to size 2911477760 bytes (OOM). Either (1) compile with -sINITIAL_MEMORY=X with X higher than the current value 2147483648)',
    );
  });
}
