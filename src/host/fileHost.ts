// Stage: host. What the scale-out machinery (workers, shards, the result cache, the prover process)
// needs from the outside world: files, the environment, a clock. The CLI's Host (host.ts)
// extends it; paths given to it are absolute.

export interface DirEntry {
  name: string;
  /** A symbolic link counts as what it points to; 'broken' is a link that leads nowhere (dangling,
   *  or a loop), which a check must report rather than skip. */
  kind: 'file' | 'dir' | 'other' | 'broken';
}

/** What a path itself is, a final symbolic link not followed; `mine`: owned by the user running zermelo. */
/** The default of --max-file-size: the largest game file read (1 MiB; the library's largest is 4 KiB).
 *  Parsing YAML takes about 150 bytes of memory per byte of input, so this keeps it far below 1 GiB. */
export const DEFAULT_MAX_FILE_BYTES = 1024 * 1024;

/** A file refused for its size before it was read whole; `size` undefined: unknown (a pipe). */
export class FileTooLarge extends Error {
  readonly code = 'EFBIG';
  constructor(
    readonly limit: number,
    readonly size: number | undefined,
  ) {
    super(`the file is larger than ${limit} bytes`);
  }
}

export interface OwnEntry {
  kind: 'file' | 'dir' | 'link' | 'other';
  mine: boolean;
}

/** File operations that never follow a symbolic link, never open a FIFO or device, and never read
 *  past a size: what the result cache (a folder of the project, where a repository can plant links
 *  and special files) is allowed to do. */
export interface OwnFiles {
  /** What is at `path` itself; undefined when nothing is there. */
  lstat(path: string): Promise<OwnEntry | undefined>;
  /** The names in a folder (the caller lstats each before using it). */
  list(path: string): Promise<string[]>;
  /** The text of a regular file of at most `maxBytes` bytes; rejects on a link, FIFO, device or
   *  folder (without blocking on it) and on a longer file. */
  read(path: string, maxBytes: number): Promise<string>;
  /** Puts a new regular file (mode 0600) at `path`: written to a temporary file created exclusively
   *  beside it, then renamed into place, so a link at `path` is replaced, never followed. */
  replace(path: string, text: string): Promise<void>;
  /** Deletes the name `path` (a link is removed, never its target). */
  remove(path: string): Promise<void>;
  /** Creates one folder (mode 0700), not its parents; rejects when anything is already there. */
  makeDir(path: string): Promise<void>;
}

export interface FileHost {
  readonly cwd: string; // absolute, POSIX separators
  readonly env: Readonly<Record<string, string | undefined>>;
  /** The text of a file (UTF-8); rejects with an Error whose message names the problem. With
   *  `maxBytes`, a longer file is refused before it is read whole (a FileTooLarge error, code EFBIG). */
  readFile(path: string, maxBytes?: number): Promise<string>;
  /** Writes all of `text` or nothing (a temporary file renamed into place); creates parent folders. */
  writeFile(path: string, text: string): Promise<void>;
  /** 'file', 'dir', or undefined when nothing is there. */
  stat(path: string): Promise<'file' | 'dir' | 'other' | undefined>;
  /** The result cache's file operations (links and special files refused); absent: no cache. */
  readonly ownFiles?: OwnFiles;
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
