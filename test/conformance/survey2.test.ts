// The second independent survey (test/conformance/files2, 68 files): arithmetic at the edges (values
// near and beyond 2^53 in domains, parameters, guards, claims; Euclidean div and mod with negative
// operands; min, max, abs; chained comparisons; no power operator), one construct read by every
// engine (ranges that are empty or reversed, set literals with duplicates, guards with ∨ and ¬, end
// rules over positions with moves, misère play, kept moves, partizan players, draws, node Kayles,
// parameters, check.from: start, Grundy values of sums, misère sums of octal games) and periodic
// games at large n whose conjecture is wrong at one rare residue or only beyond the bounds. Their
// truth comes from the brute-force solver of survey2/brute.py, written from format.md and theory.md,
// and each file's model in survey2/files.py (`python3 test/conformance/survey2/files.py check` runs
// the CLI on every file and compares verdicts, bounded figures and every counterexample's position
// with the model). Pinned here: the verdict, the exit code and the first counterexample of `check
// --deterministic`, without the prover (`--no-symbolic`; certificates still run) and, for five files
// whose point is the prover (marked true), with it; files.py also runs the prover on the other
// seventeen files it marks.

import { describe, it } from 'vitest';
import { FILES, byFreshProver, expectAsSurveyed } from './survey2Files.js';

// the four rows refuted by the prover in a fresh child process: survey2.long.test.ts
describe('the second independent survey (test/conformance/files2)', () => {
  it.each(FILES.filter((row) => !byFreshProver(row)))('%s (prover: %s): %s, exit %i, first counterexample %s', async (...row) => expectAsSurveyed(row), 120_000);
});
