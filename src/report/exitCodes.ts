// Stage: report. The exit codes of zermelo, one table (docs: README "Exit codes"), and the exit code
// of a run from its files' statuses. Every command returns one of these.

import type { FileStatus } from './outcomes.js';

export const EXIT = {
  ok: 0, // every verdict as expected
  failed: 1, // a verdict differs from `expect`
  usage: 2, // bad input (a file does not load) or bad usage
  unproved: 3, // unknown where a proof was required
  internal: 70, // zermelo caught itself in a bug
  interrupted: 130, // Ctrl-C
} as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** The exit code of a run: 70 internal > 2 invalid > 1 fail > 3 unproved > 0. */
export function exitCodeOf(statuses: readonly FileStatus[]): ExitCode {
  if (statuses.includes('internal')) return EXIT.internal;
  if (statuses.includes('invalid')) return EXIT.usage;
  if (statuses.includes('fail')) return EXIT.failed;
  if (statuses.includes('unproved')) return EXIT.unproved;
  return EXIT.ok;
}
