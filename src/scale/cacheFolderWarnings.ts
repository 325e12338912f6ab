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
  return warnings;
}
