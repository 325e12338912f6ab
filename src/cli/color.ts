// Stage: cli. Whether to colour a stream: only a terminal, never with NO_COLOR set (non-empty,
// https://no-color.org), TERM=dumb, or --no-color. Input: the host, the stream, the flag. Output: boolean.

import type { Host, OutStream } from './host.js';

export function wantsColor(host: Host, stream: OutStream, noColorFlag: boolean): boolean {
  return !noColorFlag && stream.isTTY && !host.env.NO_COLOR && host.env.TERM !== 'dumb';
}
