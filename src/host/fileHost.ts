// Stage: host. What the scale-out machinery (workers, shards, the result cache, the prover process)
// needs from the outside world: files, the environment, a clock. The CLI's Host (host.ts)
// extends it; paths given to it are absolute.

export interface DirEntry {
  name: string;
  /** A symbolic link counts as what it points to; 'broken' is a link that leads nowhere (dangling,
   *  or a loop), which a check must report rather than skip. */
  kind: 'file' | 'dir' | 'other' | 'broken';
}

export interface FileHost {
  readonly cwd: string; // absolute, POSIX separators
  readonly env: Readonly<Record<string, string | undefined>>;
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
  /** The result cache's per-user key file (cacheKey.ts); absent: derived from XDG_CONFIG_HOME or HOME.
   *  Injected by tests, so that they never touch the real one. */
  readonly cacheKeyFile?: string;
  /** The text of a secret file only its owner may read and write (mode 0600, in a 0700 folder),
   *  created atomically with `create()` when absent; rejects when it cannot be read or created, or
   *  when others may write it (then its content proves nothing). */
  privateFile?(path: string, create: () => string): Promise<string>;
}
