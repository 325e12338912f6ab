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

export type { CodeInfo } from './codes/codeInfo.js';

export const catalogue = [...specCodes, ...langCodes, ...gameCodes, ...evalCodes, ...proveCodes, ...cliCodes, ...internalCodes] as const;

/** Every code zermelo can emit: a Diagnostic's code is one of these (a typo does not compile). */
export type Code = (typeof catalogue)[number]['code'];

export function codeTitle(code: string): string | undefined {
  return catalogue.find((c) => c.code === code)?.title;
}
