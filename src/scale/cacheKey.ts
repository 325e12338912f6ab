// Stage: scale. The secret that authenticates result-cache entries (cache.ts): ZERMELO_CACHE_KEY from
// the environment (a CI secret), else a per-user key file outside the project folder, created once
// with 32 random bytes and mode 0600. Whoever can write the project folder (a pull request restoring
// .zermelo-cache/) cannot read or plant it, so without it no cached entry is trusted at all.

import { randomBytes } from 'node:crypto';
import type { FileHost } from '../host/fileHost.js';

export const CACHE_KEY_ENV = 'ZERMELO_CACHE_KEY';

export type CacheKey = { secret: string; source: string } | { secret?: undefined; why: string };

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
  if (fromEnv !== undefined && fromEnv !== '') return { secret: fromEnv, source: CACHE_KEY_ENV };
  const path = cacheKeyPath(host);
  if (!path) return { why: `no ${CACHE_KEY_ENV} and no home folder for a key file` };
  const root = `${projectRoot.replace(/\/$/, '')}/`;
  // a key file the project folder holds could be planted along with the entries it signs
  if (path.startsWith(root)) return { why: `the key file ${path} is inside the project folder` };
  if (!host.privateFile) return { why: 'this host cannot keep a private key file' };
  const text = await host.privateFile(path, () => randomBytes(32).toString('hex') + '\n').catch(() => undefined);
  const secret = text?.trim();
  if (!secret || secret.length < 32) return { why: `the key file ${path} cannot be used (unreadable, writable by others, or too short)` };
  return { secret, source: path };
}
