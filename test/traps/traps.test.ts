// The trap catalogue (see trapSuite.ts): every trap whose file uses no xor/⊕/bit, and the checks of
// the whole catalogue. The bitvector traps are in traps.bitvector.test.ts.
import { defineTrapSuite, usesBitvectors } from './trapSuite.js';

defineTrapSuite('the trap catalogue', (name) => !usesBitvectors(name), true);
