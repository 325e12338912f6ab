// Diagnostic codes of the spec range (see ../codes.ts). Append only; never renumber.
import type { CodeInfo } from '../codes.js';

export const specCodes: readonly CodeInfo[] = [];
