// Stage: scale. The sentences for what the cache folder refused (cacheFolder.ts): printed on every run
// that met them, quiet or not, since a planted link is someone's attempt to reach other files.

import type { CacheFolder } from './cacheFolder.js';

export function cacheFolderWarnings(folder: CacheFolder): string[] {
  const warnings: string[] = [];
  if (folder.refusal) {
    warnings.push(`the result cache is off for this run: ${folder.refusal}; zermelo keeps its cache only in a real folder of its own (remove ${folder.shown} and the next run creates one)`);
  }
  const names = [...folder.refusedNames].sort();
  if (names.length > 0) {
    const list = names.map((n) => `${folder.shown}/${n}`).join(', ');
    warnings.push(
      `left alone, neither read, written nor deleted: ${list} (${names.length === 1 ? 'not a regular file' : 'not regular files'}: a symbolic link, FIFO, device or folder); remove ${names.length === 1 ? 'it' : 'them'} to cache again`,
    );
  }
  if (folder.fullDisk) {
    const { code, names: unwritten } = folder.fullDisk;
    const why = code === 'ENOSPC' ? 'no space left on the device (ENOSPC)' : 'the disk quota is exceeded (EDQUOT)';
    const n = unwritten.size;
    warnings.push(
      `the result cache could not write ${n} ${n === 1 ? 'file' : 'files'} in ${folder.shown}: ${why}; nothing half-written was left there (an earlier entry stays whole), and a result not stored is computed again by the next run`,
    );
  }
  return warnings;
}
