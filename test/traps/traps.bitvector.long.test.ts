// The trap catalogue (see trapSuite.ts): the traps whose file uses xor/⊕/bit, encoded with bitvectors
// by the prover (the slowest Z3 obligations of the catalogue), at the full timeout per obligation, each
// with its documented verdict (`npm run test:long`). The others are in traps.test.ts; the same traps at
// a short timeout, checked for soundness only, in traps.bitvector.test.ts (`npm test`).
import { defineTrapSuite, usesBitvectors } from './trapSuite.js';

defineTrapSuite('the trap catalogue: bitvector traps', usesBitvectors, false);
