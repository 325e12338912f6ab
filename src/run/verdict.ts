// Stage: run. The verdict of one file and how it counts for the exit code (format.md §6).
// Input: whether the file loaded, the bounded, certificate and symbolic outcomes, `expect`, and
// whether a proof is required. Output: verdict, whether `expect` is met, and the file's status. Pure logic.

import type { Expectation, FileStatus, FileVerdict } from '../report/model.js';

export type BoundedOutcome = 'holds' | 'refuted';
/** width-bounded: every obligation proved, some only below a bitvector width — not a proof. */
export type SymbolicOutcome = 'proved' | 'width-bounded' | 'refuted' | 'unknown' | 'skipped' | 'unavailable';

export interface VerdictInput {
  loaded: boolean;
  kind: 'conjecture' | 'proof';
  expect: Expectation | null;
  bounded: BoundedOutcome | null; // null: no bounded result (engine absent)
  symbolic: SymbolicOutcome | null; // null: not attempted at all
  proofRequired: boolean; // check.symbolic: required (files under proofs/ always require one)
  /** A periodicity certificate decided the file for every n (src/certify); null/absent: it did not. */
  certified?: 'proved' | 'refuted' | null;
}

export interface VerdictOutput {
  verdict: FileVerdict;
  met: boolean | null;
  status: FileStatus;
}

/** Which verdicts meet an expectation: a proof is stronger than "holds within bounds". */
export function meets(expect: Expectation, verdict: FileVerdict): boolean {
  switch (expect) {
    case 'holds':
      return verdict === 'holds' || verdict === 'proved';
    case 'proved':
      return verdict === 'proved';
    case 'refuted':
      return verdict === 'refuted';
    default: {
      const never: never = expect;
      return never;
    }
  }
}

export function decideVerdict(input: VerdictInput): FileVerdict {
  if (!input.loaded) return 'invalid';
  // A counterexample from any engine is final (each is re-confirmed by the evaluator).
  if (input.bounded === 'refuted' || input.symbolic === 'refuted' || input.certified === 'refuted') return 'refuted';
  // A certificate is a proof for every n: it counts as proved, like a discharged set of obligations.
  if (input.symbolic === 'proved' || input.certified === 'proved') return 'proved';
  // Proved for every value below the width (bounds included), not for the mathematical game: holds,
  // with the assumption shown (assumption.ts), even where a proof is required or nothing was bounded.
  if (input.symbolic === 'width-bounded') return 'holds';
  const required = input.proofRequired || input.kind === 'proof';
  if (input.symbolic === 'unknown' && (required || input.bounded === null)) return 'unknown';
  if (input.bounded === 'holds') return 'holds';
  return 'unchecked';
}

export function judge(input: VerdictInput): VerdictOutput {
  const verdict = decideVerdict(input);
  if (verdict === 'invalid') return { verdict, met: null, status: 'invalid' };
  if (verdict === 'unchecked') return { verdict, met: null, status: 'skipped' };
  const required = input.proofRequired || input.kind === 'proof';
  // The prover did not run although it could matter: the user switched it off, or it is absent.
  const proofSkipped = input.symbolic === 'skipped' || input.symbolic === 'unavailable' || input.symbolic === null;
  const met = input.expect === null ? null : meets(input.expect, verdict);

  if (verdict === 'refuted') {
    const fine = input.expect === 'refuted' && input.kind !== 'proof';
    return { verdict, met, status: fine ? 'pass' : 'fail' };
  }
  // An unknown where a proof is required is exit 3; otherwise an expectation it does not meet fails
  // the file (format.md §6: CI fails when the verdict differs), as holds does under expect: proved.
  if (verdict === 'unknown') return { verdict, met, status: required ? 'unproved' : met === false ? 'fail' : 'skipped' };
  // verdict is proved or holds from here on.
  // A proof only below a bitvector width is final (more time does not make it a proof): under
  // expect: proved it fails (exit 1) even where a proof is required.
  if (verdict === 'holds' && input.symbolic === 'width-bounded' && input.expect === 'proved') return { verdict, met, status: 'fail' };
  if (verdict === 'holds' && (required || input.expect === 'proved')) {
    if (proofSkipped) return { verdict, met: null, status: 'skipped' };
    return { verdict, met, status: required ? 'unproved' : 'fail' };
  }
  return { verdict, met, status: met === false ? 'fail' : 'pass' };
}

/** The exit code of a run: 70 internal > 2 invalid > 1 fail > 3 unproved > 0. */
export function exitCodeOf(statuses: readonly FileStatus[]): number {
  if (statuses.includes('internal')) return 70;
  if (statuses.includes('invalid')) return 2;
  if (statuses.includes('fail')) return 1;
  if (statuses.includes('unproved')) return 3;
  return 0;
}
