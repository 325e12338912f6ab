// Stage: cli. --max-file-size SIZE: the largest game file a command reads (host/fileHost.ts
// DEFAULT_MAX_FILE_BYTES by default), checked before the file is read whole or parsed.

import { DEFAULT_MAX_FILE_BYTES } from '../host/fileHost.js';
import { parseBytes } from '../game/memoryEstimate.js';
import { UsageError } from './args.js';

export function maxFileBytes(options: Readonly<Record<string, unknown>>): number {
  const given = options['max-file-size'];
  if (given === undefined) return DEFAULT_MAX_FILE_BYTES;
  const bytes = parseBytes(String(given));
  if (bytes === undefined) throw new UsageError(`--max-file-size needs a size such as 8M, 512K or 1GiB, not '${String(given)}'`);
  return bytes;
}
