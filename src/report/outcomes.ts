// Stage: report. The outcome vocabulary of the report model, in one place: each word list is a
// constant (the cache's shape check and the run's counts read them) and each type is derived from
// its list. model.ts re-exports the types; the verdict rules (run/verdict.ts) read them.

import type { Spec } from '../model/model.js';

/** proved / holds / refuted / unknown as in format.md §6; `invalid`: the file did not load;
 *  `unchecked`: the file loaded but no engine computed a verdict (never a made-up one). */
export const FILE_VERDICTS = ['proved', 'holds', 'refuted', 'unknown', 'invalid', 'unchecked'] as const;
export type FileVerdict = (typeof FILE_VERDICTS)[number];

export const EXPECTATIONS = ['proved', 'holds', 'refuted'] as const;
export type Expectation = (typeof EXPECTATIONS)[number];

/** How the file counts for the exit code: pass 0, fail 1, invalid 2, unproved 3 (proof required),
 *  skipped (nothing to compare: no engine, or the proof was switched off) 0, internal 70 (a bug in
 *  zermelo was detected, e.g. the evaluator disagreed with Z3: never turned into a verdict). */
export const FILE_STATUSES = ['pass', 'fail', 'invalid', 'unproved', 'skipped', 'internal'] as const;
export type FileStatus = (typeof FILE_STATUSES)[number];

/** proof: under proofs/, must be proved. */
export const FILE_KINDS = ['conjecture', 'proof'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export const COUNTEREXAMPLE_SOURCES = ['bounded', 'symbolic', 'certificate', 'sample'] as const;
export type CounterexampleSource = (typeof COUNTEREXAMPLE_SOURCES)[number];

/** The bounded check and the sampling beyond it; skipped: the region cannot be enumerated, or the
 *  file cannot be sampled (notes and reason say why). */
export const BOUNDED_STATUSES = ['holds', 'refuted', 'skipped'] as const;
export type BoundedStatus = (typeof BOUNDED_STATUSES)[number];
/** A bounded result that counts for the verdict. */
export type BoundedOutcome = Exclude<BoundedStatus, 'skipped'>;

export const OBLIGATION_STATUSES = ['proved', 'refuted', 'unknown', 'error'] as const;
export type ObligationStatus = (typeof OBLIGATION_STATUSES)[number];

/** skipped: not run (off, or the bounded check refuted); unavailable: the prover is not installed;
 *  width-bounded: every obligation proved, some only for integers below 2^width (bitvectors) — not a proof. */
export const SYMBOLIC_STATUSES = ['proved', 'width-bounded', 'refuted', 'unknown', 'skipped', 'unavailable'] as const;
export type SymbolicStatus = (typeof SYMBOLIC_STATUSES)[number];
export type SymbolicOutcome = SymbolicStatus;

export const CERTIFICATE_STATUSES = ['proved', 'refuted', 'not-certified'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
/** A certificate that decided the file for every n. */
export type CertifiedOutcome = Exclude<CertificateStatus, 'not-certified'>;

export const CLAIM_STATUSES = ['holds', 'proved', 'refuted', 'unknown', 'unchecked'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** check.symbolic of a file, or --symbolic: auto (prove where possible), off, required (unknown is exit 3). */
export type SymbolicMode = Spec['check']['symbolic'];
