// Stage: cli. Limits on a whole run: Ctrl-C (SIGINT, through Host.onInterrupt) and --total-timeout.
// Either stops the run at once, the current file included: Z3's running check is interrupted at once
// and again every INTERRUPT_EVERY_MS (so the file's remaining obligations end as unknown quickly), and
// the command reports files not reached as not checked. Ctrl-C is caught only while a proof runs (see
// `guarded`): at any other moment — loading, a bounded check that is synchronous and could not react
// anyway — it ends the process at once (exit 130), which is safe because every file is written atomically.
// The time limit also reaches into the synchronous engines through `deadline` (lang/deadline.ts): a
// bounded check still running then stops at its next chunk and its file is reported as not checked.

import { cliWords, type CliLang } from '../cliWords.js';
import type { Engines } from '../../run/engines.js';
import type { Host } from '../../host/host.js';

export type StopReason = 'interrupt' | 'time';

const INTERRUPT_EVERY_MS = 200;

type ProveModule = typeof import('../../prove/index.js');
let prove: Promise<ProveModule> | undefined;

/** Interrupts Z3 (in the prover's child process, and here if this process ever loaded it); never loads it. */
async function interruptZ3(): Promise<void> {
  (await import('../../scale/proverProcess.js')).interruptProvers(); // the isolated prover's child, if any
  prove ??= import('../../prove/index.js');
  const m = await prove;
  if (m.z3Loaded()) await m.shutdownZ3();
}

export class RunLimit {
  stopped: StopReason | undefined;
  /** When the run's time is up (epoch ms, Date.now()), for the synchronous engines' own polls
   *  (lang/deadline.ts), which the timer below cannot interrupt. */
  readonly deadline: number | undefined;
  private readonly timers: ReturnType<typeof setTimeout>[] = [];
  private readonly stopHooks: (() => void)[] = [];

  constructor(
    private readonly host: Host,
    readonly totalMs?: number,
    private readonly label = '--total-timeout',
    private readonly lang: CliLang = 'en',
  ) {
    this.deadline = totalMs === undefined ? undefined : Date.now() + totalMs;
    if (totalMs !== undefined) {
      const t = setTimeout(() => this.stop('time'), totalMs);
      t.unref?.();
      this.timers.push(t);
    }
  }

  /** The same engines, with Ctrl-C caught (and turned into a clean stop) while the prover runs. */
  guarded(engines: Engines): Engines {
    return { ...engines, symbolic: (spec, opts) => this.during(() => engines.symbolic(spec, opts)) };
  }

  private async during<T>(fn: () => Promise<T>): Promise<T> {
    const off = this.host.onInterrupt?.(() => this.stop('interrupt'));
    try {
      return await fn();
    } finally {
      off?.();
    }
  }

  /** Why a file was not checked, for its report. */
  notCheckedReason(): string {
    return this.stopped === 'interrupt' ? 'the run was interrupted (Ctrl-C) before this file' : `the run's time limit (${this.label}) was reached before this file`;
  }

  /** Why the file under way when the time ran out is not checked, for its report. */
  unfinishedReason(): string {
    return `the run's time limit (${this.label}) was reached while this file was being checked`;
  }

  /** Called once when the run is stopped, e.g. to interrupt Z3 in worker threads. */
  onStop(hook: () => void): void {
    this.stopHooks.push(hook);
  }

  /** `cutShort`: the file whose bounded check the deadline stopped, when that is what stopped the run. */
  stop(why: StopReason, cutShort?: string): void {
    if (this.stopped) return;
    this.stopped = why;
    this.host.stderr.write(`zermelo: ${this.stopMessage(why, cutShort)}\n`);
    for (const hook of this.stopHooks) hook();
    const nudge = (): void => void interruptZ3().catch(() => undefined);
    nudge();
    const t = setInterval(nudge, INTERRUPT_EVERY_MS);
    t.unref?.();
    this.timers.push(t);
  }

  /** What happens to the file under way: it is stopped too, not finished. */
  private stopMessage(why: StopReason, cutShort: string | undefined): string {
    const cw = cliWords(this.lang);
    return why === 'interrupt' ? cw.stopInterrupt : cw.stopTimeLimit(this.label, cutShort);
  }

  dispose(): void {
    for (const t of this.timers) clearTimeout(t);
  }
}
