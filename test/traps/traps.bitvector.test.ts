// The bitvector traps of the catalogue (see trapSuite.ts) in `npm test`: the prover gets 1 s per
// obligation, too short for the refutations of condition II that the xor traps expect (1–5 s), enough
// for the obligations Z3 settles at once (well-definedness, domain, partition, terminals, finiteness,
// at times condition I): every verdict must be sound, never proved. Their documented verdicts, at 6 s per
// obligation (some 45 s of Z3), are checked by traps.bitvector.long.test.ts in `npm run test:long`.
import { defineTrapSuite, usesBitvectors } from './trapSuite.js';

defineTrapSuite('the trap catalogue: bitvector traps, soundness at a short timeout', usesBitvectors, false, {
  timeout: '1s',
  documented: false,
});
