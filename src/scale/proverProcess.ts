// Stage: scale. The isolated prover: proveSpec runs in a long-lived child process (proverChild.ts, forked
// on the first proof, with its own Z3) that gets (file, text, options) and answers with plain data.
// If Z3 aborts (out of memory in its fixed 2 GiB wasm heap), crashes, or a check outlives its timeout
// by far (a hard watchdog), the child is killed, the obligation in progress becomes unknown with the
// reason, and the next proof starts a fresh child: the run goes on, it never crashes or hangs.

import type { LoadLimits } from '../model/loadLimits.js';
import { fork, type ChildProcess } from 'node:child_process';
import { overallStatus, type ObligationResult, type ProofResult } from '../prove/result.js';
import type { ProverRunner } from '../run/pipeline.js';
import type { PlannedObligation } from '../prove/proveSpec.js';
import type { Spec } from '../model/model.js';
import type { FileHost } from '../host/fileHost.js';
import { entryPoint } from './workerSpawn.js';

/** Test-only: make the child fail at its `atCheck`-th check (ZERMELO_TEST_PROVER_FAULT=kind[:file[:n]]). */
export interface Fault {
  kind: 'abort' | 'oom' | 'exit' | 'hang'; // oom: a genuine emscripten abort; abort: one simulated
  atCheck: number;
}

export type ProverRequest =
  | {
      type: 'prove';
      id: number;
      file: string;
      text: string;
      limits?: LoadLimits;
      timeoutMs: number;
      emitSmtDir?: string;
      keepSmt?: boolean;
      fault?: Fault;
      /** Test-only: retire the child once Z3's heap holds more than this (proverChild.ts has the default). */
      retireBytes?: number;
    }
  | { type: 'interrupt' };

export type ProverReply =
  | { type: 'check'; id: number; running: boolean; timeoutMs?: number }
  | { type: 'plan'; id: number; planned: PlannedObligation[] }
  | { type: 'obligation'; id: number; obligation: ObligationResult }
  | { type: 'done'; id: number; result: ProofResult; unusable?: string }
  | { type: 'error'; id: number; message: string }
  | { type: 'fatal'; id: number; reason: string };

// runCheck interrupts Z3 1.5 s after the timeout and gives up 5 s later; the watchdog waits longer.
const CHECK_MARGIN_MS = 1500 + 5000 + 3000;
const QUIET_LIMIT_MS = 5 * 60_000; // no check running and no message for this long: the child hangs
const INTERRUPT_KILL_MS = 3000; // after an interrupt (Ctrl-C), how long the child may take to answer

interface Pending {
  id: number;
  child: ChildProcess; // the process proving it
  spec: Spec;
  obligations: ObligationResult[];
  /** The obligations the child plans to prove (its first message): on a crash, the rest are listed. */
  planned?: PlannedObligation[];
  started: number;
  last: number; // when the last obligation finished (or the proof started)
  onObligation?: (o: ObligationResult) => void;
  resolve(r: ProofResult): void;
  reject(e: Error): void;
  why?: string; // set before the child is killed on purpose
  interrupted?: boolean;
}

const live = new Set<ProverProcess>();

/** Interrupts the running proof of every isolated prover (Ctrl-C, --total-timeout). */
export function interruptProvers(): void {
  for (const p of live) p.interrupt();
}

/** A prover runner backed by a child process (for createPipeline), until dispose() is called.
 *  `env` is the FileHost's (only the test-only ZERMELO_TEST_PROVER_FAULT and
 *  ZERMELO_TEST_PROVER_RETIRE_MB are read). */
export function isolateProver(env: FileHost['env']): { run: ProverRunner; dispose(): void } {
  const retireMb = env.ZERMELO_TEST_PROVER_RETIRE_MB;
  const prover = new ProverProcess(env.ZERMELO_TEST_PROVER_FAULT, retireMb !== undefined ? Number(retireMb) * 2 ** 20 : undefined);
  return { run: prover.run, dispose: () => prover.dispose() };
}

