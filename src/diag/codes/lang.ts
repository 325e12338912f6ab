// Diagnostic codes of the lang range (see ../codes.ts). Append only; never renumber.
import type { CodeInfo } from '../codes.js';

export const langCodes: readonly CodeInfo[] = [];
