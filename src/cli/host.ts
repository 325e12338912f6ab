// Stage: cli. The Host: everything a command needs from the outside world (streams, files, clock,
// environment), injected so that main() runs in-process against a fake host in tests. Only
// nodeHost.ts implements it with Node's `process` and `fs`. Paths given to a Host are absolute.

export interface OutStream {
  write(text: string): void;
  readonly isTTY: boolean;
  /** The terminal's width in columns when the stream is a terminal (read when needed: it changes
   *  when the window is resized); absent for a pipe or a file. */
  readonly columns?: number;
}

export interface DirEntry {
  name: string;
  /** A symbolic link counts as what it points to; 'broken' is a link that leads nowhere (dangling,
   *  or a loop), which a check must report rather than skip. */
  kind: 'file' | 'dir' | 'other' | 'broken';
}

export interface Host {
  readonly cwd: string; // absolute, POSIX separators
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Cores available to this process (`--workers auto`); absent: 1. */
  readonly cores?: number;
  readonly stdout: OutStream;
  readonly stderr: OutStream;
  /** The text of a file (UTF-8); rejects with an Error whose message names the problem. */
  readFile(path: string): Promise<string>;
  /** Writes all of `text` or nothing (a temporary file renamed into place); creates parent folders. */
  writeFile(path: string, text: string): Promise<void>;
  /** 'file', 'dir', or undefined when nothing is there. */
  stat(path: string): Promise<'file' | 'dir' | 'other' | undefined>;
  /** Deletes a file (pruning the result cache); absent: nothing is ever deleted. */
  removeFile?(path: string): Promise<void>;
  listDir(path: string): Promise<DirEntry[]>;
  /** The path with every symbolic link resolved (folders reached twice through links are walked once). */
  realPath?(path: string): Promise<string>;
  /** Milliseconds from an arbitrary origin (durations only; never printed as a date). */
  now(): number;
  /** Called once when main() is done, with its exit code. The Node host makes sure the process then
   *  ends even if something still holds it (a Z3 worker that ignored its timeout, see z3.md). */
  done?(exitCode: number): void;
  /** Standard input, line by line (`play` reads moves from it); call `return()` when done. */
  readLines?(): AsyncIterator<string>;
  /** Whether standard input is a terminal (a person typing) rather than a pipe or a file. */
  readonly stdinIsTTY?: boolean;
  /** Ctrl-C (SIGINT): calls `handler` instead of ending the process at once, so that a run can stop
   *  cleanly after the current file; a second Ctrl-C ends the process (exit 130). Returns a function
   *  that removes the handler (then Ctrl-C ends the process again). */
  onInterrupt?(handler: () => void): () => void;
  /** The result cache's per-user key file (cacheKey.ts); absent: derived from XDG_CONFIG_HOME or HOME.
   *  Injected by tests, so that they never touch the real one. */
  readonly cacheKeyFile?: string;
  /** The text of a secret file only its owner may read and write (mode 0600, in a 0700 folder),
   *  created atomically with `create()` when absent; rejects when it cannot be read or created, or
   *  when others may write it (then its content proves nothing). */
  privateFile?(path: string, create: () => string): Promise<string>;
}
