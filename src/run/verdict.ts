// Stage: run. Where a file's verdict is decided, and nowhere else (format.md §6): whether the
// certificate and the prover run, when a bounded "holds" is vacuous, which engine results contradict
// each other, the verdict cascade, how it counts for the exit code, and the internal-error rule.
// Input: the stage results as plain report data. Output: decisions and a FileOutcome. Pure logic.

import type { BoundedSummary, CertificateReport, CounterexampleReport, DiagnosticReport, Expectation, FileKind, FileStatus, FileVerdict, SymbolicSummary } from '../report/model.js';
import type { BoundedOutcome, CertifiedOutcome, SymbolicMode, SymbolicOutcome } from '../report/outcomes.js';

export type { BoundedOutcome, SymbolicOutcome, SymbolicMode } from '../report/outcomes.js';
export { exitCodeOf } from '../report/exitCodes.js';

export interface VerdictInput {
  loaded: boolean;
  kind: FileKind;
  expect: Expectation | null;
  bounded: BoundedOutcome | null; // null: no bounded result (engine absent)
  symbolic: SymbolicOutcome | null; // null: not attempted at all
  proofRequired: boolean; // check.symbolic: required (files under proofs/ always require one)
  /** A periodicity certificate decided the file for every n (src/certify); null/absent: it did not. */
  certified?: CertifiedOutcome | null;
}

export interface VerdictOutput {
  verdict: FileVerdict;
  met: boolean | null;
  status: FileStatus;
}

/** Whether a file claims a proof: then the prover runs even after a bounded refutation, so that a
 *  "proved" contradicting it is caught (issue 8) instead of never seen. */
export function claimsProof(expect: Expectation | null, kind: FileKind, mode: SymbolicMode): boolean {
  return expect === 'proved' || kind === 'proof' || mode === 'required';
}

/** Whether the periodicity certificate runs: not on a file with errors (a claim asking beyond the
 *  bounds, ZM4203, does not count: the certificate may decide that claim), nor after a bounded
 *  refutation unless a proof is claimed. */
/** `tablesPerValue`: the file's data tables are computed per parameter value (Spec.tableParams), so
 *  no argument about every value at once (a certificate, a proof) reads the right constants. */
export function certificateRuns(blockingErrors: boolean, boundedRefuted: boolean, proofClaimed: boolean, tablesPerValue = false): boolean {
  return !blockingErrors && !tablesPerValue && (!boundedRefuted || proofClaimed);
}

/** Why the prover did not run on a file whose data tables are computed per value of `names`. */
export function tablesPerValueReason(names: readonly string[]): string {
  return `the data tables are computed for each value of ${names.join(', ')}: the prover, which reasons about every value at once, does not apply`;
}

/** Why the prover did not run on a file the bounded check refuted (no proof claimed). */
export const PROVER_AFTER_REFUTATION = 'the bounded check found a counterexample';

export function skipped(reason: string): SymbolicSummary {
  return { status: 'skipped', reason, obligations: [] };
}

/** What the prover stage is told by what came before it. */
export interface ProverFacts {
  errors: boolean; // the file has error diagnostics so far
  boundedRefuted: boolean;
  proofClaimed: boolean;
  certificate: CertificateReport['status'] | null; // null: no certificate ran
  hintsUnchecked: boolean; // the file has proof hints (termination, strategy, lemmas)
  tablesPerValue?: readonly string[]; // the parameters the computed data tables read (Spec.tableParams)
  mode: SymbolicMode;
  modeFromCommandLine: boolean; // the CLI set the mode (--symbolic, --no-symbolic) rather than the file
  offReason?: string; // shown when the CLI switched the prover off, e.g. '--no-symbolic'
}

/** The prover runs (`run`), or its summary is decided without it (null: the file has errors). */
export type ProverStep = { run: true } | { run: false; summary: SymbolicSummary | null };

export function proverStep(f: ProverFacts): ProverStep {
  const without = (summary: SymbolicSummary | null): ProverStep => ({ run: false, summary });
  if (f.errors) return without(null);
  if (f.boundedRefuted && !f.proofClaimed) return without(skipped(PROVER_AFTER_REFUTATION));
  if (f.tablesPerValue && f.tablesPerValue.length > 0) {
    const reason = tablesPerValueReason(f.tablesPerValue);
    // a file that must be proved is not proved: unknown, never a silent skip
    return without(f.proofClaimed ? { status: 'unknown', reason, obligations: [] } : skipped(reason));
  }
  if (f.certificate === 'proved' || f.certificate === 'refuted') {
    // the file's own proof hints are then never checked: say so rather than imply they were used
    const hints = f.hintsUnchecked ? ' (the hints under proof: were not checked)' : '';
    return without(
      skipped(f.certificate === 'proved' ? `not needed: proved for every n by a periodicity certificate${hints}` : `not needed: a periodicity certificate found a counterexample${hints}`),
    );
  }
  // A file that claims a proof but switches the prover off itself is not proved (no CI loophole);
  // switching it off on the command line (--no-symbolic) is the user's choice: skipped.
  if (f.mode === 'off' && !f.modeFromCommandLine && f.proofClaimed) {
    return without({ status: 'unknown', reason: 'check.symbolic: off in a file that must be proved (under proofs/ or expect: proved), so nothing was proved', obligations: [] });
  }
  if (f.mode === 'off') return without(skipped(f.offReason ?? 'check.symbolic is off'));
  return { run: true };
}

