// Theorem 5.2 for the independent solver written for the tests (triangleSearch.ts: a memoised negamax
// over the drawn segments as bit words, no code of the engine). The library's files against it, the
// claim the file makes, the verdict the bounded check gives and the winner of the search agreeing, at
// n = 15 (the second player wins; 4.8 s in npm test's report of 2026-12-07), 17 and 20 are in
// triangleWinners.long.test.ts: npm test checks the same law at n = 9 (the second player wins) and
// n = 12 in monochromaticTriangle.test.ts.

import { describe, expect, test } from 'vitest';
import { triangleWinner } from './triangleSearch.js';

describe('the monochromatic triangle game: zermelo against an independent search', () => {
  test('the independent search: the second player wins at 5 and 9 among n = 3..12', () => {
    const second = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((n) => !triangleWinner(n).firstWins);
    expect(second).toEqual([5, 9]);
  });
});
