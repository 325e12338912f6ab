// Stage: host. The one step that puts a file's bytes on the disk, for the writers that go through a
// temporary file (nodeFiles.ts for reports, ownFiles.ts for the cache). Node's own write by default;
// a test injects one that fails part-way, as a full disk (ENOSPC) does, to check that nothing
// half-written is left and the old file is kept (test/host/fullDisk.test.ts).

import type { FileHandle } from 'node:fs/promises';

/** Writes all of `text` (UTF-8) into the file open as `handle`, or rejects. */
export type ByteWriter = (handle: FileHandle, text: string) => Promise<void>;

export const nodeByteWriter: ByteWriter = (handle, text) => handle.writeFile(text, 'utf8');
