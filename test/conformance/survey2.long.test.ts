// The second independent survey (survey2.test.ts, `npm run test:long`): the four files whose point is
// the prover's refutation, each proved in a fresh child process, with Z3's first counterexample.
import { describe, it } from 'vitest';
import { FILES, byFreshProver, expectAsSurveyed } from './survey2Files.js';

describe('the second independent survey (test/conformance/files2): the refutations by the prover', () => {
  it.each(FILES.filter(byFreshProver))('%s (prover: %s): %s, exit %i, first counterexample %s', async (...row) => expectAsSurveyed(row), 120_000);
});
