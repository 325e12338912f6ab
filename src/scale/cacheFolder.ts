// Stage: scale. The folder of the result cache (.zermelo-cache/ in the project), where a repository
// can commit anything: a symbolic link to "." or to another folder, a FIFO, a link to /dev/zero. The
// cache therefore uses only a real folder owned by this user (lstat, never followed), touches only
// regular files with names of its own exact patterns, and reads each within a size limit. Anything
// else is refused: the run goes on uncached (a refused folder) or without that entry, and the
// refusal is kept here for one warning.

import type { FileHost, OwnFiles } from '../host/fileHost.js';

/** A cache entry's largest size (a report with many claims and counterexamples stays far below). */
export const MAX_ENTRY_BYTES = 16 * 1024 * 1024;

export type FolderState = 'absent' | 'usable' | 'refused';

export class CacheFolder {
  /** Why the folder itself is not used (it is a link, a special file, another user's folder). */
  refusal: string | undefined;
  /** Names in the folder the cache would use but left alone: links, FIFOs, devices, folders. */
  readonly refusedNames = new Set<string>();
  /** The names not written because the disk was full (ENOSPC) or the quota exceeded (EDQUOT), and the
   *  first such code: said once after the run (a read-only checkout stays silent). */
  fullDisk: { code: string; names: Set<string> } | undefined;
  private state: Promise<FolderState> | undefined;
  private readonly fs: OwnFiles | undefined;

  constructor(
    host: FileHost,
    readonly path: string, // absolute
    readonly shown: string, // as printed: relative to the project
  ) {
    this.fs = host.ownFiles;
  }

  /** Whether the folder exists and may be used; checked once per run (`create`: made when absent). */
  async usable(create = false): Promise<boolean> {
    this.state ??= this.inspect();
    if (create && (await this.state) === 'absent') this.state = this.create();
    return (await this.state) === 'usable';
  }

  private async inspect(): Promise<FolderState> {
    if (!this.fs) return 'refused'; // a host without these operations (a test's) keeps no cache, silently
    const entry = await this.fs.lstat(this.path).catch(() => undefined);
    if (entry === undefined) return 'absent';
    if (entry.kind === 'link') return this.refuse(`${this.shown} is a symbolic link`);
    if (entry.kind !== 'dir') return this.refuse(`${this.shown} is not a folder`);
    if (!entry.mine) return this.refuse(`${this.shown} belongs to another user`);
    return 'usable';
  }

  private async create(): Promise<FolderState> {
    await this.fs?.makeDir(this.path).catch(() => undefined); // a race or a read-only checkout: inspected below
    return this.inspect();
  }

  private refuse(why: string): FolderState {
    this.refusal = why;
    return 'refused';
  }

  /** Whether `name` is a regular file; a link or special file there is noted and left alone. */
  private async regular(name: string): Promise<'file' | 'absent' | 'refused'> {
    const entry = await this.fs!.lstat(`${this.path}/${name}`);
    if (entry === undefined) return 'absent';
    if (entry.kind === 'file') return 'file';
    this.refusedNames.add(name);
    return 'refused';
  }

  /** The text of the entry `name`, or undefined (absent, refused, too large, unreadable). */
  async read(name: string, maxBytes = MAX_ENTRY_BYTES): Promise<string | undefined> {
    try {
      if (!(await this.usable()) || (await this.regular(name)) !== 'file') return undefined;
      return await this.fs!.read(`${this.path}/${name}`, maxBytes);
    } catch {
      return undefined;
    }
  }

  /** Writes the entry `name` (the folder created when absent); false when it was not written. */
  async write(name: string, text: string, onlyIfAbsent = false): Promise<boolean> {
    try {
      if (!(await this.usable(true))) return false;
      const found = await this.regular(name);
      if (found === 'refused' || (onlyIfAbsent && found === 'file')) return false;
      await this.fs!.replace(`${this.path}/${name}`, text);
      return true;
    } catch (error) {
      // a read-only checkout or a full disk: the run goes on without caching (a full disk is said)
      const code = (error as { code?: unknown }).code;
      if (code === 'ENOSPC' || code === 'EDQUOT') (this.fullDisk ??= { code, names: new Set() }).names.add(name);
      return false;
    }
  }

  /** The regular files whose names `pattern` matches (other names are never looked at). */
  async names(pattern: RegExp): Promise<string[]> {
    try {
      if (!(await this.usable())) return [];
      const found: string[] = [];
      for (const name of await this.fs!.list(this.path)) {
        if (pattern.test(name) && (await this.regular(name)) === 'file') found.push(name);
      }
      return found;
    } catch {
      return [];
    }
  }

  /** Deletes the regular file `name` (checked again just before). */
  async remove(name: string): Promise<boolean> {
    try {
      if (!(await this.usable()) || (await this.regular(name)) !== 'file') return false;
      await this.fs!.remove(`${this.path}/${name}`);
      return true;
    } catch {
      return false;
    }
  }
}
