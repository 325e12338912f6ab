// Diagnostic codes of the game range (see ../codes.ts). Append only; never renumber.
import type { CodeInfo } from '../codes.js';

export const gameCodes: readonly CodeInfo[] = [];
