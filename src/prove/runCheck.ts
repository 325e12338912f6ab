// Stage: prove. Runs one satisfiability check under a time limit: Z3's own soft `timeout` plus a
// hard watchdog that calls ctx.interrupt() (z3.md §2: timeouts are polled and may be ignored).
// In: a Solver or Optimize already holding the assertions. Out: sat | unsat | unknown with a reason.
// The check is always awaited, so no check is left running (a running check keeps Node alive).

import { getZ3 } from './z3.js';

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

const GRACE_MS = 1500; // the soft timeout overruns by up to ~450 ms (z3.md); interrupt after that
const GIVE_UP_MS = 5000; // after interrupting, how long to wait for the check to return

export async function runCheck(solver: Checkable, timeoutMs: number, interrupt?: () => void): Promise<CheckOutcome> {
  const started = Date.now();
  if (stuck) return { status: 'unknown', reason: 'Z3 did not stop after an earlier interrupt', timeMs: 0 };
  const { ctx } = await getZ3();
  solver.set('timeout', Math.max(1, Math.round(timeoutMs)));
  let interrupted = false;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  const pending = solver.check();
  const hard = new Promise<'gave-up'>((resolve) => {
    watchdog = setTimeout(() => {
      interrupted = true;
      (interrupt ?? (() => ctx.interrupt()))();
      watchdog = setTimeout(() => resolve('gave-up'), GIVE_UP_MS);
    }, timeoutMs + GRACE_MS);
  });
  try {
    const r = await Promise.race([pending, hard]);
    const timeMs = Date.now() - started;
    if (r === 'gave-up') {
      stuck = true;
      pending.catch(() => undefined).finally(() => (stuck = false));
      return { status: 'unknown', reason: `Z3 ignored its ${timeoutMs} ms timeout and did not stop when interrupted`, timeMs };
    }
    if (r !== 'unknown') return { status: r, timeMs };
    const why = interrupted ? 'timeout' : solver.reasonUnknown() || 'unknown';
    return { status: 'unknown', reason: why === 'canceled' || why === 'interrupted' ? 'timeout' : why, timeMs };
  } catch (err) {
    return { status: 'unknown', reason: `Z3 error: ${err instanceof Error ? err.message : String(err)}`, timeMs: Date.now() - started };
  } finally {
    if (watchdog) clearTimeout(watchdog);
  }
}
