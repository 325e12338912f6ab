// Stage: lang (run-time support). The run's clock inside the synchronous engines (solver, local check, claims,
// quantifier loops): they call `tick(units)` for the work they are about to do (a position counts
// KERNEL_UNITS, a quantifier its range's values, once before its loop), and every UNITS_PER_POLL units
// the wall clock is read. Past the run's deadline (--total-timeout) the
// poll throws TimeLimitReached, and every later tick throws too, so that a loop whose catch swallowed
// the first throw stops at its next unit; the file is then reported as not checked (checkFile.ts).
// Long work also reports its progress here (onProgress, at most every PROGRESS_EVERY_MS, after the
// first PROGRESS_AFTER_MS). The state is per thread: each worker thread sets its own deadline.

const UNITS_PER_POLL = 65536;
/** What one position of a solver's or checker's kernel counts (its moves are not counted one by one). */
export const KERNEL_UNITS = 64;
const PROGRESS_AFTER_MS = 1000;
const PROGRESS_EVERY_MS = 250;

/** Thrown by tick() once the run's deadline has passed. */
export class TimeLimitReached extends Error {
  constructor() {
    super("the run's time limit was reached during this file");
    this.name = 'TimeLimitReached';
  }
}

export type ProgressListener = (phase: string, elapsedMs: number) => void;

let deadline = Infinity; // epoch milliseconds (Date.now()), the same in every thread
let expired = false;
let countdown = UNITS_PER_POLL;
let listener: ProgressListener | undefined;
let phase = '';
let phaseStarted = 0;
let lastProgress = 0;

/** Sets the run's deadline (epoch ms; undefined: none) and clears an earlier expiry. */
export function setDeadline(atEpochMs: number | undefined): void {
  deadline = atEpochMs ?? Infinity;
  expired = false;
  countdown = UNITS_PER_POLL;
}

/** Whether a tick has seen the deadline pass (work that finished before any tick saw it is whole). */
export function deadlineExpired(): boolean {
  return expired;
}

/** Listens to the progress of long work (undefined: stop listening). */
export function onProgress(l: ProgressListener | undefined): void {
  listener = l;
}

/** Names the work under way (e.g. "solving 10^6 positions"); its progress is timed from now. */
export function startPhase(name: string): void {
  phase = name;
  phaseStarted = Date.now();
  lastProgress = 0;
}

/** `units` of work done (a position, or the values of a quantifier's range about to be run). Throws
 *  TimeLimitReached past the deadline. */
export function tick(units = 1): void {
  countdown -= units;
  if (countdown <= 0) poll();
}

/** A kernel's tick: one position (KERNEL_UNITS). */
export function kernelTick(): void {
  countdown -= KERNEL_UNITS;
  if (countdown <= 0) poll();
}

/** A quantifier's tick, before its loop over lo..hi. */
export function tickRange(lo: number, hi: number): void {
  countdown -= hi >= lo ? hi - lo + 1 : 1;
  if (countdown <= 0) poll();
}

/** A kernel's tick for `positions` positions at once (a block of its loop). */
export function kernelTicks(positions: number): void {
  countdown -= positions * KERNEL_UNITS;
  if (countdown <= 0) poll();
}

function poll(): void {
  countdown = expired ? 0 : UNITS_PER_POLL;
  if (expired) throw new TimeLimitReached();
  if (deadline === Infinity && listener === undefined) return;
  const now = Date.now();
  if (now >= deadline) {
    expired = true;
    countdown = 0;
    throw new TimeLimitReached();
  }
  if (listener && phase && now - phaseStarted >= PROGRESS_AFTER_MS && now - lastProgress >= PROGRESS_EVERY_MS) {
    lastProgress = now;
    listener(phase, now - phaseStarted);
  }
}
