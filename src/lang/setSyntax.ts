// Stage: lang. The callees the parser gives `|s|` (the number of elements of a set), `s ∪ t` (a
// set with more elements) and `s ∖ t` (with fewer; ASCII `s \ t`): not names a file can write, so only the parser makes these calls; the
// model rewrites them for bool[k] fields (model/boolSets.ts) before typecheck.

export const SIZE = '|·|';
export const UNION = '∪';
export const DIFFERENCE = '∖';

/** The callees of the binary set operations (printed and parsed at the level of ⊕). */
export function isSetOperation(callee: string): boolean {
  return callee === UNION || callee === DIFFERENCE;
}
