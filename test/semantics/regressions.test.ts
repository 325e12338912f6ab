// Regressions for bugs the differential laws found, each from its minimal reproducer file, plus
// hand-checked meanings of the reference itself (take-1-or-4 of format.md, a loopy draw, the order
// of two writes to one element), so that the reference is not only equal to the engines.

import { describe, expect, test } from 'vitest';
import { refSolve } from '../../src/semantics/refSolve.js';
import { refMoves } from '../../src/semantics/refMoves.js';
import { buildRefGame } from '../../src/semantics/refGame.js';
import { buildTable } from '../../src/teach/buildTable.js';
import { prepareGame } from '../../src/teach/engine.js';
import { tableCells } from '../../src/teach/tableModel.js';
import { load } from './lawSetup.js';

describe('the reference semantics on games whose meaning is known', () => {
  test('take 1 or 4: safe iff n mod 5 ∈ {0, 2}', () => {
    const spec = load(`name: t
game:
  state: { n: nat }
  moves:
    - { for: "k ∈ {1, 4}", if: "k ≤ n", to: { n: "n - k" } }
check: { bounds: { n: 0..30 } }
`);
    const t = refSolve(spec, {});
    if (t.kind !== 'solved') throw new Error(t.kind);
    expect(t.outcome.map((o, n) => [n, o])).toEqual(t.outcome.map((_, n) => [n, n % 5 === 0 || n % 5 === 2 ? 1 : 2]));
  });

  test('a cycle without exit is a draw; a move leaving the region leaves its position undetermined', () => {
    const spec = load(`name: t
game:
  state: { x: int }
  moves:
    - { if: "x ≥ 1", to: { x: "3 - x" } }
    - { if: "x = 3", to: { x: "x + 1" } }
check: { bounds: { x: 0..3 } }
`);
    const t = refSolve(spec, {});
    if (t.kind !== 'solved') throw new Error(t.kind);
    // 0: no move (safe); 1 ↔ 2 forever (neutral); 3 → 0 (safe) wins, so 3 is fragile despite leaving
    expect(t.outcome).toEqual([1, 3, 3, 2]);
    expect(t.cyclic).toBe(true);
  });

  test('two writes to one element: values from the position before the move, the later write wins', () => {
    const spec = load(`name: t
game:
  state: { h: "nat[2]" }
  moves:
    - for: ["j ∈ {0}"]
      to:
        "h[0]": "h[1]"
        "h[j + 0]": "h[0] + 1"
        "h[1]": "h[0]"
check: { bounds: { h: 0..3 } }
`);
    const moves = refMoves(buildRefGame(spec, {}), [2n, 1n]);
    expect(moves.map((m) => m.targets)).toEqual([[[3n, 2n]]]);
  });
});

describe('regressions found by the laws', () => {
  test('`table` lists no moves at a terminal position (a move there that would leave a domain crashed it)', () => {
    const spec = load(`name: table-terminal
game:
  state: { n: nat }
  moves:
    - { to: { n: "n - 1" } }
  end: { lose: "n = 0" }
conjecture: { S: "n mod 2 = 0" }
check: { bounds: { n: 0..3 } }
`);
    const cells = tableCells(buildTable(prepareGame(spec).value!));
    expect(cells.map((c) => [c.position, c.cls, c.terminal, c.move])).toEqual([
      ['n = 0', 'safe', true, null],
      ['n = 1', 'fragile', false, 'move → n = 0'],
      ['n = 2', 'safe', false, null],
      ['n = 3', 'fragile', false, 'move → n = 2'],
    ]);
  });
});
