// --workers N on a single file (workers.slices.test.ts), `npm run test:long`: the cases of the same law
// on game 9 refuted and two-heap Nim true (slicedCases.ts).
import { describe } from 'vitest';
import { slicedCases } from './slicedCases.js';

describe('check --workers on one large region', () => {
  slicedCases('long');
});
