// Stage: diag. ZM9xxx: internal errors — zermelo caught itself in a bug (exit 70). ZM901x are the
// runtime cross-checks between two independent computations of the same fact (docs/soundness.md, "The
// cross-checks"); each message shows both results.

import type { CodeInfo } from './codeInfo.js';

export const internalCodes = [
  { code: 'ZM9001', title: 'internal error (a bug in zermelo; please report it)' },
  { code: 'ZM9011', title: 'internal error: a confirmed counterexample lies inside the bounded region where the bounded check found none' },
  { code: 'ZM9012', title: 'internal error: the reference evaluation of a claim disagrees with the compiled evaluation' },
  { code: 'ZM9013', title: 'internal error: a second solver (--confirm cvc5) finds satisfiable the negation of an obligation Z3 proved' },
] as const satisfies readonly CodeInfo[];
