// Stage: scale. zermelo's build fingerprint for the result cache: the SHA-256 of the contents of the
// engine's own compiled files (dist/, or src/ under vitest) and of the Z3 build it loads. Contents,
// not modification times: `npm ci` rewrites every mtime, and a CI job must keep its hits. Computed
// once per process (about 40 ms for dist/).

import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

let fingerprint: string | undefined;

/** 16 hex digits naming this build; a rebuilt engine (even at the same version) gets another. */
export function buildFingerprint(): string {
  // dist/src/ (or src/) whether this runs from scale/ or from the CLI's bundle (dist/src/bundle/)
  fingerprint ??= fingerprintOf(fileURLToPath(new URL('..', import.meta.url)));
  return fingerprint;
}

/** The fingerprint of the engine files under `root` (exported for tests). */
export function fingerprintOf(root: string): string {
  const hash = createHash('sha256');
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(js|mjs|cjs|ts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        hash.update(`${relative(root, path)}\0`);
        hash.update(readFileSync(path));
        hash.update('\0');
      }
    }
  };
  try {
    walk(root);
  } catch (error) {
    // an unreadable build gets a fingerprint of its own per process: its entries are never reused
    hash.update(`unreadable ${String(error)} ${randomBytes(8).toString('hex')}`);
  }
  hash.update(`z3-solver ${z3Version()}`);
  return hash.digest('hex').slice(0, 16);
}

/** The version of the Z3 build (the z3-solver package), or 'none' when it is not installed. */
function z3Version(): string {
  try {
    const path = createRequire(import.meta.url).resolve('z3-solver/package.json');
    return String((JSON.parse(readFileSync(path, 'utf8')) as { version?: unknown }).version);
  } catch {
    return 'none';
  }
}
