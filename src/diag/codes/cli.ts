// Diagnostic codes of the cli range (see ../codes.ts). Append only; never renumber.
import type { CodeInfo } from '../codes.js';

export const cliCodes: readonly CodeInfo[] = [];
