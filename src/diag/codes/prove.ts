// Diagnostic codes of the prove range (see ../codes.ts). Append only; never renumber.
// The prover reports them per obligation (ObligationResult.code) for everything not proved.
import type { CodeInfo } from './codeInfo.js';

export const proveCodes = [
  { code: 'ZM6001', title: 'a proof obligation is refuted: counterexample confirmed by the evaluator' },
  { code: 'ZM6002', title: 'a proof obligation is unknown: Z3 ran out of time' },
  { code: 'ZM6003', title: 'a proof obligation is unknown: Z3 could not decide it (quantifiers, nonlinear arithmetic)' },
  { code: 'ZM6004', title: 'a construct the symbolic engine does not encode (sums of positions, …): unknown' },
  { code: 'ZM6005', title: 'no termination measure found: give one as proof.termination' },
  { code: 'ZM6006', title: 'a counterexample found by Z3 could not be confirmed by the evaluator' },
  { code: 'ZM6007', title: 'a claim about the solved game cannot be proved: the conjecture is not proved' },
] as const satisfies readonly CodeInfo[];
