// The generated move kernel (fast path) agrees with the interpreted move lister (slow path) at every
// position of small games written in the surface syntax: same targets in the same order, same
// terminal status, same region indices — including partizan turns, array updates h[i], sums,
// parameters, definitions, moves leaving the region, bool fields and `end:` rules.

import { describe, expect, test } from 'vitest';
import { buildGame } from '../../src/game/buildGame.js';
import { kernelMoves } from '../../src/game/kernelMoves.js';
import { spec } from '../check/helpers.js';

const games: [string, string, Record<string, number>][] = [
  ['game 9', `name: g9\ngame:\n  state: { n: nat }\n  moves:\n    - { name: take k, for: k ∈ {1, 4}, if: k ≤ n, to: { n: n - k } }\ncheck: { bounds: { n: 0..40 } }\n`, {}],
  ['game 13', `name: g13\ngame: { subtraction: { A: [1, 4], B: [2, 3] } }\ncheck: { bounds: { n: 0..30 } }\n`, {}],
  ['nim', `name: nim\ngame: { nim: { heaps: 3 } }\ncheck: { bounds: { h: 0..4 } }\n`, {}],
  ['nim take', `name: nim17\ngame: { nim: { heaps: 4, take: [1, 2] } }\ncheck: { bounds: { h: 0..3 } }\n`, {}],
  ['kayles', `name: kayles\ngame: { octal: "0.77" }\ncheck: { bounds: { n: 0..30 } }\n`, {}],
  ['dawson', `name: dawson\ngame: { octal: "0.07" }\ncheck: { bounds: { n: 0..30 } }\n`, {}],
  [
    'board with params',
    `name: board
game:
  params: { size: nat }
  state: { i: 1..size, j: 1..size, done: bool }
  moves:
    - for: [di ∈ {-1, 1}]
      if: i - 2 ≥ 1 ∧ 1 ≤ j + di ≤ size ∧ ¬done
      to: { i: i - 2, j: j + di }
    - { name: stop, if: near(i, j), to: { done: true } }
  end: { draw: i = size ∧ j = 1 }
define:
  near(a, b): a + b ≤ size
check: { params: { size: 3..6 } }
`,
    { size: 5 },
  ],
  [
    'up and down',
    `name: updown
game:
  state: { n: nat, m: 0..3 }
  moves:
    - { if: n ≥ 2, to: { n: n - 2, m: (m + 1) mod 4 } }
    - { if: n mod 3 = 1, to: { n: n + 3 } }
check: { bounds: { n: 0..20 } }
`,
    {},
  ],
];

describe('fast path = slow path', () => {
  for (const [name, text, params] of games) {
    test(name, () => {
      const built = buildGame(spec(text), params);
      expect(built.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
      const game = built.value!;
      const fast = kernelMoves(game);
      for (let p = 0; p < game.region.size; p++) {
        const position = game.region.decode(p);
        const k = fast(p);
        expect(k.terminal, `terminal at ${game.formatPosition(position)}`).toBe(game.terminalOf(position));
        const slow = k.terminal === 0 ? game.listMoves(position).map((m) => m.targets.map((t) => t.index)) : [];
        expect(k.moves, `moves at ${game.formatPosition(position)}`).toEqual(slow);
      }
    });
  }
});
