// Theorem 5.2 at n = 15 and 17 (the second player wins at 15, the first at 17): the library's files
// answer as an independent solver written for the tests (triangleSearch.ts: a memoised negamax over
// the drawn segments as bit words, no code of the engine) — the claim each file makes, the verdict
// the bounded check gives, and the winner of the independent search agree. n = 20 is in
// triangleWinners.long.test.ts (about a minute of CPU each side).

import { describe, expect, test } from 'vitest';
import { libraryAnswer } from './triangleLibrary.js';
import { triangleWinner } from './triangleSearch.js';

describe('the monochromatic triangle game: zermelo against an independent search', () => {
  test('the independent search: the second player wins at 5 and 9 among n = 3..12', () => {
    const second = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12].filter((n) => !triangleWinner(n).firstWins);
    expect(second).toEqual([5, 9]);
  });

  for (const [n, firstWins] of [
    [15, false],
    [17, true],
  ] as const) {
    test(`n = ${n}: the ${firstWins ? 'first' : 'second'} player wins, by both`, () => {
      const independent = triangleWinner(n);
      expect(independent.firstWins).toBe(firstWins);
      const answer = libraryAnswer(n);
      expect(answer.storage).toBe('sparse');
      expect(answer.claimsFirst).toBe(independent.firstWins);
      expect(answer.status).toBe('holds');
    });
  }
});
