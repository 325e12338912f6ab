// Diagnostic codes of the eval range (see ../codes.ts). Append only; never renumber.
// One code per EvalErrorKind of src/lang/runtime.ts (see lang/evalDiagnostic.ts for the mapping).
import type { CodeInfo } from './codeInfo.js';

export const evalCodes = [
  { code: 'ZM5001', title: 'division by zero' },
  { code: 'ZM5002', title: 'integer overflow (a value left the safe range ±2^53)' },
  { code: 'ZM5003', title: 'index out of range' },
  { code: 'ZM5004', title: 'runaway recursion in a definition' },
  { code: 'ZM5005', title: 'an oracle asked about a position the bounded region does not determine' },
  { code: 'ZM5006', title: 'an oracle asked about a position outside the solved region' },
  { code: 'ZM5007', title: 'a value outside the domain of an operation' },
  { code: 'ZM5008', title: 'a binder or quantifier range too large to enumerate (more than 10^7 values at one position)' },
] as const satisfies readonly CodeInfo[];
