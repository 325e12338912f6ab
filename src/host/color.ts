// Stage: host. Whether to colour a stream. --no-color always wins; then FORCE_COLOR (set and not `0`
// or `false`: colour even into a pipe; `0`/`false`: never), as Node itself reads it; then NO_COLOR
// (non-empty, https://no-color.org) and TERM=dumb turn colour off; otherwise only a terminal gets it.

import type { Host, OutStream } from './host.js';

export function wantsColor(host: Host, stream: OutStream, noColorFlag: boolean): boolean {
  if (noColorFlag) return false;
  const force = host.env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  return stream.isTTY && !host.env.NO_COLOR && host.env.TERM !== 'dumb';
}
