// Stage: scale. cvc5 as a child process (Debian's `cvc5` binary, not a library: z3-solver stays the
// only solver zermelo imports). Input: one SMT-LIB2 script on stdin and a time limit. Output: sat,
// unsat or unknown with the reason. A script whose `(set-info :status unsat)` cvc5 finds sat makes
// cvc5 abort with "Expected result unsat but got sat": that is read as sat, never as a failure.

import { spawn } from 'node:child_process';

export interface SolverAnswer {
  status: 'sat' | 'unsat' | 'unknown';
  reason?: string; // unknown: why (timeout, a parse error, the binary missing …)
  timeMs: number;
}

/** Runs one script; never throws. The script is passed as it is (what Z3 was asked). */
export type RunSolver = (script: string, timeoutMs: number) => Promise<SolverAnswer>;

/** cvc5 gets `--tlimit`; past that limit and a grace period it is killed (a cvc5 that ignores it). */
const KILL_GRACE_MS = 5_000;
const STATUS_MISMATCH = /Expected result unsat but got sat/;

/** How cvc5's answer is read from its output and exit. Exported for the tests. */
export function readCvc5Answer(stdout: string, stderr: string, exit: number | null, killed: boolean): Omit<SolverAnswer, 'timeMs'> {
  const first = stdout.trim().split('\n')[0]?.trim() ?? '';
  if (first === 'unsat' || first === 'sat') return { status: first };
  if (STATUS_MISMATCH.test(stderr)) return { status: 'sat' };
  if (killed) return { status: 'unknown', reason: 'timeout (cvc5 did not stop at its time limit and was killed)' };
  if (/interrupted by timeout/.test(stderr)) return { status: 'unknown', reason: 'timeout' };
  if (first === 'unknown') return { status: 'unknown', reason: 'cvc5 answered unknown' };
  const error = /\(error "([\s\S]*?)"\)/.exec(stdout)?.[1] ?? stderr.split('\n').find((l) => l.trim() !== '' && !/set-logic|all theories|stricter logic|suppress this warning/.test(l));
  return { status: 'unknown', reason: `cvc5 failed (exit ${exit ?? 'signal'})${error ? `: ${error.trim().split('\n')[0]}` : ''}` };
}

export function cvc5Runner(command: string): RunSolver {
  return (script, timeoutMs) =>
    new Promise<SolverAnswer>((resolve) => {
      const started = Date.now();
      const limit = Math.max(1, Math.round(timeoutMs));
      const child = spawn(command, ['--lang=smt2', `--tlimit=${limit}`], { stdio: ['pipe', 'pipe', 'pipe'] });
      let stdout = '';
      let stderr = '';
      let killed = false;
      const timer = setTimeout(() => {
        killed = true;
        child.kill('SIGKILL');
      }, limit + KILL_GRACE_MS);
      child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
      child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
      child.stdin.on('error', () => undefined); // a cvc5 that exits early closes its stdin: its exit says why
      child.on('error', (e: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        resolve({ status: 'unknown', reason: e.code === 'ENOENT' ? `${command} not found` : `${command} could not be started: ${e.message}`, timeMs: Date.now() - started });
      });
      child.on('close', (exit) => {
        clearTimeout(timer);
        resolve({ ...readCvc5Answer(stdout, stderr, exit, killed), timeMs: Date.now() - started });
      });
      child.stdin.end(script);
    });
}

/** cvc5's version line ("This is cvc5 version 1.0.3"), or undefined when `command` does not run. */
export function cvc5Version(command: string): Promise<string | undefined> {
  return new Promise((resolve) => {
    const child = spawn(command, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d));
    child.on('error', () => {
      clearTimeout(timer);
      resolve(undefined);
    });
    child.on('close', (exit) => {
      clearTimeout(timer);
      const line = out.split('\n').find((l) => /cvc5 version/i.test(l));
      resolve(exit === 0 && line ? line.trim() : undefined);
    });
  });
}
