// Stage: host. The Host: everything a command needs from the outside world (streams, files, clock,
// environment), injected so that main() runs in-process against a fake host in tests. Only
// nodeHost.ts implements it with Node's `process` and `fs`. Paths given to a Host are absolute.

import type { FileHost } from './fileHost.js';

export type { DirEntry } from './fileHost.js';

export interface OutStream {
  write(text: string): void;
  readonly isTTY: boolean;
  /** The terminal's width in columns when the stream is a terminal (read when needed: it changes
   *  when the window is resized); absent for a pipe or a file. */
  readonly columns?: number;
}

export interface Host extends FileHost {
  /** Cores available to this process (`--workers auto`); absent: 1. */
  readonly cores?: number;
  readonly stdout: OutStream;
  readonly stderr: OutStream;
  /** Called once when main() is done, with its exit code. The Node host makes sure the process then
   *  ends even if something still holds it (a Z3 worker that ignored its timeout, see z3.md). */
  done?(exitCode: number): void;
  /** Standard input, line by line (`play` reads moves from it); call `return()` when done. */
  readLines?(): AsyncIterator<string>;
  /** Whether standard input is a terminal (a person typing) rather than a pipe or a file. */
  readonly stdinIsTTY?: boolean;
  /** Ctrl-C (SIGINT): calls `handler` instead of ending the process at once, so that a run can stop
   *  cleanly (the current file's open obligations end as unknown); a second Ctrl-C ends the process
   *  (exit 130). Returns a function that removes the handler (then Ctrl-C ends the process again). */
  onInterrupt?(handler: () => void): () => void;
}
