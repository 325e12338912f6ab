// Diagnostic codes of the cli range (see ../codes.ts). Append only; never renumber.
import type { CodeInfo } from '../codes.js';

export const cliCodes: readonly CodeInfo[] = [
  { code: 'ZM7001', title: 'a file named on the command line cannot be read' },
  { code: 'ZM7002', title: 'a report file (--junit, --emit-smt) cannot be written' },
  { code: 'ZM7003', title: 'a bounded region would not fit in memory (lower the bound, sample, or raise --max-memory)' },
  { code: 'ZM7004', title: 'a file too large or too deeply nested to process (the JavaScript stack overflowed)' },
];
