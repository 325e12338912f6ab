// The value sweep over bit masks (src/solve/value/maskMoves.ts, maskSweep.ts) on a partizan game with
// a turn bit, `again:` and `score:` reading the position: every value equals a negamax over the slow
// move lister (game.listMoves, which evaluates the rules as written), at every position.
import { describe, expect, it } from 'vitest';
import { buildGame } from '../../../src/game/buildGame.js';
import { loadSpec } from '../../../src/model/loadSpec.js';
import { maskGame } from '../../../src/solve/value/maskMoves.js';
import { valueTable } from '../../../src/solve/value/valueTable.js';

const TEXT = `name: partizan-bits
game:
  players: [A, B]
  state: { d: bool[6] }
  start: { d: {} }
  moves:
    - by: A
      for: e ∈ 0..5
      if: ¬d[e] ∧ e mod 2 = 0
      again: e = 2 ∧ ¬d[3]
      score: if d[(e + 1) mod 6] then 2 else 1
      to: { d[e]: true }
    - by: B
      for: e ∈ 0..5
      if: ¬d[e]
      again: d[0] ∧ e = 5
      score: if d[(e + 5) mod 6] then 3 else 0
      to: { d[e]: true }
check: { from: start, symbolic: off }
`;

describe('the value sweep over bit masks', () => {
  it('equals a negamax over the move lister at every position (partizan, turn kept or passed)', () => {
    const game = buildGame(loadSpec('g.yaml', TEXT).value!, {}).value!;
    expect(typeof maskGame(game)).toBe('object'); // the sweep over masks is the one that runs
    const table = valueTable(game);
    if (typeof table === 'string') throw new Error(table);
    const memo = new Map<number, number>();
    const negamax = (i: number): number => {
      const known = memo.get(i);
      if (known !== undefined) return known;
      let best: number | undefined;
      for (const m of game.listMoves(game.region.decode(i))) {
        const v = negamax(m.targets[0]!.index);
        const total = m.keeps ? Number(m.points ?? 0) + v : Number(m.points ?? 0) - v;
        if (best === undefined || total > best) best = total;
      }
      memo.set(i, best ?? 0);
      return best ?? 0;
    };
    for (let i = 0; i < game.region.size; i++) expect(table.at(i)).toEqual({ kind: 'value', value: negamax(i) });
  });
});
