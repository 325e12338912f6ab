// Theorem 5.2 at n = 15 (the second player wins), 17 and 20 (the first player wins): the library's
// files against the independent search of triangleSearch.ts (triangleWinners.test.ts). At n = 20
// about 45 s of CPU for zermelo and 40 s for the independent search (2026-12-07), at n = 17 twice the
// CPU of n = 15 (4.8 s); so in `npm run test:long` only. npm test checks the same law at n = 9 and 12
// (monochromaticTriangle.test.ts).

import { expect, test } from 'vitest';
import { expectWinnerByBoth, libraryAnswer } from './triangleLibrary.js';
import { triangleWinner } from './triangleSearch.js';

test('n = 15: the second player wins, by both', () => expectWinnerByBoth(15, false), 600_000);

test('n = 17: the first player wins, by both', () => expectWinnerByBoth(17, true), 600_000);

test('n = 20: the first player wins, by both', () => {
  const independent = triangleWinner(20);
  expect(independent.firstWins).toBe(true);
  // the C search of ../shared/bench-ref/extra stores as many positions (its README)
  expect(independent.positions).toBe(546331);
  const answer = libraryAnswer(20);
  expect(answer.storage).toBe('sparse');
  expect(answer.claimsFirst).toBe(independent.firstWins);
  expect(answer.status).toBe('holds');
}, 600_000);
