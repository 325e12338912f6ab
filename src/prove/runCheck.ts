// Stage: prove. Runs one satisfiability check under a time limit: Z3's own soft `timeout` plus a
// hard watchdog that calls ctx.interrupt() (z3.md §2: timeouts are polled and may be ignored).
// In: a Solver or Optimize already holding the assertions. Out: sat | unsat | unknown with a reason.
// The check is always awaited, so no check is left running (a running check keeps Node alive).

import { getZ3, guardedCall } from './z3.js';

export type SatStatus = 'sat' | 'unsat' | 'unknown';

export interface CheckOutcome {
  status: SatStatus;
  reason?: string; // for unknown: 'timeout', 'interrupted', 'incomplete quantifiers', …
  timeMs: number;
}

interface Checkable {
  set(key: string, value: unknown): void;
  check(): Promise<'sat' | 'unsat' | 'unknown'>;
  reasonUnknown(): string;
}

/** Set when an interrupted check did not come back: later checks would queue behind it forever. */
let stuck = false;

export function z3Stuck(): boolean {
  return stuck;
}

/** Set when Z3 aborted or crashed (out of memory, a wasm trap): the instance must not be used again. */
let broken: string | undefined;

/** Why Z3 is unusable in this process (the isolated prover then restarts its child), or undefined. */
export function z3Broken(): string | undefined {
  return broken;
}

/** Told when each check starts and ends (the isolated prover's child feeds its parent's watchdog). */
export interface CheckObserver {
  started(timeoutMs: number): void;
  ended(): void;
}

let observer: CheckObserver | undefined;

export function observeChecks(o: CheckObserver | undefined): void {
  observer = o;
}

/** A clear reason for a fatal Z3 error (an emscripten abort, a wasm trap), or undefined for others.
 *  `message` is "name: message" of the error. */
export function z3Failure(message: string): string | undefined {
  if (/Cannot enlarge memory|\(OOM\)|out of memory|memory arrays/i.test(message)) return 'Z3 ran out of memory (2 GiB wasm heap)';
  const first = message.split('\n')[0]!.slice(0, 200);
  // emscripten's abort and every wasm trap (out-of-bounds access, unreachable) are RuntimeErrors
  if (/^RuntimeError\b|Aborted\(/.test(message)) return `Z3 crashed (${first})`;
  return undefined;
}

const GRACE_MS = 1500; // the soft timeout overruns by up to ~450 ms (z3.md); interrupt after that
const GIVE_UP_MS = 5000; // after interrupting, how long to wait for the check to return

export async function runCheck(solver: Checkable, timeoutMs: number, interrupt?: () => void): Promise<CheckOutcome> {
  const started = Date.now();
  if (stuck) return { status: 'unknown', reason: 'Z3 did not stop after an earlier interrupt', timeMs: 0 };
  if (broken) return { status: 'unknown', reason: `${broken}, earlier in this run`, timeMs: 0 };
  const { ctx } = await getZ3();
  observer?.started(timeoutMs);
  solver.set('timeout', Math.max(1, Math.round(timeoutMs)));
  let interrupted = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const pending = guardedCall(() => solver.check());
  const hard = new Promise<'gave-up'>((resolve) => {
    watchdog = setTimeout(() => {
      interrupted = true;
      watchdog = setTimeout(() => resolve('gave-up'), GIVE_UP_MS);
      try {
        (interrupt ?? (() => ctx.interrupt()))();
      } catch (err) {
        // an aborted Z3 (out of memory) throws on every call: give up at once instead of waiting
        broken ??= z3Failure(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
        if (broken) resolve('gave-up');
      }
    }, timeoutMs + GRACE_MS);
  });
  try {
    const r = await Promise.race([pending, hard]);
    const timeMs = Date.now() - started;
    if (r === 'gave-up') {
      stuck = true;
      pending.catch(() => undefined).finally(() => (stuck = false));
      return { status: 'unknown', reason: broken ?? `Z3 ignored its ${timeoutMs} ms timeout and did not stop when interrupted`, timeMs };
    }
    if (r !== 'unknown') return { status: r, timeMs };
    const why = interrupted ? 'timeout' : solver.reasonUnknown() || 'unknown';
    return { status: 'unknown', reason: why === 'canceled' || why === 'interrupted' ? 'timeout' : why, timeMs };
  } catch (err) {
    const message = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
    const fatal = z3Failure(message);
    if (fatal) broken = fatal;
    return { status: 'unknown', reason: fatal ?? `Z3 error: ${err instanceof Error ? err.message : String(err)}`, timeMs: Date.now() - started };
  } finally {
    if (watchdog) clearTimeout(watchdog);
    observer?.ended();
  }
}
