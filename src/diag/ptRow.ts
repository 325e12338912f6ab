// Stage: diag. The shape of a Portuguese row (diag/messagesPt.ts and the row files by code family):
// a code (or codes), the English message shape, and its Portuguese with the names and values kept.

/** A message row: the code(s) it applies to, the English shape, the Portuguese. */
export type MessageRow = readonly [code: string | RegExp, shape: RegExp, pt: (m: RegExpExecArray) => string];

/** A hint row: hints are matched whatever the code. */
export type HintRow = readonly [shape: RegExp, pt: (m: RegExpExecArray) => string];
