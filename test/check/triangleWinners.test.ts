// Theorem 5.2 at n = 15 (the second player wins): the library's file answers as an independent solver
// written for the tests (triangleSearch.ts: a memoised negamax over the drawn segments as bit words,
// no code of the engine) — the claim the file makes, the verdict the bounded check gives, and the
// winner of the independent search agree. n = 17 (the first player wins; twice the CPU of n = 15)
// and n = 20 (about a minute of CPU each side) are in triangleWinners.long.test.ts.

import { describe, expect, test } from 'vitest';
import { expectWinnerByBoth } from './triangleLibrary.js';
import { triangleWinner } from './triangleSearch.js';

describe('the monochromatic triangle game: zermelo against an independent search', () => {
  test('the independent search: the second player wins at 5 and 9 among n = 3..12', () => {
    const second = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((n) => !triangleWinner(n).firstWins);
    expect(second).toEqual([5, 9]);
  });

  test('n = 15: the second player wins, by both', () => expectWinnerByBoth(15, false));
});
