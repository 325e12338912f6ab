// Stage: lang. The callees the parser gives `|s|` (the number of elements of a set) and `s ∪ t` (a
// set with more elements): not names a file can write, so only the parser makes these calls; the
// model rewrites them for bool[k] fields (model/boolSets.ts) before typecheck.

export const SIZE = '|·|';
export const UNION = '∪';
