// Stage: scale. The order in which `--workers N` hands files to its threads: longest first, so that
// the run does not end with one thread on a long file while the others sit idle. A file's expected
// time is its time in the previous run (durations.ts), else a guess from its kind: a file to be
// proved (Z3, seconds) before the others. Only the dispatch order depends on it, never a result or
// the output order.

/** The guess for a file never timed: one that must be proved, and any other (milliseconds; the
 *  library's proved files took 0.2–14 s and the others 0.01–17 s on 2026-12-02). */
export const GUESS_PROOF_MS = 3000;
export const GUESS_OTHER_MS = 300;

export interface DispatchJob {
  file: string; // relative to the cwd, as in the report
  text: string;
}

/** Whether a file is the slow kind: under proofs/, or `expect: proved`. */
export function mustBeProved(job: DispatchJob): boolean {
  return job.file.startsWith('proofs/') || job.file.includes('/proofs/') || /^expect:\s*proved\b/m.test(job.text);
}

/** The milliseconds a file is expected to take: its previous time, else the guess of its kind. */
export function expectedMs(job: DispatchJob, previous?: ReadonlyMap<string, number>): number {
  return previous?.get(job.file) ?? (mustBeProved(job) ? GUESS_PROOF_MS : GUESS_OTHER_MS);
}