export class ProverProcess {
  private child: ChildProcess | undefined;
  private pending: Pending | undefined;
  private stderrTail = '';
  private timer: ReturnType<typeof setTimeout> | undefined;
  private nextId = 1;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly fault?: string,
    private readonly retireBytes?: number,
  ) {
    live.add(this);
  }

  /** One proof at a time (the child has one Z3); further calls wait their turn. */
  readonly run: ProverRunner = (spec, opts) => {
    const next = this.queue.then(() => this.prove(spec, opts));
    this.queue = next.catch(() => undefined);
    return next;
  };

  interrupt(): void {
    const p = this.pending;
    if (!p || !this.child) return;
    this.child.send({ type: 'interrupt' } satisfies ProverRequest);
    if (p.interrupted) return;
    p.interrupted = true;
    this.arm(INTERRUPT_KILL_MS, 'interrupted, and Z3 did not stop within 3 s; the prover process was stopped');
  }

  dispose(): void {
    live.delete(this);
    this.disarm();
    this.child?.kill('SIGKILL');
    this.child = undefined;
  }

  private prove(spec: Spec, opts: Parameters<ProverRunner>[1]): Promise<ProofResult> {
    const child = this.child ?? this.spawn();
    return new Promise<ProofResult>((resolve, reject) => {
      const id = this.nextId++;
      this.pending = { id, child, spec, obligations: [], started: Date.now(), last: Date.now(), resolve, reject, ...(opts.onObligation ? { onObligation: opts.onObligation } : {}) };
      this.hold(child, true);
      const fault = this.faultFor(spec.file);
      child.send({
        type: 'prove',
        id,
        file: spec.file,
        text: spec.source,
        ...(spec.limits ? { limits: spec.limits } : {}),
        timeoutMs: opts.timeoutMs,
        ...(opts.emitSmtDir !== undefined ? { emitSmtDir: opts.emitSmtDir } : {}),
        ...(opts.keepSmt ? { keepSmt: true } : {}),
        ...(fault ? { fault } : {}),
        ...(this.retireBytes !== undefined ? { retireBytes: this.retireBytes } : {}),
      } satisfies ProverRequest);
      this.arm(QUIET_LIMIT_MS, `the prover process stopped responding for ${QUIET_LIMIT_MS / 60_000} min; it was stopped`);
    });
  }

  private spawn(): ChildProcess {
    const { entry, execArgv } = entryPoint('proverChild');
    const child = fork(entry, [], { execArgv, stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
    this.child = child;
    this.stderrTail = '';
    child.stderr?.setEncoding('utf8');
    child.stderr?.on('data', (d: string) => (this.stderrTail = (this.stderrTail + d).slice(-4000)));
    child.on('message', (m: ProverReply) => this.receive(child, m));
    child.on('error', () => undefined); // a failed send; the exit event follows
    // 'close', not 'exit': it comes after the last message and the last of stderr (the reason)
    child.on('close', (code, signal) => this.exited(child, code, signal));
    return child;
  }

  private receive(child: ChildProcess, m: ProverReply): void {
    const p = this.pending;
    if (!p || m.id !== p.id) return;
    if (m.type === 'check') {
      if (m.running) this.arm((m.timeoutMs ?? 0) + CHECK_MARGIN_MS, `Z3 ignored its ${m.timeoutMs} ms timeout and did not stop when interrupted; the prover process was restarted`);
      else this.arm(QUIET_LIMIT_MS, `the prover process stopped responding for ${QUIET_LIMIT_MS / 60_000} min; it was stopped`);
    } else if (m.type === 'plan') {
      p.planned = m.planned;
    } else if (m.type === 'obligation') {
      p.obligations.push(m.obligation);
      p.last = Date.now();
      p.onObligation?.(m.obligation);
    } else if (m.type === 'fatal') {
      p.why = m.reason; // the child exits next; exited() finishes the proof
    } else {
      this.finish();
      if (m.type === 'error') p.reject(new Error(m.message));
      else p.resolve(m.result);
      if (m.type === 'done' && m.unusable) this.stop(child);
      else this.hold(child, false);
    }
  }

  private exited(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.child === child) this.child = undefined;
    const p = this.pending;
    // a child retired after its file (stop) closes later, maybe while its successor proves the next one
    if (!p || p.child !== child) return;
    this.finish();
    const why = p.why ?? crashReason(this.stderrTail) ?? `the prover process stopped unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`})`;
    p.resolve(crashed(p, why));
  }

  /** The watchdog: after `ms` without news, the child is killed and the proof ends with `why`. */
  private arm(ms: number, why: string): void {
    this.disarm();
    if (this.pending?.interrupted && ms > INTERRUPT_KILL_MS) {
      ms = INTERRUPT_KILL_MS; // interrupted: every check should now end at once
      why = 'interrupted, and Z3 did not stop within 3 s; the prover process was stopped';
    }
    this.timer = setTimeout(() => {
      const child = this.child;
      if (!this.pending || !child) return;
      this.pending.why ??= why;
      this.stop(child);
    }, ms);
  }

  private disarm(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private finish(): void {
    this.disarm();
    this.pending = undefined;
  }

  private stop(child: ChildProcess): void {
    if (this.child === child) this.child = undefined;
    child.kill('SIGKILL');
  }

  /** An idle child must not keep the parent alive (it exits by itself when the parent is gone). */
  private hold(child: ChildProcess, busy: boolean): void {
    const handles = [child, child.channel, child.stderr] as ({ ref?(): void; unref?(): void } | null | undefined)[];
    for (const h of handles) (busy ? h?.ref : h?.unref)?.call(h);
  }

  private faultFor(file: string): Fault | undefined {
    if (!this.fault) return undefined;
    const [kind, where, at] = this.fault.split(':');
    if (kind !== 'abort' && kind !== 'oom' && kind !== 'exit' && kind !== 'hang') return undefined;
    if (where && !file.includes(where)) return undefined;
    return { kind, atCheck: Math.max(1, Number(at) || 1) };
  }
}

/** What the child's stderr says about its end (emscripten prints "Aborted(…)" there). */
function crashReason(stderr: string): string | undefined {
  if (/Cannot enlarge memory|\(OOM\)/.test(stderr)) return 'Z3 ran out of memory (2 GiB wasm heap)';
  const aborted = /Aborted\([^\n]{0,200}/.exec(stderr);
  return aborted ? `Z3 crashed (${aborted[0]})` : undefined;
}

/** The proof so far: the obligations finished (proved ones stay proved), then the one in progress as
 *  unknown with the reason, then every planned obligation not reached as unknown, not attempted. */
function crashed(p: Pending, why: string): ProofResult {
  // planned obligations before the last one finished were skipped (trivial), not cut short
  const planned = p.planned ?? [];
  const last = p.obligations.length === 0 ? -1 : Math.max(...p.obligations.map((o) => planned.findIndex((q) => q.id === o.id)));
  const done = new Set(p.obligations.map((o) => o.id));
  const rest = planned.slice(last + 1).filter((o) => !done.has(o.id));
  const unknown = (o: PlannedObligation, timeMs: number, detail: string): ObligationResult => ({ ...o, status: 'unknown', timeMs, detail, assumptions: [] });
  const [inProgress, ...notReached] = rest;
  const obligations: ObligationResult[] = [
    ...p.obligations,
    inProgress
      ? unknown(inProgress, Date.now() - p.last, why)
      : { id: 'prover-stopped', kind: 'well-defined', title: 'the obligation in progress', status: 'unknown', timeMs: Date.now() - p.last, detail: why, assumptions: [], refutes: 'none' },
    ...notReached.map((o) => unknown(o, 0, `not attempted: the prover process stopped before it (${why})`)),
  ];
  return {
    file: p.spec.file,
    name: p.spec.name,
    status: overallStatus(obligations),
    obligations,
    encoding: 'int',
    assumptions: [],
    timeMs: Date.now() - p.started,
    detail: `${why}; the remaining obligations were not attempted`,
  };
}
