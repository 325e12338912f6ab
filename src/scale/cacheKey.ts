// Stage: scale. The secret that authenticates result-cache entries (cache.ts): ZERMELO_CACHE_KEY from
// the environment (a CI secret), else a per-user key file outside the project folder, created once
// with 32 random bytes and mode 0600. Whoever can write the project folder (a pull request restoring
// .zermelo-cache/) cannot read or plant it, so without it no cached entry is trusted at all.

import { randomBytes } from 'node:crypto';
import type { FileHost } from '../host/fileHost.js';

export const CACHE_KEY_ENV = 'ZERMELO_CACHE_KEY';

/** The shortest ZERMELO_CACHE_KEY accepted: a secret anyone can guess authenticates nothing. */
export const MIN_KEY_LENGTH = 32;

/** `refused`: a key was set up but is unsafe, which the run warns about (no key at all is silent). */
export type CacheKey = { secret: string; source: string } | { secret?: undefined; why: string; refused?: boolean };

/** Where the per-user key lives: Host.cacheKeyFile, else $XDG_CONFIG_HOME/zermelo/cache-key, else
 *  $HOME/.config/zermelo/cache-key; undefined without any of them. */
export function cacheKeyPath(host: FileHost): string | undefined {
  if (host.cacheKeyFile) return host.cacheKeyFile;
  const xdg = host.env.XDG_CONFIG_HOME;
  if (xdg && xdg.startsWith('/')) return `${xdg.replace(/\/$/, '')}/zermelo/cache-key`;
  const home = host.env.HOME;
  if (home && home.startsWith('/')) return `${home.replace(/\/$/, '')}/.config/zermelo/cache-key`;
  return undefined;
}

/** The key, or why there is none (then the cache is neither read nor written). */
export async function loadCacheKey(host: FileHost, projectRoot: string): Promise<CacheKey> {
  const fromEnv = host.env[CACHE_KEY_ENV];
  if (fromEnv !== undefined && fromEnv !== '') {
    if (fromEnv.length < MIN_KEY_LENGTH) {
      return { why: `${CACHE_KEY_ENV} has ${fromEnv.length} characters, fewer than ${MIN_KEY_LENGTH} (make one with \`openssl rand -hex 32\`)`, refused: true };
    }
    return { secret: fromEnv, source: CACHE_KEY_ENV };
  }
  const path = cacheKeyPath(host);
  if (!path) return { why: `no ${CACHE_KEY_ENV} and no home folder for a key file` };
  const root = `${projectRoot.replace(/\/$/, '')}/`;
  // a key file the project folder holds could be planted along with the entries it signs
  if (path.startsWith(root)) return { why: `the key file ${path} is inside the project folder` };
  if (!host.privateFile) return { why: 'this host cannot keep a private key file' };
  let text: string;
  try {
    text = await host.privateFile(path, () => randomBytes(32).toString('hex') + '\n');
  } catch (error) {
    return { why: `the key file cannot be used: ${error instanceof Error ? error.message : String(error)}`, refused: true };
  }
  const secret = text.trim();
  if (secret.length < MIN_KEY_LENGTH) return { why: `the key file ${path} holds fewer than ${MIN_KEY_LENGTH} characters`, refused: true };
  return { secret, source: path };
}
