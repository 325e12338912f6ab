// Diagnostic codes of the prove range (see ../codes.ts). Append only; never renumber.
import type { CodeInfo } from '../codes.js';

export const proveCodes: readonly CodeInfo[] = [];
