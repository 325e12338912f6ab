// Stage: report. The assumption a verdict carries beyond its word: a *holds* whose proof was
// discharged only for integers below a bitvector width (xor/⊕/bit obligations). One place builds it
// (and its wording) for check, prove, merge and every renderer, so the surfaces cannot drift apart.

import type { AssumptionReport, FileVerdict, SymbolicSummary } from './model.js';

/** The assumption of a verdict, or undefined when the verdict means exactly what it says. */
export function assumptionOf(verdict: FileVerdict, symbolic: SymbolicSummary | null | undefined): AssumptionReport | undefined {
  if (verdict !== 'holds' || symbolic?.status !== 'width-bounded' || symbolic.width === undefined) return undefined;
  return { kind: 'bitvector-width', width: symbolic.width, text: `proved for values below 2^${symbolic.width} only — bit-vector obligations` };
}

/** "holds (proved for values below 2^53 only — bit-vector obligations)", or the bare verdict. */
export function verdictWithAssumption(verdict: FileVerdict, assumption: AssumptionReport | undefined): string {
  return assumption ? `${verdict} (${assumption.text})` : verdict;
}
