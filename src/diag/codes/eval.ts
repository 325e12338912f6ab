// Diagnostic codes of the eval range (see ../codes.ts). Append only; never renumber.
import type { CodeInfo } from '../codes.js';

export const evalCodes: readonly CodeInfo[] = [];
