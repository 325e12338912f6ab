// A move to the empty sum (a sum of no position, Grundy value 0: only explicit graphs have one, since
// a file's `to: []` is ZM1016) is listed by the champion's ranking (champion.ts, which `play` and the
// `serve` page list) as `check` names it, "the empty sum", and in Portuguese "a soma vazia"
// (moveTargetText, the words of check's move lines), never an English word in Portuguese output.

import { describe, expect, test } from 'vitest';
import { graphGame } from '../../src/game/graphGame.js';
import { rankMoves } from '../../src/teach/champion.js';
import { solveAny } from '../../src/teach/engine.js';
import { moveTargetText } from '../../src/teach/moveName.js';

describe('the empty sum as a move target', () => {
  // node 0: a losing terminal; node 1: a move to node 0 and a move to the empty sum
  const solved = solveAny(graphGame({ terminal: [1, 0], moves: [[], [0, []]] })).value!;
  const moves = rankMoves(solved, solved.game.region.decode(1));

  test('named "the empty sum", and safe (its Grundy value is 0)', () => {
    expect(moves.map((m) => [m.target, m.cls])).toEqual([
      [solved.game.formatPosition(solved.game.region.decode(0)), 'safe'],
      ['the empty sum', 'safe'],
    ]);
  });

  test('in Portuguese "a soma vazia"; positions stay as printed', () => {
    expect(moveTargetText('pt', moves[1]!.target)).toBe('a soma vazia');
    expect(moveTargetText('en', moves[1]!.target)).toBe('the empty sum');
    expect(moveTargetText('pt', 'n = 3, turn = A')).toBe('n = 3, turn = A');
  });
});
