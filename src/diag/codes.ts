// Stage: diag. The one catalogue of diagnostic codes. Each range lives in its own file so that
// stages can grow their codes independently; codes are stable once released (never renumber).
//   ZM1xxx YAML and schema (spec)       ZM2xxx expression syntax (lang)   ZM3xxx names and types (lang)
//   ZM4xxx game rules and engine        ZM5xxx evaluation at run time     ZM6xxx symbolic proofs
//   ZM7xxx command line and reports     ZM9xxx internal errors

import { specCodes } from './codes/spec.js';
import { langCodes } from './codes/lang.js';
import { gameCodes } from './codes/game.js';
import { evalCodes } from './codes/eval.js';
import { proveCodes } from './codes/prove.js';
import { cliCodes } from './codes/cli.js';
import { internalCodes } from './codes/internal.js';

export interface CodeInfo {
  code: string;
  title: string; // a short, stable description of the family of problems
}

export const catalogue: readonly CodeInfo[] = [
  ...specCodes,
  ...langCodes,
  ...gameCodes,
  ...evalCodes,
  ...proveCodes,
  ...cliCodes,
  ...internalCodes,
];

export function codeTitle(code: string): string | undefined {
  return catalogue.find((c) => c.code === code)?.title;
}