/** The summary of a prover stage whose engine is absent (or threw: then a ZM9001 says why). */
export const PROVER_UNAVAILABLE: SymbolicSummary = { status: 'unavailable', reason: 'the symbolic prover is not available in this build', obligations: [] };

/** Whether `prove` cross-checks with the bounded check: only a decision (a proof or a refutation, by
 *  the prover or a certificate) is worth the bounded check's time there. */
export function crossCheckRuns(symbolic: SymbolicOutcome | null | undefined, certificate: CertificateReport['status'] | null | undefined): boolean {
  const decided = (x: string | null | undefined): boolean => x === 'proved' || x === 'width-bounded' || x === 'refuted';
  return decided(symbolic) || decided(certificate);
}

/** The engine results a bounded refutation contradicts: a proof by the prover (contradicts.ts), or a
 *  certificate's proof for every n. Each is an internal error, never a verdict (crossCheck.ts). */
export function refutationDisagreements(
  symbolic: SymbolicSummary | null | undefined,
  certificate: CertificateReport['status'] | null | undefined,
  firstCounterexample: CounterexampleReport | undefined,
): { prover: boolean; certificate: boolean } {
  return { prover: contradicts(symbolic, firstCounterexample), certificate: certificate === 'proved' };
}

/** Does the prover's result contradict a bounded counterexample? A proof does; a proof below a
 *  bitvector width only where the counterexample lies below that width (integers are unbounded). */
export function contradicts(symbolic: SymbolicSummary | null | undefined, cx: CounterexampleReport | undefined): boolean {
  if (symbolic?.status === 'proved') return true;
  if (symbolic?.status !== 'width-bounded' || symbolic.width === undefined) return false;
  const limit = 2n ** BigInt(symbolic.width);
  const below = (n: bigint): boolean => -limit <= n && n < limit;
  // integers shown as numbers or (beyond 2^53) as digit strings; rationals and booleans are no
  // integer fields, which the width does not bound
  const inside = (v: unknown): boolean =>
    Array.isArray(v) ? v.every(inside) : typeof v === 'number' && Number.isInteger(v) ? below(BigInt(v)) : typeof v === 'string' && /^-?\d+$/.test(v) ? below(BigInt(v)) : true;
  return cx === undefined || [...Object.values(cx.params), ...Object.values(cx.position)].every(inside);
}

/** A bounded "holds" where no position of the region was determined (every play leaves it) compared
 *  the conjecture with nothing: it establishes nothing, so it must not count as "holds". */
export function vacuous(conjecture: boolean, b: Pick<BoundedSummary, 'status' | 'positions' | 'undetermined'>): boolean {
  return conjecture && b.status === 'holds' && b.positions > 0 && b.undetermined >= b.positions;
}

/** Everything the verdict of one file depends on, as report data (check and merge both have it). */
export interface FileFacts {
  loaded: boolean; // the file loaded into a Spec
  kind: FileKind;
  expect: Expectation | null;
  proofRequired: boolean;
  conjecture: boolean; // the file has a conjecture (a bounded holds can be vacuous)
  /** Every diagnostic of the file, the cross-checks' included. */
  diagnostics: readonly Pick<DiagnosticReport, 'code' | 'severity' | 'message'>[];
  bounded: Pick<BoundedSummary, 'status' | 'positions' | 'undetermined'> | null;
  symbolic: SymbolicOutcome | null;
  certificate: CertificateReport['status'] | null;
}

export interface FileOutcome extends VerdictOutput {
  /** The message of the internal error that overrides the verdict's status, or null. */
  internal: string | null;
}

/** The verdict of one file: an error makes it invalid; a ZM9xxx error means zermelo caught itself
 *  in a bug (e.g. the evaluator disagreed with Z3), which is never a verdict, whatever the engines said. */
export function decideFile(f: FileFacts): FileOutcome {
  const ok = f.loaded && !f.diagnostics.some((d) => d.severity === 'error');
  const b = ok ? f.bounded : null;
  const judged = judge({
    loaded: ok,
    kind: f.kind,
    expect: f.expect,
    bounded: b && b.status !== 'skipped' && !vacuous(f.conjecture, b) ? b.status : null,
    symbolic: ok ? f.symbolic : null,
    proofRequired: f.proofRequired,
    certified: ok && (f.certificate === 'proved' || f.certificate === 'refuted') ? f.certificate : null,
  });
  const internal = f.diagnostics.find((d) => d.severity === 'error' && d.code.startsWith('ZM9'));
  return internal ? { ...judged, status: 'internal', met: null, internal: internal.message } : { ...judged, internal: null };
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
