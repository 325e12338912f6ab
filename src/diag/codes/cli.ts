// Diagnostic codes of the cli range (see ../codes.ts). Append only; never renumber.
import type { CodeInfo } from './codeInfo.js';

export const cliCodes = [
  { code: 'ZM7001', title: 'a file named on the command line cannot be read' },
  { code: 'ZM7002', title: 'a report file (--junit, --emit-smt) cannot be written' },
  { code: 'ZM7003', title: 'a bounded region would not fit in memory (lower the bound, sample, or raise --max-memory)' },
  { code: 'ZM7004', title: 'a file too large or too deeply nested to process (the JavaScript stack overflowed)' },
  { code: 'ZM7005', title: 'zermelo merge: an input is not a zermelo JSON report' },
  { code: 'ZM7006', title: 'zermelo merge: reports written by different zermelo versions (or report schema versions)' },
  { code: 'ZM7007', title: 'zermelo merge: the same file with different contents (sha256) in two reports' },
  { code: 'ZM7008', title: 'zermelo merge: a file split across shards has a slice missing, twice, or slices that do not fit together' },
  { code: 'ZM7009', title: 'zermelo merge: a file checked whole appears in more than one report' },
  { code: 'ZM7010', title: 'the second solver asked for by --confirm is not installed (or does not run)' },
  { code: 'ZM7011', title: 'a file larger than --max-file-size (refused before it is read or parsed)' },
  { code: 'ZM7012', title: 'a set field grown one element per move from the start: the positions it reaches would not fit in memory (refused before the search)' },
  { code: 'ZM7013', title: 'the value of the start by tiers of a set grown one element per move: the two largest adjacent tiers would not fit in memory (refused before the sweep)' },
] as const satisfies readonly CodeInfo[];
