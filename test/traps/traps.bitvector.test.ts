// The trap catalogue (see trapSuite.ts): the traps whose file uses xor/⊕/bit, encoded with bitvectors
// by the prover (the slowest Z3 obligations of the catalogue). The others are in traps.test.ts.
import { defineTrapSuite, usesBitvectors } from './trapSuite.js';

defineTrapSuite('the trap catalogue: bitvector traps', usesBitvectors, false);
