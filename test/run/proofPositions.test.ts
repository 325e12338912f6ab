// A prover counterexample names its position as the bounded check does (game/positionText.ts): a
// bool[k] field as the set of its true elements, a bool[edges] field by the table's rows — in the
// report's position text, the move's target, the obligation's detail and the evaluator's own
// explanation (prove/recheckValues.ts). Law: the text of a position given field by field equals the
// text of the same position as a vector, on random positions (fast-check).

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSpec } from '../../src/model/loadSpec.js';
import { fromProof, obligationReport } from '../../src/run/fromProof.js';
import type { ObligationResult, ProofResult } from '../../src/prove/result.js';
import { buildLayout } from '../../src/game/layout.js';
import { positionText, shownPositionText } from '../../src/game/positionText.js';
import { describe as recheckText } from '../../src/prove/recheckValues.js';
import { main } from '../../src/cli/main.js';
import { fakeHost } from '../e2e/fakeHost.js';

function spec(yaml: string) {
  const r = loadSpec('conjectures/test.yaml', yaml);
  expect(r.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return r.value!;
}

const EDGES = spec(`name: edges
game:
  state: { drawn: bool[seg], n: nat }
  moves:
    - name: draw e
      for: e ∈ 0..2
      if: ¬drawn[e] ∧ n ≥ 1
      to: { drawn[e]: true, n: n - 1 }
define:
  seg: [[0, 1], [0, 2], [1, 2]]
conjecture:
  S: n = 0
expect: holds
`);

function refutation(position: Record<string, unknown>, target: Record<string, unknown>, refutes: 'conjecture' | 'none'): ProofResult {
  const o: ObligationResult = {
    id: 'condition-I',
    kind: 'condition-I',
    title: 'condition I: every position of F has a move into S',
    status: 'refuted',
    timeMs: 1,
    assumptions: [],
    refutes,
    counterexample: {
      params: {},
      position: position as never,
      move: { schema: 0, label: 'draw e', binders: { e: 2 }, target: target as never } as never,
      minimised: true,
      confirmed: true,
    },
  };
  return { file: 'conjectures/test.yaml', name: 'edges', status: 'refuted', obligations: [o], encoding: 'int', assumptions: [], timeMs: 1 };
}

describe('prover counterexamples print positions as the bounded check does', () => {
  it('a bool[edges] field is the set of drawn rows, in the position, the move target and a hint’s detail', () => {
    const run = fromProof(EDGES, refutation({ drawn: [true, false, false], n: 2 }, { drawn: [true, false, true], n: 1 }, 'conjecture'));
    expect(run.counterexamples[0]!.positionText).toBe('drawn = {0-1}, n = 2');
    expect(run.counterexamples[0]!.moves[0]!.to).toBe('drawn = {0-1, 1-2}, n = 1');
    const hint = obligationReport(refutation({ drawn: [false, true, true], n: 0 }, {}, 'none').obligations[0]!, EDGES);
    expect(hint.detail).toContain('fails at drawn = {0-2, 1-2}, n = 0');
  });

  it('the evaluator’s explanation names the same set', () => {
    expect(recheckText(EDGES, [0, 1, 1, 4])).toBe('drawn = {0-2, 1-2}, n = 4');
  });

  it('a value of another shape than its field is shown as it is, never dropped', () => {
    expect(shownPositionText(buildLayout(EDGES), undefined, { drawn: [true], n: '12345678901234567890' })).toBe('drawn = [true], n = 12345678901234567890');
  });

  it('law: field by field = as a vector, on random positions of a game with sets, arrays, players', () => {
    const game = spec(`name: mixed
game:
  players: [Left, Right]
  state: { s: bool[5], h: nat[3], b: bool, n: int }
  moves:
    - name: m
      by: Left
      if: n > 0
      to: { n: n - 1 }
conjecture:
  S: n = 0
expect: holds
`);
    const layout = buildLayout(game);
    const players = game.game.players;
    const names = [...layout.fields.keys()];
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1 }), { minLength: 5, maxLength: 5 }),
        fc.array(fc.nat(50), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        fc.integer({ min: -9, max: 9 }),
        fc.integer({ min: 0, max: 1 }),
        (s, h, b, n, turn) => {
          const byField: Record<string, unknown> = { s: s.map((x) => x === 1), h, b, n, turn: players![turn] };
          const vector = [...s, ...h, b ? 1 : 0, n, turn];
          const record = Object.fromEntries(names.map((k) => [k, byField[k]]));
          expect(shownPositionText(layout, players, record)).toBe(positionText(layout, players, vector));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('a real proof attempt on a set game (Z3)', () => {
  it('node Kayles with a wrong guess: the refuted position is taken = {}', async () => {
    const file = 'conjectures/node-kayles-wrong.yaml';
    const host = fakeHost({
      [file]: `name: node-kayles-wrong
game:
  state: { taken: bool[4] }
  start: { taken: {} }
  moves:
    - name: take v
      for: v ∈ 0..3
      if: free(v)
      to: { taken[v]: true }
define:
  adj: [[1], [0, 2], [1, 3], [2]]
  free(v): ¬taken[v] ∧ ∀ w ∈ adj[v]: ¬taken[w]
conjecture:
  S: ¬∃ v ∈ 0..3: free(v)
expect: holds
`,
    });
    expect(await main(['prove', file], host)).toBe(1);
    expect(host.out()).toContain('fails at taken = {}: taken = {} is in F');
    expect(host.out()).not.toMatch(/taken = \[/);
  }, 60_000);
});
